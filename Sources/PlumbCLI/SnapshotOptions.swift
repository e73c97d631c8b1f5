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

    @Option(name: .long, help: ArgumentHelp("The baselines folder.", valueName: "DIR"))
    var baselines: String = BaselineStore.defaultRoot

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run only shard I of N of the sorted spec × environment list, the shards balanced by cost (see --shard-timings).",
            valueName: "I/N"))
    var shard: String?

    @Option(
        name: .customLong("shard-timings"),
        help: ArgumentHelp(
            "Balance --shard by the seconds each environment took in an earlier run: the timings.json that plumb merge-reports writes (a missing file balances by an estimate, with a note).",
            valueName: "FILE"))
    var shardTimings: String?

    @OptionGroup var jobsOption: JobsOption

    @OptionGroup var lintOptions: LintOptions

    /// The subjects of the SPEC arguments (no SPEC: the whole gallery), each in its matrix with the flags applied.
    func subjects() throws -> [Subject] {
        try matrixOptions.subjects(specs.isEmpty ? ["gallery:all"] : specs)
    }

    func parsedShard() throws -> Shard {
        guard let shard else { return .whole }
        return try Shard(parsing: shard)
    }

    func validatedJobs() throws -> Int { try jobsOption.workers() }

    /// The timings `--shard-timings` names, or `nil` without the flag or when the file does not exist yet (a CI
    /// cache's first run), which `note` is told.
    ///
    /// - Throws: `ShardTimingsError` when the file exists but cannot be read or is not timings.
    func parsedShardTimings(note: (String) -> Void) throws -> ShardTimings? {
        guard let shardTimings else { return nil }
        guard FileManager.default.fileExists(atPath: shardTimings) else {
            note(
                "note: \(shardTimings) does not exist yet; shards are balanced by an estimate of each environment's cost"
            )
            return nil
        }
        return try ShardTimings(contentsOf: shardTimings)
    }
}

/// The comparison and output flags of `check`.
struct SnapshotCheckOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Compare pixels with pixelmatch's colour threshold, 0 to 1 (smaller is stricter). Default: exact pixels when the renderer matches the baselines' (plumb diff's 0.1 is for images from anywhere), 0.1 when it differs; PLUMB_THRESHOLD sets it for CI.",
            valueName: "T"))
    var threshold: Double?

    @OptionGroup var pixelTolerance: PixelToleranceOptions

    @Option(
        name: .customLong("max-different-pixels"),
        help: ArgumentHelp("Differing pixels allowed per environment (default 0).", valueName: "N"))
    var maxDifferentPixels: Int?

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp("Deprecated: use --max-different-pixels.", valueName: "N", visibility: .hidden))
    var deprecatedMaxPixels: Int?

    @Flag(name: .customLong("ignore-lints"), help: "Report lint findings without failing on them.")
    var ignoreLints = false

    @Flag(
        name: .customLong("no-accessibility"),
        help: "Leave accessibility snapshots (<label>.accessibility.json) out: neither compared nor written.")
    var noAccessibility = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write actual, expected and diff images, report.json and report.html here.", valueName: "DIR"))
    var artifacts: String?

    @Option(
        name: .customLong("json-report"),
        help: ArgumentHelp("Write the JSON report (docs/cli.md) to this file.", valueName: "FILE"))
    var jsonReport: String?

    @Option(
        name: .customLong("json"),
        help: ArgumentHelp("Deprecated: use --json-report.", valueName: "FILE", visibility: .hidden))
    var deprecatedJSON: String?

    @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "FILE"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a GitHub-flavoured Markdown summary to this file (e.g. $GITHUB_STEP_SUMMARY).", valueName: "FILE"))
    var summary: String?

    /// The JSON report's path: `--json-report`, else the deprecated `--json` with its notice.
    func jsonReportPath() throws -> String? {
        try DeprecatedFlag.checkJSON.value(jsonReport, alias: deprecatedJSON)
    }

    func tolerance(
        lints: [String: LintSeverity] = [:], contrast: ContrastLevel = .platform,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotTolerance {
        var threshold = self.threshold
        var source = "--threshold"
        if threshold == nil, let text = environment["PLUMB_THRESHOLD"], !text.isEmpty {
            guard let value = Double(text) else {
                throw UsageError.badValue(flag: "PLUMB_THRESHOLD", value: text, isNot: "a number between 0 and 1")
            }
            threshold = value
            source = "PLUMB_THRESHOLD"
        }
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw UsageError.outOfRange(flag: source, value: formatNumber(threshold), mustBe: "between 0 and 1")
        }
        try pixelTolerance.checkValues()
        let maxPixels = try DeprecatedFlag.checkMaxPixels.value(maxDifferentPixels, alias: deprecatedMaxPixels)
        if let maxPixels, maxPixels < 0 {
            throw UsageError.negative(
                flag: DeprecatedFlag.checkMaxPixels.spelling(aliasGiven: deprecatedMaxPixels != nil), value: maxPixels)
        }
        return SnapshotTolerance(
            threshold: threshold, includeAA: pixelTolerance.includeAA, maxDifferentPixels: maxPixels,
            maxDensity: pixelTolerance.maxDensity, densityWindow: pixelTolerance.window, failOnLints: !ignoreLints,
            lints: lints, accessibility: noAccessibility ? .off : .on, contrast: contrast)
    }
}
