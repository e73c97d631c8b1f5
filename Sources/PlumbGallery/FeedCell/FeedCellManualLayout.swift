import PlumbCore
import PlumbLayout

/// The feed cell (DESIGN §11.6) computed by hand from the width, the `layoutFor(width:)` way.
///
/// Follows the rules in `FeedCellModel`'s doc comment line by line: a cursor `y` walks down the rows, each row's
/// height is the larger of its parts, and text is measured at the width its frame gets (`integralSize`).
public struct FeedCellManualLayout: ManualLayout {
    public let model: FeedCellModel
    public let placements: [Placement]
    public var bottomInset: Double { FeedCellModel.inset }

    public init(model: FeedCellModel, width: Double, environment: Environment, measurer: any TextMeasuring) {
        typealias ID = FeedCellModel.ID
        self.model = model
        let inset = FeedCellModel.inset, gap = FeedCellModel.spacing, side = FeedCellModel.imageSide
        let contentWidth = width - 2 * inset
        let leaves = Dictionary(uniqueKeysWithValues: model.leaves(in: environment).map { ($0.id, $0) })
        var frames: [String: Rect] = [:]
        func height(_ id: String, width: Double) -> Double {
            let node = leaves[id]!
            if node.kind == .button {
                let title = measurer.integralSize(of: node.text!, in: environment, width: width - ButtonMetrics.contentInsets.horizontal)
                return title.height + ButtonMetrics.contentInsets.vertical
            }
            return measurer.integralSize(of: node.text!, in: environment, width: width).height
        }
        var y = inset

        // (a) action text and options button, centred on each other.
        let options = FeedCellModel.optionsSide
        let actionWidth = contentWidth - options - gap
        let actionHeight = height(ID.action, width: actionWidth)
        let rowA = max(actionHeight, options)
        frames[ID.action] = Rect(x: inset, y: y + (rowA - actionHeight) / 2, width: actionWidth, height: actionHeight)
        frames[ID.options] = Rect(x: width - inset - options, y: y + (rowA - options) / 2, width: options, height: options)
        y += rowA + gap

        // (b) poster image and the name / headline / time column, top-aligned.
        let columnX = inset + side + gap, columnWidth = contentWidth - side - gap
        frames[ID.posterImage] = Rect(x: inset, y: y, width: side, height: side)
        var columnY = y
        for id in [ID.posterName, ID.posterHeadline, ID.posterTime] {
            let h = height(id, width: columnWidth)
            frames[id] = Rect(x: columnX, y: columnY, width: columnWidth, height: h)
            columnY += h
        }
        y = max(y + side, columnY) + gap

        // (c) poster comment; (d) content image; (e) content title and domain.
        let comment = height(ID.posterComment, width: contentWidth)
        frames[ID.posterComment] = Rect(x: inset, y: y, width: contentWidth, height: comment)
        y += comment + gap
        let imageHeight = contentWidth * FeedCellModel.contentAspect
        frames[ID.contentImage] = Rect(x: inset, y: y, width: contentWidth, height: imageHeight)
        y += imageHeight + gap
        let title = height(ID.contentTitle, width: contentWidth)
        frames[ID.contentTitle] = Rect(x: inset, y: y, width: contentWidth, height: title)
        y += title
        let domain = height(ID.contentDomain, width: contentWidth)
        frames[ID.contentDomain] = Rect(x: inset, y: y, width: contentWidth, height: domain)
        y += domain + gap

        // (f) like / comment / share: a row of equal thirds, or a column from XXL up.
        if FeedCellModel.stacksButtons(environment) {
            for id in ID.buttons {
                let h = height(id, width: contentWidth)
                frames[id] = Rect(x: inset, y: y, width: contentWidth, height: h)
                y += h + gap
            }
        } else {
            let buttonWidth = contentWidth / 3
            let rowF = ID.buttons.map { height($0, width: buttonWidth) }.max()!
            for (index, id) in ID.buttons.enumerated() {
                frames[id] = Rect(x: inset + Double(index) * buttonWidth, y: y, width: buttonWidth, height: rowF)
            }
            y += rowF + gap
        }

        // (g) actor image and comment, top-aligned.
        frames[ID.actorImage] = Rect(x: inset, y: y, width: side, height: side)
        let actor = height(ID.actorComment, width: columnWidth)
        frames[ID.actorComment] = Rect(x: columnX, y: y, width: columnWidth, height: actor)

        let rightToLeft = environment.direction == .rtl
        placements = ID.leaves.map { id in
            let frame = frames[id]!
            return Placement(node: leaves[id]!, frame: rightToLeft ? frame.mirrored(inWidth: width) : frame)
        }
    }
}
