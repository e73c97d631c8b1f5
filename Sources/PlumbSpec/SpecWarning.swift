import PlumbCore

/// Something a spec says that still works but should be written another way, with where it is written.
///
/// A warning never stops a spec from loading: `Spec.warnings` lists them by position in the file, and the CLI prints
/// each on stderr as `warning: <description>`. Today the only kind is a deprecated key: an older name kept working
/// after its meaning got one name (docs/spec-format.md, "One name per meaning").
public enum SpecWarning: Hashable, Sendable {
    /// `key` is the deprecated name of `replacement`, which means the same; `scope` says where the alias applies
    /// (`on a pageControl`, `in directional insets`).
    case deprecatedKey(file: String, line: Int, column: Int, key: String, replacement: String, scope: String)

    /// Where the warning is in its file.
    public var location: SpecLocation {
        switch self {
        case .deprecatedKey(let file, let line, let column, _, _, _):
            SpecLocation(file: file, line: line, column: column)
        }
    }

    /// The same warning located in `file` (a warning inside a component's argument belongs to the argument's file).
    func inFile(_ file: String) -> SpecWarning {
        switch self {
        case .deprecatedKey(_, let line, let column, let key, let replacement, let scope):
            .deprecatedKey(file: file, line: line, column: column, key: key, replacement: replacement, scope: scope)
        }
    }
}

extension SpecWarning: CustomStringConvertible {
    /// `file:line:column: message`, one line, the form editors and CI logs link to.
    public var description: String {
        switch self {
        case .deprecatedKey(let file, let line, let column, let key, let replacement, let scope):
            "\(file):\(line):\(column): `\(key)` \(scope) is deprecated: write `\(replacement)`, which means the same "
                + "(docs/spec-format.md, \"One name per meaning\")"
        }
    }
}

extension [SpecWarning] {
    /// Each warning once, in file order (a node parsed again — an override's check, a component used twice — finds
    /// the same key again).
    var distinctInFileOrder: [SpecWarning] {
        var seen = Set<SpecWarning>()
        return filter { seen.insert($0).inserted }.sorted {
            ($0.location.file, $0.location.line, $0.location.column)
                < ($1.location.file, $1.location.line, $1.location.column)
        }
    }
}
