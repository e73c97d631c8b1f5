import ArgumentParser
import Foundation
import PlumbSnapshot

/// `plumb record [SPEC…|DIR]`: writes the baseline of every spec × environment (PNG, frames JSON, fingerprint).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record baselines: a PNG and a frames JSON per spec × environment, a fingerprint.json per spec.",
        discussion: """
            SPEC is a spec file, a folder of specs, gallery:NAME or gallery:all (no SPEC: the whole gallery).
            Files go to BASELINES/<spec>/<width>w-<category>[@<scale>x][-rtl].png (+ .frames.json, .accessibility.json and .lints.json, the \
            lint findings a check compares against), each written \
            atomically; a killed run leaves every baseline whole, old or new. Prints new and changed baselines.
            Error-severity lint findings a baseline did not hold are printed as plumb lint groups them: they become \
            known findings no check fails on, unless --fail-on-lint refuses to record those environments.
            Exit codes: 0 recorded, 1 an environment refused by --fail-on-lint (the others are recorded), \
            2 bad input or a file that cannot be written.
            """
    )

    @OptionGroup var target: SnapshotTargetOptions

    @Flag(
        name: .long,
        help:
            "Name every new baseline, and list every changed baseline, every changed node and the pixel and frame details of each."
    )
    var verbose = false

    @Flag(
        name: .customLong("fail-on-lint"),
        help:
            "Refuse to record an environment with an error-severity lint finding its lint baseline does not hold (exit 1); the others are recorded."
    )
    var failOnLint = false

    func run() throws {
        let report = try SnapshotCommandRun.run(
            target: target, options: try SnapshotCheckOptions.parse(["--ignore-lints"]), mode: .all, verb: "recording",
            recordsLintErrors: !failOnLint)
        SnapshotPrinter.printRecord(report, verbose: verbose)
        if report.environments.contains(where: { $0.outcome != .recorded }) { throw FindingsFailed() }
    }
}
