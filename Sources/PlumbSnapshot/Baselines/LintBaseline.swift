import Foundation
import PlumbCore
import PlumbLint

/// The lint findings recorded with one environment's baseline: `<label>.lints.json` beside its PNG and frames.
///
/// A finding is known by its kind and node ids (`clippedText subject`), never by its rects, so a node that moves
/// or grows keeps matching its recorded finding. `check` fails only on error-severity findings that are not in
/// the baseline, lists the recorded ones as known, and reports recorded errors that are gone as fixed. A baseline
/// folder without lint files (recorded before lint baselines existed) makes every error finding new, as before.
public struct LintBaseline: Hashable, Sendable {
    /// A recorded finding: its kind, nodes, severity and message (`LintRecord.baselineEntry`).
    public typealias Entry = LintRecord

    /// Sorted by key, each key once.
    public private(set) var entries: [Entry]

    public init(_ entries: [Entry]) {
        var seen = Set<String>()
        self.entries = entries.map(\.baselineEntry).sorted { $0.key < $1.key }.filter { seen.insert($0.key).inserted }
    }

    /// The baseline of a render's findings (every severity but `off`, which never reaches a report).
    public init(records: [LintRecord]) {
        self.init(records)
    }

    public var keys: Set<String> { Set(entries.map(\.key)) }

    /// Stable, pretty JSON with a final newline: `{"lints": [...]}` (sorted keys, so equal baselines are equal bytes).
    public var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try! encoder.encode(Document(lints: entries))) + Data("\n".utf8)
    }

    /// Reads a file written by `jsonData`.
    ///
    /// - Throws: `BaselineError.unreadableLints` naming the path and what is wrong.
    public init(json data: Data, path: String) throws(BaselineError) {
        do { self.init(try JSONDecoder().decode(Document.self, from: data).lints) } catch {
            let detail = (error as? DecodingError).map(BaselineStore.describe) ?? "\(error)"
            throw .unreadableLints(
                path: path, reason: "not a lint baseline (\(detail)); record the environment again with plumb record")
        }
    }

    private struct Document: Codable {
        var lints: [Entry]
    }
}

extension LintRecord {
    /// `kind node, node`, as a lint baseline knows the finding.
    @available(*, deprecated, renamed: "key")
    public var baselineKey: String { key }
}

extension BaselineStore {
    /// `<root>/<folder>/<label>.lints.json`.
    public func lintsPath(_ key: EnvironmentKey) -> String {
        folderPath(key.folder) + "/" + key.label + Self.lintsSuffix
    }

    /// The file name ending of lint baselines.
    public static let lintsSuffix = ".lints.json"

    /// The recorded lint baseline, or `nil` when the environment has none (an older baseline).
    ///
    /// - Throws: `BaselineError.unreadableLints` when the file exists but cannot be read or parsed.
    public func lints(_ key: EnvironmentKey) throws(BaselineError) -> LintBaseline? {
        let path = lintsPath(key)
        let data: Data?
        do { data = try Self.read(path) } catch { throw .unreadableLints(path: path, reason: "\(error)") }
        guard let data else { return nil }
        return try LintBaseline(json: data, path: path)
    }

    /// Writes the lint baseline atomically.
    public func write(lints: LintBaseline, for key: EnvironmentKey) throws(BaselineError) {
        try Self.atomicWrite(lints.jsonData, to: lintsPath(key))
    }
}
