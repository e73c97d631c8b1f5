#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Slides the window down the map a row at a time, keeping for each column the differing pixels among the last
    /// `window` rows, and across each row with a running sum of `window` columns. A window that is all differences
    /// holds the most any window can, so the search stops there.
    ///
    /// Only the part of the map that can hold a non-zero window is searched: the bounding box of the differing
    /// pixels, grown by a window on each side (clamped to the map), so a small change in a large image costs little.
    ///
    /// - Complexity: O(width × height) to find the bounding box, then O(box area) time and O(box width) memory.
    static func maxCount(in map: DiffMap, window requested: Int) -> Int {
        guard map.width > 0, map.height > 0 else { return 0 }
        let n = window(requested, width: map.width, height: map.height)
        let different = DiffMap.Verdict.different.rawValue
        return map.verdicts.withUnsafeBufferPointer { verdicts -> Int in
            guard let box = boundingBox(verdicts, width: map.width, height: map.height, of: different) else { return 0 }
            // Every window touching the box lies in these ranges; windows must stay inside the map.
            let x0 = max(0, box.minX - n + 1), x1 = min(map.width, box.maxX + n)
            let y0 = max(0, box.minY - n + 1), y1 = min(map.height, box.maxY + n)
            let full = Int32(n * n)
            var columns = [Int32](repeating: 0, count: x1 - x0)
            return columns.withUnsafeMutableBufferPointer { columns -> Int in
                var best: Int32 = 0
                for y in y0..<y1 {
                    // Column x holds the differing pixels of rows y − n + 1 … y.
                    let entering = y * map.width + x0, leaving = (y - n) * map.width + x0
                    for x in 0..<columns.count { columns[x] += verdicts[entering + x] == different ? 1 : 0 }
                    if y - n >= y0 {
                        for x in 0..<columns.count { columns[x] -= verdicts[leaving + x] == different ? 1 : 0 }
                    }
                    guard y - y0 >= n - 1 else { continue }
                    var sum: Int32 = 0
                    for x in 0..<n { sum += columns[x] }
                    best = max(best, sum)
                    for x in n..<max(n, columns.count) {
                        sum += columns[x] - columns[x - n]
                        best = max(best, sum)
                    }
                    if best == full { break }
                }
                return Int(best)
            }
        }
    }

    /// The smallest rectangle (inclusive bounds) holding every pixel with `verdict`, or `nil` when there is none.
    private static func boundingBox(
        _ verdicts: UnsafeBufferPointer<UInt8>, width: Int, height: Int, of verdict: UInt8
    ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        guard let base = verdicts.baseAddress, width > 0 else { return nil }
        for y in 0..<height {
            let row = base + y * width
            // The row's first marked pixel from the left (memchr, many bytes at a time: most rows of a small
            // change have none); none: the row adds nothing.
            guard let found = memchr(row, Int32(verdict), width) else { continue }
            let first = UnsafeRawPointer(found) - UnsafeRawPointer(row)
            var last = width - 1
            while row[last] != verdict { last -= 1 }
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY == height { minY = y }
            maxY = y
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}
