import PlumbCore

/// One arranged child as a distribution sees it: its natural length along the axis and how it may change.
struct StackSegment: Hashable, Sendable {
    /// The child's length along the axis before the distribution: its intrinsic (or fixed) length.
    var natural: Double
    /// A fixed length always wins: the distribution never changes it.
    var isFixed: Bool
    /// Hugging along the axis; the lowest stretches in `fill`. `nil`: never stretches.
    var stretchPriority: Double?
    /// Compression resistance along the axis; the lowest shrinks first. `nil`: never shrinks.
    var shrinkPriority: Double?
}

/// The lengths of the arranged children along the axis and the gaps between them.
struct StackLengths: Hashable, Sendable {
    /// One length per arranged child, in order.
    var lengths: [Double]
    /// `lengths.count − 1` gaps; `gaps[i]` follows child `i`.
    var gaps: [Double]

    /// From the leading edge of the first child to the trailing edge of the last.
    var total: Double { lengths.reduce(0, +) + gaps.reduce(0, +) }
}

/// UIStackView's five distributions as direct arithmetic on the arranged children's lengths (no solver).
///
/// Each distribution is a pure function of the segments, the minimum gaps and the length available. With no
/// available length (a measure with nothing proposed along the axis) each returns its *fitting* arrangement: the
/// smallest length UIKit's `UISV-canvas-fit` would give the stack.
///
/// Rules shared by all of them:
/// - **Ties go to the later child.** When several children share the lowest hugging priority, the last of them
///   stretches; when several share the lowest compression resistance, the last of them shrinks first. UIKit leaves
///   this undocumented (Xcode only warns of a "priority ambiguity"); this is LayoutKit's rule.
/// - **Shrinking is whole, one child at a time.** The child with the lowest compression resistance shrinks, down
///   to zero if need be, before the next lowest shrinks at all, as a strict priority order does in Auto Layout.
/// - **A fixed length always wins**, and so do priorities of 1000: such children never stretch or shrink.
///   When no child may stretch, the extra length stays empty after the last child; when none may shrink, the
///   children overflow the trailing edge.
enum StackDistributor {
    /// The arranged lengths for `distribution`.
    ///
    /// - Parameters:
    ///   - segments: the arranged (visible) children in order.
    ///   - spacings: the minimum gap after each child but the last (`spacing` or its custom spacing).
    ///   - available: the content length along the axis, or `nil` for the fitting arrangement.
    /// - Complexity: O(n log n) for `fill` shrinking and `equalCentering`; O(n) otherwise.
    static func distribute(
        _ distribution: StackDistribution, _ segments: [StackSegment], spacings: [Double], available: Double?
    ) -> StackLengths {
        precondition(spacings.count == max(0, segments.count - 1), "a stack has one spacing between each pair of arranged children")
        if segments.isEmpty { return StackLengths(lengths: [], gaps: []) }
        switch distribution {
        case .fill:
            return fill(segments, spacings: spacings, available: available)
        case .fillEqually:
            return fillEqually(segments, spacings: spacings, available: available)
        case .fillProportionally:
            return fillProportionally(segments, spacings: spacings, available: available)
        case .equalSpacing:
            return segments.count == 1
                ? fill(segments, spacings: spacings, available: available)
                : equalSpacing(segments, spacings: spacings, available: available)
        case .equalCentering:
            return segments.count == 1
                ? fill(segments, spacings: spacings, available: available)
                : equalCentering(segments, spacings: spacings, available: available)
        }
    }

    /// `.fill`: children keep their natural lengths; extra length goes to the child with the lowest hugging
    /// priority, and missing length is taken from the children with the lowest compression resistance.
    ///
    /// UIKit: "When the arranged views don't fit … shrinks the views according to their compression resistance
    /// priority. If the arranged views don't fill the stack view, it stretches the views according to their
    /// hugging priority."
    static func fill(_ segments: [StackSegment], spacings: [Double], available: Double?) -> StackLengths {
        var lengths = segments.map(\.natural)
        let used = lengths.reduce(0, +) + spacings.reduce(0, +)
        if let available {
            let extra = available - used
            if extra > 0 {
                stretch(&lengths, segments, by: extra)
            } else if extra < 0 {
                shrink(&lengths, segments, by: -extra)
            }
        }
        return StackLengths(lengths: lengths, gaps: spacings)
    }

    /// `.fillEqually`: every child that has no fixed length gets the same share of what the fixed ones and the
    /// gaps leave (`UISV-fill-equally`: v_i.length == v_0.length).
    ///
    /// The fitting arrangement gives each the largest natural length among them, since each resists compression.
    static func fillEqually(_ segments: [StackSegment], spacings: [Double], available: Double?) -> StackLengths {
        let flexible = segments.filter { !$0.isFixed }
        guard !flexible.isEmpty else { return StackLengths(lengths: segments.map(\.natural), gaps: spacings) }
        let share: Double
        if let available {
            let fixed = segments.filter(\.isFixed).reduce(0) { $0 + $1.natural }
            share = max(0, (available - fixed - spacings.reduce(0, +)) / Double(flexible.count))
        } else {
            share = flexible.map(\.natural).max() ?? 0
        }
        return StackLengths(lengths: segments.map { $0.isFixed ? $0.natural : share }, gaps: spacings)
    }

    /// `.fillProportionally`: children without a fixed length share what the fixed ones and the gaps leave in
    /// proportion to their natural lengths.
    ///
    /// UIKit's multipliers (ICS_i / (ΣICS + spacing × (n − 1)), at priorities 999, 998, …) don't add up when the
    /// spacing is not zero (openradar 34595752); Plumb uses the corrected share, so the children always fill the
    /// stack exactly. When every natural length is zero the children share equally.
    static func fillProportionally(_ segments: [StackSegment], spacings: [Double], available: Double?) -> StackLengths {
        guard let available else { return StackLengths(lengths: segments.map(\.natural), gaps: spacings) }
        let fixed = segments.filter(\.isFixed).reduce(0) { $0 + $1.natural }
        let flexible = segments.filter { !$0.isFixed }
        let room = max(0, available - fixed - spacings.reduce(0, +))
        let total = flexible.reduce(0) { $0 + $1.natural }
        let lengths = segments.map { segment in
            if segment.isFixed { return segment.natural }
            return total > 0 ? room * segment.natural / total : room / Double(flexible.count)
        }
        return StackLengths(lengths: lengths, gaps: spacings)
    }

    /// Gives all of `extra` to the child with the lowest stretch priority (ties: the last such child).
    ///
    /// When no child may stretch the extra stays empty after the last child.
    static func stretch(_ lengths: inout [Double], _ segments: [StackSegment], by extra: Double) {
        var chosen: Int?
        for (index, segment) in segments.enumerated() {
            guard let priority = segment.stretchPriority else { continue }
            if let current = chosen, segments[current].stretchPriority! < priority { continue }
            chosen = index
        }
        if let chosen { lengths[chosen] += extra }
    }

    /// Takes `deficit` from the children in order of compression resistance, lowest first (ties: later children
    /// first), each shrinking to zero before the next one shrinks at all.
    static func shrink(_ lengths: inout [Double], _ segments: [StackSegment], by deficit: Double) {
        let order = segments.indices
            .filter { segments[$0].shrinkPriority != nil }
            .sorted { a, b in
                let pa = segments[a].shrinkPriority!, pb = segments[b].shrinkPriority!
                return pa != pb ? pa < pb : a > b
            }
        var remaining = deficit
        for index in order where remaining > 0 {
            let cut = min(lengths[index], remaining)
            lengths[index] -= cut
            remaining -= cut
        }
    }
}
