import PlumbCore

/// The two distributions that move gaps instead of sizes: `equalSpacing` and `equalCentering`.
extension StackDistributor {
    /// `.equalSpacing`: children keep their natural lengths and every gap is the same, never below any of the
    /// minimum spacings.
    ///
    /// UIKit: equal gap guides (`UISV-fill-equally` on `_UIOLAGapGuide`s, required) and `>=` spacing. Because the
    /// gaps must all be equal, each is at least the *largest* minimum spacing (a custom spacing raises them all).
    /// When the children don't fit, the gaps stay at that minimum and the children shrink as in `fill` (by
    /// compression resistance, lowest first, ties to the later child), as UIKit's documentation describes:
    /// "when they don't fit, shrink views by compression resistance, then by index".
    /// The fitting arrangement uses the minimum gap (`UISV-canvas-fit`).
    static func equalSpacing(_ children: StackChildren, axis: Axis, available: Double?) {
        var minimumGap = children[0].gap, natural = 0.0
        for index in children.gapIndices where minimumGap < children[index].gap { minimumGap = children[index].gap }
        for index in children.indices { natural += children[index].naturalLength }
        let count = Double(children.count - 1)
        keepNaturalLengths(children)
        var gap = minimumGap
        if let available {
            let equal = (available - natural) / count
            if equal >= minimumGap {
                gap = equal
            } else {
                shrink(children, axis: axis, by: natural + minimumGap * count - available)
            }
        }
        for index in children.gapIndices { children[index].gap = gap }
    }

    /// `.equalCentering`: children keep their natural lengths and their centres are equally far apart, with no
    /// gap below its minimum spacing.
    ///
    /// UIKit makes the centre-to-centre guides equal at priority 149 under required `>=` spacing, so when equal
    /// centres would squeeze a gap below its spacing, the spacing wins. Plumb's rule for that case (UIKit's exact
    /// answer is the solver's): the pairs whose spacing would be violated are held at their minimum distance,
    /// largest first, and the remaining pairs share what is left equally — the centres stay as evenly spaced as
    /// the spacings allow. When even the minimum distances don't fit, every gap is at its spacing and the
    /// children shrink as in `fill`. The fitting arrangement is the smallest with equal centres.
    ///
    /// - Complexity: O(n log n), for sorting the pairs by their minimum distance.
    static func equalCentering(_ children: StackChildren, axis: Axis, available: Double?) {
        keepNaturalLengths(children)
        let pairs = children.count - 1
        // The smallest centre-to-centre distance each pair allows: half of each child plus the spacing between.
        let minimumDistance: [Double] = (0..<pairs).map { pair in
            let halves: Double = children[pair].length / 2 + children[pair + 1].length / 2
            return children[pair].gap + halves
        }
        let ends = children[0].length / 2 + children[pairs].length / 2
        let span = (available ?? (ends + Double(pairs) * (minimumDistance.max() ?? 0))) - ends
        guard span >= minimumDistance.reduce(0, +) else {
            shrink(children, axis: axis, by: totalLength(children) - (available ?? 0))
            return
        }
        var isHeld = Array(repeating: false, count: pairs)
        var held = 0.0, free = pairs
        for pair in (0..<pairs).sorted(by: { minimumDistance[$0] > minimumDistance[$1] }) {
            let share = (span - held) / Double(free)
            if minimumDistance[pair] <= share { break }
            isHeld[pair] = true
            held += minimumDistance[pair]
            free -= 1
        }
        let share = free > 0 ? (span - held) / Double(free) : 0
        for pair in 0..<pairs {
            let distance: Double = isHeld[pair] ? minimumDistance[pair] : share
            let halves: Double = children[pair].length / 2 + children[pair + 1].length / 2
            children[pair].gap = distance - halves
        }
    }
}
