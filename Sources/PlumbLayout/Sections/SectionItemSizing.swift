import PlumbCore

/// Resolves `LayoutDimension`s into points and measures the nodes whose dimensions are estimated.
///
/// This is the one place that knows what each dimension means: `absolute` is itself; `fractionalWidth` and
/// `fractionalHeight` are fractions of a container's width and height; `estimated` and `uniformAcrossSiblings` are
/// the node's own measurement (text at the width it gets), the estimate standing in only for a node with nothing
/// to measure.
enum SectionItemSizing {
    /// The points `dimension` stands for in a container `width` × `height`, or `nil` when it must be measured:
    /// estimated, or a fraction of a length that is not known yet.
    static func resolve(_ dimension: LayoutDimension, width: Double?, height: Double?) -> Double? {
        switch dimension {
        case .absolute(let points): points
        case .fractionalWidth(let fraction): width.map { fraction * $0 }
        case .fractionalHeight(let fraction): height.map { fraction * $0 }
        case .estimated, .uniformAcrossSiblings: nil
        }
    }

    /// The estimate a dimension carries (0 for the others).
    static func estimate(_ dimension: LayoutDimension) -> Double {
        switch dimension {
        case .estimated(let points), .uniformAcrossSiblings(let points): points
        default: 0
        }
    }

    /// The size of an item's slot — its frame before content insets, without edge spacing — in a group whose
    /// width and height are given where known.
    ///
    /// The width comes first, so an estimated height is text measured at the width the item will have (its slot
    /// less the content insets). Fractions of a group width that is not known are of `fallbackWidth`, the group's
    /// own container; fractions of an unknown group height are measured here and resolved once the group's height
    /// is (`SectionGroupBox.itemFrames`). `width`/`height` replace the item's own dimension (a `count` group's
    /// equal lengths; `uniformAcrossSiblings`). The item's frame stays inside its size bounds (`minHeight: 44`).
    static func slotSize(
        _ node: Node, _ item: SectionItem, group: (width: Double?, height: Double?), fallbackWidth: Double,
        width fixedWidth: Double? = nil, height fixedHeight: Double? = nil, context: LayoutContext
    ) -> Size {
        let insets = item.contentInsets
        let dimensions = item.size
        let bounds = node.sizeBounds
        let horizontalInsets = dimensions.width.isEstimated ? 0 : insets.horizontal
        let width = bounded(
            fixedWidth ?? resolve(dimensions.width, width: group.width ?? fallbackWidth, height: group.height)
                ?? measuredWidth(node, estimate: estimate(dimensions.width), context: context) + horizontalInsets,
            insets: horizontalInsets, by: bounds.clampWidth)
        let frameWidth = max(0, width - horizontalInsets)
        let verticalInsets = dimensions.height.isEstimated ? 0 : insets.vertical
        let height = bounded(
            fixedHeight ?? resolve(dimensions.height, width: group.width ?? fallbackWidth, height: group.height)
                ?? measuredHeight(node, atWidth: frameWidth, estimate: estimate(dimensions.height), context: context)
                + verticalInsets,
            insets: verticalInsets, by: bounds.clampHeight)
        return Size(width: width, height: height)
    }

    /// A slot length whose frame (the slot less `insets`) is kept inside the node's size bounds (`clamp`): the
    /// bounds are required, like constraints on the cell's content, so they win over the item's dimension.
    private static func bounded(_ slot: Double, insets: Double, by clamp: (Double) -> Double) -> Double {
        let frame = max(0, slot - insets)
        let clamped = clamp(frame)
        return clamped == frame ? slot : clamped + insets
    }

    /// A boundary item's size in a band `band` wide: fractions of the band's width; anything else unknown is
    /// measured (the height at the item's width).
    static func boundarySize(_ node: Node, _ size: LayoutSize, band: Double, context: LayoutContext) -> Size {
        let width = node.sizeBounds.clampWidth(
            resolve(size.width, width: band, height: nil)
                ?? measuredWidth(node, estimate: estimate(size.width), context: context))
        let height = node.sizeBounds.clampHeight(
            resolve(size.height, width: band, height: nil)
                ?? measuredHeight(node, atWidth: width, estimate: estimate(size.height), context: context))
        return Size(width: width, height: height)
    }

    /// An item's frame: its slot less the content insets, on each axis whose dimension is not estimated (UIKit
    /// ignores `contentInsets` on an estimated axis).
    static func applyContentInsets(_ slot: Rect, _ item: SectionItem) -> Rect {
        let insets = item.contentInsets
        let horizontal = !item.size.width.isEstimated, vertical = !item.size.height.isEstimated
        return Rect(
            x: slot.x + (horizontal ? insets.left : 0), y: slot.y + (vertical ? insets.top : 0),
            width: max(0, slot.width - (horizontal ? insets.horizontal : 0)),
            height: max(0, slot.height - (vertical ? insets.vertical : 0)))
    }

    /// The node's natural width (text on one line per paragraph), or `estimate` when it has nothing to measure.
    static func measuredWidth(_ node: Node, estimate: Double, context: LayoutContext) -> Double {
        if hasNothingToMeasure(node, along: .horizontal) { return estimate }
        return NodeSizing.size(of: node, proposal: ProposedSize(), context: context).width
    }

    /// The node's height when it is `width` wide, or `estimate` when it has nothing to measure.
    static func measuredHeight(_ node: Node, atWidth width: Double, estimate: Double, context: LayoutContext) -> Double
    {
        if hasNothingToMeasure(node, along: .vertical) { return estimate }
        return NodeSizing.size(of: node, proposal: ProposedSize(width: width), context: context).height
    }

    /// A leaf box or image with no declared or fixed length along `axis`: nothing can size it, so Plumb keeps
    /// the dimension's estimate (an empty placeholder cell stays at its estimated size).
    static func hasNothingToMeasure(_ node: Node, along axis: Axis) -> Bool {
        guard node.layout == .none, node.kind == .box || node.kind == .image else { return false }
        return axis.fixedLength(of: node) == nil && axis.intrinsicLength(of: node) == nil
    }
}
