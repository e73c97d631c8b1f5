import PlumbBuilder
import PlumbCore
import PlumbLayout

extension Subject {
    /// A subject whose tree is a builder element, written without a trailing `.node`:
    /// `Subject(name: "profile-header", summary: "…") { environment in Constraints(id: "header") { … } … }`.
    public init(
        name: String, source: String? = nil, summary: String = "", matrix: Matrix = .default,
        manualLayouts: ManualLayoutRegistry = .init(),
        element: @escaping @Sendable (Environment) -> any LayoutElement
    ) {
        self.init(
            name: name, source: source, summary: summary, matrix: matrix, manualLayouts: manualLayouts,
            tree: { element($0).node })
    }
}
