import PlumbCore

/// Findings of a whole matrix, grouped: one line per spec, kind and nodes, listing the environments where it holds.
///
/// "`title` clips at 320w × ax3–ax5" reads better than nine separate lines, and shows the pattern at a glance.
public struct LintSummary {
    public struct Group {
        public var spec: String
        public var kind: LintFinding.Kind
        public var severity: LintFinding.Severity
        public var nodes: [String]
        /// Every finding of the group, in matrix order; the first one's message stands for the group.
        public var findings: [LintFinding]

        /// Where the finding holds, e.g. `320w × ax3–ax5; 375w × ax5` (or `all 36 environments`).
        public func environments(outOf matrix: [Environment]) -> String {
            let found = Set(findings.map(\.environment))
            if found.count == matrix.count, matrix.count > 1 { return "all \(matrix.count) environments" }
            // One pass over the matrix: each column's categories, columns in the order they first appear.
            var columns: [String] = []
            var categories: [String: [ContentSizeCategory]] = [:]
            for environment in matrix where found.contains(environment) {
                let column = environment.columnLabel
                if categories[column] == nil { columns.append(column) }
                categories[column, default: []].append(environment.category)
            }
            return columns.map { $0 + " × " + LintSummary.ranges(categories[$0] ?? []) }.joined(separator: "; ")
        }
    }

    /// What makes two findings one group.
    private struct GroupKey: Hashable {
        var spec: String
        var kind: LintFinding.Kind
        var nodes: [String]
    }

    public private(set) var groups: [Group] = []

    /// Groups `findings` in one pass (a dictionary from spec, kind and nodes to the group's place), so thousands of
    /// findings group in linear time; groups keep the order of their first finding.
    public init(_ findings: [(spec: String, finding: LintFinding)]) {
        var index: [GroupKey: Int] = [:]
        for (spec, finding) in findings {
            let key = GroupKey(spec: spec, kind: finding.kind, nodes: finding.nodes)
            if let at = index[key] {
                groups[at].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(
                    Group(
                        spec: spec, kind: finding.kind, severity: finding.severity, nodes: finding.nodes,
                        findings: [finding]))
            }
        }
    }

    /// Consecutive categories as ranges: `l, ax3–ax5`.
    static func ranges(_ categories: [ContentSizeCategory]) -> String {
        let sorted = Array(Set(categories)).sorted()
        var parts: [String] = []
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count, sorted[end + 1].rawValue == sorted[end].rawValue + 1 { end += 1 }
            parts.append(end > start ? "\(sorted[start].shortName)–\(sorted[end].shortName)" : sorted[start].shortName)
            start = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
