import PlumbCore
import PlumbLayout

/// A `UIStackView` whose axis is decided at run time, e.g. vertical at accessibility sizes (`layout: stack`).
public struct StackView: StackElement {
    public var node: Node

    public init(
        _ axis: Axis, id: String? = nil, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, @NodeTreeBuilder children: () -> [Node]
    ) {
        node = Self.stack(axis, id, spacing, alignment, distribution, children())
    }

    static func stack(
        _ axis: Axis, _ id: String?, _ spacing: Double, _ alignment: StackAlignment,
        _ distribution: StackDistribution, _ children: [Node]
    ) -> Node {
        let id = DefaultID.id(id, kind: "stackView")
        var children = children
        DefaultID.name(&children, parent: id)
        let parameters = StackParameters(
            axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
        return Node(id: id, layout: .stack(parameters), children: children)
    }
}

/// A horizontal `UIStackView` (`layout: stack`, `axis: horizontal`).
public struct HStackView: StackElement {
    public var node: Node

    public init(
        id: String? = nil, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, @NodeTreeBuilder children: () -> [Node]
    ) {
        node = StackView.stack(.horizontal, id, spacing, alignment, distribution, children())
    }
}

/// A vertical `UIStackView` (`layout: stack`, `axis: vertical`).
public struct VStackView: StackElement {
    public var node: Node

    public init(
        id: String? = nil, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill, @NodeTreeBuilder children: () -> [Node]
    ) {
        node = StackView.stack(.vertical, id, spacing, alignment, distribution, children())
    }
}

/// A registered manual layout (`layout: manual`, `manual: NAME`): `Manual(MessageCell.self, id: "cell")`.
///
/// The type must also reach the registry of whatever lays the tree out (`LayoutUnderTest(…, layouts:)`,
/// `PlumbCommand.main(layouts:)`); an unregistered one is reported by name, never laid out as an empty box.
public struct Manual: LayoutElement {
    public var node: Node

    public init<Layout: NamedManualLayout>(_ type: Layout.Type, id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "view"), layout: .manual(Layout.layoutName))
    }

    /// A manual layout by its registered name.
    public init(named name: String, id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "view"), layout: .manual(name))
    }
}

/// A compositional layout (`layout: sections`, `UICollectionViewCompositionalLayout`): its children are
/// `LayoutSection`s, stacked top to bottom.
public struct Sections: LayoutElement {
    public var node: Node

    public init(id: String? = nil, interSectionSpacing: Double = 0, @NodeTreeBuilder sections: () -> [Node]) {
        let id = DefaultID.id(id, kind: "collectionView")
        var sections = sections()
        DefaultID.name(&sections, parent: id)
        node = Node(
            id: id, layout: .sections(.container(SectionsConfiguration(interSectionSpacing: interSectionSpacing))),
            children: sections)
    }
}

/// One section of a `Sections` container (`NSCollectionLayoutSection`, a child with `section:`): its items and
/// boundary items.
public struct LayoutSection: LayoutElement {
    public var node: Node

    public init(id: String? = nil, layout: SectionLayout, @NodeTreeBuilder items: () -> [Node]) {
        let id = DefaultID.id(id, kind: "section")
        var items = items()
        DefaultID.name(&items, parent: id)
        node = Node(id: id, layout: .sections(.section(layout)), children: items)
    }
}
