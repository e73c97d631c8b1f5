import PlumbCore

/// The distribution constraints of UIStackView's recipe (docs/uikit-semantics.md §3), along the axis.
extension UIKitStackRecipe {
    /// `fill` adds nothing: the chain, the canvas connection and each view's hugging and compression resistance
    /// decide. The others add their own group.
    func distribution() {
        switch parameters.distribution {
        case .fill: break
        case .fillEqually: fillEqually()
        case .fillProportionally: fillProportionally()
        case .equalSpacing: equalSpacing()
        case .equalCentering: equalCentering()
        }
    }

    /// `UISV-fill-equally`: every visible view's length == the first visible view's, required.
    private func fillEqually() {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            add(
                item.mainLength == first.mainLength, "UISV-fill-equally \(item.node.id).width == \(first.node.id).width"
            )
        }
    }

    /// `UISV-fill-proportionally`: view i's length == m_i × the stack's length, m_i = ICS_i / (ΣICS_visible +
    /// spacing × (n − 1)) — the stack's `spacing`, custom spacing not counted — at priority 999 for the first arranged view, 998 for the second, … (counting hidden
    /// ones; 1000 when only one view is visible), as TZStackView's `createFillProportionallyConstraints`.
    ///
    /// The multipliers relate to the stack's own length (TZStackView's `toItem: self`), padding included, and
    /// with spacing they add up to less than 1 — UIKit's known quirk (openradar 34595752): the views cannot all
    /// hold, and the last visible view, whose constraint has the lowest priority, absorbs the difference. When
    /// every intrinsic length is 0 the multipliers are undefined and none is added.
    private func fillProportionally() {
        let intrinsic = visible.map { axis.main($0.intrinsic) }
        let total = intrinsic.reduce(0, +) + parameters.spacing * Double(visible.count - 1)
        guard total > 0, intrinsic.reduce(0, +) > 0 else { return }
        let countsDown = visible.count > 1
        var priority = 1000.0
        for item in items {
            if countsDown { priority -= 1 }
            if item.isHidden { continue }
            let multiplier = axis.main(item.intrinsic) / total
            add(
                (item.mainLength == multiplier * stackMain) | Priority(priority),
                "UISV-fill-proportionally \(item.node.id) @\(priority)")
        }
    }

    /// `UISV-distributing-edge` for `equalSpacing`: a gap guide from each visible view's trailing edge to the
    /// next visible view's leading edge, all guides the same length (`UISV-fill-equally` on the guides, required).
    private func equalSpacing() {
        let guides = gapGuides(from: { $0.mainEnd }, to: { LinearExpression($0.mainStart) }, name: "edge")
        guard let first = guides.first else { return }
        for guide in guides.dropFirst() {
            add(guide == first, "UISV-fill-equally \(guide.name)")
        }
    }

    /// `UISV-distributing-edge` for `equalCentering`: a guide from each visible view's centre to the next one's,
    /// all the same length at priority 149 for the second guide, 148 for the third, … (TZStackView's
    /// `createFillEquallyConstraints(distributionSpacers, priority: 150)`, which counts down from the first) —
    /// below hugging (250), so views keep their intrinsic lengths and the `>=` spacing wins over equal centres.
    private func equalCentering() {
        let guides = gapGuides(from: { $0.mainCenter }, to: { $0.mainCenter }, name: "center")
        guard let first = guides.first else { return }
        var priority = 150.0
        for guide in guides.dropFirst() {
            priority -= 1
            add((guide == first) | Priority(max(1, priority)), "UISV-fill-equally \(guide.name) @\(priority)")
        }
    }

    /// One guide (`_UIOLAGapGuide`) between each pair of neighbouring visible views; returns each guide's length.
    private func gapGuides(
        from start: (UIKitStackItem) -> LinearExpression, to end: (UIKitStackItem) -> LinearExpression, name: String
    ) -> [Variable] {
        zip(visible, visible.dropFirst()).map { previous, next in
            let guideStart = Variable("gap-\(name)(\(previous.node.id),\(next.node.id)).start")
            let length = Variable("gap-\(name)(\(previous.node.id),\(next.node.id)).length")
            add(guideStart == start(previous), "UISV-distributing-edge \(previous.node.id)")
            add(guideStart + length == end(next), "UISV-distributing-edge \(next.node.id)")
            return length
        }
    }
}
