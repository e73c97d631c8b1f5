import PlumbCore
import PlumbPipeline

/// One argument of `plumb preview` (a spec file or `gallery:NAME`), and how to read it again after an edit.
///
/// The CLI builds these (it knows spec files, the gallery and the matrix flags); the preview only calls `load`
/// whenever one of `files` changes.
public struct PreviewSource: Sendable {
    /// What the user typed: a path or `gallery:NAME`.
    public var argument: String
    /// Reads the spec and applies the matrix flags, or says why it cannot (`file:line:column: …`).
    public var load: @Sendable () -> Result<PreviewLoad, PreviewLoadError>

    public init(argument: String, load: @escaping @Sendable () -> Result<PreviewLoad, PreviewLoadError>) {
        self.argument = argument
        self.load = load
    }
}

/// A subject read for previewing, and the files it came from: the spec file and every file it references (images,
/// fonts, strings); a change to any re-renders it.
public struct PreviewLoad: Sendable {
    /// What to lay out, in its environments (the matrix flags applied).
    public var subject: Subject
    public var files: [String]

    public init(subject: Subject, files: [String]) {
        self.subject = subject
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
