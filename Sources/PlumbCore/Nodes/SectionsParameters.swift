/// The settings of a `sections` container or of one of its sections (UICollectionViewCompositionalLayout).
///
/// A compositional layout is a tree of two levels of nodes: the container (the collection view) stacks its
/// children, the sections, top to bottom; each section lays its own children out as items in repeated groups,
/// with optional header and footer boundary items. Both levels are nodes with `.sections` layout, so the layout
/// engine recurses into them like into any other container and items can be nodes of any engine.
public enum SectionsParameters: Hashable, Sendable {
    /// The `layout: sections` container; its children are sections.
    case container(SectionsConfiguration)
    /// One section (a child with `section:`); its children are its items and boundary items.
    case section(SectionLayout)
}

/// The container's own settings (`UICollectionViewCompositionalLayoutConfiguration`).
public struct SectionsConfiguration: Hashable, Sendable {
    /// Space between one section's bottom (its footer, if any) and the next section's top.
    public var interSectionSpacing: Double

    public init(interSectionSpacing: Double = 0) {
        self.interSectionSpacing = interSectionSpacing
    }
}

/// One section (`NSCollectionLayoutSection`): how its items are grouped, spaced and inset, and its boundary items.
public struct SectionLayout: Hashable, Sendable {
    /// The group that repeats over the section's items until every item is placed.
    public var group: SectionGroup
    /// Space between the section's boundary and its groups; the groups' container is what is left.
    public var contentInsets: EdgeInsets
    /// Space between consecutive groups: vertical, or horizontal in an orthogonal section.
    public var interGroupSpacing: Double
    /// A horizontally scrolling row (`orthogonalScrollingBehavior` other than `.none`): groups run left to right
    /// and may extend past the section's trailing edge; the section's frame is the visible part.
    public var isOrthogonal: Bool
    /// Headers and footers: children of the section named by id, placed above and below the groups.
    public var boundaryItems: [BoundaryItem]
    /// Whether boundary items are inset by `contentInsets`' leading and trailing values (UIKit's default, true)
    /// or span the section's full width.
    public var supplementariesFollowContentInsets: Bool

    public init(
        group: SectionGroup = SectionGroup(), contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
        isOrthogonal: Bool = false, boundaryItems: [BoundaryItem] = [], supplementariesFollowContentInsets: Bool = true
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.isOrthogonal = isOrthogonal
        self.boundaryItems = boundaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }

    /// The boundary item that is the child `id`, if any.
    public func boundaryItem(_ id: String) -> BoundaryItem? {
        boundaryItems.first { $0.id == id }
    }
}

/// A header or footer (`NSCollectionLayoutBoundarySupplementaryItem`): a child of the section, sized by `size`
/// and pinned to one edge of it.
///
/// Boundary items always extend the section (`extendsBoundary`, UIKit's default): top ones stack above the
/// content insets in the order given, bottom ones below.
public struct BoundaryItem: Hashable, Sendable {
    /// The id of the section's child that is this item.
    public var id: String
    /// Width and height; fractions are of the band the item sits in (the section's width, less the content
    /// insets when supplementaries follow them).
    public var size: LayoutSize
    public var alignment: BoundaryAlignment

    public init(
        id: String, size: LayoutSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
        alignment: BoundaryAlignment
    ) {
        self.id = id
        self.size = size
        self.alignment = alignment
    }
}

/// Where a boundary item sits (`NSRectAlignment`, the six edges a header or footer can use).
///
/// `top` and `bottom` centre the item horizontally; leading and trailing follow the layout direction.
public enum BoundaryAlignment: String, CaseIterable, Hashable, Sendable {
    case top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing

    /// Whether the item sits above the content (a header) rather than below it (a footer).
    public var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
}

extension ContainerLayout {
    /// Whether drawing of this node's descendants is clipped to its frame: true for an orthogonal section, whose
    /// content may be wider than the section (the rest of it is scrolled out of view).
    public var clipsDescendants: Bool {
        if case .sections(.section(let section)) = self { return section.isOrthogonal }
        return false
    }
}
