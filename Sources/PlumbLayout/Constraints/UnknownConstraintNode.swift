import PlumbCore

/// A constraint that names a node its constraint tree does not hold: the name, the container whose constraint it
/// is, the constraint, and the tree's id nearest in spelling.
///
/// A spec's constraints are checked when the spec is read (`SpecError`); a tree built in Swift can name any id
/// (the builder's deprecated `c.titel`, or an element never put in the tree), and the engine used to give such a
/// name a detached item of its own, so the constraint held nothing in place and nothing said so. Now the engine
/// stops on it with this description, and `all(in:)` finds every one first, for a caller that would rather throw.
public struct UnknownConstraintNode: InputError, Hashable, Sendable {
    /// The id the constraint names.
    public var node: String
    /// The constraint container whose constraint names it.
    public var container: String
    /// The constraint, as `ConstraintDeclaration.description` prints it.
    public var constraint: String
    /// The id of the constraint tree nearest to `node` in spelling, if one is close (`Suggestion.closest`).
    public var suggestion: String?

    public init(node: String, container: String, constraint: String, suggestion: String?) {
        self.node = node
        self.container = container
        self.constraint = constraint
        self.suggestion = suggestion
    }

    public var description: String {
        "constraint `\(constraint)` in container \(container.debugDescription) names node \(node.debugDescription), "
            + "which is not in its constraint tree"
            + (suggestion.map { " (did you mean \($0.debugDescription)?)" } ?? "")
            + "; name a node of the container or of a constraints container nested in it"
    }

    /// Every constraint in `root` that names a node its constraint tree does not hold, in tree order.
    ///
    /// A constraint tree is a `constraints` container whose parent is not one, with the `constraints` containers
    /// nested in it (`ConstraintTree`): its constraints may name any of their nodes, the containers included.
    public static func all(in root: Node) -> [UnknownConstraintNode] {
        var found: [UnknownConstraintNode] = []
        var stack: [(node: Node, inTree: Bool)] = [(root, false)]
        while let (node, inTree) = stack.popLast() {
            let isConstraints: Bool
            if case .constraints = node.layout { isConstraints = true } else { isConstraints = false }
            if isConstraints, !inTree {
                found += unknown(in: ConstraintTree(top: node))
            }
            for child in node.children.reversed() {
                stack.append((child, isConstraints && ConstraintTree.isLeaf(child) == false))
            }
        }
        return found
    }

    /// The unknown names of one constraint tree's declarations.
    static func unknown(in tree: ConstraintTree) -> [UnknownConstraintNode] {
        let ids = tree.containers.map(\.id) + tree.items.map(\.id)
        let known = Set(ids)
        var found: [UnknownConstraintNode] = []
        for container in tree.containers {
            guard case .constraints(let parameters) = container.layout else { continue }
            for declaration in parameters.declarations {
                for case .node(let id)? in [declaration.item1, declaration.item2] where !known.contains(id) {
                    found.append(
                        UnknownConstraintNode(
                            node: id, container: container.id, constraint: declaration.description,
                            suggestion: Suggestion.closest(to: id, in: ids)))
                }
            }
        }
        return found
    }
}
