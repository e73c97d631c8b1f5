import PlumbRender
import Testing

@testable import PlumbDiff

@Suite struct DiffDensityTests {
    /// 25×25 white; the actual image has 9 red pixels either as a 3×3 block at (4, 4) or on a lattice 8 apart.
    /// Every red pixel is a counted difference (isolated or in a flat block, so never anti-aliasing).
    func compare(block: Bool, window: Int = 8) -> PixelDiffResult {
        let points =
            block
            ? (0..<9).map { (x: 4 + $0 % 3, y: 4 + $0 / 3, colour: opaqueRed) }
            : (0..<9).map { (x: 1 + ($0 % 3) * 8, y: 1 + ($0 / 3) * 8, colour: opaqueRed) }
        return PixelDiff.compare(
            expected: solidImage(25, 25, opaqueWhite), actual: solidImage(25, 25, opaqueWhite, points),
            options: PixelDiffOptions(densityWindow: window)
        ).result
    }

    @Test func aBlockIsDenserThanTheSameNumberOfScatteredPixels() {
        let block = compare(block: true), scattered = compare(block: false)
        #expect(block.differentPixels == 9 && scattered.differentPixels == 9)
        #expect(block.maxDensity == 9)
        #expect(scattered.maxDensity == 1)  // no 8×8 window reaches two pixels 8 apart
        #expect(block.densityRatio == 9.0 / 64.0)
    }

    @Test func smallerWindowsCountOnlyWhatFits() {
        #expect(compare(block: true, window: 3).maxDensity == 9)
        #expect(compare(block: true, window: 2).maxDensity == 4)
        #expect(compare(block: true, window: 1).maxDensity == 1)
        #expect(compare(block: false, window: 9).maxDensity == 4)  // 9 wide reaches 2 × 2 lattice points
        #expect(compare(block: false, window: 17).maxDensity == 9)  // 17 wide reaches 3 × 3
    }

    @Test func theWindowIsClampedToTheImage() {
        let result = compare(block: false, window: 100)
        #expect(result.densityWindow == 25)
        #expect(result.maxDensity == 9)
    }

    @Test func antialiasedPixelsDoNotCount() {
        var map = DiffMap(width: 4, height: 4)
        map.verdicts = [1, 2, 2, 0, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1]
        #expect(DiffDensity.maxCount(in: map, window: 3) == 1)
        #expect(DiffDensity.maxCount(in: map, window: 4) == 2)
    }
}
