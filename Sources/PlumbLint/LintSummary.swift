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
            var parts: [String] = []
            var seen: [String] = []
            for environment in matrix where found.contains(environment) {
                let column = environment.columnLabel
                guard !seen.contains(column) else { continue }
                seen.append(column)
                let categories = matrix.filter { found.contains($0) && $0.columnLabel == column }.map(\.category)
                parts.append(column + " × " + LintSummary.ranges(categories))
            }
            return parts.joined(separator: "; ")
        }
    }

    public private(set) var groups: [Group] = []

    public init(_ findings: [(spec: String, finding: LintFinding)]) {
        for (spec, finding) in findings {
            if let index = groups.firstIndex(where: {
                $0.spec == spec && $0.kind == finding.kind && $0.nodes == finding.nodes
            }) {
                groups[index].findings.append(finding)
            } else {
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
