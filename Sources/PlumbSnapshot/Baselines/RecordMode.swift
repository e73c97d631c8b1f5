import PlumbCore

/// When a snapshot run writes baselines: `missing` (the default), `all`, `failed` or `never`.
///
/// A struct over a private enum so modes can be added without breaking a `switch` in user code (docs/design.md §12), with
/// `init?(rawValue:)` so the `PLUMB_RECORD` environment variable and the `--record` flag can name one.
public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
    private enum Mode: String, CaseIterable {
        case missing, all, failed, never
    }

    private let mode: Mode

    private init(_ mode: Mode) { self.mode = mode }

    /// Records a baseline only where none exists; the run still fails, naming the new file (the default).
    public static let missing = RecordMode(.missing)
    /// Records every environment, overwriting what is there.
    public static let all = RecordMode(.all)
    /// Records missing baselines and overwrites the ones that do not match.
    public static let failed = RecordMode(.failed)
    /// Never writes: a missing baseline is a failure (for CI).
    public static let never = RecordMode(.never)

    /// The environment variable that sets the mode when no flag does.
    public static let environmentVariable = "PLUMB_RECORD"

    /// The mode named `rawValue` (`missing`, `all`, `failed`, `never`; case-insensitive), or `nil`.
    public init?(rawValue: String) {
        guard let mode = Mode(rawValue: rawValue.lowercased()) else { return nil }
        self.mode = mode
    }

    public var rawValue: String { mode.rawValue }
    public var description: String { mode.rawValue }

    /// Every mode's name, for error messages.
    public static let names = Mode.allCases.map(\.rawValue)

    /// Whether an environment with no baseline gets one written.
    public var recordsMissing: Bool { mode != .never }
    /// Whether an environment whose baseline does not match gets it overwritten.
    public var recordsFailures: Bool { mode == .all || mode == .failed }
    /// Whether every environment is written, matching or not.
    public var recordsEverything: Bool { mode == .all }

    /// The mode a run should use: the flag's if given, else `PLUMB_RECORD`'s, else `missing`.
    ///
    /// - Returns: `.failure` with the offending text and where it came from when a name is not a mode.
    public static func resolve(flag: String?, environment: [String: String]) -> Result<RecordMode, RecordModeError> {
        if let flag {
            return RecordMode(rawValue: flag).map(Result.success)
                ?? .failure(RecordModeError(source: "--record", value: flag))
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            return RecordMode(rawValue: value).map(Result.success)
                ?? .failure(RecordModeError(source: environmentVariable, value: value))
        }
        return .success(.missing)
    }
}

/// A record-mode name that is not one of `missing`, `all`, `failed`, `never`.
public struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the name came from: `--record` or `PLUMB_RECORD`.
    public var source: String
    public var value: String

    public init(source: String, value: String) {
        self.source = source
        self.value = value
    }

    public var description: String {
        "\(source) \(value.debugDescription) is not a record mode\(Suggestion.didYouMean(value, in: RecordMode.names)) (expected one of: \(RecordMode.names.joined(separator: ", ")))"
    }
}
