import PlumbCore
import PlumbRender
import Testing

@testable import PlumbDiff

@Suite struct DiffImageTests {
    /// 5×5: columns 0–1 black, column 2 grey 128, columns 3–4 white. The actual image darkens (2, 2) to grey 60 —
    /// a pixel on a ramp between flat black and flat white, so anti-aliasing — and turns (0, 4) red.
    func comparison() -> PixelComparison {
        let grey: [UInt8] = [128, 128, 128, 255]
        var overrides: [(x: Int, y: Int, colour: [UInt8])] = []
        for y in 0..<5 {
            overrides += [(0, y, opaqueBlack), (1, y, opaqueBlack), (2, y, grey)]
        }
        let expected = solidImage(5, 5, opaqueWhite, overrides)
        let actual = solidImage(5, 5, opaqueWhite, overrides + [(2, 2, [60, 60, 60, 255]), (0, 4, opaqueRed)])
        return PixelDiff.compare(expected: expected, actual: actual)
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let (r, g, b, a) = image.pixel(x: x, y: y)
        return [r, g, b, a]
    }

    @Test func differencesAreRedAntialiasingYellowTheRestFadedGrey() {
        let comparison = comparison()
        #expect(comparison.result.differentPixels == 1)
        #expect(comparison.result.antialiasedPixels == 1)
        let image = comparison.diffImage()
        #expect(pixel(image, 0, 4) == [255, 0, 0, 255])
        #expect(pixel(image, 2, 2) == [255, 255, 0, 255])
        // 255 + (Y − 255) · 0.1, truncated: black → 229.5 → 229; grey 128 → 242.3 → 242; white → 255.
        #expect(pixel(image, 0, 0) == [229, 229, 229, 255])
        #expect(pixel(image, 2, 0) == [242, 242, 242, 255])
        #expect(pixel(image, 4, 4) == [255, 255, 255, 255])
    }

    @Test func includeAACountsAndPaintsTheRampPixelRed() {
        let grey: [UInt8] = [128, 128, 128, 255]
        let expected = solidImage(
            5, 5, opaqueWhite,
            (0..<5).flatMap { [(x: 0, y: $0, colour: opaqueBlack), (1, $0, opaqueBlack), (2, $0, grey)] })
        let actual = solidImage(
            5, 5, opaqueWhite,
            (0..<5).flatMap {
                [
                    (x: 0, y: $0, colour: opaqueBlack), (1, $0, opaqueBlack),
                    (2, $0, $0 == 2 ? [60, 60, 60, 255] : grey),
                ]
            })
        let comparison = PixelDiff.compare(
            expected: expected, actual: actual, options: PixelDiffOptions(includeAA: true))
        #expect(comparison.result.differentPixels == 1 && comparison.result.antialiasedPixels == 0)
        #expect(pixel(comparison.diffImage(), 2, 2) == [255, 0, 0, 255])
    }

    @Test func greyUsesTheExpectedImagesLumaAndAlpha() {
        // Y(100, 150, 200) = 29.889531 + 87.9933705 + 22.896446 = 140.7793475 → 255 − 11.422 = 243.58 → 243.
        // Alpha 0 leaves white; a transparent padded pixel too.
        let expected = solidImage(3, 1, [100, 150, 200, 255], [(1, 0, [0, 0, 0, 0])])
        let image = PixelDiff.compare(expected: expected, actual: expected).diffImage()
        #expect(pixel(image, 0, 0) == [243, 243, 243, 255])
        #expect(pixel(image, 1, 0) == [255, 255, 255, 255])
        #expect(
            pixel(PixelDiff.compare(expected: expected, actual: expected).diffImage(alpha: 1), 0, 0) == [
                140, 140, 140, 255,
            ])
    }

    @Test func sideBySideIsExpectedDiffActual() {
        let comparison = comparison()
        let strip = comparison.sideBySide(gap: 2)
        #expect(strip.width == 5 * 3 + 4 && strip.height == 5)
        #expect(pixel(strip, 0, 4) == opaqueBlack)  // expected panel
        #expect(pixel(strip, 5, 0) == [128, 128, 128, 255])  // first gap
        #expect(pixel(strip, 7 + 0, 4) == [255, 0, 0, 255])  // diff panel
        #expect(pixel(strip, 7 + 2, 2) == [255, 255, 0, 255])
        #expect(pixel(strip, 12, 3) == [128, 128, 128, 255])  // second gap
        #expect(pixel(strip, 14 + 0, 4) == opaqueRed)  // actual panel
        #expect(pixel(strip, 14 + 2, 2) == [60, 60, 60, 255])
    }

    @Test func sideBySideOfDifferentSizesUsesThePaddedSize() {
        let comparison = PixelDiff.compare(
            expected: solidImage(2, 3, opaqueBlack), actual: solidImage(4, 1, opaqueBlack))
        let strip = comparison.sideBySide(gap: 0)
        #expect(strip.width == 12 && strip.height == 3)
        #expect(pixel(strip, 3, 0) == [0, 0, 0, 0])  // expected padded on the right
        #expect(pixel(strip, 8, 2) == [0, 0, 0, 0])  // actual padded at the bottom
    }
}
