import ArgumentParser
import Foundation

/// `--jobs N`, declared once for every verb that runs on worker threads: one per core unless given, and the output
/// never depends on it (docs/flags.md).
struct JobsOption: ParsableArguments {
    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp(
            "Worker threads (default: one per core, \(ProcessInfo.processInfo.activeProcessorCount) here); the output does not depend on it.",
            valueName: "N"))
    var value: Int?

    /// The worker threads asked for, else one per core.
    ///
    /// - Throws: `UsageError.outOfRange` for fewer than one.
    func workers() throws -> Int {
        guard let value else { return ProcessInfo.processInfo.activeProcessorCount }
        guard value >= 1 else { throw UsageError.outOfRange(flag: "--jobs", value: "\(value)", mustBe: "at least 1") }
        return value
    }
}
