import Foundation
import Testing

/// `--shard-timings`: a sharded check writes the seconds each environment took beside its report, `merge-reports`
/// joins them, and the next run reads them to balance its shards by cost (issue 31.8; docs/ci.md).
@Suite struct ShardTimingsCLITests {
    @Test func shardsWriteTimingsMergeJoinsThemAndTheNextRunIsBalancedByThem() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let specs = [
            "gallery:settings-cell", "gallery:inbox-screen", "--width", "320,414", "--category", "l,ax5",
            "--baselines", baselines, "--record", "never",
        ]
        let record = try PlumbProcess.run(["record"] + specs.dropLast(2))
        try #require(record.status == 0, "\(record.stderr)")
        func shards(_ name: String, _ extra: [String]) throws -> [[String: Double]] {
            try (1...2).map { index in
                let artifacts = folder.url.appendingPathComponent("\(name)-\(index)")
                let run = try PlumbProcess.run(
                    ["check"] + specs + extra + ["--shard", "\(index)/2", "--artifacts", artifacts.path])
                #expect(run.status == 0, "\(run.stderr)")
                return try ShardTimingsFile.seconds(Data(contentsOf: artifacts.appendingPathComponent("timings.json")))
            }
        }
        // No timings file yet (a CI cache's first run): a note, and shards balanced by an estimate.
        let missing = folder.url.appendingPathComponent("cache/timings.json").path
        let first = try shards("first", ["--shard-timings", missing])
        #expect(Set(first[0].keys).isDisjoint(with: first[1].keys))
        let environments = first[0].count + first[1].count
        #expect(environments >= 8, "two specs at two widths and two categories")
        let note = try PlumbProcess.run(["check"] + specs + ["--shard", "1/2", "--shard-timings", missing])
        #expect(note.stderr.contains("does not exist yet; shards are balanced by an estimate"), "\(note.stderr)")

        let merged = folder.url.appendingPathComponent("merged")
        let merge = try PlumbProcess.run(
            ["merge-reports"] + (1...2).map { folder.url.appendingPathComponent("first-\($0)/report.json").path }
                + ["-o", merged.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        let joined = try ShardTimingsFile.seconds(Data(contentsOf: merged.appendingPathComponent("timings.json")))
        #expect(joined.count == environments && joined.values.allSatisfy { $0 > 0 })

        // Timings that make one environment cost as much as all the others together: it gets a shard of its own.
        var skewed = joined.mapValues { _ in 1.0 }
        let costly = try #require(joined.keys.sorted().first)
        skewed[costly] = Double(environments - 1)
        let skewedFile = folder.url.appendingPathComponent("skewed.json")
        let entries = skewed.keys.sorted().map { "\"\($0)\": \(skewed[$0]!)" }.joined(separator: ", ")
        try Data(#"{"version": 1, "seconds": {\#(entries)}}"#.utf8).write(to: skewedFile)
        let balanced = try shards("balanced", ["--shard-timings", skewedFile.path])
        let alone = try #require(balanced.first { $0.keys.contains(costly) })
        #expect(alone.count == 1, "the costliest environment runs alone: \(alone.keys.sorted())")
        #expect(balanced.map(\.count).reduce(0, +) == environments)
    }

    @Test func aDamagedTimingsFileStopsTheRunNamingIt() throws {
        let folder = try TemporaryFolder()
        let bad = folder.url.appendingPathComponent("timings.json")
        try Data(#"{"version": 1, "seconds": {"settings-cell/320w-l": "fast"}}"#.utf8).write(to: bad)
        let run = try PlumbProcess.run(
            [
                "check", "gallery:settings-cell", "--width", "320", "--category", "l", "--shard", "1/2",
                "--shard-timings", bad.path, "--baselines", folder.url.appendingPathComponent("B").path,
            ],
            in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("timings.json: not a timings file: \"settings-cell/320w-l\" is not a number"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("B").path))
    }
}

/// Reads a `timings.json` the way a test checks it: seconds by environment id.
enum ShardTimingsFile {
    static func seconds(_ data: Data?) throws -> [String: Double] {
        let data = try #require(data, "no timings.json")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        return try #require(json["seconds"] as? [String: Double])
    }
}
