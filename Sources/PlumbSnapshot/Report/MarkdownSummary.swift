import Foundation

/// A check's summary as GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` (`--summary FILE`): the counts per
/// status, then a table of the environments to review (changed first), each linking to its files inside the
/// artifacts folder.
public enum MarkdownSummary {
    /// The most environments listed; the rest are counted (a step summary is limited to 1 MiB).
    public static let listLimit = 200

    /// - Parameter artifacts: the artifacts folder as given to the check, for the links; `nil` for no links. Inside
    ///   the folder the run started in it is named relative to it (`PrintedPath`), as the CI's checkout is not yours.
    public static func markdown(for report: SnapshotReport, artifacts: String?) -> String {
        let artifacts = artifacts.map { PrintedPath.relative($0) }
        var text =
            "## plumb check: "
            + (report.passed
                ? "passed"
                : "\(report.problems.count + report.environments.count { $0.status == .fixedLint && $0.outcome == .passed }) to review")
            + "\n\n"
        text += "| status | environments |\n|---|---:|\n"
        for (status, count) in report.statusCounts { text += "| \(status.rawValue) | \(count) |\n" }
        text += "| **total** | **\(report.summary.environments)** |\n\n"
        let review = report.environments.filter { $0.status != .passed }.sorted {
            ($0.status, $0.key) < ($1.status, $1.key)
        }
        if !review.isEmpty {
            text += "| status | spec | environment | what | files |\n|---|---|---|---|---|\n"
            for verdict in review.prefix(listLimit) {
                let what = verdict.headline ?? ""
                text +=
                    "| \(verdict.status.rawValue) | \(cell(verdict.spec)) | \(cell(verdict.key.label)) | \(cell(String(what.prefix(160)))) | \(links(verdict, artifacts: artifacts)) |\n"
            }
            if review.count > listLimit { text += "\n…and \(review.count - listLimit) more in report.html.\n" }
            text += "\n"
        }
        if let artifacts {
            text += "Report: [`\(cell(artifacts))/report.html`](\(link(artifacts + "/report.html"))). "
            if report.summary.failed > 0 {
                let accept = report.acceptProgram + " " + artifacts + report.baselinesFlag
                text += "Accept every failure: `\(cell(accept))`."
            }
            text += "\n"
        }
        return text
    }

    private static func links(_ verdict: EnvironmentVerdict, artifacts: String?) -> String {
        guard let artifacts, let files = verdict.artifacts else { return "" }
        var parts = ["[actual](\(link(artifacts + "/" + files.actual)))"]
        if let expected = files.expected { parts.append("[expected](\(link(artifacts + "/" + expected)))") }
        if let diff = files.diff { parts.append("[diff](\(link(artifacts + "/" + diff)))") }
        if verdict.accessibilityChanged, let image = files.actualAccessibilityImage {
            parts.append("[accessibility](\(link(artifacts + "/" + image)))")
        }
        return parts.joined(separator: " ")
    }

    /// Text safe inside a table cell: no pipes, newlines, or Markdown/HTML markup characters.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "`": out += "'"
            case "[", "]", "*", "_": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// A relative link target with spaces and parentheses percent-encoded.
    static func link(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
            .replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29")
    }
}
