import PlumbCore
import PlumbRender
import PlumbTestSupport
import Testing

@testable import PlumbDiff

/// SplitMix64: the same pseudo-random images on every machine and every run.
typealias SeededGenerator = SplitMix64

/// Random images drawn from a few colours, so that runs of identical pixels, ramps and flat areas all occur;
/// the palette mixes opaque colours, colours of equal luma, and transparent pixels whose RGB bytes differ (equal
/// after blending with white, different as bytes).
func paletteImage(_ width: Int, _ height: Int, colours: Int, using generator: inout SeededGenerator) -> RGBAImage {
    let palette: [[UInt8]] = [
        [255, 255, 255, 255], [0, 0, 0, 255], [128, 128, 128, 255], [40, 90, 200, 255], [200, 90, 40, 255],
        [0, 0, 0, 0], [77, 10, 200, 0], [128, 128, 128, 128], [250, 250, 250, 255], [90, 200, 40, 190],
    ]
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { pixels += palette[Int.random(in: 0..<colours, using: &generator)] }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

/// mapbox/pixelmatch 5.3's `antialiased` and `hasManySiblings`, line by line (loops, early returns and all), over
/// `YIQ`'s metric: the independent reference for `AntialiasDetector` and `SiblingRows`.
enum PixelmatchPort {
    static func antialiased(
        _ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ img2: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0  // pixelmatch's `min` and `max`
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = YIQ.brightnessDelta(img, pos, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    static func hasManySiblings(
        _ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2]
                    && img[pos + 3] == img[pos2 + 3]
                {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// pixelmatch's main loop written out plainly, with `PixelmatchPort`'s detector: the verdicts `PixelDiff.compare`
/// must reproduce with its row passes, `SiblingRows` and unrolled ramp search.
func referenceVerdicts(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions) -> [UInt8] {
    let width = expected.width, height = expected.height
    var verdicts = [UInt8](repeating: 0, count: width * height)
    expected.pixels.withUnsafeBufferPointer { image1 in
        actual.pixels.withUnsafeBufferPointer { image2 in
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    guard abs(YIQ.delta(image1, index * 4, image2, index * 4)) > options.maxDelta else { continue }
                    let excused =
                        !options.includeAA
                        && (PixelmatchPort.antialiased(image1, x, y, width, height, image2)
                            || PixelmatchPort.antialiased(image2, x, y, width, height, image1))
                    verdicts[index] = (excused ? DiffMap.Verdict.antialiased : .different).rawValue
                }
            }
        }
    }
    return verdicts
}

/// Where two verdict maps first disagree, as "pixel (x, y): got V, want W (N pixels differ)", or `nil` when equal.
func firstMismatch(_ got: [UInt8], _ want: [UInt8], width: Int) -> String? {
    guard let index = got.indices.first(where: { got[$0] != want[$0] }) else { return nil }
    let count = zip(got, want).filter { $0 != $1 }.count
    return "pixel (\(index % width), \(index / width)): got \(got[index]), want \(want[index]) (\(count) pixels differ)"
}

/// The largest count of `.different` in any n×n window, by counting every window.
func bruteForceDensity(_ map: DiffMap, window n: Int) -> Int {
    guard map.width >= n, map.height >= n else { return 0 }
    var best = 0
    for top in 0...(map.height - n) {
        for left in 0...(map.width - n) {
            var count = 0
            for y in top..<(top + n) {
                for x in left..<(left + n) where map[x, y] == .different { count += 1 }
            }
            best = max(best, count)
        }
    }
    return best
}

@Suite struct PixelDiffReferenceTests {
    /// Sizes around the 8-pixel SIMD blocks of `SiblingRows` and the 64-row bands, plus degenerate ones.
    static let sizes: [(Int, Int)] = [
        (1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (9, 4), (10, 10), (17, 9), (26, 5), (41, 70), (33, 130),
    ]

    /// Every pixel's `hasManySiblings`, looked up, equals pixelmatch's scan.
    @Test func siblingRowsEqualTheScan() {
        var generator = SeededGenerator(state: 1)
        for (width, height) in Self.sizes {
            for colours in [2, 3, 6] {
                let image = paletteImage(width, height, colours: colours, using: &generator)
                image.pixels.withUnsafeBufferPointer { pixels in
                    let siblings = SiblingRows(pixels, width: width, height: height, rows: 0..<height)
                    for y in 0..<height {
                        siblings.prepare(around: y)
                        for x in 0..<width {
                            #expect(
                                siblings.hasManySiblings(x: x, y: y)
                                    == PixelmatchPort.hasManySiblings(pixels, x, y, width, height),
                                "\(width)×\(height), \(colours) colours: pixel (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }

    /// The whole verdict map of `PixelDiff.compare` equals the plain reference loop, with and without AA, at
    /// pixelmatch's thresholds, on random images.
    @Test func verdictsEqualTheReferenceOnRandomImages() {
        var generator = SeededGenerator(state: 2)
        for (width, height) in Self.sizes {
            for colours in [2, 4, 10] {
                let expected = paletteImage(width, height, colours: colours, using: &generator)
                var actual = expected
                // Change about a third of the pixels, so both flat and ramp neighbourhoods differ.
                let other = paletteImage(width, height, colours: colours, using: &generator)
                for index in 0..<(width * height) where Int.random(in: 0..<3, using: &generator) == 0 {
                    actual.pixels.replaceSubrange(
                        index * 4..<index * 4 + 4, with: other.pixels[index * 4..<index * 4 + 4])
                }
                for threshold in [0, 0.05, 0.1, 0.2] {
                    for includeAA in [false, true] {
                        let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA)
                        let map = PixelDiff.compare(expected: expected, actual: actual, options: options).map
                        let mismatch = firstMismatch(
                            map.verdicts, referenceVerdicts(expected, actual, options: options), width: width)
                        #expect(
                            mismatch == nil,
                            "\(width)×\(height), \(colours) colours, threshold \(threshold), includeAA \(includeAA): \(mismatch ?? "")"
                        )
                    }
                }
            }
        }
    }

    /// The same on every oracle pair at every oracle threshold: the verdicts, not only their counts.
    @Test func verdictsEqualTheReferenceOnTheOraclePairs() throws {
        let oracle = try PixelDiffOracle.load()
        for pair in oracle.pairs {
            let expected = try PNGDecoder().decode(contentsOf: pixelDiffFixtures.appendingPathComponent(pair.expected))
            let actual = try PNGDecoder().decode(contentsOf: pixelDiffFixtures.appendingPathComponent(pair.actual))
            let size = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
            for threshold in oracle.thresholds {
                for includeAA in [false, true] {
                    let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA)
                    let map = PixelDiff.compare(expected: expected, actual: actual, options: options).map
                    let want = referenceVerdicts(expected.padded(to: size), actual.padded(to: size), options: options)
                    let mismatch = firstMismatch(map.verdicts, want, width: size.width)
                    #expect(
                        mismatch == nil, "\(pair.name) threshold=\(threshold) includeAA=\(includeAA): \(mismatch ?? "")"
                    )
                }
            }
        }
    }

    /// The sliding-window density equals counting every window, for windows from 1 to larger than the map.
    @Test func densityEqualsCountingEveryWindow() {
        var generator = SeededGenerator(state: 3)
        for (width, height) in [(1, 1), (5, 3), (12, 12), (30, 17), (17, 40)] {
            for fill in [0, 1, 5, 30, 90, 100] {
                var map = DiffMap(width: width, height: height)
                for index in 0..<(width * height) where Int.random(in: 0..<100, using: &generator) < fill {
                    map.verdicts[index] =
                        Int.random(in: 0..<4, using: &generator) == 0
                        ? DiffMap.Verdict.antialiased.rawValue : DiffMap.Verdict.different.rawValue
                }
                for requested in [1, 2, 3, 8, 13, 50] {
                    let n = DiffDensity.window(requested, width: width, height: height)
                    #expect(
                        DiffDensity.maxCount(in: map, window: requested) == bruteForceDensity(map, window: n),
                        "\(width)×\(height), \(fill)% filled, window \(requested)")
                }
            }
        }
    }
}
