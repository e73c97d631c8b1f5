import Foundation

extension SnapshotReport {
    /// The report as pretty-printed JSON with sorted keys and a final newline: byte-identical for equal reports.
    public var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every field is a plain value; encoding cannot fail.
        return (try! encoder.encode(self)) + Data("\n".utf8)
    }

    /// Reads a report written by `jsonData`.
    ///
    /// - Throws: `ReportError.unreadable` naming the path and what is wrong.
    public init(contentsOf path: String) throws(ReportError) {
        let data: Data
        do {
            guard let contents = try FileRead.contents(of: path) else { throw FileReadProblem(reason: "no such file") }
            data = contents
        } catch {
            throw .unreadable(path: path, reason: FileRead.reason(error))
        }
        do { self = try JSONDecoder().decode(SnapshotReport.self, from: data) } catch {
            throw .unreadable(path: path, reason: "not a plumb check JSON report: \(Self.describe(error))")
        }
        guard schema == Self.currentSchema else {
            throw .unreadable(
                path: path, reason: "report schema \(schema), this plumb reads schema \(Self.currentSchema)")
        }
    }

    /// Joins the reports of shards into the report the unsharded run would have written.
    ///
    /// - Throws: `ReportError.mismatch` when the reports are of different baselines folders or record modes, or
    ///   share an environment (the same shard given twice).
    ///   Unless `allowPartial`, also when the shards are not one complete set `1/n … n/n` of one spec set (naming
    ///   the missing shard), so a CI job that lost a shard cannot pass as green.
    public static func merged(
        _ reports: [(path: String, report: SnapshotReport)], allowPartial: Bool = false
    ) throws(ReportError) -> SnapshotReport {
        guard let first = reports.first else { throw .mismatch("no reports to merge") }
        if !allowPartial { try checkSameRun(reports) }
        var seen: [String: String] = [:]
        for (path, report) in reports {
            if report.baselines != first.report.baselines || report.recordMode != first.report.recordMode {
                throw .mismatch(
                    "\(path) checked \(report.baselines) in record mode \(report.recordMode), but \(first.path) checked "
                        + "\(first.report.baselines) in record mode \(first.report.recordMode)")
            }
            for verdict in report.environments {
                if let other = seen[verdict.id] {
                    throw .mismatch("\(verdict.id) is in both \(other) and \(path); was a shard given twice?")
                }
                seen[verdict.id] = path
            }
        }
        if !allowPartial { try checkComplete(reports) }
        let shards = reports.compactMap { try? Shard(parsing: $0.report.shard ?? "") }
        let complete =
            !shards.isEmpty && Set(shards.map(\.index)) == Set(1...shards[0].count)
            && shards.allSatisfy { $0.count == shards[0].count }
        var merged = SnapshotReport(
            baselines: first.report.baselines, recordMode: first.report.recordMode,
            fingerprint: first.report.fingerprint,
            specs: reports.flatMap(\.report.specs), environments: reports.flatMap(\.report.environments),
            orphans: reports.flatMap(\.report.orphans), specSet: first.report.specSet)
        // A complete set is the whole run; a partial merge keeps saying which shards it holds.
        merged.shard = complete ? Shard.whole.description : shards.map(\.description).joined(separator: ",")
        merged.program = first.report.program
        return merged
    }

    /// Refuses shards of different runs: their shard counts or spec sets differ.
    private static func checkSameRun(_ reports: [(path: String, report: SnapshotReport)]) throws(ReportError) {
        var count: (value: Int, path: String)?
        let first = reports[0]
        for (path, report) in reports {
            if report.specSet != first.report.specSet {
                throw .mismatch(
                    "\(path) checked the specs \((report.specSet ?? []).joined(separator: ", ")), but \(first.path) checked "
                        + "\((first.report.specSet ?? []).joined(separator: ", ")); merge the shards of one run")
            }
            guard let text = report.shard, let shard = try? Shard(parsing: text) else { continue }
            if let count, count.value != shard.count {
                throw .mismatch(
                    "\(path) is shard \(shard) but \(count.path) is of \(count.value) shards; merge the shards of one run"
                )
            }
            count = (shard.count, path)
        }
    }

    /// Refuses an incomplete set of shards, naming the missing ones.
    private static func checkComplete(_ reports: [(path: String, report: SnapshotReport)]) throws(ReportError) {
        var count: Int?
        var indices: [Int: String] = [:]
        for (path, report) in reports {
            guard let text = report.shard, let shard = try? Shard(parsing: text) else { continue }
            count = shard.count
            indices[shard.index] = path
        }
        guard let count else { return }
        let missing = (1...count).filter { indices[$0] == nil }
        if !missing.isEmpty {
            throw .mismatch(
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: "
                    + "got \(indices.keys.sorted().map { "\($0)/\(count)" }.joined(separator: ", ")); give every shard's report.json, or --allow-partial to merge these alone"
            )
        }
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \(key.stringValue) at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty
            ? "the top level"
            : context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}

/// A report that cannot be read or merged.
public enum ReportError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case mismatch(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .mismatch(let message): message
        }
    }
}
