import PlumbCore
import PlumbLint

/// The sentences a check says about lint findings: each new error with the two ways out (fix the layout, or the
/// exact `lints:` line to add to the spec), the known ones, the fixed ones. Never "re-record": recording cannot
/// fix a layout, and a designed exception belongs in the spec, where a reviewer sees it.
enum LintMessages {
    /// How a line that continues the one before begins (a new lint's ways out).
    static let detailIndent = "  "

    /// - Parameters:
    ///   - ignored: the run ignores lints (`--ignore-lints`): findings are shown, none fails.
    ///   - hasBaseline: the environment has a lint baseline to say "known" and "fixed" against.
    static func lines(_ lints: LintComparison, ignored: Bool, hasBaseline: Bool) -> [String] {
        var lines: [String] = []
        for lint in lints.new {
            let message = lint.message.replacingOccurrences(of: "\n", with: " ")
            if ignored {
                lines.append("lint \(lint.kind) (ignored) [\(lint.nodes.joined(separator: ", "))]: \(message)")
                continue
            }
            lines.append(
                "new lint \(lint.kind) on \(nodesText(lint))\(lint.source.map { " (\($0))" } ?? ""): \(message)")
            lines.append(detailIndent + "fix the layout, or " + waysOut(lint))
        }
        if !lints.known.isEmpty {
            lines.append(
                "known lint\(lints.known.count == 1 ? "" : "s") (in the lint baseline): "
                    + lints.known.map(\.key).joined(separator: "; "))
        }
        if hasBaseline, !lints.changes.fixed.isEmpty {
            lines.append(
                "fixed lint\(lints.changes.fixed.count == 1 ? "" : "s") (an error in the lint baseline, not one now): "
                    + lints.changes.fixed.joined(separator: "; ")
                    + "; tighten the baseline with plumb accept or plumb record")
        }
        return lines
    }

    /// What a recording says about the error findings it wrote into a lint baseline that did not hold them: from
    /// now on they are known, and no check fails on them. `nil` when there were none.
    static func recordedAsKnown(_ new: [LintRecord]) -> String? {
        guard !new.isEmpty else { return nil }
        return "recorded \(errorCount(new.count)) as known (no check fails on \(new.count == 1 ? "it" : "them")): "
            + new.map(\.key).joined(separator: "; ") + "; fix the layout and record again, or refuse such a "
            + "recording with plumb record --fail-on-lint"
    }

    /// What a recording says when it refused to write a baseline holding new error findings.
    static func refused(_ new: [LintRecord], path: String) -> String {
        "did not record \(path): it has \(errorCount(new.count)) the lint baseline does not hold, and the run "
            + "refuses to record lint errors (--fail-on-lint)"
    }

    /// `1 error finding`, `3 error findings`.
    static func errorCount(_ count: Int) -> String { "\(count) error finding\(count == 1 ? "" : "s")" }

    /// `"title"` or `"a" and "b"`.
    static func nodesText(_ lint: LintRecord) -> String {
        lint.nodes.map(\.debugDescription).joined(separator: " and ")
    }

    /// The spec line that makes this kind a warning on the finding's node, and the run-wide flag.
    static func waysOut(_ lint: LintRecord) -> String {
        let node = lint.nodes.first ?? "the root"
        let place = lint.source.map { " at \($0)" } ?? ""
        return "if this is by design, add `lints: {\(lint.kind): warning}` to node \(node.debugDescription)\(place) "
            + "(or `--lint \(lint.kind)=warning` for the whole run)"
    }
}
