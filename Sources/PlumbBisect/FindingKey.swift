import PlumbLint

/// What makes two findings in different environments "the same finding": their kind and the ids of their nodes.
///
/// Rectangles and messages change with the width (a title clipped by 3 pt, then by 2 pt); the node ids and the
/// kind do not, so a finding is followed across widths and categories by this key, as `plumb lint` groups them.
public struct FindingKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var kind: LintFinding.Kind
    public var nodes: [String]

    public init(kind: LintFinding.Kind, nodes: [String]) {
        self.kind = kind
        self.nodes = nodes
    }

    public init(_ finding: LintFinding) {
        self.init(kind: finding.kind, nodes: finding.nodes)
    }

    /// Kinds in the order of `LintFinding.Kind.allCases`, then node ids in lexicographic order.
    public static func < (a: FindingKey, b: FindingKey) -> Bool {
        let kinds = LintFinding.Kind.allCases
        let ka = kinds.firstIndex(of: a.kind)!, kb = kinds.firstIndex(of: b.kind)!
        if ka != kb { return ka < kb }
        return a.nodes.lexicographicallyPrecedes(b.nodes)
    }

    /// `clippedText title`, `overlap a, b`.
    public var description: String { kind.rawValue + " " + nodes.joined(separator: ", ") }
}
