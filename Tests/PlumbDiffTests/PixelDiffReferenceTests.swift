import PlumbRender
import Testing

@testable import PlumbDiff

/// SplitMix64: the same pseudo-random images on every machine and every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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

/// pixelmatch's main loop written out plainly, with the scanning anti-aliasing detector: the verdicts
/// `PixelDiff.compare` must reproduce with its lazily counted `SiblingRows`.
func referenceVerdicts(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions) -> [UInt8] {
    let detector = AntialiasDetector(width: expected.width, height: expected.height)
    var verdicts = [UInt8](repeating: 0, count: expected.width * expected.height)
    expected.pixels.withUnsafeBufferPointer { image1 in
        actual.pixels.withUnsafeBufferPointer { image2 in
            for y in 0..<expected.height {
                for x in 0..<expected.width {
                    let index = y * expected.width + x
                    guard abs(YIQ.delta(image1, index * 4, image2, index * 4)) > options.maxDelta else { continue }
                    let excused = !options.includeAA
                        && (detector.isAntialiased(image1, x: x, y: y, other: image2)
                            || detector.isAntialiased(image2, x: x, y: y, other: image1))
                    verdicts[index] = (excused ? DiffMap.Verdict.antialiased : .different).rawValue
                }
            }
        }
    }
    return verdicts
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
    static let sizes: [(Int, Int)] = [(1, 1), (1, 7), (7, 1), (2, 2), (3, 3), (9, 4), (10, 10), (17, 9), (26, 5), (41, 70), (33, 130)]

    /// Every pixel's `hasManySiblings`, looked up, equals pixelmatch's scan.
    @Test func siblingRowsEqualTheScan() {
        var generator = SeededGenerator(state: 1)
        for (width, height) in Self.sizes {
            for colours in [2, 3, 6] {
                let image = paletteImage(width, height, colours: colours, using: &generator)
                let detector = AntialiasDetector(width: width, height: height)
                image.pixels.withUnsafeBufferPointer { pixels in
                    let siblings = SiblingRows(pixels, width: width, height: height, rows: 0..<height)
                    for y in 0..<height {
                        siblings.prepare(around: y)
                        for x in 0..<width {
                            #expect(
                                siblings.hasManySiblings(x: x, y: y) == detector.hasManySiblings(pixels, x: x, y: y),
                                "\(width)×\(height), \(colours) colours: pixel (\(x), \(y))")
                        }
                    }
                }
            }
        }
    }

    /// The whole verdict map of `PixelDiff.compare` equals the plain reference loop, with and without AA, at
    /// pixelmatch's thresholds, on random images (`SiblingRows` path against the scanning detector).
    @Test func verdictsEqualTheReferenceOnRandomImages() {
        var generator = SeededGenerator(state: 2)
        for (width, height) in Self.sizes {
            for colours in [2, 4, 10] {
                let expected = paletteImage(width, height, colours: colours, using: &generator)
                var actual = expected
                // Change about a third of the pixels, so both flat and ramp neighbourhoods differ.
                let other = paletteImage(width, height, colours: colours, using: &generator)
                for index in 0..<(width * height) where Int.random(in: 0..<3, using: &generator) == 0 {
                    actual.pixels.replaceSubrange(index * 4..<index * 4 + 4, with: other.pixels[index * 4..<index * 4 + 4])
                }
                for threshold in [0, 0.05, 0.1, 0.2] {
                    for includeAA in [false, true] {
                        let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA)
                        let map = PixelDiff.compare(expected: expected, actual: actual, options: options).map
                        #expect(
                            map.verdicts == referenceVerdicts(expected, actual, options: options),
                            "\(width)×\(height), \(colours) colours, threshold \(threshold), includeAA \(includeAA)")
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
                    #expect(map.verdicts == want, "\(pair.name) threshold=\(threshold) includeAA=\(includeAA)")
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
                    map.verdicts[index] = Int.random(in: 0..<4, using: &generator) == 0
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
