import PlumbCore
import PlumbLayout

/// One built-in reference UI: a name, what it shows, its root node and the matrix it is rendered across.
public struct GalleryEntry: Sendable {
    public let name: String
    public let summary: String
    public let root: Node
    public let matrix: Matrix

    public init(name: String, summary: String, root: Node, matrix: Matrix = .default) {
        self.name = name
        self.summary = summary
        self.root = root
        self.matrix = matrix
    }
}

/// The built-in examples (DESIGN §11), shared by the CLI's demo, the tests, the docs and the benchmarks.
public enum Gallery {
    /// Every gallery entry, in the order `plumb demo` renders them.
    public static let entries: [GalleryEntry] = [
        GalleryEntry(
            name: "settings-cell",
            summary: "A multi-line label and a switch; vertical at accessibility sizes (manual layout)",
            root: Node(id: SettingsCellModel.ID.cell, style: NodeStyle(background: .white), layout: .manual("settings-cell"))),
    ]

    /// The manual layouts the gallery's entries (and specs) can name.
    public static let manualLayouts = ManualLayoutRegistry([
        ManualLayoutDefinition(
            name: "settings-cell", summary: "DESIGN §11.1 computed by hand from the width",
            make: { width, environment, measurer in
                SettingsCellManualLayout(model: SettingsCellModel(), width: width, environment: environment, measurer: measurer)
            }),
    ])

    /// The entry called `name`, if there is one.
    public static func entry(named name: String) -> GalleryEntry? {
        entries.first { $0.name == name }
    }
}
