import PlumbCore

/// An asset catalog (or one of its sets) that does not read: the file, what is wrong and what was expected.
///
/// `file` is the `Contents.json` (or folder) at fault, so a user can open it; `origin` is what named the catalog
/// (`--assets`, a spec's `assets:`), printed first. `line` is the JSON parser's line when it gave one, else 0.
public struct AssetError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var problem: String
    /// What named the catalog (`--assets`), printed first; `nil` when the caller's own error says so.
    public var origin: String?

    public init(file: String, line: Int = 0, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        (origin.map { "\($0): " } ?? "") + (line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)")
    }
}

extension AssetError: InputError {}
