import PlumbCore

/// A named layout with its matrix and the manual layouts it names: one of Plumb's built-in reference UIs
/// (PlumbGallery), or one a team passes to its own CLI (`PlumbCommand.main(gallery:)`) so `gallery:NAME` names it.
public struct GalleryEntry: Sendable {
    public let name: String
    public let summary: String
    public let matrix: Matrix
    /// The manual layouts the tree names (`layout: .manual(NAME)`).
    public let manualLayouts: ManualLayoutRegistry
    /// Builds the tree for an environment, so an entry can change shape with it (vertical at accessibility sizes).
    private let makeRoot: @Sendable (Environment) -> Node

    public init(
        name: String, summary: String, matrix: Matrix = .default, manualLayouts: ManualLayoutRegistry = .init(),
        root: @escaping @Sendable (Environment) -> Node
    ) {
        self.name = name
        self.summary = summary
        self.matrix = matrix
        self.manualLayouts = manualLayouts
        self.makeRoot = root
    }

    /// An entry whose tree is the same in every environment.
    public init(
        name: String, summary: String, matrix: Matrix = .default, manualLayouts: ManualLayoutRegistry = .init(),
        root: Node
    ) {
        self.init(name: name, summary: summary, matrix: matrix, manualLayouts: manualLayouts, root: { _ in root })
    }

    /// The tree to lay out in `environment`.
    public func root(for environment: Environment) -> Node { makeRoot(environment) }
}
