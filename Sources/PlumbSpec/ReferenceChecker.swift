import PlumbCore

/// Checks that every id a constraint names is a node of the spec.
enum ReferenceChecker {
    static func check(_ root: PlumbCore.Node, file: String) throws(SpecError) {
        let nodes = root.depthFirst
        let ids = Set(nodes.map(\.id))
        for node in nodes {
            guard case .constraints(let parameters) = node.layout else { continue }
            for declaration in parameters.declarations {
                for item in [declaration.item1, declaration.item2] {
                    guard case .node(let id) = item, !ids.contains(id) else { continue }
                    let source = declaration.source
                    throw .unknownReference(
                        file: file, line: source?.line ?? 1, column: source?.column ?? 1, id: id, constraint: declaration.text,
                        known: node.children.map(\.id))
                }
            }
        }
    }
}
