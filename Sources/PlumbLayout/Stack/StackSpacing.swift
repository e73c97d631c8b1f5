import PlumbCore

/// The space between arranged children: `spacing`, custom spacing after a child, and baseline-relative spacing.
enum StackSpacing {
    /// The minimum gap after each arranged child but the last (`UISV-spacing`), written to its `gap`.
    ///
    /// Only arranged (visible) children are passed in, so the spacing around a hidden child collapses
    /// (`UISV-hiding`): its neighbours are one gap apart. The gap after a child is its `spacingAfter`
    /// (`setCustomSpacing(_:after:)`) or else the stack's `spacing`; a hidden child's custom spacing is ignored,
    /// as UIKit ignores custom spacing after a view that isn't arranged.
    static func setSpacings(_ children: StackChildren, spacing: Double) {
        for index in children.gapIndices {
            children[index].gap = children[index].spacingAfter ?? spacing
        }
    }

    /// Turns each gap into the gap between edges that makes the spacing run from one child's last baseline to the
    /// next child's first baseline (`isBaselineRelativeArrangement`, vertical stacks only).
    ///
    /// Edge gap = spacing − (height − last baseline of the upper child) − first baseline of the lower child. A
    /// child without text has no baseline: its bottom stands for its last baseline and its top for its first, so
    /// the spacing next to it is an ordinary edge-to-edge gap.
    ///
    /// - Parameter baselines: the first and last baseline offsets from the top of the child at `index`, `nil` for
    ///   a child without text; asked once per child. The heights they are measured at are the `naturalLength`s.
    static func makeBaselineRelative(_ children: StackChildren, baselines: (_ index: Int) -> StackBaselines?) {
        guard children.count > 1 else { return }
        var upper = baselines(0)
        for index in 0..<(children.count - 1) {
            let lower = baselines(index + 1)
            let descent = upper.map { children[index].naturalLength - $0.last } ?? 0
            let ascent = lower?.first ?? 0
            children[index].gap = children[index].gap - descent - ascent
            upper = lower
        }
    }
}

/// The offsets of a text child's first and last baselines from the top of its frame.
struct StackBaselines: Hashable, Sendable {
    var first: Double
    var last: Double

    /// The baselines of `node` in a frame of `size`, or `nil` when the node has no text of its own.
    ///
    /// Text is drawn centred vertically in its frame (as `UILabel` does, and as PlumbRender draws it), so the
    /// baselines move down by half the difference in a taller frame and up by half of it in a shorter one. A
    /// `text` node's baselines are
    /// its text's and a `button`'s its title's (`TitleBaselines`); an image, switch or container counts as having
    /// none (UIKit forwards a stack's baseline to its first or last arranged view; Plumb does not, yet).
    static func of(_ node: Node, size: Size, context: LayoutContext) -> StackBaselines? {
        guard let title = TitleBaselines.of(node, width: size.width, context: context) else { return nil }
        let offsets = title.offsets(inHeight: size.height)
        return StackBaselines(first: offsets.first, last: offsets.last)
    }
}
