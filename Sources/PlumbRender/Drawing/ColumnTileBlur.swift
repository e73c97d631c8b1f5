import Foundation

/// Three box blurs down 16 adjacent columns at once, in place, computed only around the rows where any of them
/// changes value (the column counterpart of `LineBlur`: the same stretches, the same bytes). The columns are read
/// straight from the mask's rows, 16 bytes at a time, each column one lane of a vector.
final class ColumnTileBlur {
    typealias Lanes = SIMD16<Int32>
    static let width = 16
    /// The largest box whose division fits 32-bit lanes exactly: with a multiplier of 2²³/size rounded up, every
    /// n < 256·size needs n·size ≤ 2²³ (size ≤ 181) and n·multiplier < 2³².
    static let largestBox = 181

    private let passes: [(before: Int, after: Int)]
    private let reachBefore: Int, reachAfter: Int
    private let padding: Int
    private let first: UnsafeMutablePointer<Lanes>, second: UnsafeMutablePointer<Lanes>
    private let capacity: Int

    init(passes: [(before: Int, after: Int)], height: Int) {
        self.passes = passes
        reachBefore = passes.reduce(0) { $0 + $1.before }
        reachAfter = passes.reduce(0) { $0 + $1.after }
        padding = passes.map { max($0.before + 1, $0.after) }.max() ?? 1
        capacity = height + 2 * padding
        first = .allocate(capacity: capacity)
        second = .allocate(capacity: capacity)
        first.initialize(repeating: Lanes(), count: capacity)
        second.initialize(repeating: Lanes(), count: capacity)
    }

    deinit {
        first.deallocate()
        second.deallocate()
    }

    /// Blurs the 16 columns from `x` of the `height` rows at `data` (`stride` bytes apart) in place and returns the
    /// stretches of rows it recomputed: every other row of these columns is unchanged.
    @discardableResult
    func blur(_ data: UnsafeMutablePointer<UInt8>, x: Int, height: Int, stride: Int) -> [ClosedRange<Int>] {
        let stretches = changingStretches(data + x, height: height, stride: stride)
        for stretch in stretches { blurStretch(stretch, of: data + x, height: height, stride: stride) }
        return stretches
    }

    private func load(_ row: UnsafeMutablePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(row).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// The stretches of rows around a change in any lane (`BlurStretches`, as `LineBlur` finds them).
    private func changingStretches(_ tile: UnsafeMutablePointer<UInt8>, height: Int, stride: Int) -> [ClosedRange<Int>]
    {
        var stretches = BlurStretches(reachBefore: reachBefore, reachAfter: reachAfter, count: height)
        var previous = SIMD16<UInt8>()
        for j in 0..<height {
            let row = load(tile + j * stride)
            if row != previous {
                stretches.add(change: j)
                previous = row
            }
        }
        if previous != SIMD16<UInt8>() { stretches.add(change: height) }
        return stretches.ranges
    }

    /// Runs the three passes down `stretch` widened by the reach on both sides, and writes back the stretch's rows.
    private func blurStretch(
        _ stretch: ClosedRange<Int>, of tile: UnsafeMutablePointer<UInt8>, height: Int, stride: Int
    ) {
        let start = max(0, stretch.lowerBound - reachBefore), end = min(height, stretch.upperBound + reachAfter + 1)
        let length = end - start
        precondition(length + 2 * padding <= capacity, "a stretch is never longer than its columns")
        var source = first + padding, target = second + padding
        for i in 0..<length { source[i] = Lanes(truncatingIfNeeded: load(tile + (start + i) * stride)) }
        (source + length).update(repeating: Lanes(), count: padding)
        (target + length).update(repeating: Lanes(), count: padding)
        for pass in passes {
            Self.box(source, into: target, count: length, before: pass.before, after: pass.after)
            swap(&source, &target)
        }
        for i in stretch {
            UnsafeMutableRawPointer(tile + i * stride).storeBytes(
                of: SIMD16<UInt8>(truncatingIfNeeded: source[i - start]), as: SIMD16<UInt8>.self)
        }
    }

    /// One box blur down every lane (see `LineBlur.box`), with the division as a 32-bit multiplication.
    private static func box(
        _ source: UnsafeMutablePointer<Lanes>, into target: UnsafeMutablePointer<Lanes>, count: Int, before: Int,
        after: Int
    ) {
        let size = before + 1 + after
        precondition(size <= largestBox, "wider boxes go through LineBlur")
        let multiplier = SIMD16<UInt32>(repeating: UInt32(((1 << 23) + size - 1) / size)),
            half = Lanes(repeating: Int32(size / 2))
        var sum = Lanes()
        for i in 0..<after { sum &+= source[i] }
        for i in 0..<count {
            sum &+= source[i + after] &- source[i - before - 1]
            let scaled = SIMD16<UInt32>(truncatingIfNeeded: sum &+ half) &* multiplier
            target[i] = Lanes(truncatingIfNeeded: scaled &>> 23)
        }
    }
}
