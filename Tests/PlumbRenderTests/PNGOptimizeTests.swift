import Foundation
import PlumbCore
import Testing

@testable import PlumbRender

/// `PNGEncoder.optimized` (`plumb render --optimize`): lossless reductions, the same pixels back, stable bytes.
@Suite struct PNGOptimizeTests {
    /// An image of `width` × `height` whose pixel (x, y) is `pixel(x, y)`.
    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y), i = (y * width + x) * 4
                image.pixels[i] = r
                image.pixels[i + 1] = g
                image.pixels[i + 2] = b
                image.pixels[i + 3] = a
            }
        }
        return image
    }

    /// Images that take each path of the writer, named by the IHDR (bit depth, colour type) expected, or nil when
    /// either candidate may win.
    static let cases: [(name: String, image: RGBAImage, header: (depth: UInt8, colour: UInt8)?)] = [
        (
            "two colours, 1-bit palette",
            image(61, 40) { x, y in (x + y) % 7 < 3 ? (0, 122, 255, 255) : (255, 255, 255, 255) }, (1, 3)
        ),
        (
            "four colours with transparency, 2-bit palette",
            image(33, 33) { x, y in
                [(0, 0, 0, 0), (255, 59, 48, 128), (52, 199, 89, 255), (0, 0, 0, 255)][(x / 4 + y / 3) % 4]
            }, (2, 3)
        ),
        (
            "twelve colours, 4-bit palette",
            image(50, 20) { x, y in (UInt8((x * x * 31 + y * 17 + (x ^ y) * 13) % 12 * 20), 10, 50, 255) }, (4, 3)
        ),
        (
            "opaque, thousands of colours: RGB",
            image(64, 64) { x, y in (UInt8(x * 4), UInt8(y * 4), UInt8((x ^ y) & 0xFF), 255) }, (8, 2)
        ),
        (
            "translucent, thousands of colours: RGBA",
            image(64, 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9, UInt8(255 - x)) }, (8, 6)
        ),
        (
            "grey with many alphas: grey + alpha",
            image(64, 64) { x, y in (UInt8(y * 4), UInt8(y * 4), UInt8(y * 4), UInt8(x * 4)) }, (8, 4)
        ),
        ("grey ramp", image(256, 3) { x, _ in (UInt8(x), UInt8(x), UInt8(x), 255) }, nil),
        ("one pixel", image(1, 1) { _, _ in (1, 2, 3, 4) }, nil),
        ("one column", image(1, 300) { _, y in (UInt8(y % 256), 0, 0, 255) }, nil),
    ]

    @Test(arguments: cases.indices)
    func optimizedFilesDecodeToTheSamePixelsAndAreStable(index: Int) throws {
        let (name, image, header) = Self.cases[index]
        let png = try PNGEncoder.optimized.encode(image)
        #expect(try PNGDecoder().decode(png) == image, "\(name)")
        #expect(try PNGEncoder.optimized.encode(image) == png, "\(name)")
        #expect(png.count <= (try PNGEncoder().encode(image)).count, "\(name)")
        if let header {
            #expect(
                png[24] == header.depth && png[25] == header.colour,
                "\(name): depth \(png[24]), colour type \(png[25]), \(png.count) bytes")
        }
        #expect(PNGTests().chunks(png).allSatisfy { ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"].contains($0) })
    }

    /// A screen as Plumb draws it — flat fills, anti-aliased text — is much smaller than the fast writer makes it.
    @Test func aRenderedScreenShrinks() throws {
        let image = Self.image(375, 200) { x, y in
            let inCard = (16..<359).contains(x) && (16..<184).contains(y)
            let glyph = inCard && y % 20 < 12 && (x * 7 + y * 3) % 11 < 4
            return glyph
                ? (UInt8(60 + (x * y) % 120), UInt8(60 + (x * y) % 120), UInt8(67 + (x * y) % 120), 255)
                : inCard ? (255, 255, 255, 255) : (242, 242, 247, 255)
        }
        let fast = try PNGEncoder().encode(image), small = try PNGEncoder.optimized.encode(image)
        #expect(small.count * 3 < fast.count * 2, "\(small.count) vs \(fast.count)")
        #expect(try PNGDecoder().decode(small) == image)
    }
}
