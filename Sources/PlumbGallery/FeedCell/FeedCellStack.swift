import PlumbCore

/// The feed cell (docs/design.md §11.6) as nested stacks; must give the manual layout's frames exactly (rules in
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
        typealias Leaf = FeedCellModel.Leaf
        let gap = FeedCellModel.spacing
        // By position (`Leaf`), not id: the tree is built for every cell, so it is built as a cell's code would.
        var leaves = model.leaves(in: environment)
        leaves[Leaf.contentImage.rawValue].fixedHeight =
            (environment.width - 2 * FeedCellModel.inset) * FeedCellModel.contentAspect
        leaves[Leaf.contentTitle.rawValue].spacingAfter = 0
        func leaf(_ leaf: Leaf) -> Node { leaves[leaf.rawValue] }
        func stack(
            _ id: String, _ axis: Axis, _ alignment: StackAlignment, spacing: Double, _ children: [Node],
            distribution: StackDistribution = .fill
        ) -> Node {
            Node(
                id: id,
                layout: .stack(
                    StackParameters(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)),
                children: children)
        }
        let posterColumn = stack(
            "posterColumn", .vertical, .fill, spacing: 0, [leaf(.posterName), leaf(.posterHeadline), leaf(.posterTime)])
        let buttons =
            FeedCellModel.stacksButtons(environment)
            ? stack("buttons", .vertical, .fill, spacing: gap, Leaf.buttons.map(leaf))
            : stack("buttons", .horizontal, .fill, spacing: 0, Leaf.buttons.map(leaf), distribution: .fillEqually)
        let rows = [
            stack("actionRow", .horizontal, .center, spacing: gap, [leaf(.action), leaf(.options)]),
            stack("posterRow", .horizontal, .top, spacing: gap, [leaf(.posterImage), posterColumn]),
            leaf(.posterComment), leaf(.contentImage), leaf(.contentTitle), leaf(.contentDomain),
            buttons,
            stack("actorRow", .horizontal, .top, spacing: gap, [leaf(.actorImage), leaf(.actorComment)]),
        ]
        let parameters = StackParameters(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: gap,
            padding: EdgeInsets(all: FeedCellModel.inset))
        return Node(
            id: FeedCellModel.ID.cell, style: NodeStyle(background: .white), layout: .stack(parameters), children: rows)
    }
}
