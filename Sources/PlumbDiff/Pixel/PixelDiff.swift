import Dispatch
import PlumbCore

/// A finished comparison: the result, the per-pixel verdicts and the two images as compared (padded to one size).
public struct PixelComparison: Hashable, Sendable {
    public var result: PixelDiffResult
    public var map: DiffMap
    /// The expected image, padded with transparent pixels to the common size.
    public var expected: RGBAImage
    /// The actual image, padded with transparent pixels to the common size.
    public var actual: RGBAImage
}

/// pixelmatch's pixel-by-pixel comparison, plus size-mismatch padding and a density measure.
///
/// Counts agree exactly with pixelmatch 5.x/6.x for all images and with pixelmatch 7.x for opaque ones (7.x blends
/// transparency against a checkerboard). The fixtures of `Scripts/diff-oracle` hold the PyPI port's counts, which
/// equal mapbox/pixelmatch 5.3.0's on every one of them. See `YIQ` for the metric and transparency,
/// `AntialiasDetector` for the anti-aliasing rules.
public enum PixelDiff {
    /// Compares `expected` with `actual`.
    ///
    /// The steps, in pixelmatch's order:
    /// 1. Pad both images with transparent pixels to the larger width and height (`RGBAImage.padded(to:)`).
    /// 2. If the buffers are identical (compared 8 bytes at a time), stop: nothing differs.
    /// 3. For each pixel, row by row: skip it when its 4 bytes are identical; otherwise it is over the threshold
    ///    when `|YIQ delta| > 35215 · threshold²`.
    /// 4. A pixel over the threshold is excused as anti-aliasing when the detector says so for the expected image
    ///    or for the actual one (unless `includeAA`); otherwise it is counted.
    /// 5. Measure the density: the most counted pixels in any N×N window.
    ///
    /// - Complexity: O(width × height): each pixel's identical neighbours are counted at most once per image (and
    ///   only in rows next to a difference); a pixel over the threshold and off a flat area reads up to 16 more.
    public static func compare(
        expected: RGBAImage, actual: RGBAImage, options: PixelDiffOptions = PixelDiffOptions()
    ) -> PixelComparison {
        let size = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let paddedExpected = expected.padded(to: size)
        let paddedActual = actual.padded(to: size)
        // Equal buffers: every count is zero, so skip the colour maths, the counting and the density table.
        let equal = buffersEqual(paddedExpected.pixels, paddedActual.pixels)
        var map: DiffMap
        var counts = (different: 0, antialiased: 0)
        if equal {
            map = DiffMap(width: size.width, height: size.height)
        } else {
            map = DiffMap(width: size.width, height: size.height, settingEveryVerdict: ())
            counts = classifyPixels(paddedExpected, paddedActual, options: options, into: &map)
        }
        let result = PixelDiffResult(
            differentPixels: counts.different,
            antialiasedPixels: counts.antialiased,
            totalPixels: size.width * size.height,
            expectedSize: expected.pixelSize,
            actualSize: actual.pixelSize,
            maxDensity: counts.different == 0 ? 0 : DiffDensity.maxCount(in: map, window: options.densityWindow),
            densityWindow: DiffDensity.window(options.densityWindow, width: size.width, height: size.height)
        )
        return PixelComparison(result: result, map: map, expected: paddedExpected, actual: paddedActual)
    }

    /// Step 2, the fast path: are two byte buffers identical? Compares 64-bit words, then the remaining bytes.
    static func buffersEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                let words = left.count / 8
                for word in 0..<words {
                    let offset = word * 8
                    if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    {
                        return false
                    }
                }
                for offset in (words * 8)..<left.count where left[offset] != right[offset] { return false }
                return true
            }
        }
    }

    /// Steps 3 and 4: a verdict for every pixel of two images of the same size, and how many are `.different` and
    /// `.antialiased`. Every verdict is written (`.same` first), so `map` may start with any bytes.
    ///
    /// Rows are split into bands classified on all cores at once. Each pixel's verdict depends only on the two
    /// images (never on another verdict), and each band writes only its own rows, so the map and the counts are the
    /// same for any number of threads.
    @discardableResult
    static func classifyPixels(
        _ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions, into map: inout DiffMap
    ) -> (different: Int, antialiased: Int) {
        let width = expected.width, height = expected.height
        guard width > 0, height > 0 else { return (0, 0) }
        // Bands of at least 64 rows, up to 32 of them: Dispatch runs them on as many threads as there are cores,
        // and several bands per thread keep an uneven band from leaving a core idle.
        let bands = max(1, min(height / 64, 32))
        return expected.pixels.withUnsafeBufferPointer { image1 in
            actual.pixels.withUnsafeBufferPointer { image2 in
                map.verdicts.withUnsafeMutableBufferPointer { verdicts in
                    let shared = SharedBuffers(image1: image1, image2: image2, verdicts: verdicts)
                    let counts = BandCounts(bands)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let rows = (band * height / bands)..<((band + 1) * height / bands)
                        counts.set(band, classifyRows(rows, width: width, height: height, shared, options: options))
                    }
                    return counts.total
                }
            }
        }
    }

    /// Classifies `rows` into `shared.verdicts`; returns the counts of `.different` and `.antialiased` among them.
    ///
    /// Row by row: step 3 marks every pixel over the threshold `.different`, then, if there were any, step 4 turns
    /// the anti-aliased ones among them `.antialiased`.
    private static func classifyRows(
        _ rows: Range<Int>, width: Int, height: Int, _ shared: SharedBuffers, options: PixelDiffOptions
    ) -> (different: Int, antialiased: Int) {
        let image1 = shared.image1, image2 = shared.image2, verdicts = shared.verdicts
        let maxDelta = options.maxDelta
        let held = max(rows.lowerBound - 1, 0)..<min(rows.upperBound + 1, height)
        let siblings1 = SiblingRows(image1, width: width, height: height, rows: held)
        let siblings2 = SiblingRows(image2, width: width, height: height, rows: held)
        let excuser = AntialiasExcuser(
            detector: AntialiasDetector(width: width, height: height), image1: image1, image2: image2)
        let words1 = UnsafeRawPointer(image1.baseAddress!), words2 = UnsafeRawPointer(image2.baseAddress!)
        let different = DiffMap.Verdict.different.rawValue
        // This band's rows start `.same`; cleared here rather than when the map is made, so each band's thread
        // is the first to touch its rows' memory.
        (verdicts.baseAddress! + rows.lowerBound * width)
            .initialize(repeating: DiffMap.Verdict.same.rawValue, count: rows.count * width)
        var over = 0, antialiased = 0
        // The last pair of differing words measured and its answer: within a flat area of both images the same
        // pair repeats pixel after pixel, and the delta is a function of the two words alone.
        var last1: UInt32 = 0, last2: UInt32 = 0, lastOver = false
        for y in rows {
            let row = y &* width
            var rowOver = 0
            var x = 0
            while x < width {
                // Identical pixels need no colour maths: skip them two at a time, then one.
                while x &+ 2 <= width
                    && words1.loadUnaligned(fromByteOffset: (row &+ x) &* 4, as: UInt64.self)
                        == words2.loadUnaligned(fromByteOffset: (row &+ x) &* 4, as: UInt64.self)
                {
                    x &+= 2
                }
                guard x < width else { break }
                let word1 = words1.loadUnaligned(fromByteOffset: (row &+ x) &* 4, as: UInt32.self)
                let word2 = words2.loadUnaligned(fromByteOffset: (row &+ x) &* 4, as: UInt32.self)
                if word1 == word2 {
                    x &+= 1
                    continue
                }
                if word1 != last1 || word2 != last2 {
                    last1 = word1
                    last2 = word2
                    lastOver = isOverThreshold(image1, image2, (row &+ x) &* 4, maxDelta)
                }
                // The run of pixels with this same pair of words shares its answer.
                var end = x &+ 1
                while end < width
                    && words1.loadUnaligned(fromByteOffset: (row &+ end) &* 4, as: UInt32.self) == word1
                    && words2.loadUnaligned(fromByteOffset: (row &+ end) &* 4, as: UInt32.self) == word2
                {
                    end &+= 1
                }
                if lastOver {
                    for index in (row &+ x)..<(row &+ end) { verdicts[index] = different }
                    rowOver &+= end &- x
                }
                x = end
            }
            over &+= rowOver
            if rowOver > 0 && !options.includeAA {
                siblings1.prepare(around: y)
                siblings2.prepare(around: y)
                antialiased &+= excuser.excuse(row: y, in: verdicts, siblings1, siblings2)
            }
        }
        return (over - antialiased, antialiased)
    }

    /// Step 3's test for the pixel at byte offset `pos`: is its YIQ delta over the threshold? Out of line, so that
    /// the loop around it, which mostly skips or reuses the last answer, keeps its registers.
    @inline(never)
    private static func isOverThreshold(
        _ image1: UnsafeBufferPointer<UInt8>, _ image2: UnsafeBufferPointer<UInt8>, _ pos: Int, _ maxDelta: Double
    ) -> Bool {
        abs(YIQ.delta(image1, pos, image2, pos)) > maxDelta
    }
}

/// The two images and the verdicts as the bands of `PixelDiff.classifyPixels` share them: the images are only
/// read, and each band writes a disjoint range of verdicts.
private struct SharedBuffers: @unchecked Sendable {
    let image1: UnsafeBufferPointer<UInt8>
    let image2: UnsafeBufferPointer<UInt8>
    let verdicts: UnsafeMutableBufferPointer<UInt8>
}

/// Each band's counts, written by its own thread, summed in band order once all are done.
private final class BandCounts: @unchecked Sendable {
    private var counts: UnsafeMutableBufferPointer<(different: Int, antialiased: Int)>

    init(_ bands: Int) { counts = .allocate(capacity: bands); counts.initialize(repeating: (0, 0)) }
    deinit { counts.deallocate() }

    func set(_ band: Int, _ value: (different: Int, antialiased: Int)) { counts[band] = value }

    var total: (different: Int, antialiased: Int) {
        counts.reduce((0, 0)) { ($0.0 + $1.different, $0.1 + $1.antialiased) }
    }
}
