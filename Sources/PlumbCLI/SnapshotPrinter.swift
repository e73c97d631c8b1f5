import PlumbSnapshot

/// Prints what `check`, `merge-reports` and `record` found: problems first, each with the command that fixes it,
/// then orphans, then a summary line.
enum SnapshotPrinter {
    static func printCheck(_ report: SnapshotReport, artifacts: String?) {
        for spec in report.specs where !spec.fingerprintNotes.isEmpty {
            print("note  \(spec.name): renderer differs from the baselines': " + spec.fingerprintNotes.joined(separator: "; "))
        }
        for verdict in report.problems {
            let tag = verdict.outcome == .recorded ? "NEW " : "FAIL"
            print("\(tag)  \(verdict.spec)  \(verdict.key.label)")
            for message in verdict.messages { print("      " + message) }
            if verdict.outcome == .failed {
                if let files = verdict.artifacts, let artifacts {
                    print("      actual: \(artifacts)/\(files.actual)" + (files.diff.map { "  diff: \(artifacts)/\($0)" } ?? ""))
                }
                print("      re-record: \(verdict.recordCommand)")
            }
        }
        for orphan in report.orphans { print("orphan  \(orphan)  (no spec × environment produces it; plumb prune removes it)") }
        let s = report.summary
        print("\(s.environments) environment\(s.environments == 1 ? "" : "s"): \(s.passed) passed, \(s.failed) failed, \(s.recorded) recorded")
        if let artifacts, !report.passed {
            print("report: \(artifacts)/report.html")
            if s.failed > 0 { print("accept every failure: plumb accept \(artifacts)") }
        }
    }

    /// One line per spec folder with new baselines, one per changed baseline, then the totals.
    static func printRecord(_ report: SnapshotReport) {
        var new = 0, changed = 0
        for spec in report.specs {
            let verdicts = report.environments.filter { $0.key.folder == spec.folder }
            let fresh = verdicts.filter { $0.pixels == nil || $0.frames == nil }
            new += fresh.count
            if !fresh.isEmpty {
                print("new      \(report.baselines)/\(spec.folder)/  \(fresh.count) of \(verdicts.count): " + fresh.map(\.key.label).joined(separator: " "))
            }
            for verdict in verdicts where !fresh.contains(verdict) && !(verdict.pixels!.passed && verdict.frames!.passed) {
                changed += 1
                let what = verdict.messages.filter { $0.hasPrefix("pixels") || $0.hasPrefix("frames") }
                print("changed  \(verdict.baseline)  (" + what.joined(separator: "; ") + ")")
            }
        }
        for orphan in report.orphans { print("orphan   \(orphan)  (plumb prune removes it)") }
        let total = report.summary.environments
        print("\(total) baseline\(total == 1 ? "" : "s") recorded in \(report.baselines): \(new) new, \(changed) changed, \(total - new - changed) unchanged")
    }
}
