import Foundation
import Testing

/// `plumb record` never baselines an error finding without a word: it prints the error findings it makes known,
/// grouped as `plumb lint` groups them, and `--fail-on-lint` refuses to record those environments (exit 1), while
/// findings already in a lint baseline stay known (docs/cli.md, "plumb record").
@Suite struct RecordLintErrorsCLITests {
    /// A settings row whose one-line-high label clips at accessibility sizes (an error by default).
    static let settings = LintBaselineCLITests.settings("Wi-Fi")

    static let matrix = ["--width", "320,375", "--category", "l,ax3"]

    @Test func recordingPrintsTheErrorFindingsItMakesKnownGroupedAsLintDoes() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("settings.yaml", Self.settings)
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let record = try PlumbProcess.run(["record", spec] + Self.matrix + ["--baselines", baselines])
        #expect(record.status == 0, "without --fail-on-lint a record still records: \(record.stderr)")
        let lines = record.stdout.components(separatedBy: "\n")
        #expect(lines.contains("settings-row  clippedText  label  at 320w-ax3 375w-ax3"), "\(record.stdout)")
        #expect(
            lines.contains("    by design? add `lints: {clippedText: warning}` to node \"label\" at \(spec):9:7"),
            "\(record.stdout)")
        #expect(
            lines.contains {
                $0.hasPrefix("2 error findings in 1 group (2 environments) became known findings in the lint baselines")
            }, "\(record.stdout)")
        #expect(lines.contains("4 baselines recorded in \(baselines): 4 new, 0 changed, 0 unchanged"))

        // Recorded again, the findings are in the lint baselines already: nothing new is made known.
        let again = try PlumbProcess.run(["record", spec] + Self.matrix + ["--baselines", baselines])
        #expect(again.status == 0 && !again.stdout.contains("became known"), "\(again.stdout)")
        // And --fail-on-lint does not refuse findings a baseline already holds.
        let known = try PlumbProcess.run(
            ["record", spec, "--fail-on-lint"] + Self.matrix + ["--baselines", baselines])
        #expect(known.status == 0, "\(known.stdout)")
    }

    @Test func failOnLintRefusesTheEnvironmentsWithNewErrorsAndRecordsTheRest() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("settings.yaml", Self.settings)
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let record = try PlumbProcess.run(
            ["record", spec, "--fail-on-lint"] + Self.matrix + ["--baselines", baselines])
        #expect(record.status == 1, "a refused environment is a finding (exit 1): \(record.stdout) \(record.stderr)")
        let lines = record.stdout.components(separatedBy: "\n")
        #expect(lines.contains("settings-row  clippedText  label  at 320w-ax3 375w-ax3"), "\(record.stdout)")
        #expect(
            lines.contains { $0.hasPrefix("2 error findings in 1 group not recorded (--fail-on-lint)") },
            "\(record.stdout)")
        #expect(
            lines.contains(
                "2 baselines recorded in \(baselines): 2 new, 0 changed, 0 unchanged; 2 not recorded (--fail-on-lint)"),
            "\(record.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: baselines + "/settings-row").sorted()
        #expect(written.contains("320w-l.png") && written.contains("375w-l.lints.json"), "\(written)")
        #expect(
            !written.contains { $0.hasPrefix("320w-ax3") || $0.hasPrefix("375w-ax3") },
            "a refused environment writes no file at all: \(written)")
    }
}
