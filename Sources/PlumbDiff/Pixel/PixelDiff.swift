import PlumbRender

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
    /// - Complexity: O(width × height); at most 16 neighbour reads more for each pixel over the threshold.
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: PixelDiffOptions = PixelDiffOptions()) -> PixelComparison {
        let size = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let paddedExpected = expected.padded(to: size)
        let paddedActual = actual.padded(to: size)
        var map = DiffMap(width: size.width, height: size.height)
        // Equal buffers: every count is zero, so skip the colour maths, the counting and the density table.
        let equal = buffersEqual(paddedExpected.pixels, paddedActual.pixels)
        if !equal {
            classifyPixels(paddedExpected, paddedActual, options: options, into: &map)
        }
        let result = PixelDiffResult(
            differentPixels: equal ? 0 : map.count(of: .different),
            antialiasedPixels: equal ? 0 : map.count(of: .antialiased),
            totalPixels: size.width * size.height,
            expectedSize: expected.pixelSize,
            actualSize: actual.pixelSize,
            maxDensity: equal ? 0 : DiffDensity.maxCount(in: map, window: options.densityWindow),
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

    /// Steps 3 and 4: a verdict for every pixel of two images of the same size.
    static func classifyPixels(_ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions, into map: inout DiffMap) {
        let width = expected.width, height = expected.height
        let maxDelta = options.maxDelta
        let detector = AntialiasDetector(width: width, height: height)
        expected.pixels.withUnsafeBufferPointer { image1 in
            actual.pixels.withUnsafeBufferPointer { image2 in
                let words1 = UnsafeRawBufferPointer(image1), words2 = UnsafeRawBufferPointer(image2)
                map.verdicts.withUnsafeMutableBufferPointer { verdicts in
                    for y in 0..<height {
                        for x in 0..<width {
                            let index = y * width + x, pos = index * 4
                            // Per-pixel fast skip: identical RGBA words need no colour maths.
                            if words1.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                                == words2.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                            {
                                continue
                            }
                            let delta = YIQ.delta(image1, pos, image2, pos)
                            guard abs(delta) > maxDelta else { continue }
                            let excused =
                                !options.includeAA
                                && (detector.isAntialiased(image1, x: x, y: y, other: image2)
                                    || detector.isAntialiased(image2, x: x, y: y, other: image1))
                            verdicts[index] = excused ? DiffMap.Verdict.antialiased.rawValue : DiffMap.Verdict.different.rawValue
                        }
                    }
                }
            }
        }
    }
}
