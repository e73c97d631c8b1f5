/// A group of items (`NSCollectionLayoutGroup.horizontal` / `.vertical`), repeated over a section's items.
///
/// A group fills its length along `axis` with its subitems, taken in turn and repeated, as long as the next one
/// fits (UIKit's behaviour for `subitems:`); a group whose length along its axis is estimated has no limit and
/// takes every remaining item. With `count`, each group holds exactly `count` items of equal length along the
/// axis, sized to fill it (`subitem:count:`).
public struct SectionGroup: Hashable, Sendable {
    /// `horizontal`: items side by side; `vertical`: items one under the other.
    public var axis: Axis
    /// The group's size in its section's content area.
    public var size: LayoutSize
    /// The item specifications, used in turn for the section's children; at least one.
    public var subitems: [SectionItem]
    /// Items per group, of equal length along the axis; `nil` to fill by the subitems' own sizes.
    public var count: Int?
    /// Space between neighbouring items along the axis.
    public var interItemSpacing: ItemSpacing

    public init(
        axis: Axis = .horizontal, size: LayoutSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        subitems: [SectionItem] = [SectionItem()], count: Int? = nil, interItemSpacing: ItemSpacing = .fixed(0)
    ) {
        precondition(!subitems.isEmpty, "a group needs at least one subitem")
        precondition(count.map { $0 > 0 } ?? true, "a group's count must be 1 or more")
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.count = count
        self.interItemSpacing = interItemSpacing
    }
}

/// How one item is sized and spaced in its group (`NSCollectionLayoutItem`).
public struct SectionItem: Hashable, Sendable {
    /// Fractions are of the containing group.
    public var size: LayoutSize
    /// Inset applied to the item's frame after it is positioned: the slot keeps its size, the item shrinks
    /// (UIKit: "added around the content of the item to adjust its final size after its position is computed").
    /// Ignored on an axis whose dimension is estimated or uniform, as in UIKit.
    public var contentInsets: EdgeInsets
    /// Space around the item's slot, applied before the content insets; flexible spacing takes a share of the
    /// group's free space.
    public var edgeSpacing: EdgeSpacing

    public init(
        size: LayoutSize = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
        contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = EdgeSpacing()
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}

/// A width and a height (`NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}

/// One side of a `LayoutSize` (`NSCollectionLayoutDimension`).
public enum LayoutDimension: Hashable, Sendable {
    /// Exactly this many points.
    case absolute(Double)
    /// This fraction of the containing group's width (a top-level group: of the section's content width).
    case fractionalWidth(Double)
    /// This fraction of the containing group's height (a top-level group: of the environment's height).
    case fractionalHeight(Double)
    /// Measured from the node's content (text at the width it gets); the estimate is used only when the node
    /// has nothing to measure along this axis (a box or image without a size).
    case estimated(Double)
    /// Measured like `estimated`, then grown to the largest sibling with the same kind of dimension: the items
    /// of one group, or, on a section's group, every group of the section (iOS 17).
    case uniformAcrossSiblings(estimate: Double)

    /// Whether the final value comes from measuring the node (`estimated` or `uniformAcrossSiblings`).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

/// Space between items or at an item's edge (`NSCollectionLayoutSpacing`).
public enum ItemSpacing: Hashable, Sendable {
    /// Exactly this much.
    case fixed(Double)
    /// At least this much; free space in the group is shared equally among all flexible spacings along an axis.
    case flexible(Double)

    /// The fixed value, or the flexible minimum.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space on each edge of an item's slot (`NSCollectionLayoutEdgeSpacing`); `nil` edges have none.
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: ItemSpacing?
    public var top: ItemSpacing?
    public var trailing: ItemSpacing?
    public var bottom: ItemSpacing?

    public init(
        leading: ItemSpacing? = nil, top: ItemSpacing? = nil, trailing: ItemSpacing? = nil, bottom: ItemSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
