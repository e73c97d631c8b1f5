import PlumbCore
import PlumbLayout

/// The feed cell's three builds by name, for the gallery, the tests and the benchmark.
public enum FeedCell {
    /// The row the gallery entries show: its headline is "poster title 7 with some longer stuff".
    public static let galleryIndex = 7
    public static let galleryModel = FeedCellModel(index: galleryIndex)

    /// One way of building the cell.
    public enum Engine: String, CaseIterable, Sendable {
        case manual, constraints, stack
    }

    /// The root node of row `model` built with `engine`. The manual build is a container running
    /// `FeedCellManualLayout` for that model, so it needs `manualLayouts(for:)` in its context.
    public static func root(_ engine: Engine, model: FeedCellModel, environment: Environment) -> Node {
        switch engine {
        case .manual:
            Node(id: FeedCellModel.ID.cell, style: NodeStyle(background: .white), layout: .manual("feed-cell"))
        case .constraints:
            FeedCellConstraints.root(model: model, environment: environment)
        case .stack:
            FeedCellStack.root(model: model, environment: environment)
        }
    }

    /// A registry whose `feed-cell` manual layout lays out `model` (the gallery's registry shows row 7).
    public static func manualLayouts(for model: FeedCellModel) -> ManualLayoutRegistry {
        ManualLayoutRegistry([
            ManualLayoutDefinition(
                name: "feed-cell", summary: "docs/design.md §11.6 computed by hand from the width",
                make: { width, environment, measurer in
                    FeedCellManualLayout(model: model, width: width, environment: environment, measurer: measurer)
                })
        ])
    }
}
