import PlumbCore
import PlumbRender
import Testing

@testable import PlumbDiff

/// An image of one colour, with `overrides` painted on top.
func solidImage(
    _ width: Int, _ height: Int, _ colour: [UInt8], _ overrides: [(x: Int, y: Int, colour: [UInt8])] = []
) -> RGBAImage {
    var image = RGBAImage(
        width: width, height: height, pixels: Array([[UInt8]](repeating: colour, count: width * height).joined()))
    for (x, y, colour) in overrides {
        image.pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: colour)
    }
    return image
}

let opaqueBlack: [UInt8] = [0, 0, 0, 255]
let opaqueWhite: [UInt8] = [255, 255, 255, 255]
let opaqueRed: [UInt8] = [255, 0, 0, 255]

@Suite struct PixelDiffTests {
    @Test func wordWiseCompareFindsADifferenceInAnyByte() {
        for count in [0, 1, 7, 8, 9, 16, 31, 64, 100] {
            let a = (0..<count).map { UInt8($0 % 251) }
            #expect(PixelDiff.buffersEqual(a, a), "\(count) equal bytes")
            for index in 0..<count {
                var b = a
                b[index] ^= 0x80
                #expect(!PixelDiff.buffersEqual(a, b), "\(count) bytes, byte \(index) changed")
            }
        }
        #expect(!PixelDiff.buffersEqual([1, 2], [1, 2, 3]))
    }

    @Test func identicalImagesTakeTheFastPath() {
        let image = solidImage(33, 17, [10, 20, 30, 255], [(3, 4, opaqueRed)])
        let comparison = PixelDiff.compare(expected: image, actual: image)
        #expect(
            comparison.result
                == PixelDiffResult(
                    differentPixels: 0, antialiasedPixels: 0, totalPixels: 33 * 17,
                    expectedSize: PixelSize(width: 33, height: 17),
                    actualSize: PixelSize(width: 33, height: 17), maxDensity: 0, densityWindow: 8))
        #expect(comparison.map.count(of: .same) == 33 * 17)
        #expect(comparison.result.isMatch)
    }

    @Test func transparentPixelsAreBlendedWithWhite() {
        // Fully transparent pixels equal white whatever their RGB; half-transparent black is a mid grey.
        let expected = solidImage(4, 1, [0, 0, 0, 0])
        let actual = solidImage(
            4, 1, [0, 0, 0, 0], [(0, 0, [200, 10, 90, 0]), (1, 0, opaqueWhite), (3, 0, [0, 0, 0, 128])])
        let result = PixelDiff.compare(expected: expected, actual: actual, options: PixelDiffOptions(threshold: 0))
            .result
        #expect(result.differentPixels == 1)
    }

    @Test func thresholdIsOnTheSquaredYIQDelta() {
        // Grey 128 against grey 148: Δy = 20 · 1.00000001, Δi ≈ Δq ≈ 0, so Δ ≈ 0.5053 · 400 = 202.12.
        // 35215 · 0.075² = 198.08 < 202.12 < 35215 · 0.08² = 225.38.
        let expected = solidImage(1, 1, [128, 128, 128, 255]), actual = solidImage(1, 1, [148, 148, 148, 255])
        #expect(
            PixelDiff.compare(expected: expected, actual: actual, options: PixelDiffOptions(threshold: 0.075)).result
                .differentPixels == 1)
        #expect(
            PixelDiff.compare(expected: expected, actual: actual, options: PixelDiffOptions(threshold: 0.08)).result
                .differentPixels == 0)
    }

    @Test func paddingKeepsTheImageTopLeftAndAddsTransparentPixels() {
        let image = solidImage(2, 1, opaqueRed).padded(to: PixelSize(width: 3, height: 2))
        #expect(image.width == 3 && image.height == 2)
        #expect(Array(image.pixels[0..<8]) == opaqueRed + opaqueRed)
        #expect(Array(image.pixels[8...]) == [UInt8](repeating: 0, count: 16))
    }

    @Test func sizeMismatchPadsBothAndReportsBothSizes() {
        // 2×1 black vs 3×1 black: the padded pixel (2, 0) is transparent, i.e. white, against black.
        let result = PixelDiff.compare(expected: solidImage(2, 1, opaqueBlack), actual: solidImage(3, 1, opaqueBlack))
            .result
        #expect(result.sizeMismatch)
        #expect(result.expectedSize == PixelSize(width: 2, height: 1))
        #expect(result.actualSize == PixelSize(width: 3, height: 1))
        #expect(result.totalPixels == 3)
        #expect(result.differentPixels == 1)
        #expect(!result.isMatch)
        #expect(result.description.contains("expected 2×1, actual 3×1"))
    }

    @Test func sizeMismatchIsReportedEvenWhenPaddingFacesWhite() {
        let result = PixelDiff.compare(expected: solidImage(4, 4, opaqueWhite), actual: solidImage(4, 6, opaqueWhite))
            .result
        #expect(result.differentPixels == 0)
        #expect(result.sizeMismatch && !result.isMatch)
        #expect(result.totalPixels == 24)
    }

    @Test func comparingWithAnEmptyImageDoesNotCrash() {
        let result = PixelDiff.compare(expected: RGBAImage(width: 0, height: 0), actual: solidImage(2, 2, opaqueBlack))
            .result
        #expect(result.sizeMismatch)
        #expect(result.differentPixels == 4)
        let empty = PixelDiff.compare(expected: RGBAImage(width: 0, height: 0), actual: RGBAImage(width: 0, height: 0))
            .result
        #expect(empty.totalPixels == 0 && empty.maxDensity == 0 && empty.isMatch)
    }
}
