/// The densest square window of differing pixels.
///
/// A change to a component packs its differing pixels together; dithering, sub-pixel anti-aliasing and noise
/// scatter theirs. The largest count in any N×N window tells the two apart where a plain count cannot: 9 pixels in
/// a 3×3 block give density 9 in an 8×8 window, the same 9 pixels scattered across the image give 1. (pixelmatch's
/// `windowSize` option reports the same number; Plumb reports it beside the count.)
enum DiffDensity {
    /// The window side actually used: `requested` clamped to the image, and at least 1 (pixelmatch's rule).
    static func window(_ requested: Int, width: Int, height: Int) -> Int {
        max(1, min(requested, width, height))
    }

    /// The largest number of `.different` pixels in any `window`×`window` square lying wholly inside the map.
    ///
    /// Builds a summed-area table `S` with `S[y][x]` = differing pixels above and left of (x, y), then reads each
    /// window's count as `S[y+n][x+n] − S[y][x+n] − S[y+n][x] + S[y][x]`.
    ///
    /// - Complexity: O(width × height) time and memory, whatever the window size.
    static func maxCount(in map: DiffMap, window requested: Int) -> Int {
        let width = map.width, height = map.height
        guard width > 0, height > 0 else { return 0 }
        let n = window(requested, width: width, height: height)
        let stride = width + 1
        var table = [Int](repeating: 0, count: stride * (height + 1))
        let different = DiffMap.Verdict.different.rawValue
        map.verdicts.withUnsafeBufferPointer { verdicts in
            table.withUnsafeMutableBufferPointer { sums in
                for y in 0..<height {
                    var rowSum = 0
                    for x in 0..<width {
                        if verdicts[y * width + x] == different { rowSum += 1 }
                        sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + rowSum
                    }
                }
            }
        }
        var best = 0
        table.withUnsafeBufferPointer { sums in
            for y in 0...(height - n) {
                let top = y * stride, bottom = (y + n) * stride
                for x in 0...(width - n) {
                    let count = sums[bottom + x + n] - sums[top + x + n] - sums[bottom + x] + sums[top + x]
                    if count > best { best = count }
                }
            }
        }
        return best
    }
}
