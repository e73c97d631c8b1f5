import PlumbLint

/// The error-severity lint findings a recording wrote into lint baselines that did not hold them — known from then
/// on, so no later check fails on them — or refused to write (`SnapshotTolerance.recordsLintErrors` false), grouped
/// as `plumb lint` groups findings: one group per spec, kind and nodes, with the environments where it holds.
///
/// A recording that baselines a defect without a word hides it for good, so `plumb record` and PlumbTesting's
/// failure message print these groups (docs/cli.md, "plumb record").
public struct RecordedLintErrors: Sendable {
    /// One spec's finding of one kind on the same nodes, in every environment where it holds.
    public struct Group: Sendable, Hashable {
        public var spec: String
        public var kind: String
        public var nodes: [String]
        /// The environments' labels (`375w-ax5`), in report order.
        public var labels: [String]
        /// The first environment's message, standing for the group.
        public var message: String
        /// Where the first node is written (`screens/card.yaml:12:7`), when it came from a spec file.
        public var source: String?
    }

    /// Whether these findings were refused (not recorded) rather than recorded as known.
    public var refused: Bool
    public private(set) var groups: [Group] = []
    /// How many findings the groups hold, counted once per environment.
    public private(set) var count = 0
    /// How many environments hold at least one of them.
    public private(set) var environments = 0

    /// The new error findings of the environments `report` recorded (`refused` false) or refused to record (true).
    public init(_ report: SnapshotReport, refused: Bool) {
        self.refused = refused
        for verdict in report.environments {
            let wanted =
                refused ? (verdict.outcome == .failed && verdict.status == .newLint) : verdict.outcome == .recorded
            guard wanted else { continue }
            let errors = verdict.newLintErrors
            if !errors.isEmpty { environments += 1 }
            for record in errors {
                count += 1
                let nodes = record.nodes
                if let index = groups.firstIndex(where: {
                    $0.spec == verdict.spec && $0.kind == record.kind && $0.nodes == nodes
                }) {
                    groups[index].labels.append(verdict.key.label)
                } else {
                    groups.append(
                        Group(
                            spec: verdict.spec, kind: record.kind, nodes: nodes, labels: [verdict.key.label],
                            message: record.message, source: record.source))
                }
            }
        }
    }

    /// How many labels a group names before "and N more".
    static let labelsShown = 12

    /// The groups as `plumb lint` prints them, then one line that says what became of them; empty when none.
    public var lines: [String] {
        guard count > 0 else { return [] }
        var lines: [String] = []
        for group in groups {
            var labels = group.labels.prefix(Self.labelsShown).joined(separator: " ")
            if group.labels.count > Self.labelsShown { labels += " and \(group.labels.count - Self.labelsShown) more" }
            lines.append("\(group.spec)  \(group.kind)  \(group.nodes.joined(separator: ", "))  at \(labels)")
            lines.append("    \(group.labels[0]): " + group.message.replacingOccurrences(of: "\n", with: "\n    "))
            let node = group.nodes.first ?? "the root"
            let place = group.source.map { " at \($0)" } ?? ""
            lines.append(
                "    by design? add `lints: {\(group.kind): warning}` to node \(node.debugDescription)\(place)")
        }
        let findings = LintMessages.errorCount(count)
        let groupsText = "\(groups.count) group\(groups.count == 1 ? "" : "s")"
        let environmentsText = "\(environments) environment\(environments == 1 ? "" : "s")"
        if refused {
            lines.append(
                "\(findings) in \(groupsText) not recorded (--fail-on-lint): \(environmentsText) kept \(environments == 1 ? "its" : "their") old baseline or none; "
                    + "fix the layout, or add the `lints:` line above where it is by design")
        } else {
            lines.append(
                "\(findings) in \(groupsText) (\(environmentsText)) became known findings in the lint baselines: "
                    + "plumb check will not fail on them; fix the layout and record again, or record with "
                    + "--fail-on-lint to refuse them")
        }
        return lines
    }
}

extension EnvironmentVerdict {
    /// The error findings not in the environment's lint baseline before this run (every error when it had none).
    public var newLintErrors: [LintRecord] {
        let errors = lints.filter(\.isError)
        guard let changes = lintChanges else { return errors }
        let new = Set(changes.new)
        return errors.filter { new.contains($0.key) }
    }
}
