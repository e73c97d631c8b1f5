import PlumbCore

/// The nodes one solver lays out: a `constraints` container and, recursively, every nested `constraints` container
/// with its children, all in one coordinate space — so a constraint may relate nodes in different containers of
/// the same tree (CGLayout's "single coordinate space").
struct ConstraintTree {
    /// Every container of the tree, the top one first, depth first.
    private(set) var containers: [Node] = []
    /// Every item below the top container, depth first.
    private(set) var items: [Node] = []
    /// The container id of each nested container.
    private(set) var parent: [String: String] = [:]
    /// The position in `items` of each child of the top container, in order.
    private(set) var topChildren: [Int] = []
    /// The positions in `items` of the leaves whose height depends on their width (`ConstraintBuild.isWidthDependent`),
    /// in order: the height-for-width passes go through these only.
    private(set) var widthDependentLeaves: [Int] = []

    init(top: Node) {
        collect(top)
    }

    /// Whether an item of the tree is a leaf: anything but a nested constraint container. A nested constraint
    /// container that scrolls is a leaf too: its content is laid out in a content area of its own
    /// (`ScrollContent`), solved on its own, as a scroll view's content is constrained to its content guide.
    static func isLeaf(_ item: Node) -> Bool {
        if case .constraints = item.layout, item.scroll == nil { false } else { true }
    }

    private mutating func collect(_ container: Node) {
        let isTop = containers.isEmpty
        containers.append(container)
        items.reserveCapacity(items.count + container.children.count)
        for child in container.children {
            if isTop { topChildren.append(items.count) }
            if Self.isLeaf(child), ConstraintBuild.isWidthDependent(child) { widthDependentLeaves.append(items.count) }
            items.append(child)
            if !Self.isLeaf(child) {
                parent[child.id] = container.id
                collect(child)
            }
        }
    }

    /// Whether `id` is a nested constraint container of this tree.
    func isContainer(_ id: String) -> Bool {
        containers.contains { $0.id == id }
    }
}
