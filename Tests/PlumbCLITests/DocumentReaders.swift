import Foundation
import PlumbCore
import PlumbRender

/// Independent readers of what `plumb` writes: poppler's `pdftotext`, `pdffonts` and `pdftocairo` for PDF,
/// librsvg's `rsvg-convert` for SVG (both installed by `Scripts/bootstrap`), and a PNG chunk reader with its own CRC.
enum DocumentReaders {
    /// Runs `tool arguments…` from the PATH; a missing tool fails the test with the package to install.
    static func run(_ tool: String, _ arguments: [String]) throws -> PlumbProcess.Output {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let path else { throw MissingTool(tool: tool) }
        return try PlumbProcess.run(arguments, executable: path)
    }

    struct MissingTool: Error, CustomStringConvertible {
        var tool: String
        var description: String {
            "\(tool) is not installed; Scripts/bootstrap installs it (poppler-utils for pdf*, librsvg2-bin for rsvg-convert)"
        }
    }

    /// The text poppler extracts from a PDF (what a reader selects and copies).
    static func pdfText(_ path: String) throws -> String {
        try run("pdftotext", ["-layout", path, "-"]).stdout
    }

    /// The PDF's first page rasterised by poppler at `dpi`, its background transparent where nothing is drawn.
    static func pdfPixels(_ path: String, dpi: Int, in folder: URL) throws -> RGBAImage {
        let base = folder.appendingPathComponent("poppler-\(UUID().uuidString)").path
        let run = try run("pdftocairo", ["-png", "-transp", "-singlefile", "-r", String(dpi), path, base])
        guard run.status == 0 else { throw ReadFailed(description: "pdftocairo: \(run.stderr)") }
        return try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: base + ".png"))
    }

    /// The SVG rasterised by librsvg at `zoom` (1 = one pixel per CSS pixel).
    static func svgPixels(_ path: String, zoom: Int, in folder: URL) throws -> RGBAImage {
        let output = folder.appendingPathComponent("rsvg-\(UUID().uuidString).png").path
        let run = try run("rsvg-convert", ["-z", String(zoom), "-o", output, path])
        guard run.status == 0 else { throw ReadFailed(description: "rsvg-convert: \(run.stderr)") }
        return try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: output))
    }

    struct ReadFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// The share of pixels where two images of one size differ by more than `tolerance` in some channel.
    static func differingShare(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 64) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        var differing = 0
        for pixel in 0..<a.width * a.height {
            let offset = pixel * 4
            if (0..<4).contains(where: { abs(Int(a.pixels[offset + $0]) - Int(b.pixels[offset + $0])) > tolerance }) {
                differing += 1
            }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    /// The PNG's chunks in file order, each checked against its CRC-32 (computed here, bit by bit).
    static func pngChunks(_ bytes: [UInt8]) throws -> [(type: String, data: [UInt8])] {
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
            throw ReadFailed(description: "not a PNG")
        }
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= bytes.count {
            let length = Int(word(offset))
            guard offset + 12 + length <= bytes.count else { throw ReadFailed(description: "truncated chunk") }
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            guard crc32(typeAndData) == word(offset + 8 + length) else { throw ReadFailed(description: "bad CRC") }
            chunks.append((String(decoding: typeAndData[0..<4], as: UTF8.self), Array(typeAndData[4...])))
            offset += 12 + length
        }
        return chunks
    }

    /// CRC-32 as the PNG specification defines it (polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
