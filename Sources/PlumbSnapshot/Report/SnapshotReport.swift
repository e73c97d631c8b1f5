import PlumbRender

/// Everything a snapshot run found, in canonical order: the JSON report's content (docs/cli.md documents it).
///
/// The report depends only on the verdicts, never on sharding, timing or the machine's core count, so the
/// merged reports of shards `1/n … n/n` equal the unsharded report byte for byte.
public struct SnapshotReport: Codable, Hashable, Sendable {
    /// The version of this JSON layout; fields may be added within a version, never removed.
    public var schema: Int
    /// The baselines folder as given (`Baselines`).
    public var baselines: String
    public var recordMode: String
    /// The renderer of this run.
    public var fingerprint: RendererFingerprint
    /// The specs with at least one environment in the report, by folder name.
    public var specs: [SpecEntry]
    /// One verdict per spec × environment, in canonical order.
    public var environments: [EnvironmentVerdict]
    /// Baseline files and folders that no spec × environment of the run produces.
    public var orphans: [String]
    public var summary: Summary
    /// How many environments have each status (`EnvironmentStatus`), by its name; statuses with none are left out.
    public var statuses: [String: Int]?
    /// Which shard of the run this report holds, `i/n` (`1/1` for a whole run or a complete merge).
    public var shard: String?
    /// The spec folders of the whole run before sharding, sorted: shards of one run have the same set.
    public var specSet: [String]?
    /// The `plumb --version` that wrote the report.
    public var plumbVersion: String?
    /// The command that wrote the report when it is not `plumb`: a team's own CLI (`PlumbCommand.main(layouts:)`)
    /// as it was invoked, which the report's accept commands then start with.
    public var program: String?

    public static let currentSchema = 1

    public struct SpecEntry: Codable, Hashable, Sendable {
        public var name: String
        public var folder: String
        public var source: String
        /// How this renderer differs from the one the spec's baselines were made with, in words; empty when equal.
        public var fingerprintNotes: [String]
        /// Set when the folder's `fingerprint.json` was damaged and this run (recording everything) replaced it.
        public var fingerprintReplaced: String? = nil
    }

    public struct Summary: Codable, Hashable, Sendable {
        public var environments: Int
        public var passed: Int
        public var failed: Int
        public var recorded: Int

        public init(environments: Int, passed: Int, failed: Int, recorded: Int) {
            self.environments = environments
            self.passed = passed
            self.failed = failed
            self.recorded = recorded
        }
    }

    /// Builds a report from verdicts in any order; sorts them and derives the spec list and the summary.
    public init(
        baselines: String, recordMode: String, fingerprint: RendererFingerprint, specs: [SpecEntry],
        environments: [EnvironmentVerdict], orphans: [String], shard: Shard = .whole, specSet: [String]? = nil
    ) {
        schema = Self.currentSchema
        self.baselines = baselines
        self.recordMode = recordMode
        self.fingerprint = fingerprint
        self.environments = environments.sorted { $0.key < $1.key }
        let present = Set(environments.map(\.key.folder))
        var byFolder: [String: SpecEntry] = [:]
        for spec in specs where present.contains(spec.folder) { byFolder[spec.folder] = byFolder[spec.folder] ?? spec }
        self.specs = byFolder.keys.sorted().map { byFolder[$0]! }
        self.orphans = Array(Set(orphans)).sorted()
        summary = Summary(
            environments: environments.count, passed: environments.count { $0.outcome == .passed },
            failed: environments.count { $0.outcome == .failed },
            recorded: environments.count { $0.outcome == .recorded })
        var counts: [String: Int] = [:]
        for verdict in environments { counts[verdict.status.rawValue, default: 0] += 1 }
        statuses = counts
        self.shard = shard.description
        self.specSet = (specSet ?? self.specs.map(\.folder)).sorted()
        plumbVersion = PlumbVersion.current
    }

    /// The count of each status, in `EnvironmentStatus` order, statuses with none left out:
    /// `[(.passed, 80), (.changed, 30)]`. Passed comes first, then what needs review.
    public var statusCounts: [(status: EnvironmentStatus, count: Int)] {
        let counts = statuses ?? [:]
        let order = [EnvironmentStatus.passed] + EnvironmentStatus.allCases.filter { $0 != .passed }
        return order.compactMap { status in counts[status.rawValue].flatMap { $0 > 0 ? (status, $0) : nil } }
    }

    /// `117 environments: 80 passed, 30 changed, 7 new lint`.
    public var summaryLine: String {
        let n = summary.environments
        let parts = statusCounts.map { "\($0.count) \($0.status.rawValue)" }
        return "\(n) environment\(n == 1 ? "" : "s"): " + (parts.isEmpty ? "0 passed" : parts.joined(separator: ", "))
    }

    /// True when every environment passed: nothing failed and nothing had to be recorded.
    public var passed: Bool { summary.failed == 0 && summary.recorded == 0 }

    /// The verdicts that did not pass.
    public var problems: [EnvironmentVerdict] { environments.filter { $0.outcome != .passed } }
}
