import PlumbCore

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
/// - **Size bounds are required** (`minWidth`…`maxHeight`): a child stretches up to its maximum (the rest goes to
///   the next child by hugging) and shrinks down to its minimum; `fillEqually` and `fillProportionally` clamp each
///   share to the child's bounds, and what a clamp leaves stays empty after the last child (UIKit would break one
///   of its required equalities and log it).
///   When no child may stretch, the extra length stays empty after the last child; when none may shrink, the
///   children overflow the trailing edge.
enum StackDistributor {
    /// Sets each arranged child's `length` along the axis and the `gap` after it for `distribution`.
    ///
    /// A distribution sees each child as its `naturalLength` (its intrinsic or fixed length along the axis),
    /// whether that length is fixed (then it never changes), and how eagerly it stretches (hugging, `nil`: never)
    /// or shrinks (compression resistance, `nil`: never) — `StackChild.stretchPriority` and `shrinkPriority`.
    ///
    /// - Parameters:
    ///   - children: the arranged (visible) children in order, each `gap` the minimum gap after it (`spacing` or
    ///     its custom spacing), the last one's unused.
    ///   - axis: the stack's axis, which says which of a child's fixed sizes and priorities count.
    ///   - available: the content length along the axis, or `nil` for the fitting arrangement.
    /// - Returns: children of a `fill` stack tied at the priority that decided who stretched or shrank, if any.
    /// - Complexity: O(n log n) for `fill` shrinking and `equalCentering`; O(n) otherwise.
    @discardableResult
    static func distribute(
        _ distribution: StackDistribution, _ children: StackChildren, axis: Axis, available: Double?
    ) -> StackTie? {
        if children.isEmpty { return nil }
        switch distribution {
        case .fill:
            return fill(children, axis: axis, available: available)
        case .fillEqually:
            fillEqually(children, axis: axis, available: available)
        case .fillProportionally:
            fillProportionally(children, axis: axis, available: available)
        case .equalSpacing:
            if children.count == 1 {
                fill(children, axis: axis, available: available)
            } else {
                equalSpacing(children, axis: axis, available: available)
            }
        case .equalCentering:
            if children.count == 1 {
                fill(children, axis: axis, available: available)
            } else {
                equalCentering(children, axis: axis, available: available)
            }
        }
        return nil
    }

    /// From the leading edge of the first child to the trailing edge of the last: the lengths, then the gaps.
    static func totalLength(_ children: StackChildren) -> Double {
        lengthSum(children) + gapSum(children)
    }

    /// The children's `length`s added in order.
    static func lengthSum(_ children: StackChildren) -> Double {
        var sum = 0.0
        for index in children.indices { sum += children[index].length }
        return sum
    }

    /// The gaps between the children (all but the last child's `gap`) added in order.
    static func gapSum(_ children: StackChildren) -> Double {
        var sum = 0.0
        for index in children.gapIndices { sum += children[index].gap }
        return sum
    }

    /// Every child at its natural length.
    static func keepNaturalLengths(_ children: StackChildren) {
        for index in children.indices { children[index].length = children[index].naturalLength }
    }

    /// `.fill`: children keep their natural lengths; extra length goes to the child with the lowest hugging
    /// priority, and missing length is taken from the children with the lowest compression resistance.
    ///
    /// UIKit: "When the arranged views don't fit … shrinks the views according to their compression resistance
    /// priority. If the arranged views don't fill the stack view, it stretches the views according to their
    /// hugging priority."
    ///
    /// - Returns: the children tied at the priority that decided who stretched or shrank (`StackTie`), if any.
    @discardableResult
    static func fill(_ children: StackChildren, axis: Axis, available: Double?) -> StackTie? {
        keepNaturalLengths(children)
        guard let available else { return nil }
        let extra = available - totalLength(children)
        let tie: StackTie?
        if extra > 0 {
            tie = stretch(children, axis: axis, by: extra)
        } else if extra < 0 {
            tie = shrink(children, axis: axis, by: -extra)
        } else {
            tie = nil
        }
        // Rounding noise (a column placed at the height its own sum gave) is no tie worth reporting.
        return abs(extra) > StackTie.tolerance ? tie : nil
    }

    /// `.fillEqually`: every child that has no fixed length gets the same share of what the fixed ones and the
    /// gaps leave (`UISV-fill-equally`: v_i.length == v_0.length).
    ///
    /// The fitting arrangement gives each the largest natural length among them, since each resists compression.
    static func fillEqually(_ children: StackChildren, axis: Axis, available: Double?) {
        var fixed = 0.0, flexible = 0, largest = 0.0
        for index in children.indices {
            let natural = children[index].naturalLength
            if children[index].isFixed(along: axis) {
                fixed += natural
            } else {
                largest = flexible == 0 || largest < natural ? natural : largest
                flexible += 1
            }
        }
        guard flexible > 0 else { return keepNaturalLengths(children) }
        let share = available.map { max(0, ($0 - fixed - gapSum(children)) / Double(flexible)) } ?? largest
        for index in children.indices {
            children[index].length =
                children[index].isFixed(along: axis)
                ? children[index].naturalLength : children[index].bounds.clamp(share, horizontal: axis == .horizontal)
        }
    }

    /// `.fillProportionally`: children without a fixed length share what the fixed ones and the gaps leave in
    /// proportion to their natural lengths.
    ///
    /// UIKit's multipliers (ICS_i / (ΣICS + spacing × (n − 1)), at priorities 999, 998, …) don't add up when the
    /// spacing is not zero (openradar 34595752); Plumb uses the corrected share, so the children always fill the
    /// stack exactly. When every natural length is zero the children share equally.
    static func fillProportionally(_ children: StackChildren, axis: Axis, available: Double?) {
        guard let available else { return keepNaturalLengths(children) }
        var fixed = 0.0, total = 0.0, flexible = 0
        for index in children.indices {
            if children[index].isFixed(along: axis) {
                fixed += children[index].naturalLength
            } else {
                total += children[index].naturalLength
                flexible += 1
            }
        }
        let room = max(0, available - fixed - gapSum(children))
        for index in children.indices {
            let natural = children[index].naturalLength
            let share = total > 0 ? room * natural / total : room / Double(flexible)
            children[index].length =
                children[index].isFixed(along: axis)
                ? natural : children[index].bounds.clamp(share, horizontal: axis == .horizontal)
        }
    }

    /// Gives `extra` to the child with the lowest stretch priority (ties: the last such child); when its `maxWidth`
    /// or `maxHeight` stops it, the rest goes to the next lowest, as the solver violates a higher hugging priority
    /// only once the lower one can give no more under the required bound.
    ///
    /// When no child may stretch the extra stays empty after the last child.
    ///
    /// - Returns: the children that share the lowest priority of the first child stretched, when there are two or
    ///   more.
    @discardableResult
    static func stretch(_ children: StackChildren, axis: Axis, by extra: Double) -> StackTie? {
        var remaining = extra
        var tie: StackTie?
        var isFirst = true
        while remaining > 0 {
            var chosen: (index: Int, priority: Double)?
            var tied = 0
            for index in children.indices where children[index].roomToStretch(along: axis) > 0 {
                guard let priority = children[index].stretchPriority(along: axis) else { continue }
                if let current = chosen, current.priority < priority { continue }
                tied = chosen?.priority == priority ? tied + 1 : 1
                chosen = (index, priority)
            }
            guard let chosen else { break }
            let growth = min(remaining, children[chosen.index].roomToStretch(along: axis))
            children[chosen.index].length += growth
            remaining -= growth
            if isFirst, tied > 1 {
                let members = children.indices.filter { children[$0].stretchPriority(along: axis) == chosen.priority }
                tie = StackTie(
                    kind: .hugging, axis: axis, priority: chosen.priority, children: members.map { children[$0].index })
            }
            isFirst = false
        }
        return tie
    }

    /// Takes `deficit` from the children in order of compression resistance, lowest first (ties: later children
    /// first), each shrinking to zero (or its minimum length) before the next one shrinks at all.
    ///
    /// - Returns: the children sharing the resistance of the group that shrinks only partly (the deficit runs out
    ///   inside it), when there are two or more: which of them gives way is a tie.
    @discardableResult
    static func shrink(_ children: StackChildren, axis: Axis, by deficit: Double) -> StackTie? {
        let order = children.indices
            .compactMap { index in children[index].shrinkPriority(along: axis).map { (index: index, priority: $0) } }
            .sorted { a, b in a.priority != b.priority ? a.priority < b.priority : a.index > b.index }
        var tie: StackTie?
        var remaining = deficit
        var groupStart = 0
        for (position, (index, priority)) in order.enumerated() where remaining > 0 {
            if position == groupStart {
                // The first of a group of equal resistance: does the deficit end inside the group?
                var groupEnd = position, groupLength = 0.0
                while groupEnd < order.count, order[groupEnd].priority == priority {
                    let member = children[order[groupEnd].index]
                    groupLength += max(0, member.length - member.minimumLength(along: axis))
                    groupEnd += 1
                }
                if groupEnd - position > 1, remaining < groupLength, tie == nil {
                    let members = order[position..<groupEnd].map { children[$0.index].index }.sorted()
                    tie = StackTie(kind: .compression, axis: axis, priority: priority, children: members)
                }
                groupStart = groupEnd
            }
            // A `minWidth` / `minHeight` is required: the child shrinks down to it, not below.
            let cut = max(0, min(children[index].length - children[index].minimumLength(along: axis), remaining))
            children[index].length -= cut
            remaining -= cut
        }
        return tie
    }
}
