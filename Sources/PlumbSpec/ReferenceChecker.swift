import PlumbCore

/// Checks that every id a constraint names is a node of the spec, and one its solver places.
///
/// A `constraints` container is solved together with its nested `constraints` containers, in one coordinate space
/// (`ConstraintTree`): its constraints may name any node of that tree. A node placed by another engine — a child
/// of a stack inside the container, of a `sections` list, of an `absolute` box — or by a separately solved
/// constraints container has no variables in this solver, so a constraint naming it could only be dropped. UIKit
/// would add it to the stack's own system; Plumb's engines are separate, so the spec is refused instead.
enum ReferenceChecker {
    static func check(_ root: PlumbCore.Node, file: String) throws(SpecError) {
        let nodes = root.depthFirst
        let ids = Set(nodes.map(\.id))
        var parents: [String: PlumbCore.Node] = [:]
        for node in nodes { for child in node.children { parents[child.id] = node } }
        for node in nodes {
            guard case .constraints(let parameters) = node.layout else { continue }
            var solved: Set<String>?
            for declaration in parameters.declarations {
                for item in [declaration.item1, declaration.item2] {
                    guard case .node(let id) = item else { continue }
                    let source = declaration.source
                    guard ids.contains(id) else {
                        throw .unknownReference(
                            file: source?.file ?? file, line: source?.line ?? 1, column: source?.column ?? 1, id: id,
                            constraint: declaration.text,
                            known: node.children.map(\.id))
                    }
                    if solved == nil { solved = Self.solvedTogether(with: node, parents: parents) }
                    guard let solved, !solved.contains(id) else { continue }
                    throw .unsupported(
                        file: source?.file ?? file, line: source?.line ?? 1, column: source?.column ?? 1,
                        feature: "constraint \(declaration.text.debugDescription) on node \(id.debugDescription)",
                        reason: Self.placer(of: id, parents: parents, container: node.id))
                }
            }
        }
    }

    /// The ids `container`'s solver places: its constraint tree's top container (the outermost `constraints`
    /// ancestor reached through `constraints` parents only, a scroll container's content being solved on its
    /// own) and every node of that tree.
    private static func solvedTogether(with container: PlumbCore.Node, parents: [String: PlumbCore.Node]) -> Set<String>
    {
        var top = container
        while top.scroll == nil, let parent = parents[top.id], case .constraints = parent.layout { top = parent }
        var ids: Set<String> = [top.id]
        func collect(_ node: PlumbCore.Node) {
            for child in node.children {
                ids.insert(child.id)
                // A scrolling constraints container's content is solved on its own (its content area).
                if case .constraints = child.layout, child.scroll == nil { collect(child) }
            }
        }
        collect(top)
        return ids
    }

    /// Says which engine places `id`, for the error.
    private static func placer(of id: String, parents: [String: PlumbCore.Node], container: String) -> String {
        guard let parent = parents[id] else {
            return "\(id.debugDescription) is the root, which the screen places; constrain the nodes inside it"
        }
        let engine: String
        switch parent.layout {
        case .constraints: engine = "the separately solved `constraints` container \(parent.id.debugDescription)"
        case .stack: engine = "the `stack` \(parent.id.debugDescription)"
        case .sections: engine = "the `sections` container \(parent.id.debugDescription)"
        case .absolute: engine = "the `absolute` container \(parent.id.debugDescription) (by its frame)"
        case .manual(let name): engine = "the manual layout \(name.debugDescription) of \(parent.id.debugDescription)"
        case .none: engine = "its parent \(parent.id.debugDescription)"
        }
        return
            "\(id.debugDescription) is placed by \(engine), not by the constraints of \(container.debugDescription); "
            + "constrain \(parent.id.debugDescription) instead, or make \(parent.id.debugDescription) a `constraints` container"
    }
}
