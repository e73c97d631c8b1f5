import PlumbBuilder
import PlumbCore

/// The feed cell's stack and constraint builds written with PlumbBuilder. The leaves are the model's own nodes
/// (`FeedCellModel.leaves(in:)`): a cell's code builds its subviews once and arranges them per engine.
enum FeedCellBuilder {
    typealias Leaf = FeedCellModel.Leaf

    static func stack(model: FeedCellModel, environment: Environment) -> VStackView {
        let gap = FeedCellModel.spacing
        let leaves = model.leaves(in: environment)
        func leaf(_ leaf: Leaf) -> Node { leaves[leaf.rawValue] }
        let stacked = FeedCellModel.stacksButtons(environment)
        return VStackView(id: FeedCellModel.ID.cell, spacing: gap) {
            HStackView(id: "actionRow", spacing: gap, alignment: .center) {
                leaf(.action); leaf(.options)
            }
            HStackView(id: "posterRow", spacing: gap, alignment: .top) {
                leaf(.posterImage)
                VStackView(id: "posterColumn") {
                    leaf(.posterName); leaf(.posterHeadline); leaf(.posterTime)
                }
            }
            leaf(.posterComment)
            leaf(.contentImage).size(
                height: (environment.width - 2 * FeedCellModel.inset) * FeedCellModel.contentAspect)
            leaf(.contentTitle).spacingAfter(0)
            leaf(.contentDomain)
            if stacked {
                VStackView(id: "buttons", spacing: gap) {
                    leaf(.like); leaf(.comment); leaf(.share)
                }
            } else {
                HStackView(id: "buttons", distribution: .fillEqually) {
                    leaf(.like); leaf(.comment); leaf(.share)
                }
            }
            HStackView(id: "actorRow", spacing: gap, alignment: .top) {
                leaf(.actorImage); leaf(.actorComment)
            }
        }
        .padding(FeedCellModel.inset)
        .background(.white)
    }

    static func constraints(model: FeedCellModel, environment: Environment) -> Constraints {
        let stacked = FeedCellModel.stacksButtons(environment)
        let leaves = model.leaves(in: environment)
        func leaf(_ leaf: Leaf) -> Node { leaves[leaf.rawValue] }
        let action = leaf(.action), options = leaf(.options)
        let posterImage = leaf(.posterImage), posterName = leaf(.posterName)
        let posterHeadline = leaf(.posterHeadline), posterTime = leaf(.posterTime)
        let posterComment = leaf(.posterComment), contentImage = leaf(.contentImage)
        let contentTitle = leaf(.contentTitle), contentDomain = leaf(.contentDomain)
        let like = leaf(.like), comment = leaf(.comment), share = leaf(.share)
        let actorImage = leaf(.actorImage), actorComment = leaf(.actorComment)
        return Constraints(id: FeedCellModel.ID.cell) {
            leaves
        } constraints: { s in
            // (a)
            action.leading == s.leading + 8
            options.leading == action.trailing + 8
            s.trailing == options.trailing + 8
            action.centerY == options.centerY
            action.top >= s.top + 8
            options.top >= s.top + 8
            // (b)
            posterImage.leading == s.leading + 8
            for text in [posterName, posterHeadline, posterTime] {
                text.leading == posterImage.trailing + 8
                s.trailing == text.trailing + 8
            }
            posterImage.top >= action.bottom + 8
            posterImage.top >= options.bottom + 8
            posterName.top == posterImage.top
            posterHeadline.top == posterName.bottom
            posterTime.top == posterHeadline.bottom
            // (c), (d), (e)
            for full in [posterComment, contentImage, contentTitle, contentDomain] {
                full.leading == s.leading + 8
                s.trailing == full.trailing + 8
            }
            posterComment.top >= posterImage.bottom + 8
            posterComment.top >= posterTime.bottom + 8
            contentImage.height == FeedCellModel.contentAspect * contentImage.width
            contentImage.top == posterComment.bottom + 8
            contentTitle.top == contentImage.bottom + 8
            contentDomain.top == contentTitle.bottom
            like.top == contentDomain.bottom + 8
            // (g)
            actorImage.leading == s.leading + 8
            actorComment.leading == actorImage.trailing + 8
            s.trailing == actorComment.trailing + 8
            actorComment.top == actorImage.top
            s.bottom >= actorImage.bottom + 8
            s.bottom >= actorComment.bottom + 8
            // (f)
            if stacked {
                for button in [like, comment, share] {
                    button.leading == s.leading + 8
                    s.trailing == button.trailing + 8
                }
                comment.top == like.bottom + 8
                share.top == comment.bottom + 8
                actorImage.top == share.bottom + 8
            } else {
                like.leading == s.leading + 8
                comment.width == like.width
                comment.leading == like.trailing
                share.width == like.width
                share.leading == comment.trailing
                s.trailing == share.trailing + 8
                comment.top == like.top
                share.top == like.top
                comment.height == like.height
                share.height == like.height
                actorImage.top == like.bottom + 8
            }
        }
        .background(.white)
    }
}
