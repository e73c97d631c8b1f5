import Foundation
import PlumbCore
import Testing

@testable import PlumbRender
@testable import PlumbText

@Suite struct PNGTests {
    func sample() -> RGBAImage {
        var image = RGBAImage(width: 7, height: 5)
        for i in 0..<(7 * 5) {
            image.pixels[i * 4] = UInt8(i * 7 % 256)
            image.pixels[i * 4 + 1] = UInt8(255 - i)
            image.pixels[i * 4 + 2] = UInt8(i * 31 % 256)
            image.pixels[i * 4 + 3] = i % 3 == 0 ? 128 : 255
        }
        return image
    }

    /// Chunk types in file order.
    func chunks(_ png: [UInt8]) -> [String] {
        var offset = 8, names: [String] = []
        while offset + 8 <= png.count {
            let length =
                Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            names.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return names
    }

    @Test func encodeThenDecodeGivesThePixelsBack() throws {
        let image = sample()
        for filter in [PNGEncoder.Filter.none, .up, .all] {
            let png = try PNGEncoder(compressionLevel: 1, filter: filter).encode(image)
            #expect(try PNGDecoder().decode(png) == image)
        }
    }

    @Test func onlyHeaderDataAndEndChunksAreWritten() throws {
        let names = chunks(try PNGEncoder().encode(sample()))
        #expect(names.first == "IHDR" && names.last == "IEND")
        #expect(Set(names) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func badDataIsRefusedWithAReason() throws {
        #expect(throws: PNGError.empty) { try PNGDecoder().decode([]) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode(Array("GIF89a not a png".utf8)) }
        let png = try PNGEncoder().encode(sample())
        #expect {
            try PNGDecoder().decode(Array(png.prefix(png.count / 2)))
        } throws: { error in
            if case .corrupt = error as? PNGError { return true } else { return false }
        }
    }

    @Test func aHugeHeaderIsRefusedBeforeAllocating() throws {
        var png = try PNGEncoder().encode(sample())
        // IHDR data starts at byte 16: width and height, big-endian; then fix the chunk's CRC.
        for (offset, value) in [(16, UInt32(30000)), (20, UInt32(30000))] {
            for i in 0..<4 { png[offset + i] = UInt8(value >> (24 - 8 * UInt32(i)) & 0xFF) }
        }
        let crc = crc32(Array(png[12..<29]))
        for i in 0..<4 { png[29 + i] = UInt8(crc >> (24 - 8 * UInt32(i)) & 0xFF) }
        #expect(throws: PNGError.tooLarge(width: 30000, height: 30000, limit: PNGDecoder.defaultMaxPixels)) {
            try PNGDecoder().decode(png)
        }
    }

    /// CRC-32 as PNG defines it, written out here so the test does not trust the code under test.
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func fingerprintNamesLibraryVersionsAndHashesEveryPinnedFont() throws {
        let fonts = try PinnedFonts.standard.get()
        let fingerprint = RendererFingerprint.current(fonts: fonts)
        #expect(fingerprint.pango.hasPrefix("1."))
        #expect(fingerprint.cairo.hasPrefix("1."))
        #expect(!fingerprint.harfbuzz.isEmpty && fingerprint.freetype != "0.0.0")
        #expect(fingerprint.fonts.count == PinnedFonts.fileNames.count)
        #expect(fingerprint.fonts.values.allSatisfy { $0.count == 64 })
        var older = fingerprint
        older.pango = "1.0.0"
        older.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64)
        #expect(
            fingerprint.differences(fromBaseline: older) == [
                "baselines made with pango 1.0.0, this is \(fingerprint.pango)",
                "font Inter-Regular.otf differs from the one the baselines were made with",
            ])
        #expect(fingerprint.differences(fromBaseline: fingerprint).isEmpty)
    }
}
