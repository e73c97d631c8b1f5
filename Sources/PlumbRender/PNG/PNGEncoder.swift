import CPlumbPNG
import Foundation
import PlumbCore

/// Encodes images as PNG.
///
/// The default writer, `.runs`, is Plumb's own: every row filtered "none", a deflate stream whose matches are runs
/// of the pixel to the left or of the row above, found by direct comparison, with dynamic Huffman tables
/// (`plumb_png_runs.c`). On flat UI images that is about one pass over the pixels, several times faster than
/// zlib at level 1, for a file a little larger (see `Scripts/bench`). `.zlib` goes through libpng at a chosen level
/// and row filter; `.optimized` looks for the smallest file (and may write a palette). Either way nothing but IHDR,
/// (PLTE, tRNS,) IDAT and IEND is written, so the bytes depend on the pixels alone, and any PNG reader decodes them
/// to the same pixels.
public struct PNGEncoder: Sendable {
    /// A row filter, as the PNG specification names them.
    public enum Filter: Int32, Sendable {
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80, all = 0xF8
    }

    /// How the pixels are compressed.
    public enum Method: Hashable, Sendable {
        /// Plumb's run-matching deflate writer: the fastest on UI images.
        case runs
        /// libpng and zlib at `level` (1 fastest … 9 smallest) with `filter`.
        case zlib(level: Int32, filter: Filter)
        /// The smallest file `plumb_png_optimize.c` finds (`plumb render --optimize`): lossless reduction to RGB,
        /// grey or a palette, per-row filters, libdeflate at level 12. Far slower than `.runs`; for files that are
        /// kept and served, such as docs images. The bytes depend on the pixels (and libdeflate's version) alone.
        case optimized
    }

    /// The `.optimized` encoder.
    public static let optimized = PNGEncoder(method: .optimized)

    public var method: Method

    /// The default encoder, `.runs`.
    public init() {
        self.method = .runs
    }

    public init(method: Method) {
        self.method = method
    }

    /// libpng at zlib level `compressionLevel` with `filter` (cairo's own writer uses level 6 and `.all`).
    public init(compressionLevel: Int32, filter: Filter = .none) {
        self.method = .zlib(level: compressionLevel, filter: filter)
    }

    /// The PNG bytes of `image`.
    ///
    /// - Throws: `PNGError.encodeFailed` with the writer's message (only on memory exhaustion in practice).
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            try Self.call { output, length, message, size in
                switch method {
                case .runs:
                    plumb_png_encode_runs(
                        pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, output, length,
                        message, size)
                case .zlib(let level, let filter):
                    plumb_png_encode(
                        pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, level,
                        filter.rawValue, output, length, message, size)
                case .optimized:
                    plumb_png_encode_optimized(
                        pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, output, length,
                        message, size)
                }
            }
        }
    }

    /// The PNG bytes of Cairo's premultiplied native-endian ARGB32 pixels, `stride` bytes a row.
    ///
    /// The same bytes as `encode(_:)` of the un-premultiplied image. `.runs` converts row by row as it encodes, so no
    /// RGBA copy of the image is made; `.zlib` and `.optimized` convert the whole image first.
    func encode(
        premultipliedARGB32 data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int
    ) throws(PNGError) -> [UInt8] {
        guard method == .runs else {
            return try encode(RGBAImage(premultipliedARGB32: data, width: width, height: height, stride: stride))
        }
        return try Self.call { output, length, message, size in
            plumb_png_encode_runs_argb32(data, UInt32(width), UInt32(height), stride, output, length, message, size)
        }
    }

    /// Runs a C encoder that returns 0 and a malloc'd buffer, or -1 and a message; returns the buffer's bytes.
    private static func call(
        _ encoder: (
            UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>,
            Int
        ) -> Int32
    ) throws(PNGError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { text in
            encoder(&output, &length, text.baseAddress!, text.count)
        }
        guard status == 0, let output else {
            throw .encodeFailed(
                String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { plumb_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: length))
    }
}
