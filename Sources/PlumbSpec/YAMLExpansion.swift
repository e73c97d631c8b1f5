import PlumbCore
import Yams

/// Counts a YAML document's nodes as its aliases expand them, stopping at a budget.
///
/// An alias (`*name`) repeats its anchor's whole tree, so a few hundred bytes of anchors naming anchors stand for
/// billions of nodes ("billion laughs"); Yams shares the repeated trees in memory, and every walk over them — token
/// substitution, argument relocation, the node parser — pays for the expansion. The count walks the expanded tree
/// once, iteratively, and stops at the first node over the budget, so it costs at most the budget and no memory
/// beyond the path it is on.
enum YAMLExpansion {
    /// YAML nodes (keys and values, aliases counted as what they expand to) allowed per node of the spec tree.
    static let nodesPerSpecNode = SpecLimits.expandedNodesPerNode

    /// The position of the node that makes `document` larger than `limit` nodes, or nil when it is not.
    static func nodeOverLimit(in document: Yams.Node, limit: Int) -> Yams.Node? {
        var count = 1
        var pending = [document]
        // Scalars, most of a document, are counted where they are met; only mappings and lists wait on the stack.
        func visit(_ node: Yams.Node) -> Bool {
            count += 1
            if node.scalar == nil { pending.append(node) }
            return count > limit
        }
        while let node = pending.popLast() {
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping where visit(key) || visit(value) { return value }
            case .sequence(let sequence):
                for item in sequence where visit(item) { return item }
            default:
                break
            }
        }
        return count > limit ? document : nil
    }

    /// Refuses `document` when it expands to more than `limits.expandedYAMLNodes` nodes.
    static func check(_ document: Yams.Node, file: String, limits: SpecLimits) throws(SpecError) {
        guard let node = nodeOverLimit(in: document, limit: limits.expandedYAMLNodes) else { return }
        throw overLimit(at: node, file: file, limits: limits, what: "the YAML, with its aliases (`*name`) expanded,")
    }

    /// The error for `what` having more nodes than `limits` allow, at `node`.
    static func overLimit(at node: Yams.Node, file: String, limits: SpecLimits, what: String) -> SpecError {
        .overLimit(
            file: file, line: node.line, column: node.column,
            problem:
                "\(what) has more than \(limits.expandedYAMLNodes) nodes (\(nodesPerSpecNode) YAML nodes for each of the \(limits.nodes) nodes a spec may have)",
            limit: "nodes", value: limits.expandedYAMLNodes)
    }
}

extension SpecLimits {
    /// YAML nodes a spec file, an included file or one `$token` / component substitution may expand to: 20 for
    /// each node of the tree, so `--limits nodes=N` raises it with the node limit.
    public var expandedYAMLNodes: Int {
        let (product, overflow) = nodes.multipliedReportingOverflow(by: YAMLExpansion.nodesPerSpecNode)
        return overflow ? Int.max : product
    }
}
