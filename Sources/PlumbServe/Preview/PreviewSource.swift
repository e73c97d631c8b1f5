import PlumbCore

/// One argument of `plumb preview` (a spec file or `gallery:NAME`), and how to read it again after an edit.
///
/// The CLI builds these (it knows spec files, the gallery and the matrix flags); the preview only calls `load`
/// whenever one of `files` changes.
public struct PreviewSource: Sendable {
    /// What the user typed: a path or `gallery:NAME`.
    public var argument: String
    /// Reads the spec and applies the matrix flags, or says why it cannot (`file:line:column: …`).
    public var load: @Sendable () -> Result<PreviewSpec, PreviewLoadError>

    public init(argument: String, load: @escaping @Sendable () -> Result<PreviewSpec, PreviewLoadError>) {
        self.argument = argument
        self.load = load
    }
}

/// A spec read for previewing: what to lay out, in which environments, and which files it came from.
public struct PreviewSpec: Sendable {
    public var name: String
    public var root: @Sendable (Environment) -> Node
    public var environments: [Environment]
    /// The spec file and every file it references (images, fonts, strings): a change to any re-renders it.
    public var files: [String]

    public init(
        name: String, root: @escaping @Sendable (Environment) -> Node, environments: [Environment], files: [String]
    ) {
        self.name = name
        self.root = root
        self.environments = environments
        self.files = files
    }
}

/// Why a spec cannot be previewed right now: its error (with `file:line:column`) and the files to watch for a fix.
public struct PreviewLoadError: Error, Sendable {
    public var message: String
    /// The files whose change may fix it: at least the spec file.
    public var files: [String]

    public init(message: String, files: [String]) {
        self.message = message
        self.files = files
    }
}
