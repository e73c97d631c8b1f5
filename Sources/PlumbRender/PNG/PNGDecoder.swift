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
            "PNG is \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) (raise it with --max-image-pixels)"
        case .encodeFailed(let message): "PNG encoding failed: \(message)"
        }
    }
}

/// Something a PNG got wrong that did not stop it from being read.
public enum PNGWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file ends without an IEND chunk, but all of its image data is there (pngjs and browsers read such files).
    case missingEnd
    /// An ancillary chunk (cLLI, mDCV, iCCP, tEXt, tRNS…) has a bad CRC: it was skipped, as libpng skips it.
    case damagedAncillaryChunk

    public var description: String {
        switch self {
        case .missingEnd: "no IEND chunk at the end of the file; all of its image data is present, so it was read"
        case .damagedAncillaryChunk:
            "an ancillary chunk (metadata such as cLLI, iCCP or tEXt) has a bad CRC; it was skipped and the image read"
        }
    }
}

/// An image and what was wrong with the file it came from.
public struct DecodedPNG: Sendable {
    public var image: RGBAImage
    public var warnings: [PNGWarning]
}

/// Decodes PNG files of any bit depth, colour type and interlacing into 8-bit straight-alpha RGBA.
///
/// The stored samples are returned unchanged, as pixelmatch (through pngjs) and browsers' canvas read them: gAMA,
/// cHRM, sRGB and iCCP chunks are not applied, 16-bit samples become round(v × 255 / 65535), low bit depths are
/// scaled to 0–255, palettes and tRNS are applied. Plumb's own decoder (Sources/CPlumbPNG/plumb_png_decode.c:
/// libdeflate's inflate, SIMD unfiltering) rather than libpng's simplified API, which converts colour spaces and, as
/// Debian builds it, decodes interlaced 16-bit images wrongly (pnggroup/libpng#853). The image size is checked
/// against `maxPixels` from the header, before any pixel memory is allocated. docs/png.md has the rules.
public struct PNGDecoder: Sendable {
    /// The default limit: 100 megapixels, well above an iPad Pro screenshot at @3x.
    public static let defaultMaxPixels = 100_000_000

    public var maxPixels: Int

    public init(maxPixels: Int = PNGDecoder.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// Decodes PNG bytes, dropping warnings.
    ///
    /// - Throws: `PNGError` saying what is wrong with the data.
    public func decode(_ data: [UInt8]) throws(PNGError) -> RGBAImage {
        try decodeReportingWarnings(data).image
    }

    /// Decodes PNG bytes and says what was wrong with a file that could still be read.
    ///
    /// - Throws: `PNGError` saying what is wrong with the data.
    public func decodeReportingWarnings(_ data: [UInt8]) throws(PNGError) -> DecodedPNG {
        guard !data.isEmpty else { throw .empty }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else { throw .notPNG }
        var error = [CChar](repeating: 0, count: 256)
        var header = plumb_png_header()
        let read = data.withUnsafeBufferPointer {
            plumb_png_read_header($0.baseAddress, $0.count, &header, &error, error.count)
        }
        guard read == 0 else { throw .corrupt(Self.text(error)) }
        let width = Int(header.width), height = Int(header.height)
        guard header.capacity > 0, width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height, limit: maxPixels)
        }
        var status: Int32 = 0
        var warnings: Int32 = 0
        // 8-bit RGBA files are inflated into this buffer and unfiltered in place, so it has a few bytes more than
        // the image; the array keeps only the image's.
        let pixels = [UInt8](unsafeUninitializedCapacity: header.capacity) { buffer, count in
            status = data.withUnsafeBufferPointer { bytes in
                plumb_png_decode(
                    bytes.baseAddress, bytes.count, buffer.baseAddress, buffer.count, &warnings, &error, error.count)
            }
            // On failure zero the bytes anyway so the array never holds uninitialised memory.
            if status != 0 { buffer.initialize(repeating: 0) }
            count = status == 0 ? width * height * 4 : 0
        }
        guard status == 0 else { throw .corrupt(Self.text(error)) }
        var found: [PNGWarning] = []
        if warnings & PLUMB_PNG_WARNING_DAMAGED_ANCILLARY != 0 { found.append(.damagedAncillaryChunk) }
        if warnings & PLUMB_PNG_WARNING_NO_IEND != 0 { found.append(.missingEnd) }
        return DecodedPNG(image: RGBAImage(width: width, height: height, pixels: pixels), warnings: found)
    }

    /// Reads and decodes a PNG file, dropping warnings.
    ///
    /// - Throws: `PNGFileError` naming the file.
    public func decode(contentsOf url: URL) throws(PNGFileError) -> RGBAImage {
        try decodeReportingWarnings(contentsOf: url).image
    }

    /// Reads and decodes a PNG file and says what was wrong with it if it could still be read.
    ///
    /// - Throws: `PNGFileError` naming the file.
    public func decodeReportingWarnings(contentsOf url: URL) throws(PNGFileError) -> DecodedPNG {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PNGFileError(path: url.path, reason: .unreadable(FileWriteError.reason(error)))
        }
        do { return try decodeReportingWarnings([UInt8](data)) } catch {
            throw PNGFileError(path: url.path, reason: .png(error))
        }
    }

    private static func text(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
