import ArgumentParser
import Foundation
import PlumbSnapshot

/// `plumb check [SPEC…|DIR]`: renders every spec × environment and compares it with its baseline in memory —
/// pixels, frames and lints, each reported separately. Exit 0 all pass, 1 any failure or new baseline, 2 bad input.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs against their baselines: pixels, frames and lints per environment.",
        discussion: """
            SPEC is a spec file, a folder of specs, gallery:NAME or gallery:all (no SPEC: the whole gallery).
            Record modes (--record, else PLUMB_RECORD, else missing): missing records absent baselines and still \
            fails; failed also overwrites failing ones; all overwrites every one; never writes nothing (for CI).
            Nothing is written for an environment that passes. Pixels are compared exactly when the renderer matches \
            the baselines' (--threshold for pixelmatch's tolerance). Lints fail only when new: each baseline holds \
            its findings (<label>.lints.json); set severities with --lint KIND=SEVERITY or a spec's lints:. What \
            VoiceOver reads is compared with <label>.accessibility.json (a change is "accessibility changed"; one \
            missing in an older suite is written, or noted under never, and never fails; --no-accessibility skips it). Orphaned \
            files inside the checked specs' baseline folders are listed (plumb prune SPEC… removes them).
            Exit codes: 0 every environment passed, 1 a failure or a newly recorded baseline, 2 bad input.
            """
    )

    @OptionGroup var target: SnapshotTargetOptions
    @OptionGroup var checkOptions: SnapshotCheckOptions

    @Option(
        name: .long,
        help: ArgumentHelp("missing, all, failed or never (default: PLUMB_RECORD, else missing).", valueName: "MODE"))
    var record: String?

    func run() throws {
        let mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment).get()
        let report = try SnapshotCommandRun.run(target: target, options: checkOptions, mode: mode, verb: "checking")
        SnapshotPrinter.printCheck(report, artifacts: checkOptions.artifacts)
        if !report.passed { throw FindingsFailed() }
    }
}

/// What `check` and `record` share: validate every flag and spec, run, write the requested reports.
enum SnapshotCommandRun {
    static func run(
        target: SnapshotTargetOptions, options: SnapshotCheckOptions, mode: RecordMode, verb: String,
        recordsLintErrors: Bool = true
    ) throws -> SnapshotReport {
        var tolerance = try options.tolerance(
            lints: target.lintOptions.severities(), contrast: target.lintOptions.contrast())
        tolerance.recordsLintErrors = recordsLintErrors
        let jsonReport = try options.jsonReportPath()
        let workers = try target.validatedJobs()
        let shard = try target.parsedShard()
        let shardTimings = try target.parsedShardTimings { printToStderr($0) }
        let subjects = try target.subjects()
        let progress = ProgressLine.make(verb: verb)
        var onProgress: (@Sendable (Int, Int) -> Void)?
        if let progress { onProgress = { finished, total in progress.update(finished, of: total) } }
        var run = SnapshotRun(
            subjects: subjects, store: BaselineStore(rootPath: target.baselines), mode: mode, tolerance: tolerance,
            shard: shard, artifacts: options.artifacts.map { ArtifactStore(rootPath: $0) }, workers: workers,
            progress: onProgress)
        run.programName = ProgramName.current()
        run.shardTimings = shardTimings
        run.onLockWait = { printToStderr($0) }
        let report: SnapshotReport
        do { report = try run.run() } catch {
            progress?.finish()
            throw error
        }
        progress?.finish()
        try writeReports(
            report, json: jsonReport, junit: options.junit, summary: options.summary, artifacts: options.artifacts)
        return report
    }

    static func writeReports(
        _ report: SnapshotReport, json: String?, junit: String?, summary: String? = nil, artifacts: String? = nil
    ) throws {
        let markdown =
            summary.map { _ in Data(MarkdownSummary.markdown(for: report, artifacts: artifacts).utf8) } ?? Data()
        for (path, data) in [
            (json, report.jsonData), (junit, Data(JUnitReport.xml(for: report).utf8)), (summary, markdown),
        ] {
            guard let path else { continue }
            try AtomicFileWriter.write(data, to: path, content: "the report")
        }
    }
}
