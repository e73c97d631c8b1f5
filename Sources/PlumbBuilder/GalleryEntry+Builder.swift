import PlumbCore
import PlumbLayout

extension GalleryEntry {
    /// An entry whose tree is a builder element, written without a trailing `.node`:
    /// `GalleryEntry(name: "profile-header", summary: "…") { environment in Constraints(id: "header") { … } … }`.
    public init(
        name: String, summary: String, matrix: Matrix = .default, manualLayouts: ManualLayoutRegistry = .init(),
        root: @escaping @Sendable (Environment) -> any LayoutElement
    ) {
        self.init(name: name, summary: summary, matrix: matrix, manualLayouts: manualLayouts) { root($0).node }
    }
}
