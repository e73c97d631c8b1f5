/// A constraint as reported in diagnostics: its text, where it was written, and the nodes it names.
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    /// The canonical linear form (`title.leading == superview.leading + 16 @750`), or an implicit constraint's
    /// description (`title.width >= 120 @750 (compression resistance)`).
    public var text: String
    /// The spec text it came from (a VFL string may yield several constraints), if any.
    public var written: String?
    public var source: SpecLocation?
    public var nodes: [String]

    public init(text: String, written: String? = nil, source: SpecLocation? = nil, nodes: [String]) {
        self.text = text
        self.written = written
        self.source = source
        self.nodes = nodes
    }

    public var description: String {
        var description = text
        if let written, written != text { description += "  (from \(written.debugDescription))" }
        if let source { description += "  at \(source.file):\(source.line)" }
        return description
    }
}

/// A problem a layout engine found while laying out, reported beside the frames (engines never throw).
public enum LayoutIssue: Hashable, Sendable {
    /// Required constraints that cannot all hold: the minimal conflicting set, and the one broken to recover.
    case unsatisfiable(container: String, broken: ConstraintReference, conflicting: [ConstraintReference])
    /// A node whose frame is not uniquely determined along `attribute` (missing constraints, or competing optional
    /// constraints at the same priority).
    case ambiguous(container: String, node: String, attribute: String)
    /// An optional constraint that does not hold in the result, and by how many points.
    case violated(container: String, constraint: ConstraintReference, priority: Double, error: Double)
    /// Children of a stack that share the content hugging or compression resistance (`priorities`) that decides
    /// which of them stretches or shrinks along `axis`: Xcode's content priority ambiguity. `decided` says which
    /// one Plumb chose.
    case priorityTie(
        container: String, nodes: [String], priorities: String, axis: String, priority: Double, decided: String)

    /// The node ids the issue is about.
    public var nodes: [String] {
        switch self {
        case .unsatisfiable(_, let broken, let conflicting):
            var ids: [String] = []
            for id in ([broken] + conflicting).flatMap(\.nodes) where !ids.contains(id) { ids.append(id) }
            return ids
        case .ambiguous(_, let node, _): return [node]
        case .violated(_, let constraint, _, _): return constraint.nodes
        case .priorityTie(_, let nodes, _, _, _, _): return nodes
        }
    }

    /// One readable paragraph, in the spirit of Auto Layout's console message but naming spec lines.
    public var message: String {
        switch self {
        case .unsatisfiable(let container, let broken, let conflicting):
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return
                "unsatisfiable constraints in \(container.debugDescription): these required constraints cannot all hold:\n"
                + list + "\n  recovered by breaking: \(broken)"
        case .ambiguous(let container, let node, let attribute):
            return
                "ambiguous layout in \(container.debugDescription): the \(attribute) of \(node.debugDescription) is not "
                + "determined (add a constraint, or give competing optional constraints different priorities)"
        case .violated(let container, let constraint, let priority, let error):
            return
                "optional constraint in \(container.debugDescription) not satisfied (priority \(formatNumber(priority))), "
                + "off by \(formatNumber(error)) pt: \(constraint)"
        case .priorityTie(let container, let nodes, let priorities, let axis, let priority, let decided):
            let names = nodes.map(\.debugDescription).joined(separator: ", ")
            return
                "ambiguous layout in \(container.debugDescription): \(names) have the same \(axis) \(priorities) priority "
                + "(\(formatNumber(priority))), so which one \(priorities == "content hugging" ? "stretches" : "shrinks") is not determined; "
                + "\(decided) (give one of them a different priority)"
        }
    }
}

/// Collects issues while a layout runs. A reference type so nested engines can add to it through `LayoutContext`.
public final class LayoutIssueCollector: @unchecked Sendable {
    public private(set) var issues: [LayoutIssue] = []

    public init() {}

    /// Records `issue` once (engines may visit a container more than once).
    public func report(_ issue: LayoutIssue) {
        if !issues.contains(issue) { issues.append(issue) }
    }
}
