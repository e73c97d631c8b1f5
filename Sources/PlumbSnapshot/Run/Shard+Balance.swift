import PlumbCore
import PlumbPipeline

extension Shard {
    /// This shard's jobs when the shards are balanced by cost: `jobs` (in canonical order) are dealt, costliest
    /// first, each to the shard with the least cost so far (ties: the earlier job, the lower shard), and this
    /// shard's are returned in canonical order.
    ///
    /// Longest-processing-time-first dealing keeps the costliest shard within 4/3 of the best possible (Graham,
    /// "Bounds on multiprocessing timing anomalies", 1969), where dealing round-robin can put every costly
    /// environment on one shard. It depends only on `jobs` and `costs`, so every shard given the same timings file
    /// deals the same way, and shards `1/n … n/n` together cover every job exactly once.
    public func select(_ jobs: [SnapshotJob], costs: [Double]) -> [SnapshotJob] {
        precondition(costs.count == jobs.count, "one cost per job")
        guard count > 1 else { return jobs }
        let order = jobs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: count)
        var mine = [Bool](repeating: false, count: jobs.count)
        for position in order {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            loads[lightest] += costs[position]
            mine[position] = lightest == index - 1
        }
        return jobs.indices.filter { mine[$0] }.map { jobs[$0] }
    }
}

/// What each job of a run is expected to cost, for balancing shards: its seconds in an earlier run when the timings
/// hold it, else an estimate from the size of its tree and of its picture, scaled to the measured jobs' seconds.
public enum ShardCosts {
    /// One cost per job of `jobs`.
    ///
    /// The estimate of a job is its subject's node count times its picture's pixels at 375 pt @2x; a job the
    /// timings do not hold (a new spec, a new environment) gets its estimate times the median ratio of seconds to
    /// estimate among the jobs they do hold, so measured and estimated costs are in the same unit.
    public static func costs(of jobs: [SnapshotJob], timings: ShardTimings?) -> [Double] {
        var nodesBySubject: [String: Int] = [:]
        let estimates = jobs.map { job -> Double in
            let nodes: Int
            if let known = nodesBySubject[job.subject.folderName] {
                nodes = known
            } else {
                nodes = nodeCount(job.subject.tree(for: job.environment))
                nodesBySubject[job.subject.folderName] = nodes
            }
            let scale = Double(job.environment.scale)
            return Double(max(nodes, 1)) * (job.environment.width * scale * scale) / (375 * 4)
        }
        guard let timings, !timings.seconds.isEmpty else { return estimates }
        let ratios = jobs.indices.compactMap { index -> Double? in
            guard let seconds = timings.seconds[jobs[index].id], estimates[index] > 0 else { return nil }
            return seconds / estimates[index]
        }.sorted()
        let unit = ratios.isEmpty ? 1 : ratios[ratios.count / 2]
        return jobs.indices.map { index in timings.seconds[jobs[index].id] ?? estimates[index] * unit }
    }

    /// The nodes of `tree`, itself included, counted without recursion (a deep tree must not exhaust the stack).
    static func nodeCount(_ tree: Node) -> Int {
        var count = 0
        var pending = [tree]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }
}
