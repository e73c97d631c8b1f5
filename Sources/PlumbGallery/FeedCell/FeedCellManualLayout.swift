import PlumbCore
import PlumbLayout

/// The feed cell (docs/design.md §11.6) computed by hand from the width, the `layoutFor(width:)` way.
///
/// Follows the rules in `FeedCellModel`'s doc comment line by line: a cursor `y` walks down the rows, each row's
/// height is the larger of its parts, and text is measured at the width its frame gets (`integralSize`).
public struct FeedCellManualLayout: ManualLayout {
    public let model: FeedCellModel
    public let placements: [Placement]
    public var bottomInset: Double { FeedCellModel.inset }

    public init(model: FeedCellModel, width: Double, environment: Environment, measurer: any TextMeasuring) {
        typealias Leaf = FeedCellModel.Leaf
        self.model = model
        let inset = FeedCellModel.inset, gap = FeedCellModel.spacing, side = FeedCellModel.imageSide
        let contentWidth = width - 2 * inset
        // By position (`Leaf`), not id: a layout computed by hand addresses its views directly.
        let leaves = model.leaves(in: environment)
        var frames = [Rect](repeating: .zero, count: leaves.count)
        func height(_ leaf: Leaf, width: Double) -> Double {
            let node = leaves[leaf.rawValue]
            if node.kind == .button {
                let title = measurer.integralSize(
                    of: node.text!, in: environment, width: width - ButtonMetrics.contentInsets.horizontal)
                return title.height + ButtonMetrics.contentInsets.vertical
            }
            return measurer.integralSize(of: node.text!, in: environment, width: width).height
        }
        var y = inset

        // (a) action text and options button, centred on each other.
        let options = FeedCellModel.optionsSide
        let actionWidth = contentWidth - options - gap
        let actionHeight = height(.action, width: actionWidth)
        let rowA = max(actionHeight, options)
        frames[Leaf.action.rawValue] = Rect(
            x: inset, y: y + (rowA - actionHeight) / 2, width: actionWidth, height: actionHeight)
        frames[Leaf.options.rawValue] = Rect(
            x: width - inset - options, y: y + (rowA - options) / 2, width: options, height: options)
        y += rowA + gap

        // (b) poster image and the name / headline / time column, top-aligned.
        let columnX = inset + side + gap, columnWidth = contentWidth - side - gap
        frames[Leaf.posterImage.rawValue] = Rect(x: inset, y: y, width: side, height: side)
        var columnY = y
        for leaf in [Leaf.posterName, .posterHeadline, .posterTime] {
            let h = height(leaf, width: columnWidth)
            frames[leaf.rawValue] = Rect(x: columnX, y: columnY, width: columnWidth, height: h)
            columnY += h
        }
        y = max(y + side, columnY) + gap

        // (c) poster comment; (d) content image; (e) content title and domain.
        let comment = height(.posterComment, width: contentWidth)
        frames[Leaf.posterComment.rawValue] = Rect(x: inset, y: y, width: contentWidth, height: comment)
        y += comment + gap
        let imageHeight = contentWidth * FeedCellModel.contentAspect
        frames[Leaf.contentImage.rawValue] = Rect(x: inset, y: y, width: contentWidth, height: imageHeight)
        y += imageHeight + gap
        let title = height(.contentTitle, width: contentWidth)
        frames[Leaf.contentTitle.rawValue] = Rect(x: inset, y: y, width: contentWidth, height: title)
        y += title
        let domain = height(.contentDomain, width: contentWidth)
        frames[Leaf.contentDomain.rawValue] = Rect(x: inset, y: y, width: contentWidth, height: domain)
        y += domain + gap

        // (f) like / comment / share: a row of equal thirds, or a column from XXL up.
        if FeedCellModel.stacksButtons(environment) {
            for leaf in Leaf.buttons {
                let h = height(leaf, width: contentWidth)
                frames[leaf.rawValue] = Rect(x: inset, y: y, width: contentWidth, height: h)
                y += h + gap
            }
        } else {
            let buttonWidth = contentWidth / 3
            var rowF = 0.0
            for leaf in Leaf.buttons { rowF = max(rowF, height(leaf, width: buttonWidth)) }
            for (index, leaf) in Leaf.buttons.enumerated() {
                frames[leaf.rawValue] = Rect(
                    x: inset + Double(index) * buttonWidth, y: y, width: buttonWidth, height: rowF)
            }
            y += rowF + gap
        }

        // (g) actor image and comment, top-aligned.
        frames[Leaf.actorImage.rawValue] = Rect(x: inset, y: y, width: side, height: side)
        let actor = height(.actorComment, width: columnWidth)
        frames[Leaf.actorComment.rawValue] = Rect(x: columnX, y: y, width: columnWidth, height: actor)

        let rightToLeft = environment.direction == .rtl
        placements = leaves.indices.map { index in
            Placement(node: leaves[index], frame: rightToLeft ? frames[index].mirrored(inWidth: width) : frames[index])
        }
    }
}
