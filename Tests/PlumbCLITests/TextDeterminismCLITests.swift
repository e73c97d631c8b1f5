import Foundation
import Testing

/// The same input gives the same output in every run of `plumb`, however many worker threads it has: each worker's
/// measurer meets Pango's font metrics at its own moment (`ApproximateCharWidths`).
///
/// The case is docs/examples/stats-row.yaml at AX4 in two environments, which two workers lay out at once: its
/// "Followers" (38 pt in a 114 pt column) broke "Follow|ers", a line wider than its column reported as
/// `clippedText`, in one of them in about half the runs.
@Suite struct TextDeterminismCLITests {
    static let statsRow = LintDirectionParityCLITests.examples.appendingPathComponent("stats-row.yaml").path

    @Test func theStatsRowLintsTheSameInEveryRun() throws {
        var outputs: Set<String> = []
        for _ in 0..<10 {
            let run = try PlumbProcess.run([
                "lint", Self.statsRow, "--width", "390,390.5", "--category", "ax4", "--json",
            ])
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            #expect(!run.stdout.contains("clippedText"), "\(run.stdout)")
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1)
    }

    @Test func theStatsRowRendersTheSameBytesWithOneOrTwoWorkers() throws {
        let folder = try TemporaryFolder()
        var outputs: [[String: Data]] = []
        for (index, jobs) in ["1", "2", "2", "2"].enumerated() {
            let out = folder.url.appendingPathComponent("out\(index)")
            let run = try PlumbProcess.run([
                "render", Self.statsRow, "--width", "390,390.5", "--category", "ax4", "--direction", "ltr,rtl",
                "--jobs", jobs, "-o", out.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            var files: [String: Data] = [:]
            for name in FileManager.default.enumerator(atPath: out.path)!.allObjects as! [String]
            where name.hasSuffix(".png") || name.hasSuffix(".json") {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            outputs.append(files)
        }
        #expect(outputs[0].count == 2 * 2 * 2, "2 widths × 2 directions × (png + json)")
        for other in outputs.dropFirst() { #expect(other == outputs[0]) }
    }
}
