import PlumbCore

/// Which visible nodes are drawn beneath or above a node, found through its ancestors rather than by scanning the
/// whole tree, so checks stay linear on screens of many thousands of nodes.
///
/// Only nodes that can overlap count: a node's ancestors, and the siblings of the node and of each ancestor in a
/// parent whose layout lets children overlap (absolute, constraints, manual, or none). A stack's or a collection
/// view's children are placed side by side and never overlap (an overlap there is the `overlap` lint's), so they are
/// not looked at. Descendants of those siblings are not looked at either: a covering card counts, not the labels
/// inside it.
public struct DrawnNeighbours: Sendable {
    public let result: LayoutResult
    /// Children of each entry, in drawing order.
    public let children: [[Int]]
    /// Whether each entry is drawn (not hidden, not inside a hidden node).
    public let visible: [Bool]

    public init(_ result: LayoutResult) {
        self.result = result
        var children = [[Int]](repeating: [], count: result.entries.count)
        for (index, entry) in result.entries.enumerated() {
            if let parent = entry.parent { children[parent].append(index) }
        }
        var visible = [Bool](repeating: false, count: result.entries.count)
        for index in result.visibleIndices { visible[index] = true }
        self.children = children
        self.visible = visible
    }

    /// The entries drawn before `index` that may lie under it, in drawing order: for each ancestor from the root
    /// down, the ancestor, then its earlier overlapping-capable children; finally `index` itself.
    public func beneath(_ index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let c = current {
            chain.append(c)
            current = result.entries[c].parent
        }
        var drawn: [Int] = []
        for (depth, node) in chain.reversed().enumerated() {
            if depth > 0, let parent = result.entries[node].parent,
                Self.childrenMayOverlap(result.entries[parent].node.layout)
            {
                drawn += children[parent].prefix { $0 != node }.filter { visible[$0] }
            }
            drawn.append(node)
        }
        return drawn
    }

    /// The entries drawn after `index` that may lie over it: later overlapping-capable siblings of `index` and of
    /// each of its ancestors.
    public func above(_ index: Int) -> [Int] {
        var drawn: [Int] = []
        var current = index
        while let parent = result.entries[current].parent {
            if Self.childrenMayOverlap(result.entries[parent].node.layout) {
                let siblings = children[parent]
                if let position = siblings.firstIndex(of: current) {
                    drawn += siblings[(position + 1)...].filter { visible[$0] }
                }
            }
            current = parent
        }
        return drawn
    }

    /// Whether a container's engine may place its children over each other.
    static func childrenMayOverlap(_ layout: ContainerLayout) -> Bool {
        switch layout {
        case .stack, .sections: false
        case .none, .absolute, .manual, .constraints: true
        }
    }
}
