import PlumbSnapshot

/// Prints what `check`, `merge-reports` and `record` found: environments to review, changed first, each with the
/// way out that fits it (accept or re-record for pixels and frames; fix the layout or a `lints:` line for a lint),
/// then orphans, then the summary line with a count per status.
enum SnapshotPrinter {
    static func printCheck(_ report: SnapshotReport, artifacts: String?) {
        for spec in report.specs { if let note = spec.fingerprintReplaced { print("note  " + note) } }
        for spec in report.specs where !spec.fingerprintNotes.isEmpty {
            print(
                "note  \(spec.name): renderer differs from the baselines': "
                    + spec.fingerprintNotes.joined(separator: "; "))
        }
        // Environments to review, one group of identical changes at a time (changed first): the first few in full,
        // the rest named on one line, so thousands of identical failures stay readable.
        for group in ChangeGroups(report).groups {
            for verdict in group.verdicts.prefix(blocksPerGroup) {
                printBlock(verdict, artifacts: artifacts, baselinesFlag: report.baselinesFlag)
            }
            let rest = group.verdicts.dropFirst(blocksPerGroup)
            guard !rest.isEmpty else { continue }
            let labels = rest.prefix(24).map(\.key.label).joined(separator: " ") + (rest.count > 24 ? " …" : "")
            print(
                "      … and \(rest.count) more \(group.status.rawValue) in \(group.spec) with the same change: \(labels)"
            )
        }
        // Unchanged environments are shown only when recorded (`--record all`) or for the findings `--ignore-lints`
        // keeps from failing them.
        for verdict in report.environments
        where verdict.status == .passed && (verdict.outcome != .passed || verdict.hasNewLintErrors) {
            printBlock(verdict, artifacts: artifacts, baselinesFlag: report.baselinesFlag)
        }
        for orphan in report.orphans {
            print(
                "orphan  \(orphan)  (no environment of the checked specs produces it; plumb prune with the same specs removes it)"
            )
        }
        if let note = report.accessibilityNote { print("note  " + note) }
        print(report.summaryLine)
        if let artifacts, !report.passed {
            print("report: \(artifacts)/report.html")
            if report.environments.contains(where: { $0.outcome == .failed && $0.baselineChanged }) {
                print(
                    "accept every failure: \(ProgramName.current()) accept \(PrintedPath.relative(artifacts))"
                        + report.baselinesFlag)
            }
        }
    }

    /// How many environments of a group of identical changes are printed in full.
    static let blocksPerGroup = 3

    /// One environment: its status, messages, files and the way out that fits it.
    static func printBlock(_ verdict: EnvironmentVerdict, artifacts: String?, baselinesFlag: String = "") {
        let tag = verdict.outcome == .recorded ? "NEW " : (verdict.outcome == .failed ? "FAIL" : "note")
        print("\(tag)  \(verdict.spec)  \(verdict.key.label)  [\(verdict.status.rawValue)]")
        for message in verdict.messages { print("      " + message) }
        guard verdict.outcome == .failed else { return }
        if let files = verdict.artifacts, let artifacts {
            print(
                "      actual: \(artifacts)/\(files.actual)" + (files.diff.map { "  diff: \(artifacts)/\($0)" } ?? ""))
            if verdict.accessibilityChanged, let image = files.actualAccessibilityImage {
                print("      accessibility: \(artifacts)/\(image)")
            }
        }
        if let artifacts, verdict.artifacts != nil {
            print(
                "      accept: \(ProgramName.current()) accept \(PrintedPath.relative(artifacts)) --only \(verdict.id)"
                    + baselinesFlag)
        }
        // A new lint is fixed in the layout or the spec (its message says how); re-recording would only hide it.
        if verdict.baselineChanged && verdict.status != .newLint { print("      re-record: \(verdict.recordCommand)") }
    }

    /// How many changed nodes the `changed` line of `record` names before "and N more" (all with `--verbose`).
    static let changedNodesShown = 3

    /// How many `changed` lines `record` prints per spec before "and N more" (all with `--verbose`).
    static let changedLinesShown = 10

    /// One line per spec folder with new baselines (their count; `--verbose` names them), one short line per changed
    /// baseline (the first `changedLinesShown` of a spec; `--verbose` all), then the totals: a matrix of thousands
    /// of environments prints a screenful, not a line of thousands of names.
    static func printRecord(_ report: SnapshotReport, verbose: Bool = false) {
        var new = 0, changed = 0
        for spec in report.specs { if let note = spec.fingerprintReplaced { print("note     " + note) } }
        let recorded = Dictionary(grouping: report.environments.filter { $0.outcome == .recorded }, by: \.key.folder)
        for spec in report.specs {
            let verdicts = recorded[spec.folder] ?? []
            let fresh = verdicts.filter { $0.pixels == nil || $0.frames == nil }
            new += fresh.count
            if !fresh.isEmpty {
                print(
                    "new      \(report.baselines)/\(spec.folder)/  \(fresh.count) of \(verdicts.count)"
                        + (verbose ? ": " + fresh.map(\.key.label).joined(separator: " ") : ""))
            }
            let changes = verdicts.filter {
                $0.pixels != nil && $0.frames != nil
                    && (!($0.pixels!.passed && $0.frames!.passed) || $0.accessibilityChanged)
            }
            changed += changes.count
            if !verbose && changes.count > changedLinesShown {
                print(
                    "changed  \(report.baselines)/\(spec.folder)/  \(changes.count) of \(verdicts.count); the first "
                        + "\(changedLinesShown) (--verbose lists them all):")
            }
            for verdict in verbose ? changes[...] : changes.prefix(changedLinesShown) {
                // An accessibility-only change names the file that changed.
                let path =
                    verdict.pixelsOrFramesChanged
                    ? verdict.baseline
                    : String(verdict.baseline.dropLast(".png".count)) + BaselineStore.accessibilitySuffix
                print("changed  \(path)  (" + changeSummary(verdict) + ")")
                if verbose {
                    for message in verdict.messages(about: [.pixels, .frames, .accessibility]) {
                        print("         " + message)
                    }
                }
            }
        }
        let accessibility = report.environments.filter {
            $0.accessibility?.baseline == .recorded && $0.pixels != nil && $0.frames != nil
        }
        if !accessibility.isEmpty {
            print(
                "new      \(accessibility.count) accessibility baseline\(accessibility.count == 1 ? "" : "s") (\(BaselineStore.accessibilitySuffix)) beside existing ones"
            )
        }
        for orphan in report.orphans { print("orphan   \(orphan)  (plumb prune with the same specs removes it)") }
        // Error findings a recording makes known are said out loud; refused ones (--fail-on-lint) too.
        for refused in [false, true] {
            for line in RecordedLintErrors(report, refused: refused).lines { print(line) }
        }
        let total = report.environments.count { $0.outcome == .recorded }
        let refused = report.environments.count - total
        print(
            "\(total) baseline\(total == 1 ? "" : "s") recorded in \(report.baselines): \(new) new, \(changed) changed, \(total - new - changed) unchanged"
                + (refused == 0 ? "" : "; \(refused) not recorded (--fail-on-lint)")
        )
    }

    /// `12 px differ; 3 nodes changed: title, subtitle, badge and 2 more`.
    static func changeSummary(_ verdict: EnvironmentVerdict) -> String {
        var parts: [String] = []
        if let pixels = verdict.pixels, !pixels.passed {
            parts.append(
                pixels.expectedSize == pixels.actualSize
                    ? "\(pixels.differentPixels) px differ"
                    : "size \(pixels.expectedSize.width)×\(pixels.expectedSize.height) → \(pixels.actualSize.width)×\(pixels.actualSize.height)"
            )
        }
        if let frames = verdict.frames, !frames.passed {
            let nodes = frames.nodes
            var text =
                "\(nodes.count) node\(nodes.count == 1 ? "" : "s") changed: "
                + nodes.prefix(changedNodesShown).joined(separator: ", ")
            if nodes.count > changedNodesShown {
                text += " and \(nodes.count - changedNodesShown) more (--verbose lists them)"
            }
            parts.append(text)
        }
        if let accessibility = verdict.accessibility, !accessibility.passed {
            let count = accessibility.changes.count
            parts.append("VoiceOver reads it differently: \(count) change\(count == 1 ? "" : "s")")
        }
        return parts.joined(separator: "; ")
    }
}
