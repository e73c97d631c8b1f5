import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Plumb's own PNG writer (`PNGEncoder.Method.runs`): libpng reads back the same pixels, the zlib and chunk checksums
/// match ones computed here from the definitions, and `Renderer.renderPNG` writes what render + encode write.
@Suite struct PNGRunsWriterTests {
    /// Images that take each path of the writer.
    static let images: [(name: String, image: RGBAImage)] = [
        ("one pixel", image(width: 1, height: 1) { _, _ in (10, 20, 30, 255) }),
        // Equal rows (parsed once, then repeated), runs longer than a deflate match (258 bytes).
        ("flat", image(width: 300, height: 200) { _, _ in (242, 242, 247, 255) }),
        // Every byte different from its neighbours: literals only, several deflate blocks, varying alpha.
        (
            "noise",
            image(width: 257, height: 129) { x, y in
                let v = (x &* 2_654_435_761 ^ y &* 40_503) >> 7
                return (UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 3) & 0xFF))
            }
        ),
        // Wider than a deflate window reaches up (8191 pixels): left matches only.
        ("wide", image(width: 9000, height: 3) { x, y in y == 1 ? (0, 0, 0, 0) : (UInt8(x / 700), 128, 64, 255) }),
        // Bands and edges: rows equal to the one above only in places.
        (
            "bands",
            image(width: 97, height: 61) { x, y in
                (x / 13 + y / 7) % 3 == 0
                    ? (255, 255, 255, 255) : (UInt8(x % 7 * 30), UInt8(y % 5 * 50), 0, UInt8(128 + x % 2))
            }
        ),
    ]

    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let i = (y * width + x) * 4
                image.pixels[i] = r
                image.pixels[i + 1] = g
                image.pixels[i + 2] = b
                image.pixels[i + 3] = a
            }
        }
        return image
    }

    @Test(arguments: images.map(\.name))
    func libpngReadsBackThePixels(name: String) throws {
        let image = Self.images.first { $0.name == name }!.image
        let png = try PNGEncoder().encode(image)
        #expect(try PNGDecoder().decode(png) == image)
        #expect(try PNGEncoder().encode(image) == png, "two encodes of \(name) differ")
    }

    /// PNGDecoder skips zlib's Adler-32 check, so the checksums are checked here, from their definitions: Adler-32
    /// (RFC 1950) of the filtered rows (a 0 filter byte, then the row) and CRC-32 (PNG §5.5) of every chunk.
    @Test(arguments: images.map(\.name))
    func checksumsMatchTheirDefinitions(name: String) throws {
        let image = Self.images.first { $0.name == name }!.image
        let png = try PNGEncoder().encode(image)
        var offset = 8, idat: [UInt8] = []
        while offset + 12 <= png.count {
            let length =
                Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let body = Array(png[(offset + 4)..<(offset + 8 + length)])
            let stored = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(stored == crc32(body), "\(name): CRC of chunk at byte \(offset)")
            if Array(body.prefix(4)) == Array("IDAT".utf8) { idat += body.dropFirst(4) }
            offset += 12 + length
        }
        #expect(offset == png.count)
        var a: UInt32 = 1, b: UInt32 = 0
        for y in 0..<image.height {
            for byte in [0] + image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)] {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
        }
        let stored = idat.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(stored == b << 16 | a, "\(name): Adler-32 of the filtered rows")
    }

    @Test func anEmptyImageIsRefusedWithAReason() {
        #expect(throws: PNGError.encodeFailed("Image width or height is zero in IHDR")) {
            try PNGEncoder().encode(RGBAImage(width: 0, height: 0))
        }
    }

    /// CRC-32 as PNG defines it.
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Screens for the renderer: an opaque full-screen root (the system background is skipped), a translucent one
    /// and a rounded one (drawn over it), each at two scales, rendered one after another by one renderer.
    static func screens() -> [(name: String, root: Node, environment: Environment)] {
        let content: [Node] = [
            Node(
                id: "t", kind: .text, text: TextContent("Render to PNG", style: .title2),
                frame: Rect(x: 10, y: 10, width: 200, height: 40)),
            Node(id: "s", kind: .switch, isOn: true, frame: Rect(x: 220, y: 12, width: 51, height: 31)),
            Node(
                id: "i", kind: .image, style: NodeStyle(cornerRadius: 6),
                frame: Rect(x: 10, y: 60, width: 40, height: 30)),
        ]
        var screens: [(String, Node, Environment)] = []
        for scale in [1, 3] {
            for (name, style) in [
                ("opaque", NodeStyle(background: Color(hex: "#F2F2F7"))),
                ("translucent", NodeStyle(background: Color(red: 0, green: 0, blue: 255, alpha: 40))),
                ("rounded", NodeStyle(background: .black, cornerRadius: 20)),
            ] {
                let root = Node(id: "root", fixedHeight: 100, style: style, layout: .absolute, children: content)
                screens.append(("\(name)@\(scale)x", root, Environment(width: 300, scale: scale)))
            }
        }
        return screens
    }

    /// One renderer reuses its Cairo surface: nothing of an earlier render may show through a later one.
    @Test func renderPNGWritesTheBytesOfRenderThenEncodeWhateverCameBefore() throws {
        let reused = Renderer(measurer: try PangoTextMeasurer())
        for (name, root, environment) in Self.screens() + Self.screens().reversed() {
            let fresh = Renderer(measurer: try PangoTextMeasurer())
            let expected = fresh.render(
                LayoutEngine.layout(
                    root, name: name, context: LayoutContext(environment: environment, measurer: fresh.measurer)))
            let result = LayoutEngine.layout(
                root, name: name, context: LayoutContext(environment: environment, measurer: reused.measurer))
            #expect(reused.render(result) == expected, "\(name): a reused renderer's pixels differ from a fresh one's")
            let png = try reused.renderPNG(result)
            #expect(png == (try PNGEncoder().encode(expected)), "\(name): renderPNG differs from render + encode")
            #expect(try PNGDecoder().decode(png) == expected)
            let zlib = PNGEncoder(compressionLevel: 1)
            #expect(try reused.renderPNG(result, encoder: zlib) == (try zlib.encode(expected)))
        }
    }
}
