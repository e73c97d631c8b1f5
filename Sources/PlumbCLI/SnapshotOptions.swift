import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSnapshot

/// The flags `record` and `check` share: specs and matrix, baselines folder, shard, workers.
struct SnapshotTargetOptions: ParsableArguments {
    @Argument(help: "Spec files, folders of specs, gallery:NAME or gallery:all (the default: the whole gallery).")
    var specs: [String] = []

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(name: .long, help: "The baselines folder.")
    var baselines: String = BaselineStore.defaultRoot

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run only shard I of N (round-robin over the sorted spec × environment list).", valueName: "I/N"))
    var shard: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here).",
            valueName: "N"))
    var jobs: Int?

    @OptionGroup var lintOptions: LintOptions

    /// The subjects of the SPEC arguments (no SPEC: the whole gallery), each in its matrix with the flags applied.
    func subjects() throws -> [Subject] {
        try matrixOptions.subjects(specs.isEmpty ? ["gallery:all"] : specs)
    }

    func parsedShard() throws -> Shard {
        guard let shard else { return .whole }
        return try Shard(parsing: shard)
    }

    func validatedJobs() throws -> Int {
        guard let jobs else { return ProcessInfo.processInfo.activeProcessorCount }
        guard jobs >= 1 else { throw CLIFailure.badInput("--jobs \(jobs) must be at least 1") }
        return jobs
    }
}

/// The comparison and output flags of `check`.
struct SnapshotCheckOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compare pixels with pixelmatch's colour threshold, 0 to 1 (smaller is stricter). Default: exact pixels when the renderer matches the baselines', 0.1 when it differs; PLUMB_THRESHOLD sets it for CI.",
            valueName: "T"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(name: .customLong("max-pixels"), help: "Differing pixels allowed per environment (default 0).")
    var maxPixels: Int?

    @Option(name: .customLong("max-density"), help: "Differing pixels allowed in any N×N window (see --window).")
    var maxDensity: Int?

    @Option(name: .long, help: "The side N of the density window, in pixels.")
    var window: Int = 8

    @Flag(name: .customLong("ignore-lints"), help: "Report lint findings without failing on them.")
    var ignoreLints = false

    @Flag(
        name: .customLong("no-accessibility"),
        help: "Leave accessibility snapshots (<label>.accessibility.json) out: neither compared nor written.")
    var noAccessibility = false

    @Option(name: .long, help: "Write actual, expected and diff images, report.json and report.html here.")
    var artifacts: String?

    @Option(name: .long, help: "Write the JSON report (docs/cli.md) to this file.")
    var json: String?

    @Option(name: .long, help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a GitHub-flavoured Markdown summary to this file (e.g. $GITHUB_STEP_SUMMARY).", valueName: "FILE"))
    var summary: String?

    func tolerance(
        lints: [String: LintSeverity] = [:], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotTolerance {
        var threshold = self.threshold
        var source = "--threshold"
        if threshold == nil, let text = environment["PLUMB_THRESHOLD"], !text.isEmpty {
            guard let value = Double(text) else {
                throw CLIFailure.badInput("PLUMB_THRESHOLD \(text.debugDescription) is not a number between 0 and 1")
            }
            threshold = value
            source = "PLUMB_THRESHOLD"
        }
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw CLIFailure.badInput("\(source) \(formatNumber(threshold)) must be between 0 and 1")
        }
        guard window >= 1 else { throw CLIFailure.badInput("--window \(window) must be at least 1") }
        if let maxPixels, maxPixels < 0 { throw CLIFailure.badInput("--max-pixels \(maxPixels) cannot be negative") }
        if let maxDensity, maxDensity < 0 {
            throw CLIFailure.badInput("--max-density \(maxDensity) cannot be negative")
        }
        return SnapshotTolerance(
            threshold: threshold, includeAA: includeAA, maxDifferentPixels: maxPixels, maxDensity: maxDensity,
            densityWindow: window, failOnLints: !ignoreLints, lints: lints, accessibility: noAccessibility ? .off : .on)
    }
}
