import PlumbCore

/// The feed cell (DESIGN §11.6) as nested stacks; must give the manual layout's frames exactly (rules in
/// `FeedCellModel`).
///
/// The cell is a vertical stack (padding 8, spacing 8, alignment `fill`) of its rows. Row (a) is a horizontal stack
/// (spacing 8, `center`) of the action text and the fixed 24 × 24 button: the text, the only child that can stretch
/// or shrink, takes C − 32 whatever its length. Rows (b) and (g) are horizontal stacks (spacing 8, `top`) of a fixed
/// 50 × 50 image and a column or text that takes the rest. The content title is followed by custom spacing 0
/// (`setCustomSpacing(0, after:)`) so the domain sits right under it. The buttons are a horizontal `fillEqually`
/// stack (spacing 0, `fill`), or a vertical one (spacing 8) from XXL up. UIStackView has no aspect
/// ratio, so the content image's height is fixed to (W − 16) × 200 / 350 from the environment's width when the
/// tree is built — as a cell would set an aspect-ratio constraint beside its stack.
public enum FeedCellStack {
    public static func root(model: FeedCellModel, environment: Environment) -> Node {
        typealias ID = FeedCellModel.ID
        let gap = FeedCellModel.spacing
        var leaves = Dictionary(uniqueKeysWithValues: model.leaves(in: environment).map { ($0.id, $0) })
        leaves[ID.contentImage]!.fixedHeight = (environment.width - 2 * FeedCellModel.inset) * FeedCellModel.contentAspect
        leaves[ID.contentTitle]!.spacingAfter = 0
        func stack(_ id: String, _ axis: Axis, _ alignment: StackAlignment, spacing: Double, _ children: [String],
                   distribution: StackDistribution = .fill) -> Node {
            Node(id: id, layout: .stack(StackParameters(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)),
                 children: children.map { leaves[$0]! })
        }
        let posterColumn = stack("posterColumn", .vertical, .fill, spacing: 0, [ID.posterName, ID.posterHeadline, ID.posterTime])
        leaves["posterColumn"] = posterColumn
        let buttons = FeedCellModel.stacksButtons(environment)
            ? stack("buttons", .vertical, .fill, spacing: gap, ID.buttons)
            : stack("buttons", .horizontal, .fill, spacing: 0, ID.buttons, distribution: .fillEqually)
        leaves["buttons"] = buttons
        let rows = [
            stack("actionRow", .horizontal, .center, spacing: gap, [ID.action, ID.options]),
            stack("posterRow", .horizontal, .top, spacing: gap, [ID.posterImage, "posterColumn"]),
            leaves[ID.posterComment]!, leaves[ID.contentImage]!, leaves[ID.contentTitle]!, leaves[ID.contentDomain]!,
            buttons,
            stack("actorRow", .horizontal, .top, spacing: gap, [ID.actorImage, ID.actorComment]),
        ]
        let parameters = StackParameters(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: gap, padding: EdgeInsets(all: FeedCellModel.inset))
        return Node(id: ID.cell, style: NodeStyle(background: .white), layout: .stack(parameters), children: rows)
    }
}
