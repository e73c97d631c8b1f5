import PlumbCore

/// The feed cell (docs/design.md §11.6) in Auto Layout constraints, every leaf a child of one container; must give the
/// manual layout's frames exactly (rules in `FeedCellModel`).
///
/// Rows whose height is the larger of two parts (a, b, g) are bounded below by `>=` from both parts; the cell's
/// fitting height (priority 50 towards 0) then pulls each row as tight as it goes, which puts the taller part of
/// row (a) at its top with the other centred on it. The content image keeps its aspect with a multiplier of
/// 200 / 350 on its own width; the buttons get equal widths (a row) or stack (from XXL up).
public enum FeedCellConstraints {
    public static func root(model: FeedCellModel, environment: Environment) -> Node {
        let parameters = FeedCellModel.stacksButtons(environment) ? stackedButtons : buttonsInARow
        return Node(
            id: FeedCellModel.ID.cell, style: NodeStyle(background: .white), layout: .constraints(parameters),
            children: model.leaves(in: environment))
    }

    /// The constraints are the same for every row, so they are parsed once for each button arrangement.
    static let buttonsInARow = parameters(stackingButtons: false)
    static let stackedButtons = parameters(stackingButtons: true)

    static func parameters(stackingButtons: Bool) -> ConstraintParameters {
        let aspect = "\(FeedCellModel.contentAspect)"
        var strings = [
            // (a)
            "H:|-8-[action]-8-[options]-8-|",
            "action.centerY == options.centerY",
            "action.top >= superview.top + 8",
            "options.top >= superview.top + 8",
            // (b)
            "H:|-8-[posterImage]-8-[posterName]-8-|",
            "H:[posterImage]-8-[posterHeadline]-8-|",
            "H:[posterImage]-8-[posterTime]-8-|",
            "posterImage.top >= action.bottom + 8",
            "posterImage.top >= options.bottom + 8",
            "posterName.top == posterImage.top",
            "V:[posterName][posterHeadline][posterTime]",
            // (c), (d), (e)
            "H:|-8-[posterComment]-8-|",
            "posterComment.top >= posterImage.bottom + 8",
            "posterComment.top >= posterTime.bottom + 8",
            "H:|-8-[contentImage]-8-|",
            "contentImage.height == \(aspect) * contentImage.width",
            "H:|-8-[contentTitle]-8-|",
            "H:|-8-[contentDomain]-8-|",
            "V:[posterComment]-8-[contentImage]-8-[contentTitle][contentDomain]-8-[like]",
            // (g)
            "H:|-8-[actorImage]-8-[actorComment]-8-|",
            "actorComment.top == actorImage.top",
            "superview.bottom >= actorImage.bottom + 8",
            "superview.bottom >= actorComment.bottom + 8",
        ]
        if stackingButtons {
            strings += [
                "H:|-8-[like]-8-|", "H:|-8-[comment]-8-|", "H:|-8-[share]-8-|",
                "V:[like]-8-[comment]-8-[share]-8-[actorImage]",
            ]
        } else {
            strings += [
                "H:|-8-[like][comment(==like)][share(==like)]-8-|",
                "comment.top == like.top", "share.top == like.top",
                "comment.height == like.height", "share.height == like.height",
                "V:[like]-8-[actorImage]",
            ]
        }
        return constraints(strings)
    }
}
