import PlumbSnapshot

/// Why a layout snapshot did not pass, in words a test log can show, with the run's report when there was one.
public struct LayoutSnapshotFailure: Error, Sendable, CustomStringConvertible {
    /// What failed, where the artifacts are, and how to re-record.
    public var message: String
    /// The snapshot run's report; `nil` when the run could not start (a bad spec, a bad `PLUMB_RECORD`).
    public var report: SnapshotReport?
    /// The folder holding actual, expected and diff images and `report.html`, when images were written.
    public var artifactsFolder: String?

    public var description: String { message }

    init(message: String, report: SnapshotReport?) {
        self.message = message
        self.report = report
    }

    /// The message for a finished run that recorded or failed something.
    init(report: SnapshotReport, artifactsFolder: String?, location: SnapshotLocation) {
        self.report = report
        self.artifactsFolder = artifactsFolder
        var lines: [String] = []
        let failed = report.environments.filter { $0.outcome == .failed }
        let recorded = report.environments.filter { $0.outcome == .recorded }
        let total = report.summary.environments
        if !failed.isEmpty {
            lines.append("Layout snapshot \"\(location.folder)\" failed in \(failed.count) of \(total) environments:")
            for verdict in failed {
                lines.append("  \(verdict.key.label) (\(verdict.status.rawValue)):")
                for message in verdict.messages { lines.append("    " + message) }
            }
        }
        if !recorded.isEmpty {
            let files = recorded.map(\.key.label).joined(separator: ", ")
            lines.append(
                "Recorded \(recorded.count) baseline\(recorded.count == 1 ? "" : "s") in \(location.baselines)/\(location.folder)/ (\(files))."
            )
            lines.append("The test fails until they are reviewed and committed; run it again to compare against them.")
            // Error findings that became known with these baselines: no later run fails on them, so say so now.
            lines += RecordedLintErrors(report, refused: false).lines
        }
        if let artifactsFolder, !failed.isEmpty {
            lines.append("Artifacts (actual, expected, diff, report.html): \(artifactsFolder)/report.html")
            lines.append(
                "Accept these actuals without re-rendering: swift run plumb accept \(PrintedPath.relative(artifactsFolder))"
                    + " --baselines \(PrintedPath.relative(location.baselines))"
            )
            // A new lint is fixed in the layout or with a `lints:` severity (its message says which line); recording
            // again would only hide it, so only pixel and frame changes get the re-record hint.
            if failed.contains(where: { $0.baselineChanged && $0.status != .newLint }) {
                lines.append(
                    "Or re-record: PLUMB_RECORD=failed swift test --filter \(location.testFilter), or pass record: .failed"
                )
            }
        }
        message = lines.joined(separator: "\n")
    }
}
