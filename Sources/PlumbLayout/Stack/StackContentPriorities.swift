import PlumbCore

/// The content hugging and compression resistance a stack has as an item of another engine's layout (a stack
/// inside a `constraints` container): the priorities its arranged views' constraints imply.
///
/// UIKit: a `UIStackView` has no intrinsic content size of its own ("the stack view's size … is determined by
/// its arranged views", Apple's UIStackView documentation, "Stack View Size"): its length follows from the
/// arranged views' own constraints through the recipe's required canvas connection and spacing. So a column of
/// two `height: 50` buttons is exactly as tall as they make it (required), and a heading beside it gives way
/// first; Plumb's constraint engine sees the stack as one item with an intrinsic size, so that size carries
/// these priorities instead of the default 250 / 750:
///
/// - along the axis, resistance to shrinking is the lowest among the arranged views (the first to give way;
///   1000 when none can: fixed lengths, fixed-size controls, resistance 1000), and resistance to growing the
///   lowest hugging (a view with no intrinsic length stretches at no cost: 1);
/// - across the axis, shrinking the stack squeezes every view, so it resists with the highest resistance among
///   them; growing it stretches the `fill`-aligned views (the highest hugging among them), and otherwise only the
///   spanning guide's `UISV-spanning-fit` (51) holds it.
///
/// A scroll container among the arranged views (`scroll:`, a `sections` list) has no intrinsic length along its
/// scroll axis (a `UIScrollView`'s `intrinsicContentSize` is `noIntrinsicMetric`; its content is constrained to
/// its `contentLayoutGuide`, which never sizes its frame): it neither resists shrinking nor hugs there, so a
/// photo strip 814 pt wide in a 390 pt column holds the column to nothing (the direct engine's
/// `StackChild.scrolls` reads it the same way).
///
/// A stack whose own `hugging` or `compression` differs from its kind's default keeps them: a Plumb extension,
/// since UIKit would ignore them.
enum StackContentPriorities {
    static func of(_ node: Node) -> (hugging: AxisPriorities, compression: AxisPriorities) {
        let own = (node.hugging, node.compression)
        guard case .stack(let parameters) = node.layout,
            node.hugging == node.kind.defaultHugging, node.compression == node.kind.defaultCompression
        else { return own }
        let axis = parameters.axis
        var shrinkAlong = 1000.0, growAlong = 1000.0, shrinkAcross = 1.0
        var growAcrossFill: Double?, hasSpanning = false, flexibleAcross = false, firmAcross = false
        var arranged = 0
        for child in node.children where !child.hidden {
            arranged += 1
            let (hugging, compression) = of(child)
            let fixedSize = child.kind.fixedSize
            let fixedAlong = axis.fixedLength(of: child) ?? fixedSize.map { axis.main($0) }
            let fixedAcross = axis.other.fixedLength(of: child) ?? fixedSize.map { axis.cross($0) }
            let scrollsAlong = scrolls(child, along: axis), scrollsAcross = scrolls(child, along: axis.other)
            if fixedAlong == nil {
                shrinkAlong = min(shrinkAlong, scrollsAlong ? 1 : axis.priority(compression))
                growAlong = min(
                    growAlong, !scrollsAlong && hasIntrinsicLength(child, along: axis) ? axis.priority(hugging) : 1)
            }
            if fixedAcross != nil {
                firmAcross = true
            } else if !scrollsAcross {
                shrinkAcross = max(shrinkAcross, axis.other.priority(compression))
                flexibleAcross = true
            }
            let alignment = CrossAlignment(child.alignSelf ?? parameters.alignment, axis: axis)
            if alignment == .fill {
                let grows =
                    fixedAcross != nil
                    ? 1000
                    : !scrollsAcross && hasIntrinsicLength(child, along: axis.other) ? axis.other.priority(hugging) : 1
                growAcrossFill = max(growAcrossFill ?? 1, grows)
            } else {
                hasSpanning = true
            }
        }
        guard arranged > 0 else { return own }
        // Fixed lengths across are held apart, as a required minimum (`firmCrossLength`), when views that can
        // shrink are there too: only the widest view makes the stack wide, and that one gives way at its own
        // priority. With fixed views alone, nothing gives way.
        if firmAcross && !flexibleAcross { shrinkAcross = 1000 }
        let growAcross = max(growAcrossFill ?? 1, hasSpanning ? 51 : 1)
        let hugging = axis.size(main: growAlong, cross: growAcross)
        let compression = axis.size(main: shrinkAlong, cross: shrinkAcross)
        return (
            AxisPriorities(horizontal: hugging.width, vertical: hugging.height),
            AxisPriorities(horizontal: compression.width, vertical: compression.height)
        )
    }

    /// The length across its axis below which a stack cannot shrink at all, when it also has views that can: its
    /// longest fixed-length view across the axis (a `width:`, a fixed-size control) plus the padding it arranges
    /// inside; `nil` when no view is fixed across, when every view is, or when the stack sets its own priorities.
    ///
    /// UIKit: a vertical `UIStackView` holding a 36 pt grabber (`width == 36`, required) and a label is held at
    /// 36 pt by the grabber's required constraint and at the label's width by the label's compression resistance
    /// (750), not at the label's width by a required constraint — so a long word at an accessibility size wraps or
    /// is cut, not an unsatisfiable layout (issue 28.1; docs/uikit-semantics.md, "A stack inside constraints").
    static func firmCrossLength(of node: Node) -> Double? {
        guard case .stack(let parameters) = node.layout,
            node.hugging == node.kind.defaultHugging, node.compression == node.kind.defaultCompression
        else { return nil }
        let axis = parameters.axis
        var firm: Double?, flexible = false
        for child in node.children where !child.hidden {
            if let fixed = axis.other.fixedLength(of: child) ?? child.kind.fixedSize.map({ axis.cross($0) }) {
                firm = max(firm ?? 0, fixed)
            } else if !scrolls(child, along: axis.other) {
                flexible = true
            }
        }
        guard let firm, flexible else { return nil }
        let padding = parameters.isLayoutMarginsRelative ? parameters.padding : .zero
        return firm + (axis == .vertical ? padding.left + padding.right : padding.top + padding.bottom)
    }

    /// Whether `node` is a container that scrolls along `axis` (`StackChild.scrolls`).
    private static func scrolls(_ node: Node, along axis: Axis) -> Bool {
        guard !node.isLeaf, let scroll = node.scrollAxis else { return false }
        return (scroll == .vertical) == (axis == .vertical)
    }

    /// Whether `node` has an intrinsic length along `axis` (`UIView.noIntrinsicMetric` otherwise), as the stack
    /// engines read it (`StackChild.stretchPriority`).
    private static func hasIntrinsicLength(_ node: Node, along axis: Axis) -> Bool {
        switch node.kind {
        case .box, .image: return !node.isLeaf || axis.hasDeclaredLength(node)
        case .separator: return axis == .vertical || node.intrinsicWidth != nil
        case .text, .switch, .button: return true
        default: return NodeKind.hasIntrinsicLength(node.kind, horizontal: axis == .horizontal)
        }
    }
}
