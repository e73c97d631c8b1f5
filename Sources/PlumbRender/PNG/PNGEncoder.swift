import CPlumbPNG
import Foundation

/// Encodes images as PNG with libpng at a fast setting.
///
/// Defaults are zlib level 1 and no row filter: on flat UI images that is several times faster than cairo's own
/// writer (libpng defaults: level 6, adaptive filters) and gives a file of about the same size (see
/// `Scripts/bench`). Nothing but IHDR, IDAT and IEND is written, so the bytes depend on the pixels alone.
public struct PNGEncoder: Sendable {
    /// A row filter, as the PNG specification names them.
    public enum Filter: Int32, Sendable {
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80, all = 0xF8
    }

    public var compressionLevel: Int32
    public var filter: Filter

    public init(compressionLevel: Int32 = 1, filter: Filter = .none) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }

    /// The PNG bytes of `image`.
    ///
    /// - Throws: `PNGError.encodeFailed` with libpng's message (only on memory exhaustion in practice).
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            plumb_png_encode(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, compressionLevel,
                filter.rawValue, &output, &length, &message, message.count)
        }
        guard status == 0, let output else {
            throw .encodeFailed(String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { plumb_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
