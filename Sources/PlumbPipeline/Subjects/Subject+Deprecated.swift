import PlumbCore
import PlumbLayout

/// The names the kinds of subject had before they were one type (`GalleryEntry`, `SnapshotSubject`,
/// `BisectSubject`), kept so that code written against them still compiles.
extension Subject {
    /// A gallery entry's initialiser: a subject whose tree is built for each environment.
    @available(*, deprecated, renamed: "init(name:summary:matrix:manualLayouts:tree:)")
    @_disfavoredOverload
    public init(
        name: String, summary: String, matrix: Matrix = .default, manualLayouts: ManualLayoutRegistry = .init(),
        root: @escaping @Sendable (Environment) -> Node
    ) {
        self.init(name: name, summary: summary, matrix: matrix, manualLayouts: manualLayouts, tree: root)
    }

    /// A gallery entry's initialiser: a subject whose tree is the same in every environment.
    @available(*, deprecated, renamed: "init(name:summary:matrix:manualLayouts:tree:)")
    public init(
        name: String, summary: String, matrix: Matrix = .default, manualLayouts: ManualLayoutRegistry = .init(),
        root: Node
    ) {
        self.init(name: name, summary: summary, matrix: matrix, manualLayouts: manualLayouts, tree: root)
    }

    /// A snapshot subject's initialiser: a subject laid out in `environments`. Disfavoured, so that a trailing
    /// closure picks the current initialiser.
    @available(*, deprecated, renamed: "init(name:source:environments:manualLayouts:tree:)")
    @_disfavoredOverload
    public init(
        name: String, source: String, environments: [Environment], manualLayouts: ManualLayoutRegistry = .init(),
        root: @escaping @Sendable (Environment) -> Node
    ) {
        self.init(name: name, source: source, environments: environments, manualLayouts: manualLayouts, tree: root)
    }

    /// A bisect subject's initialiser: a name and a tree per environment.
    @available(*, deprecated, renamed: "init(name:tree:)")
    @_disfavoredOverload
    public init(name: String, root: @escaping @Sendable (Environment) -> Node) {
        self.init(name: name, tree: root)
    }

    /// A bisect subject's initialiser: the same tree in every environment.
    @available(*, deprecated, renamed: "init(name:tree:)")
    public init(name: String, node: Node) {
        self.init(name: name, tree: node)
    }

    /// The tree to lay out in `environment`.
    @available(*, deprecated, renamed: "tree(for:)")
    public func root(for environment: Environment) -> Node { tree(for: environment) }

    /// The tree to lay out in an environment, as a function.
    @available(*, deprecated, renamed: "tree(for:)")
    public var root: @Sendable (Environment) -> Node { { environment in self.tree(for: environment) } }
}

/// A subject for a snapshot run.
@available(*, deprecated, renamed: "Subject")
public typealias SnapshotSubject = Subject

/// A subject for `plumb bisect`.
@available(*, deprecated, renamed: "Subject")
public typealias BisectSubject = Subject
