import Foundation
import PlumbCore

/// The seconds each environment took in an earlier run, by job id (`settings-cell/375w-ax5`): what a sharded run
/// writes beside its report (`timings.json`), what `merge-reports` joins, and what `--shard-timings FILE` reads so
/// that the next run's shards are balanced by what their environments cost rather than by how many they are.
///
/// Timings are measurements, so unlike the report they differ from run to run; they only choose which shard runs
/// which environment, and every shard that reads the same file makes the same choice (docs/ci.md, "Shards
/// balanced by cost"). The file is untrusted input (a CI cache, an artifact of another run): it is read within
/// `maximumFileBytes`, and every entry must be a finite number of seconds in `0...maximumSeconds`.
///
/// ```json
/// {"version": 1, "seconds": {"settings-cell/375w-ax5": 0.0213, "inbox-screen/320w-l": 0.0871}}
/// ```
public struct ShardTimings: Hashable, Sendable {
    /// The name a sharded run gives the file in its artifacts folder, and `merge-reports` in its output.
    public static let fileName = "timings.json"
    /// The most bytes the file may have: about a million entries of an ordinary id.
    public static let maximumFileBytes = 64 * 1024 * 1024
    /// The most entries the file may hold: far over any matrix a run can have, and a bound on the work of reading.
    public static let maximumEntries = 1_000_000
    /// The most seconds one environment may be said to have taken (a day): a larger value is not a timing.
    public static let maximumSeconds = 86_400
    /// The only format version there is.
    public static let version = 1

    /// Seconds by job id.
    public var seconds: [String: Double]

    public init(seconds: [String: Double] = [:]) {
        self.seconds = seconds
    }

    /// Reads and checks the file at `path`.
    ///
    /// - Throws: `ShardTimingsError` naming the file, and the entry when one is wrong.
    public init(contentsOf path: String) throws(ShardTimingsError) {
        let data: Data
        do { data = try BoundedFileRead.contents(ofFile: path, limit: Self.maximumFileBytes) } catch {
            throw ShardTimingsError(path: path, reason: error.description)
        }
        try self.init(data: data, path: path)
    }

    /// Checks and reads `data`, the contents of the file at `path` (for messages).
    ///
    /// - Throws: `ShardTimingsError` when it is not `{"version": 1, "seconds": {ID: SECONDS, …}}`.
    public init(data: Data, path: String) throws(ShardTimingsError) {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw ShardTimingsError(path: path, reason: Self.reason(error))
        }
        guard file.version == Self.version else {
            throw ShardTimingsError(path: path, reason: "`version` is \(file.version), expected \(Self.version)")
        }
        guard file.seconds.count <= Self.maximumEntries else {
            throw ShardTimingsError(
                path: path, reason: "\(file.seconds.count) entries, over the \(Self.maximumEntries) it may have")
        }
        for id in file.seconds.keys.sorted() {
            let value = file.seconds[id]!
            guard value.isFinite, (0...Double(Self.maximumSeconds)).contains(value) else {
                throw ShardTimingsError(
                    path: path,
                    reason: "\(id.debugDescription) is \(value) seconds, expected 0 to \(Self.maximumSeconds)")
            }
        }
        self.seconds = file.seconds
    }

    /// The file as JSON holds it.
    private struct File: Decodable {
        var version: Int
        var seconds: [String: Double]
    }

    /// What is wrong, in the file's terms, from what the decoder said.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it is not JSON" }
        let expected = #"expected {"version": 1, "seconds": {ID: SECONDS, …}}"#
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "it is not JSON"
        case .keyNotFound(let key, _): return "`\(key.stringValue)` is missing; \(expected)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue)
            if path.count == 2, path[0] == "seconds" { return "\(path[1].debugDescription) is not a number of seconds" }
            if path.isEmpty { return expected }
            return "`\(path.joined(separator: "."))` is not what it should be; \(expected)"
        @unknown default: return expected
        }
    }

    /// The file's bytes: keys sorted, one entry per line, seconds to the microsecond.
    public var jsonData: Data {
        let entries = seconds.keys.sorted().map { id in
            "    \(jsonString(id)): \(String(format: "%.6f", seconds[id] ?? 0))"
        }
        let body = entries.isEmpty ? "{}" : "{\n" + entries.joined(separator: ",\n") + "\n  }"
        return Data("{\n  \"version\": \(Self.version),\n  \"seconds\": \(body)\n}\n".utf8)
    }

    /// The timings of several shards as one: a job measured twice keeps the larger figure.
    public static func merged(_ parts: [ShardTimings]) -> ShardTimings {
        var seconds: [String: Double] = [:]
        for part in parts {
            seconds.merge(part.seconds) { max($0, $1) }
        }
        return ShardTimings(seconds: seconds)
    }
}

/// A timings file that cannot be read or is not timings; the run stops before anything is checked.
public struct ShardTimingsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "\(path): not a timings file: \(reason); give the \(ShardTimings.fileName) that `plumb merge-reports` wrote, "
            + "or leave --shard-timings out to balance shards by an estimate"
    }
}
