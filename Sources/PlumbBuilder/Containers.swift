import PlumbCore
import PlumbLayout

/// A horizontal `UIStackView` (`layout: stack`, `axis: horizontal`).
public struct HStack: LayoutElement {
    public var node: Node

    public init(
        id: String, spacing: Double = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
        @NodeTreeBuilder children: () -> [Node]
    ) {
        node = Node(
            id: id,
            layout: .stack(
                StackParameters(axis: .horizontal, distribution: distribution, alignment: alignment, spacing: spacing)),
            children: children())
    }
}

/// A vertical `UIStackView` (`layout: stack`, `axis: vertical`).
public struct VStack: LayoutElement {
    public var node: Node

    public init(
        id: String, spacing: Double = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
        @NodeTreeBuilder children: () -> [Node]
    ) {
        node = Node(
            id: id,
            layout: .stack(
                StackParameters(axis: .vertical, distribution: distribution, alignment: alignment, spacing: spacing)),
            children: children())
    }
}

/// A stack whose axis is decided at run time, e.g. vertical at accessibility sizes.
public struct Stack: LayoutElement {
    public var node: Node

    public init(
        _ axis: Axis, id: String, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill,
        @NodeTreeBuilder children: () -> [Node]
    ) {
        node = Node(
            id: id,
            layout: .stack(
                StackParameters(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)),
            children: children())
    }
}

/// A registered manual layout (`layout: manual`, `manual: NAME`): `Manual(MessageCell.self, id: "cell")`.
///
/// The type must also reach the registry of whatever lays the tree out (`LayoutUnderTest(…, layouts:)`,
/// `PlumbCommand.main(layouts:)`); an unregistered one is reported by name, never laid out as an empty box.
public struct Manual: LayoutElement {
    public var node: Node

    public init<Layout: NamedManualLayout>(_ type: Layout.Type, id: String) {
        node = Node(id: id, layout: .manual(Layout.layoutName))
    }

    /// A manual layout by its registered name.
    public init(named name: String, id: String) {
        node = Node(id: id, layout: .manual(name))
    }
}

/// A compositional layout (`layout: sections`): its children are `Section`s, stacked top to bottom.
public struct Sections: LayoutElement {
    public var node: Node

    public init(id: String, interSectionSpacing: Double = 0, @NodeTreeBuilder sections: () -> [Node]) {
        node = Node(
            id: id, layout: .sections(.container(SectionsConfiguration(interSectionSpacing: interSectionSpacing))),
            children: sections())
    }
}

/// One section of a `Sections` container (a child with `section:`): its items and boundary items.
public struct Section: LayoutElement {
    public var node: Node

    public init(id: String, layout: SectionLayout, @NodeTreeBuilder items: () -> [Node]) {
        node = Node(id: id, layout: .sections(.section(layout)), children: items())
    }
}
