import PlumbCore

/// The space between arranged children: `spacing`, custom spacing after a child, and baseline-relative spacing.
enum StackSpacing {
    /// The minimum gap after each arranged child but the last (`UISV-spacing`).
    ///
    /// Only arranged (visible) children are passed in, so the spacing around a hidden child collapses
    /// (`UISV-hiding`): its neighbours are one gap apart. The gap after a child is its `spacingAfter`
    /// (`setCustomSpacing(_:after:)`) or else the stack's `spacing`; a hidden child's custom spacing is ignored,
    /// as UIKit ignores custom spacing after a view that isn't arranged.
    static func spacings(after children: [StackChild], spacing: Double) -> [Double] {
        children.dropLast().map { $0.node.spacingAfter ?? spacing }
    }

    /// The gaps between edges that make each spacing run from one child's last baseline to the next child's first
    /// baseline (`isBaselineRelativeArrangement`, vertical stacks only).
    ///
    /// Edge gap = spacing − (height − last baseline of the upper child) − first baseline of the lower child. A
    /// child without text has no baseline: its bottom stands for its last baseline and its top for its first, so
    /// the spacing next to it is an ordinary edge-to-edge gap.
    ///
    /// - Parameters:
    ///   - baselines: each child's first and last baseline offsets from its top, `nil` for a child without text.
    ///   - heights: each child's height, from which the baselines were measured.
    static func baselineRelative(_ spacings: [Double], baselines: [StackBaselines?], heights: [Double]) -> [Double] {
        spacings.indices.map { index in
            let descent = baselines[index].map { heights[index] - $0.last } ?? 0
            let ascent = baselines[index + 1]?.first ?? 0
            return spacings[index] - descent - ascent
        }
    }
}

/// The offsets of a text child's first and last baselines from the top of its frame.
struct StackBaselines: Hashable, Sendable {
    var first: Double
    var last: Double

    /// The baselines of `node` in a frame of `size`, or `nil` when the node has no text of its own.
    ///
    /// Text is drawn centred vertically in a frame taller than its measured box (as `UILabel` does, and as
    /// PlumbRender draws it), so the baselines move down by half the difference. Only `text` nodes have baselines
    /// here; a button, image or container counts as having none (UIKit forwards a stack's baseline to its first or
    /// last arranged view; Plumb does not, yet).
    static func of(_ node: Node, size: Size, context: LayoutContext) -> StackBaselines? {
        guard node.kind == .text, let text = node.text else { return nil }
        let measurement = context.measurer.measure(text, in: context.environment, width: size.width)
        let offset = max(0, (size.height - measurement.size.height) / 2)
        return StackBaselines(first: offset + measurement.firstBaseline, last: offset + measurement.lastBaseline)
    }
}
