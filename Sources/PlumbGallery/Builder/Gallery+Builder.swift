import PlumbBuilder
import PlumbCore
import PlumbLayout
import PlumbPipeline

extension Gallery {
    /// Every gallery entry written with PlumbBuilder, in `entries` order and with the same names and matrices.
    ///
    /// They give the same frames as `entries` in every environment (`BuilderGalleryTests`), so they double as
    /// worked examples of the builder API next to the imperative and spec forms.
    public static let builderEntries: [Subject] = entries.map { entry in
        Subject(name: entry.name, summary: entry.summary, matrix: entry.matrix, manualLayouts: entry.manualLayouts) {
            environment in
            builderRoot(entry.name, environment: environment)
        }
    }

    static func builderRoot(_ name: String, environment: Environment) -> Node {
        let root: any LayoutElement =
            switch name {
            case "settings-cell": SettingsCellBuilder.manual()
            case "settings-cell-constraints": SettingsCellBuilder.constraints(environment: environment)
            case "settings-cell-stack": SettingsCellBuilder.stack(environment: environment)
            case "anchored-separators": ConstraintGalleryBuilder.anchoredSeparators()
            case "self-sizing-cells": ConstraintGalleryBuilder.selfSizingCells()
            case "onion-modal": OnionModalBuilder.root(environment: environment)
            case "search-screen": SearchScreenBuilder.root(environment: environment)
            case "feed-cell": Manual(named: "feed-cell", id: FeedCellModel.ID.cell).background(.white)
            case "feed-cell-constraints":
                FeedCellBuilder.constraints(model: FeedCell.galleryModel, environment: environment)
            case "inbox-screen": InboxScreenBuilder.root(environment: environment)
            case "feed-cell-stack": FeedCellBuilder.stack(model: FeedCell.galleryModel, environment: environment)
            default: preconditionFailure("gallery entry \(name.debugDescription) has no builder form")
            }
        return root.node
    }
}
