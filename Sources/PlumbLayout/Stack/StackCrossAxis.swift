import PlumbCore

/// Where each arranged child sits across the stack's axis (`UISV-alignment` and the spanning guide).
enum StackCrossAxis {
    /// Aligns the children in `available`, or in their fitting cross length when `nil`: sets each child's
    /// `crossOffset` and `crossLength` from its `measuredCross` (and, for baseline alignments, its `baseline`).
    ///
    /// - `fill`: the child spans the whole cross length (a fixed cross length stays, at the leading edge; a child
    ///   whose size bounds keep it from spanning keeps its own bounded length there);
    /// - `leading`/`center`/`trailing`: the child keeps its length, clamped to the cross length (the spanning
    ///   guide lies inside the canvas, required, while compression resistance is not), at the start, middle or end;
    /// - `firstBaseline`/`lastBaseline`: the children of each group share one baseline, placed as high as the
    ///   group allows (its tallest ascent touches the top), as UIKit pins the spanning guide to the canvas top.
    ///
    /// The fitting cross length is the largest child, counting each baseline group as one block from its highest
    /// top to its lowest bottom.
    ///
    /// - Parameter axis: the stack's axis; a child's fixed length across it always wins (`fill` doesn't stretch it
    ///   and nothing clamps it).
    /// - Returns: the cross length the children were aligned in: `available`, or the fitting one.
    static func align(_ children: StackChildren, axis: Axis, available: Double?) -> Double {
        var first = BaselineGroup(), last = BaselineGroup()
        var fitting = 0.0
        for index in children.indices {
            let child = children[index]
            if child.alignment.isBaseline, let baseline = child.baseline {
                if child.alignment == .firstBaseline {
                    first.add(baseline: baseline, length: child.measuredCross)
                } else {
                    last.add(baseline: baseline, length: child.measuredCross)
                }
            } else {
                fitting = max(fitting, child.measuredCross)
            }
        }
        if let ascent = first.ascent { fitting = max(fitting, ascent + first.descent) }
        if let ascent = last.ascent { fitting = max(fitting, ascent + last.descent) }
        let crossLength = available ?? fitting
        for index in children.indices {
            let child = children[index]
            let isFixed = child.isFixed(along: axis.other)
            let horizontal = axis.other == .horizontal
            // The required size bounds win over the alignment and the spanning boundary.
            let length =
                isFixed || child.alignment.isBaseline
                ? child.measuredCross
                : child.bounds.clamp(min(child.measuredCross, max(0, crossLength)), horizontal: horizontal)
            let offset: Double
            switch child.alignment {
            case .fill where !isFixed:
                // Spanning the cross length, unless a bound keeps it from doing so: then UIKit breaks the alignment's
                // trailing constraint (the bound is required too, and added first), so the child keeps its own
                // length, bounded, at the leading edge.
                let spans = child.bounds.clamp(crossLength, horizontal: horizontal) == crossLength
                children[index].crossOffset = 0
                children[index].crossLength = spans ? crossLength : child.measuredCross
                continue
            case .fill, .leading:
                offset = 0
            case .center:
                offset = (crossLength - length) / 2
            case .trailing:
                offset = crossLength - length
            case .firstBaseline:
                offset = (first.ascent ?? 0) - (child.baseline ?? 0)
            case .lastBaseline:
                offset = (last.ascent ?? 0) - (child.baseline ?? 0)
            }
            children[index].crossOffset = offset
            children[index].crossLength = length
        }
        return crossLength
    }

    /// The children aligned on one baseline: how far the group reaches above it and below it.
    private struct BaselineGroup {
        /// The largest baseline offset from a child's top; `nil` while the group has no child.
        var ascent: Double?
        /// The largest distance from the baseline to a child's bottom.
        var descent = 0.0

        mutating func add(baseline: Double, length: Double) {
            ascent = max(ascent ?? 0, baseline)
            descent = max(descent, length - baseline)
        }
    }
}
