import PlumbCore

/// Arranged children of a `fill` stack that share the priority deciding which of them stretches or shrinks — a
/// tie Auto Layout leaves undetermined (Xcode's "Content Priority Ambiguity": "Horizontal content hugging
/// priorities are ambiguous", shown when two views in a row have equal hugging and the row has room to spare).
///
/// Both stack engines break a tie the same way (`StackDistributor`: the later child stretches; the later child
/// shrinks first) and report it as an `ambiguous` issue naming the children and the priority, since on a device
/// either answer may come out.
struct StackTie: Hashable, Sendable {
    /// Which priority tied: hugging (extra length to give out) or compression resistance (length to take).
    enum Kind: String, Hashable, Sendable {
        case hugging = "content hugging"
        case compression = "compression resistance"
    }

    /// Less extra or missing length than this is rounding, not room to share: no tie is reported for it.
    static let tolerance = 1e-6

    let kind: Kind
    let axis: Axis
    let priority: Double
    /// Positions of the tied children in the stack's `children` (hidden ones counted), in order.
    let children: [Int]

    /// The issue for the stack `node` whose arrangement found this tie.
    func issue(in node: Node) -> LayoutIssue {
        let ids = children.map { node.children[$0].id }
        let chosen = ids.last!
        let decided =
            kind == .hugging
            ? "Plumb stretches \(chosen.debugDescription), the last of them"
            : "Plumb shrinks \(chosen.debugDescription), the last of them, first"
        return .priorityTie(
            container: node.id, nodes: ids, priorities: kind.rawValue, axis: axis.rawValue, priority: priority,
            decided: decided)
    }
}
