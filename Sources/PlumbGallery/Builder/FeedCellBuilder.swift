import PlumbBuilder
import PlumbCore

/// The feed cell's stack and constraint builds written with PlumbBuilder. The leaves are the model's own nodes
/// (`FeedCellModel.leaves(in:)`): a cell's code builds its subviews once and arranges them per engine.
enum FeedCellBuilder {
    typealias Leaf = FeedCellModel.Leaf

    static func stack(model: FeedCellModel, environment: Environment) -> Node {
        let gap = FeedCellModel.spacing
        let leaves = model.leaves(in: environment)
        func leaf(_ leaf: Leaf) -> Node { leaves[leaf.rawValue] }
        let stacked = FeedCellModel.stacksButtons(environment)
        return VStack(id: FeedCellModel.ID.cell, spacing: gap) {
            HStack(id: "actionRow", spacing: gap, alignment: .center) {
                leaf(.action); leaf(.options)
            }
            HStack(id: "posterRow", spacing: gap, alignment: .top) {
                leaf(.posterImage)
                VStack(id: "posterColumn") {
                    leaf(.posterName); leaf(.posterHeadline); leaf(.posterTime)
                }
            }
            leaf(.posterComment)
            leaf(.contentImage).size(
                height: (environment.width - 2 * FeedCellModel.inset) * FeedCellModel.contentAspect)
            leaf(.contentTitle).spacingAfter(0)
            leaf(.contentDomain)
            if stacked {
                VStack(id: "buttons", spacing: gap) {
                    leaf(.like); leaf(.comment); leaf(.share)
                }
            } else {
                HStack(id: "buttons", distribution: .fillEqually) {
                    leaf(.like); leaf(.comment); leaf(.share)
                }
            }
            HStack(id: "actorRow", spacing: gap, alignment: .top) {
                leaf(.actorImage); leaf(.actorComment)
            }
        }
        .padding(FeedCellModel.inset)
        .background(.white)
        .node
    }

    static func constraints(model: FeedCellModel, environment: Environment) -> Node {
        let stacked = FeedCellModel.stacksButtons(environment)
        return Constraints(id: FeedCellModel.ID.cell) {
            model.leaves(in: environment)
        } constraints: { c in
            let s = c.superview
            // (a)
            c.action.leading == s.leading + 8
            c.options.leading == c.action.trailing + 8
            s.trailing == c.options.trailing + 8
            c.action.centerY == c.options.centerY
            c.action.top >= s.top + 8
            c.options.top >= s.top + 8
            // (b)
            c.posterImage.leading == s.leading + 8
            for text in [c.posterName, c.posterHeadline, c.posterTime] {
                text.leading == c.posterImage.trailing + 8
                s.trailing == text.trailing + 8
            }
            c.posterImage.top >= c.action.bottom + 8
            c.posterImage.top >= c.options.bottom + 8
            c.posterName.top == c.posterImage.top
            c.posterHeadline.top == c.posterName.bottom
            c.posterTime.top == c.posterHeadline.bottom
            // (c), (d), (e)
            for full in [c.posterComment, c.contentImage, c.contentTitle, c.contentDomain] {
                full.leading == s.leading + 8
                s.trailing == full.trailing + 8
            }
            c.posterComment.top >= c.posterImage.bottom + 8
            c.posterComment.top >= c.posterTime.bottom + 8
            c.contentImage.height == FeedCellModel.contentAspect * c.contentImage.width
            c.contentImage.top == c.posterComment.bottom + 8
            c.contentTitle.top == c.contentImage.bottom + 8
            c.contentDomain.top == c.contentTitle.bottom
            c.like.top == c.contentDomain.bottom + 8
            // (g)
            c.actorImage.leading == s.leading + 8
            c.actorComment.leading == c.actorImage.trailing + 8
            s.trailing == c.actorComment.trailing + 8
            c.actorComment.top == c.actorImage.top
            s.bottom >= c.actorImage.bottom + 8
            s.bottom >= c.actorComment.bottom + 8
            // (f)
            if stacked {
                for button in [c.like, c.comment, c.share] {
                    button.leading == s.leading + 8
                    s.trailing == button.trailing + 8
                }
                c.comment.top == c.like.bottom + 8
                c.share.top == c.comment.bottom + 8
                c.actorImage.top == c.share.bottom + 8
            } else {
                c.like.leading == s.leading + 8
                c.comment.width == c.like.width
                c.comment.leading == c.like.trailing
                c.share.width == c.like.width
                c.share.leading == c.comment.trailing
                s.trailing == c.share.trailing + 8
                c.comment.top == c.like.top
                c.share.top == c.like.top
                c.comment.height == c.like.height
                c.share.height == c.like.height
                c.actorImage.top == c.like.bottom + 8
            }
        }
        .background(.white)
        .node
    }
}
