import PlumbCore
import PlumbLayout

/// A named thing to lay out: a tree for each environment, its own matrix, and what laying it out and drawing it
/// needs. Every verb, PlumbTesting, the servers, bisect and the benchmarks work on subjects; `SubjectResolver`
/// makes them from what a user names (a spec file, a folder, `gallery:NAME`, `manual:NAME`, a story), and Swift
/// code makes them directly (a builder tree, a manual layout, a gallery of a team's own).
///
/// ```swift
/// let card = Subject(name: "card", summary: "A profile card", matrix: Matrix(widths: [320, 375])) { environment in
///     ProfileCard.root(environment: environment)
/// }
/// let frames = try Run(subjects: [card]).map { job, run, _ in run.framesDocument.jsonText }
/// ```
public struct Subject: Sendable {
    /// The name reports, baseline folders and frames JSON use: a spec's `name:`, a gallery entry's, `spec/story`.
    public var name: String
    /// What was named to get this subject (`Specs/cell.yaml`, `gallery:settings-cell`, a test file's path), for
    /// messages and the command that records it again.
    public var source: String
    /// One line on what it shows (a gallery entry's summary), printed by `plumb demo`.
    public var summary: String
    /// The environments it is laid out in unless a run says otherwise: a spec's `matrix:`, else `Matrix.default`.
    /// Setting it sets `environments` to its environments.
    public var matrix: Matrix {
        didSet { environments = matrix.environments }
    }
    /// The environments it is laid out in, in order: its matrix's, unless set to a list of its own (a test's few
    /// environments, a bisect lane's).
    public var environments: [Environment]
    /// The manual layouts its tree names (`layout: .manual(NAME)`).
    public var manualLayouts: ManualLayoutRegistry
    /// Font files it pins besides the standard chain (a spec's `fonts:`, `--fonts`, an assertion's `fonts:`),
    /// absolute paths, each once.
    public var fonts: [String] = []
    /// The folder of the team's system fonts (a spec's `systemFont:`, `--system-font`, `PLUMB_SYSTEM_FONT`, an
    /// assertion's `systemFont:`), absolute; `nil` for Inter.
    public var systemFont: String? = nil
    /// pixelmatch's colour threshold for its snapshot checks (a spec's `threshold:`), or `nil` for exact pixels.
    public var threshold: Double? = nil
    /// Draw the whole content of its scroll containers (a spec's `fullContent: true`); `plumb render` honours it.
    public var fullContent = false
    /// Padding and a background around its renders (a spec's `canvas:`), or `nil` for none.
    public var canvas: Canvas? = nil
    /// The status bar and home indicator drawn over its renders (a spec's `chrome:` and `statusBarStyle:`):
    /// `automatic` draws both on full-screen device environments only.
    public var chrome: DeviceChrome = .automatic
    /// A heading and a sentence for documentation (a spec's `title:` and `caption:`), shown by `plumb sheet`.
    public var title: String? = nil
    public var caption: String? = nil
    /// The story this subject is, when it is one of a spec's `stories:` (then `name` is `spec/slug`).
    public var story: Story? = nil
    /// The spec file it was read from, or `nil` for a subject made in Swift.
    public var file: String? = nil
    /// What reading its spec file noticed but did not refuse (a deprecated key and its new name), each with its
    /// place; the CLI prints them once.
    public var warnings: [String] = []
    /// The command that records it again when that is not `plumb record <source>`: a test's
    /// `PLUMB_RECORD=failed swift test --filter …`.
    public var recordCommand: String? = nil
    /// Where its root has a fixed `width:`, which a width fitted to the content (`--width fit`) cannot change.
    public var fixedRootWidth: SpecLocation? = nil
    private let makeTree: @Sendable (Environment) -> Node

    /// A story of a spec: its name as written and its file-name form.
    public struct Story: Hashable, Sendable {
        /// As written: "Long title".
        public var name: String
        /// For labels and file names: "long-title".
        public var slug: String

        public init(name: String, slug: String) {
            self.name = name
            self.slug = slug
        }
    }

    /// A subject whose tree is built for each environment (so it can change shape at accessibility sizes).
    public init(
        name: String, source: String? = nil, summary: String = "", matrix: Matrix = .default,
        manualLayouts: ManualLayoutRegistry = .init(), tree: @escaping @Sendable (Environment) -> Node
    ) {
        self.name = name
        self.source = source ?? name
        self.summary = summary
        self.matrix = matrix
        self.environments = matrix.environments
        self.manualLayouts = manualLayouts
        self.makeTree = tree
    }

    /// A subject laid out in `environments` (a few chosen ones, rather than a whole matrix).
    public init(
        name: String, source: String? = nil, environments: [Environment], manualLayouts: ManualLayoutRegistry = .init(),
        tree: @escaping @Sendable (Environment) -> Node
    ) {
        self.init(name: name, source: source, manualLayouts: manualLayouts, tree: tree)
        self.environments = environments
    }

    /// A subject whose tree is the same in every environment.
    public init(
        name: String, source: String? = nil, summary: String = "", matrix: Matrix = .default,
        manualLayouts: ManualLayoutRegistry = .init(), tree: Node
    ) {
        self.init(
            name: name, source: source, summary: summary, matrix: matrix, manualLayouts: manualLayouts,
            tree: { _ in tree })
    }

    /// The tree to lay out in `environment`.
    public func tree(for environment: Environment) -> Node { makeTree(environment) }

    /// The baseline and output folder's name: `name` as one safe path component, a story's as `spec--story`.
    public var folderName: String {
        guard let story else { return Self.folderName(for: name) }
        return Self.folderName(for: String(name.dropLast(story.slug.count + 1)) + "--" + story.slug)
    }

    /// `name` as one safe path component: letters, digits, `.`, `_` and `-`, anything else `_`, at most 100
    /// characters, never empty or only dots — so a name can never point outside its parent folder.
    public static func folderName(for name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        var safe = String(name.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        if safe.isEmpty || safe.allSatisfy({ $0 == "." }) { safe = "_" + safe }
        return safe
    }

    /// The same subject with another tree per environment (the same tree localised, say).
    public func with(tree: @escaping @Sendable (Environment) -> Node) -> Subject {
        var subject = Subject(
            name: name, source: source, summary: summary, matrix: matrix, manualLayouts: manualLayouts, tree: tree)
        subject.environments = environments
        subject.fonts = fonts
        subject.systemFont = systemFont
        subject.threshold = threshold
        subject.fullContent = fullContent
        subject.canvas = canvas
        subject.chrome = chrome
        subject.title = title
        subject.caption = caption
        subject.story = story
        subject.file = file
        subject.recordCommand = recordCommand
        subject.fixedRootWidth = fixedRootWidth
        subject.warnings = warnings
        return subject
    }

    /// The same subject laid out in `matrix`'s environments.
    public func with(matrix: Matrix) -> Subject {
        var subject = self
        subject.matrix = matrix
        return subject
    }

    /// The first manual layout its tree names in any of its environments that `manualLayouts` does not hold.
    ///
    /// Checked before anything is laid out: the engine lays an unknown name out as an empty box, which would
    /// record a blank baseline instead of failing.
    public func unregisteredManualLayout(in environments: [Environment]? = nil) -> UnregisteredManualLayout? {
        for environment in environments ?? self.environments {
            if let missing = manualLayouts.unregistered(in: tree(for: environment)).first { return missing }
        }
        return nil
    }
}

extension Subject {
    /// The same subject with `overrides` (the CLI's matrix flags) over its own matrix.
    ///
    /// - Throws: `SubjectError.fixedRootWidth` when the matrix fits the width to the content of a root that has a
    ///   fixed width (no device gives the width).
    public func applying(_ overrides: MatrixOverrides) throws(SubjectError) -> Subject {
        var subject = self
        subject.matrix = overrides.applied(to: matrix)
        if subject.matrix.fitsWidth, subject.matrix.devices.isEmpty, let location = fixedRootWidth {
            throw .fixedRootWidth(location)
        }
        return subject
    }
}
