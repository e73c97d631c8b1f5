import Foundation

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis (the method of SVG's
/// `feGaussianBlur`), in integers so that every machine gives the same bytes.
///
/// The result is byte for byte that of blurring every row, then every column, in full (the tests keep that direct
/// version as their oracle); the work is confined to where the mask changes, which for a shadow is its outline:
///
/// - A line (row or column) equal to the one before it, before blurring, takes that line's blurred bytes.
/// - Within a line, three boxes of total reach `before` + `after` leave a value unchanged when every value within
///   that reach is the same (the mean of equal values is that value). Only the stretches around a change of value
///   are blurred, each from a segment that extends one reach further on both sides (enough for all three passes to be
///   exact inside the stretch); the flat interior and the empty margin are left as they are.
///
/// Columns are compared, and the differing ones read, row by row (a tile of 16 columns at a time).
enum ShadowBlur {
    /// The box size of the three-box approximation of a Gaussian of standard deviation `sigma` device pixels:
    /// d = ⌊σ · 3·√(2π)/4 + 0.5⌋ (SVG 1.1, feGaussianBlur); 0 (no blur) for σ ≤ 0.2.
    static func boxSize(sigma: Double) -> Int {
        guard sigma > 0.2 else { return 0 }
        return max(1, Int(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5))
    }

    /// The three passes of box size `box` as (values before, values after) each output: for an odd size, three
    /// centred boxes; for an even one, two boxes shifted half a pixel each way and a centred box one wider, as SVG
    /// specifies.
    static func passes(box: Int) -> [(before: Int, after: Int)] {
        if box % 2 == 1 { return Array(repeating: (box / 2, box / 2), count: 3) }
        return [(box / 2, box / 2 - 1), (box / 2 - 1, box / 2), (box / 2, box / 2)]
    }

    /// Blurs the `width` × `height` mask at `data` (rows `stride` bytes apart) in place with three boxes of size
    /// `box` along each axis, rows first.
    ///
    /// - Complexity: O(width × height) to read the mask, plus O(reach) for each change of value along each line
    ///   that differs from the line before it.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, box: Int) {
        guard box > 0, width > 0, height > 0 else { return }
        let lines = LineBlur(passes: passes(box: box), longest: max(width, height))
        blurRows(data, width: width, height: height, stride: stride, lines: lines)
        blurColumns(data, width: width, height: height, stride: stride, box: box, lines: lines)
    }

    /// The row pass: each row blurred in place, a row equal to the previous one's input copied from its output.
    private static func blurRows(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, lines: LineBlur
    ) {
        let previousInput = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { previousInput.deallocate() }
        for y in 0..<height {
            let row = data + y * stride
            if y > 0, memcmp(row, previousInput, width) == 0 {
                row.update(from: row - stride, count: width)
                continue
            }
            previousInput.update(from: row, count: width)
            lines.blur(row, count: width)
        }
    }

    /// The column pass. Which columns differ from the one before them is found first, reading the mask row by row.
    /// A tile of 16 columns holding one that differs is blurred down all 16 at once (`ColumnTileBlur`), or, at the
    /// mask's right edge and for boxes too wide for it, column by column after copying the tile into contiguous
    /// lines. A column equal to the one before it takes the output of the last column blurred.
    private static func blurColumns(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, box: Int, lines: LineBlur
    ) {
        let differs = differingColumns(data, width: width, height: height, stride: stride)
        let passes = passes(box: box)
        let tiles =
            passes.allSatisfy({ $0.before + 1 + $0.after <= ColumnTileBlur.largestBox })
            ? ColumnTileBlur(passes: passes, height: height) : nil
        let tileWidth = ColumnTileBlur.width
        let tile = UnsafeMutablePointer<UInt8>.allocate(capacity: tileWidth * height)
        defer { tile.deallocate() }
        // The last column blurred and the rows it changed: its output, in the mask, is that of every equal column.
        var source: (x: Int, changed: [ClosedRange<Int>])?
        func copySource(to x: Int) {
            guard let source else { return }
            for range in source.changed {
                for y in range { data[y * stride + x] = data[y * stride + source.x] }
            }
        }
        for x0 in Swift.stride(from: 0, to: width, by: tileWidth) {
            let columns = min(tileWidth, width - x0)
            if !differs[x0..<x0 + columns].contains(true) {
                for c in 0..<columns { copySource(to: x0 + c) }
                continue
            }
            if let tiles, columns == tileWidth {
                source = (x0 + tileWidth - 1, tiles.blur(data, x: x0, height: height, stride: stride))
                continue
            }
            for y in 0..<height {
                let row = data + y * stride + x0
                for c in 0..<columns { tile[c * height + y] = row[c] }
            }
            for c in 0..<columns {
                guard differs[x0 + c] else {
                    copySource(to: x0 + c)
                    continue
                }
                let column = tile + c * height
                let changed = lines.blur(column, count: height)
                for range in changed {
                    for y in range { data[y * stride + x0 + c] = column[y] }
                }
                source = (x0 + c, changed)
            }
        }
    }

    /// For each column, whether it differs from the column before it (the first column: whether it holds anything).
    private static func differingColumns(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) -> [Bool] {
        var differs = [UInt8](repeating: 0, count: width)
        differs.withUnsafeMutableBufferPointer { differs in
            for y in 0..<height {
                let row = data + y * stride
                differs[0] |= row[0]
                for x in 1..<width { differs[x] |= row[x] ^ row[x - 1] }
            }
        }
        return differs.map { $0 != 0 }
    }
}

/// Three box blurs of one contiguous line, in place, computed only around its changes of value (see `ShadowBlur`).
/// Holds its buffers; used by one blur at a time.
final class LineBlur {
    private let passes: [(before: Int, after: Int)]
    /// How far before and after an output the three passes together read.
    private let reachBefore: Int, reachAfter: Int
    /// The widest single pass on either side: the zeros kept around a segment so that no pass tests its bounds.
    private let padding: Int
    /// Two buffers of `padding` zeros, a segment, `padding` zeros; the passes alternate between them.
    private let first: UnsafeMutablePointer<Int32>, second: UnsafeMutablePointer<Int32>
    private let capacity: Int

    init(passes: [(before: Int, after: Int)], longest: Int) {
        self.passes = passes
        reachBefore = passes.reduce(0) { $0 + $1.before }
        reachAfter = passes.reduce(0) { $0 + $1.after }
        padding = passes.map { max($0.before + 1, $0.after) }.max() ?? 1
        capacity = longest + 2 * padding
        first = .allocate(capacity: capacity)
        second = .allocate(capacity: capacity)
        first.initialize(repeating: 0, count: capacity)
        second.initialize(repeating: 0, count: capacity)
    }

    deinit {
        first.deallocate()
        second.deallocate()
    }

    /// Blurs the `count` values at `line` in place (zero outside them) and returns the stretches it recomputed, in
    /// increasing order: every value outside them is unchanged.
    @discardableResult
    func blur(_ line: UnsafeMutablePointer<UInt8>, count: Int) -> [ClosedRange<Int>] {
        let stretches = changingStretches(line, count: count)
        for stretch in stretches { blurStretch(stretch, of: line, count: count) }
        return stretches
    }

    /// The stretches whose outputs can differ from their inputs (`BlurStretches`).
    private func changingStretches(_ line: UnsafeMutablePointer<UInt8>, count: Int) -> [ClosedRange<Int>] {
        var stretches = BlurStretches(reachBefore: reachBefore, reachAfter: reachAfter, count: count)
        var previous: UInt8 = 0
        for j in 0..<count where line[j] != previous {
            stretches.add(change: j)
            previous = line[j]
        }
        if previous != 0 { stretches.add(change: count) }
        return stretches.ranges
    }

    /// Runs the three passes over `stretch` widened by the reach on both sides, and writes back the stretch.
    private func blurStretch(_ stretch: ClosedRange<Int>, of line: UnsafeMutablePointer<UInt8>, count: Int) {
        let start = max(0, stretch.lowerBound - reachBefore), end = min(count, stretch.upperBound + reachAfter + 1)
        let length = end - start
        precondition(length + 2 * padding <= capacity, "a stretch is never longer than its line")
        var source = first + padding, target = second + padding
        for i in 0..<length { source[i] = Int32(line[start + i]) }
        // The zeros after the segment (a longer segment before may have left values there; those before it are
        // never written).
        (source + length).update(repeating: 0, count: padding)
        (target + length).update(repeating: 0, count: padding)
        for pass in passes {
            Self.box(source, into: target, count: length, before: pass.before, after: pass.after)
            swap(&source, &target)
        }
        for i in stretch { line[i] = UInt8(truncatingIfNeeded: source[i - start]) }
    }

    /// One box blur: each of the `count` values becomes the mean of the `before + 1 + after` around it (zero outside),
    /// rounded half up. The division is a multiplication by 2⁴⁰/size rounded up, which is exact for every sum of bytes
    /// and box up to 65,536 (n·size ≤ 2⁴⁰ for n < 256·size).
    private static func box(
        _ source: UnsafeMutablePointer<Int32>, into target: UnsafeMutablePointer<Int32>, count: Int, before: Int,
        after: Int
    ) {
        let size = before + 1 + after
        precondition(size <= 65_536, "a box is never wider than the largest mask allows")
        let multiplier = UInt64((1 << 40) + size - 1) / UInt64(size), half = Int64(size / 2)
        var sum: Int64 = 0
        for i in 0..<after { sum += Int64(source[i]) }
        for i in 0..<count {
            sum += Int64(source[i + after]) - Int64(source[i - before - 1])
            target[i] = Int32(truncatingIfNeeded: (UInt64(sum + half) &* multiplier) >> 40)
        }
    }
}
