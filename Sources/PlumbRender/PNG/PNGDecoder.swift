import CCairoPango
import CPlumbPNG
import Foundation
import PlumbCore

/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case notPNG
    case corrupt(String)
    case tooLarge(width: Int, height: Int, limit: Int)
    case encodeFailed(String)

    public var description: String {
        switch self {
        case .empty: "the file is empty (expected a PNG image)"
        case .notPNG: "not a PNG file (its first bytes are not the PNG signature)"
        case .corrupt(let message): "corrupt PNG: \(message)"
        case .tooLarge(let width, let height, let limit):
            "PNG is \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) (raise it with --max-pixels)"
        case .encodeFailed(let message): "PNG encoding failed: \(message)"
        }
    }
}

/// Decodes PNG files of any bit depth and colour type into 8-bit straight-alpha RGBA.
///
/// Uses libpng's simplified API, which reports errors as return values (no longjmp reaches Swift) and converts
/// palette, grey and 16-bit images to RGBA8. The image size is checked against `maxPixels` from the header, before
/// any pixel memory is allocated.
public struct PNGDecoder: Sendable {
    /// The default limit: 100 megapixels, well above an iPad Pro screenshot at @3x.
    public static let defaultMaxPixels = 100_000_000

    public var maxPixels: Int

    public init(maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// Decodes PNG bytes.
    ///
    /// - Throws: `PNGError` saying what is wrong with the data.
    public func decode(_ data: [UInt8]) throws(PNGError) -> RGBAImage {
        guard !data.isEmpty else { throw .empty }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else { throw .notPNG }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .corrupt(Self.message(of: &image)) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= maxPixels else {
            png_image_free(&image)
            throw .tooLarge(width: width, height: height, limit: maxPixels)
        }
        let fast: [UInt8]?
        do { fast = try Self.decodeRGBA8(data, width: width, height: height) } catch {
            png_image_free(&image)  // found by Fuzz/png.swift: a file failing part-way leaked libpng's reader
            throw error
        }
        if let pixels = fast {
            png_image_free(&image)
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        // Without this flag libpng takes 16-bit samples as linear light and gamma-encodes them on the way to 8 bits,
        // so a 16-bit export of an 8-bit image would decode to different colours. PNGs without gAMA/sRGB are sRGB.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = data.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        }
        guard finished != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            throw .corrupt(message)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Throws: `PNGFileError` naming the file.
    public func decode(contentsOf url: URL) throws(PNGFileError) -> RGBAImage {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw PNGFileError(path: url.path, reason: .unreadable(FileWriteError.reason(error))) }
        do { return try decode([UInt8](data)) } catch { throw PNGFileError(path: url.path, reason: .png(error)) }
    }

    /// The fast path for the PNGs Plumb itself writes (8-bit RGBA, not interlaced, no colour-space chunks):
    /// decoded straight into the pixel array, which is not zeroed first. `nil` for any other kind of PNG.
    ///
    /// - Throws: `.corrupt` when libpng fails part-way.
    private static func decodeRGBA8(_ data: [UInt8], width: Int, height: Int) throws(PNGError) -> [UInt8]? {
        var status: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = data.withUnsafeBufferPointer { bytes in
                plumb_png_decode_rgba8(
                    bytes.baseAddress, bytes.count, buffer.baseAddress, UInt32(width), UInt32(height), &error, error.count)
            }
            // On 0 nothing was written; zero the bytes anyway so the array never holds uninitialised memory.
            if status != 1 { buffer.initialize(repeating: 0) }
            count = buffer.count
        }
        switch status {
        case 1: return pixels
        case 0: return nil
        default: throw .corrupt(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}

/// A PNG problem with the file it came from.
public struct PNGFileError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        case png(PNGError)
    }

    public var path: String
    public var reason: Reason

    public var description: String {
        switch reason {
        case .unreadable(let message): "\(path): cannot read the file: \(message)"
        case .png(let error): "\(path): \(error)"
        }
    }
}
