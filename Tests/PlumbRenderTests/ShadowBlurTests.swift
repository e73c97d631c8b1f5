import CCairoPango
import PlumbTestSupport
import Testing

@testable import PlumbCore
@testable import PlumbRender
@testable import PlumbText

/// `ShadowBlur` blurs only around a mask's changes of value and reuses equal lines; its bytes must be those of the
/// plain algorithm it shortcuts: three box blurs over every row, then over every column (SVG 1.1, feGaussianBlur).
@Suite struct ShadowBlurTests {
    /// The oracle: every row, then every column, blurred in full, straight from SVG's description of the three boxes
    /// (an odd box d: three boxes centred on the output; an even one: d/2 before and d/2 − 1 after, then the mirror
    /// image, then a centred box of d + 1), zero outside the mask, means rounded half up.
    static func fullBlur(_ mask: [UInt8], width: Int, height: Int, box d: Int) -> [UInt8] {
        let passes =
            d % 2 == 1
            ? [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        func blurLine(_ line: [Int]) -> [Int] {
            var values = line
            for (before, after) in passes {
                let size = before + 1 + after
                // prefix[k]: the sum of the first k values; a window's sum is a difference of two (zero outside).
                let prefix = values.reduce(into: [0]) { $0.append($0.last! + $1) }
                values = values.indices.map { i in
                    let sum = prefix[min(i + after, values.count - 1) + 1] - prefix[max(i - before, 0)]
                    return (sum + size / 2) / size
                }
            }
            return values
        }
        var pixels = mask.map(Int.init)
        for y in 0..<height {
            let row = blurLine(Array(pixels[y * width..<(y + 1) * width]))
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        for x in 0..<width {
            let column = blurLine((0..<height).map { pixels[$0 * width + x] })
            for y in 0..<height { pixels[y * width + x] = column[y] }
        }
        return pixels.map { UInt8($0) }
    }

    /// `ShadowBlur.blur` on a copy of `mask` laid out with a wider stride (as Cairo pads its rows).
    static func fastBlur(_ mask: [UInt8], width: Int, height: Int, box: Int) -> [UInt8] {
        let stride = width + 5
        var padded = [UInt8](repeating: 7, count: stride * height)
        for y in 0..<height { padded[y * stride..<y * stride + width] = mask[y * width..<(y + 1) * width] }
        padded.withUnsafeMutableBufferPointer {
            ShadowBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, box: box)
        }
        for y in 0..<height {
            #expect(
                padded[y * stride + width..<(y + 1) * stride].allSatisfy { $0 == 7 }, "the row padding is not touched")
        }
        return (0..<height).flatMap { padded[$0 * stride..<$0 * stride + width] }
    }

    @Test func boxSizeFollowsSVG() {
        // d = ⌊σ · 3·√(2π)/4 + 0.5⌋: σ = 6 → ⌊11.78⌋ = 11, σ = 18 → ⌊34.34⌋ = 34; no blur at or under 0.2.
        #expect(ShadowBlur.boxSize(sigma: 6) == 11)
        #expect(ShadowBlur.boxSize(sigma: 18) == 34)
        #expect(ShadowBlur.boxSize(sigma: 0.2) == 0)
        #expect(ShadowBlur.boxSize(sigma: 0.3) == 1)
    }

    /// Rounded rectangles as shadows draw them — circular, continuous and per-corner radii, at fractional positions
    /// and sizes, every scale, odd and even boxes, boxes wider than the shape — blur to the oracle's bytes.
    @Test(arguments: [1, 2, 3])
    func outlinesBlurToTheFullBlursBytes(scale: Int) throws {
        let measurer = try PangoTextMeasurer()
        let s = Double(scale)
        let styles: [NodeStyle] = [
            NodeStyle(background: .black, cornerRadius: 0),
            NodeStyle(background: .black, cornerRadius: 12),
            NodeStyle(background: .black, cornerRadius: 12, decoration: NodeDecoration(cornerCurve: .continuous)),
            NodeStyle(
                background: .black,
                decoration: NodeDecoration(
                    cornerRadii: CornerRadii(topLeft: 20, bottomRight: 4), cornerCurve: .continuous)),
            NodeStyle(background: .black, cornerRadius: 40),
        ]
        let shapes = [
            Rect(x: 10.25, y: 7.5, width: 60.5, height: 23.75), Rect(x: 12, y: 12, width: 31, height: 70),
            Rect(x: 9.4, y: 10.1, width: 3, height: 2),
        ]
        for (index, style) in styles.enumerated() {
            for (shapeIndex, shape) in shapes.enumerated() {
                let box = [1, 2, 5, 8, 11, 34][(index + shapeIndex + scale) % 6]
                let width = Int(((shape.maxX + 12) * s).rounded(.up)),
                    height = Int(((shape.maxY + 12) * s).rounded(.up))
                let mask = ShadowMask(
                    key: ShadowMask.Key(width: width, height: height, box: 0, outline: [], covered: [])
                ) { context in
                    cairo_scale(context, s, s)
                    Painter(cr: context, scale: s, environment: Environment(width: 100), measurer: measurer).addShape(
                        shape, style: style)
                }
                let stride = Int(cairo_image_surface_get_stride(mask.surface))
                let data = cairo_image_surface_get_data(mask.surface)!
                let pixels = (0..<height).flatMap { y in (0..<width).map { data[y * stride + $0] } }
                #expect(pixels.contains(255), "the outline is drawn")
                #expect(
                    Self.fastBlur(pixels, width: width, height: height, box: box)
                        == Self.fullBlur(pixels, width: width, height: height, box: box),
                    "style \(index), shape \(shape), box \(box) at @\(scale)x")
            }
        }
    }

    /// Masks of every kind of line: random noise, sparse specks, repeated rows and columns (the reuse of equal lines),
    /// full rows reaching the edges, single rows and columns, widths around the 16-column tile, boxes wider than
    /// the mask.
    @Test func arbitraryMasksBlurToTheFullBlursBytes() {
        var random = SplitMix64(seed: 18)
        for trial in 0..<120 {
            let width = [1, 2, 15, 16, 17, 33, 40][random.int(0...6)], height = [1, 3, 16, 29, 41][random.int(0...4)]
            // Boxes past `ColumnTileBlur.largestBox` blur their columns one by one.
            let box = trial % 10 == 0 ? random.int(182...200) : random.int(1...(trial % 3 == 0 ? 40 : 12))
            var mask = [UInt8](repeating: 0, count: width * height)
            switch trial % 4 {
            case 0:
                for i in mask.indices { mask[i] = UInt8(random.int(0...255)) }
            case 1:
                for _ in 0..<random.int(1...6) { mask[random.int(0...mask.count - 1)] = UInt8(random.int(1...255)) }
            case 2:
                // Blocks of equal rows and equal columns, some filled to the edge.
                let x0 = random.int(0...width - 1), x1 = random.int(x0...width), y0 = random.int(0...height - 1),
                    y1 = random.int(y0...height)
                let value = UInt8(random.int(1...255))
                for y in y0..<y1 { for x in x0..<x1 { mask[y * width + x] = value } }
            default:
                let row = (0..<width).map { _ in UInt8(random.int(0...2) * 127) }
                for y in 0..<height where random.int(0...2) != 0 {
                    mask.replaceSubrange(y * width..<(y + 1) * width, with: row)
                }
            }
            #expect(
                Self.fastBlur(mask, width: width, height: height, box: box)
                    == Self.fullBlur(mask, width: width, height: height, box: box),
                "trial \(trial): \(width)×\(height), box \(box)")
        }
    }

    @Test func aBlurOfNothingAndABoxOfOneChangeNothing() {
        let empty = [UInt8](repeating: 0, count: 20 * 10)
        #expect(Self.fastBlur(empty, width: 20, height: 10, box: 9) == empty)
        // Box 1 is the identity.
        let noise = (0..<200).map { UInt8(($0 * 37) % 256) }
        #expect(Self.fastBlur(noise, width: 20, height: 10, box: 1) == noise)
    }
}
