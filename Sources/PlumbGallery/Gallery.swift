import PlumbCore
import PlumbLayout
import PlumbPipeline

/// The built-in examples (docs/design.md §11), shared by the CLI's demo, the tests, the docs and the benchmarks.
public enum Gallery {
    /// Every gallery entry, in the order `plumb demo` renders them.
    public static let entries: [Subject] = [
        Subject(
            name: "settings-cell",
            summary: "A multi-line label and a switch; vertical at accessibility sizes (manual layout)",
            manualLayouts: manualLayouts,
            tree: {
                var cell = Node(
                    id: SettingsCellModel.ID.cell, style: NodeStyle(background: .white),
                    layout: .manual("settings-cell"))
                cell.accessibility = SettingsCellModel.cellAccessibility
                return cell
            }()),
        Subject(
            name: "settings-cell-constraints",
            summary: "The settings cell in Auto Layout constraints (VFL + linear relations)",
            tree: { environment in SettingsCellConstraints.root(environment: environment) }),
        Subject(
            name: "settings-cell-stack",
            summary: "The settings cell as a stack: a centred row, a leading column at accessibility sizes",
            tree: { environment in SettingsCellStack.root(environment: environment) }),
        Subject(
            name: "anchored-separators",
            summary: "A centred label and separators anchored to its edges (constraints, docs/design.md §11.3)",
            tree: { environment in AnchoredSeparators.root(environment: environment) }),
        Subject(
            name: "self-sizing-cells",
            summary: "Cells whose height follows a multi-line label at each width (constraints, docs/design.md §11.4)",
            matrix: Matrix(widths: [320, 375, 414, 768], categories: [.large, .accessibilityExtraExtraExtraLarge]),
            tree: { environment in SelfSizingCells.root(environment: environment) }),
        Subject(
            name: "onion-modal",
            summary: "Navigation → template → content, the safe area and margins flowing down (docs/design.md §11.2)",
            matrix: OnionModal.matrix,
            tree: { environment in OnionModal.root(environment: environment) }),
        Subject(
            name: "search-screen",
            summary:
                "Compositional sections: a scrolling row of 0.6 × width cards and a two-column grid (docs/design.md §11.5)",
            tree: { environment in SearchScreen.root(environment: environment) }),
        Subject(
            name: "feed-cell",
            summary:
                "The social-feed cell of the layout benchmarks, row \(FeedCell.galleryIndex) (manual layout, docs/design.md §11.6)",
            manualLayouts: manualLayouts,
            tree: Node(id: FeedCellModel.ID.cell, style: NodeStyle(background: .white), layout: .manual("feed-cell"))),
        Subject(
            name: "feed-cell-constraints",
            summary: "The feed cell in Auto Layout constraints, every leaf in one container",
            tree: { environment in FeedCellConstraints.root(model: FeedCell.galleryModel, environment: environment) }),
        Subject(
            name: "feed-cell-stack",
            summary: "The feed cell as nested stacks: rows in a column, buttons fillEqually",
            tree: { environment in FeedCellStack.root(model: FeedCell.galleryModel, environment: environment) }),
        Subject(
            name: "inbox-screen",
            summary: "A screen of system controls and shadowed cards on three device presets, light and dark (Swift)",
            matrix: InboxScreen.matrix,
            tree: { environment in InboxScreen.root(environment: environment) }),
    ]

    /// The manual layouts the gallery's entries (and specs) can name.
    public static let manualLayouts = ManualLayoutRegistry([
        ManualLayoutDefinition(
            name: "settings-cell", summary: "docs/design.md §11.1 computed by hand from the width",
            make: { width, environment, measurer in
                SettingsCellManualLayout(
                    model: SettingsCellModel(), width: width, environment: environment, measurer: measurer)
            }),
        ManualLayoutDefinition(
            name: "feed-cell", summary: "docs/design.md §11.6 computed by hand from the width",
            make: { width, environment, measurer in
                FeedCellManualLayout(
                    model: FeedCell.galleryModel, width: width, environment: environment, measurer: measurer)
            }),
    ])

    /// The entry called `name`, if there is one.
    public static func entry(named name: String) -> Subject? {
        entries.first { $0.name == name }
    }
}
