import Foundation
import Testing

/// `--shard i/n` and `plumb merge-reports`: shards cover exactly the unsharded set, and their merged report is
/// the unsharded report, byte for byte.
@Suite struct SnapshotShardCLITests {
    @Test func shardsCoverTheUnshardedSetAndMergedReportsEqualTheUnshardedReport() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let specs = [
            "gallery:settings-cell", "gallery:settings-cell-stack", "--width", "320,375,414", "--category", "l,xxl,ax5",
            "--baselines", baselines,
        ]
        let record = try PlumbProcess.run(["record"] + specs)
        try #require(record.status == 0, "\(record.stderr)")
        for changed in [
            "settings-cell/375w-l.png", "settings-cell-stack/414w-xxl.png", "settings-cell-stack/320w-l.png",
        ] {
            try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/" + changed), x: 100, y: 2)
        }
        let check = specs + ["--record", "never", "--ignore-lints"]
        let whole = folder.url.appendingPathComponent("whole")
        let unsharded = try PlumbProcess.run(["check"] + check + ["--artifacts", whole.path])
        #expect(unsharded.status == 1)
        #expect(unsharded.stdout.contains("18 environments: 15 passed, 3 changed"), "\(unsharded.stdout)")

        var shardIDs: [[String]] = []
        for index in 1...3 {
            let run = try PlumbProcess.run(
                ["check"] + check + [
                    "--shard", "\(index)/3", "--artifacts", folder.url.appendingPathComponent("shard\(index)").path,
                ])
            #expect(run.status == 1 || run.status == 0, "\(run.stderr)")
            shardIDs.append(try ids(in: folder.url.appendingPathComponent("shard\(index)/report.json")))
        }
        let all = try ids(in: whole.appendingPathComponent("report.json"))
        #expect(all.count == 18)
        #expect(shardIDs.allSatisfy { !$0.isEmpty }, "every shard has work")
        #expect(Set(shardIDs.flatMap { $0 }).count == 18, "no environment in two shards")
        #expect(shardIDs.flatMap { $0 }.sorted() == all.sorted(), "the shards together are the unsharded set")

        let merged = folder.url.appendingPathComponent("merged")
        let merge = try PlumbProcess.run(
            ["merge-reports"] + (1...3).map { folder.url.appendingPathComponent("shard\($0)/report.json").path } + [
                "-o", merged.path,
            ])
        #expect(merge.status == 1)
        #expect(merge.stdout.contains("18 environments: 15 passed, 3 changed"), "\(merge.stdout)")
        var mergedFiles = SnapshotFiles.contents(of: merged)
        let wholeFiles = SnapshotFiles.contents(of: whole)
        // The shards' timings are joined for the next run's --shard-timings; the unsharded run writes none.
        let timings = try ShardTimingsFile.seconds(mergedFiles.removeValue(forKey: "timings.json"))
        #expect(timings.keys.sorted() == all.sorted(), "the merged timings hold every environment once")
        #expect(mergedFiles.keys.sorted() == wholeFiles.keys.sorted())
        #expect(mergedFiles["report.json"] == wholeFiles["report.json"], "merged JSON equals the unsharded JSON")
        #expect(mergedFiles["report.html"] == wholeFiles["report.html"], "merged HTML equals the unsharded HTML")
        #expect(mergedFiles == wholeFiles)

        let twice = try PlumbProcess.run([
            "merge-reports", folder.url.appendingPathComponent("shard1/report.json").path,
            folder.url.appendingPathComponent("shard1/report.json").path, "-o", merged.path,
        ])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("was a shard given twice?"))
    }

    private func ids(in report: URL) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as! [String: Any]
        return (json["environments"] as! [[String: Any]]).map { environment in
            let key = environment["key"] as! [String: Any]
            return "\(key["folder"]!)/\(key["label"]!)"
        }
    }
}
