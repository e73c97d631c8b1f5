import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSnapshot
import Testing

/// Shards balanced by cost (issue 31.8): longest-processing-time-first dealing (Graham 1969), the costs it deals
/// by, and the timings file it reads.
@Suite struct ShardBalanceTests {
    /// Jobs of two subjects, one with `big` nodes, at three widths.
    func jobs(big: Int = 40) -> [SnapshotJob] {
        func subject(_ name: String, nodes: Int) -> Subject {
            Subject(
                name: name,
                environments: Matrix(widths: [320, 375, 414], categories: [.large, .extraExtraLarge])
                    .environments,
                tree: { _ in
                    Node(id: "root", layout: .absolute, children: (0..<nodes).map { Node(id: "n\($0)") })
                })
        }
        let all = [subject("cell", nodes: 2), subject("screen", nodes: big)].flatMap { subject in
            subject.environments.map { SnapshotJob(subject: subject, environment: $0) }
        }
        return SnapshotJob.canonicallyOrdered(all)
    }

    func shards(_ jobs: [SnapshotJob], _ costs: [Double], count: Int) throws -> [[SnapshotJob]] {
        try (1...count).map { try Shard(parsing: "\($0)/\(count)").select(jobs, costs: costs) }
    }

    @Test func shardsCoverEveryJobOnceInCanonicalOrderWhateverTheCosts() throws {
        let jobs = jobs()
        for costs in [
            jobs.map { _ in 1.0 }, jobs.indices.map { Double($0 % 5) }, ShardCosts.costs(of: jobs, timings: nil),
        ] {
            for count in [1, 2, 3, 5, 20] {
                let dealt = try shards(jobs, costs, count: count)
                #expect(dealt.flatMap { $0.map(\.id) }.sorted() == jobs.map(\.id).sorted())
                for shard in dealt {
                    #expect(shard.map(\.id) == SnapshotJob.canonicallyOrdered(shard).map(\.id), "canonical order")
                }
                #expect(try shards(jobs, costs, count: count).map { $0.map(\.id) } == dealt.map { $0.map(\.id) })
            }
        }
    }

    @Test func costlyJobsAreSpreadWhereRoundRobinPilesThemUp() throws {
        let jobs = jobs()
        // Every other job costly: round-robin over two shards puts all of them on one.
        let costs = jobs.indices.map { $0 % 2 == 0 ? 10.0 : 1.0 }
        let roundRobin = try (1...2).map { try Shard(parsing: "\($0)/2").select(jobs.indices.map { $0 }) }
        let roundRobinLoads = roundRobin.map { $0.reduce(0) { $0 + costs[$1] } }
        let balanced = try shards(jobs, costs, count: 2)
        let cost = Dictionary(uniqueKeysWithValues: zip(jobs.map(\.id), costs))
        let loads = balanced.map { $0.reduce(0) { $0 + cost[$1.id]! } }
        #expect(roundRobinLoads.max()! / (roundRobinLoads.reduce(0, +) / 2) > 1.5)
        #expect(loads.max()! / (loads.reduce(0, +) / 2) <= 1.15, "\(loads)")
    }

    @Test func theEstimateGrowsWithNodesAndPixelsAndTimingsWinOverIt() throws {
        let jobs = jobs()
        let estimates = ShardCosts.costs(of: jobs, timings: nil)
        let cell320 = jobs.firstIndex { $0.id == "cell/320w-l" }!
        let screen320 = jobs.firstIndex { $0.id == "screen/320w-l" }!
        let screen414 = jobs.firstIndex { $0.id == "screen/414w-l" }!
        #expect(estimates[screen320] > 10 * estimates[cell320], "41 nodes against 3")
        #expect(estimates[screen414] > estimates[screen320], "wider pictures cost more")

        // Measured jobs keep their seconds; the others get their estimate in seconds (the median ratio).
        var seconds: [String: Double] = [:]
        for index in jobs.indices where jobs[index].subject.name == "screen" {
            seconds[jobs[index].id] = 2 * estimates[index]
        }
        let costs = ShardCosts.costs(of: jobs, timings: ShardTimings(seconds: seconds))
        #expect(costs[screen320] == 2 * estimates[screen320])
        #expect(abs(costs[cell320] - 2 * estimates[cell320]) < 1e-12)
    }

    @Test func theTimingsFileRoundTripsAndRefusesWhatIsNotTimings() throws {
        let timings = ShardTimings(seconds: ["b/320w-l": 0.25, "a/\"quoted\"": 1.5])
        let read = try ShardTimings(data: timings.jsonData, path: "t.json")
        #expect(read == timings)
        #expect(
            String(decoding: timings.jsonData, as: UTF8.self).hasPrefix(
                "{\n  \"version\": 1,\n  \"seconds\": {\n    \"a/"))
        #expect(
            ShardTimings.merged([ShardTimings(seconds: ["a": 1, "b": 2]), ShardTimings(seconds: ["a": 3])]).seconds == [
                "a": 3, "b": 2,
            ])
        for (text, reason) in [
            ("not json", "it is not JSON"),
            (#"{"seconds": {}}"#, #"`version` is missing; expected {"version": 1, "seconds": {ID: SECONDS, …}}"#),
            (#"{"version": 2, "seconds": {}}"#, "`version` is 2, expected 1"),
            (#"[1, 2]"#, #"expected {"version": 1, "seconds": {ID: SECONDS, …}}"#),
            (#"{"version": 1, "seconds": {"a": true}}"#, #""a" is not a number of seconds"#),
            (#"{"version": 1, "seconds": {"a": -0.5}}"#, #""a" is -0.5 seconds, expected 0 to 86400"#),
            (#"{"version": 1, "seconds": {"a": 1e300}}"#, #""a" is 1e+300 seconds, expected 0 to 86400"#),
        ] {
            #expect(throws: ShardTimingsError(path: "t.json", reason: reason)) {
                try ShardTimings(data: Data(text.utf8), path: "t.json")
            }
        }
    }
}
