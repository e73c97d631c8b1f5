import PlumbCore

/// Where each arranged child sits across the stack's axis (`UISV-alignment` and the spanning guide).
enum StackCrossAxis {
    /// The arranged children's cross offsets and lengths, and the content's cross length.
    struct Placement: Hashable, Sendable {
        /// Offsets from the content's cross-start edge (top, or left before mirroring).
        var offsets: [Double]
        var lengths: [Double]
        /// The cross length the children were aligned in: the one available, or the fitting one.
        var crossLength: Double
    }

    /// One arranged child as alignment sees it.
    struct Item: Hashable, Sendable {
        var alignment: CrossAlignment
        /// The child's measured cross length (its height at its width, or its width).
        var length: Double
        /// A fixed cross length always wins: `fill` doesn't stretch it and nothing clamps it.
        var isFixed: Bool
        /// For baseline alignments: the offset of the aligned baseline from the child's top.
        var baseline: Double?
    }

    /// Aligns `items` in `available`, or in their fitting cross length when `nil`.
    ///
    /// - `fill`: the child spans the whole cross length (a fixed cross length stays, at the leading edge);
    /// - `leading`/`center`/`trailing`: the child keeps its length, clamped to the cross length (the spanning
    ///   guide lies inside the canvas, required, while compression resistance is not), at the start, middle or end;
    /// - `firstBaseline`/`lastBaseline`: the children of each group share one baseline, placed as high as the
    ///   group allows (its tallest ascent touches the top), as UIKit pins the spanning guide to the canvas top.
    ///
    /// The fitting cross length is the largest child, counting each baseline group as one block from its highest
    /// top to its lowest bottom.
    static func align(_ items: [Item], available: Double?) -> Placement {
        var ascent: [CrossAlignment: Double] = [:], descent: [CrossAlignment: Double] = [:]
        var fitting = 0.0
        for item in items {
            if item.alignment.isBaseline, let baseline = item.baseline {
                ascent[item.alignment] = max(ascent[item.alignment] ?? 0, baseline)
                descent[item.alignment] = max(descent[item.alignment] ?? 0, item.length - baseline)
            } else {
                fitting = max(fitting, item.length)
            }
        }
        for (group, top) in ascent { fitting = max(fitting, top + descent[group]!) }
        let crossLength = available ?? fitting
        var offsets: [Double] = [], lengths: [Double] = []
        offsets.reserveCapacity(items.count)
        lengths.reserveCapacity(items.count)
        for item in items {
            let length = item.isFixed || item.alignment.isBaseline ? item.length : min(item.length, max(0, crossLength))
            switch item.alignment {
            case .fill where !item.isFixed:
                offsets.append(0)
                lengths.append(crossLength)
                continue
            case .fill, .leading:
                offsets.append(0)
            case .center:
                offsets.append((crossLength - length) / 2)
            case .trailing:
                offsets.append(crossLength - length)
            case .firstBaseline, .lastBaseline:
                offsets.append((ascent[item.alignment] ?? 0) - (item.baseline ?? 0))
            }
            lengths.append(length)
        }
        return Placement(offsets: offsets, lengths: lengths, crossLength: crossLength)
    }
}
