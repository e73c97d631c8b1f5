/// The stretches of a line whose blurred values can differ from their inputs, as `LineBlur` and `ColumnTileBlur`
/// find them: within `reachAfter` before or `reachBefore` after a change of value (the line's end counts as a change
/// to the zero outside). Stretches whose blurred segments would overlap are merged, so that blurring one in place
/// never feeds another an output for an input.
struct BlurStretches {
    let reachBefore: Int, reachAfter: Int
    /// The line's length.
    let count: Int
    private(set) var ranges: [ClosedRange<Int>] = []

    init(reachBefore: Int, reachAfter: Int, count: Int) {
        self.reachBefore = reachBefore
        self.reachAfter = reachAfter
        self.count = count
    }

    /// Notes a change of value between positions `j - 1` and `j`.
    mutating func add(change j: Int) {
        let start = max(0, j - reachAfter), end = min(count - 1, j + reachBefore - 1)
        guard start <= end else { return }
        if let last = ranges.last, start - reachBefore <= last.upperBound + reachAfter {
            ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, end)
        } else {
            ranges.append(start...end)
        }
    }
}
