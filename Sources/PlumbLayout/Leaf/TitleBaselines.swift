import PlumbCore

/// Where a leaf's text sits inside it, for baseline alignment: a text node's own text, a button's title.
///
/// UIKit: `UIButton` forwards `forFirstBaselineLayout` and `forLastBaselineLayout` to its title label, so a
/// button's first and last baselines are its title's ("Buttons align by their title's baseline", Apple's
/// `UIView.forFirstBaselineLayout` documentation: "UIKit … returns a view whose baseline you can use", which
/// UIButton overrides to return its `titleLabel`). A view without text of its own has none here.
struct TitleBaselines {
    /// The first and last baselines from the top of the text's measured box.
    let first: Double
    let last: Double
    /// The height of the text's measured box.
    let textHeight: Double
    /// How far the box the text is centred in starts below the node's top (a button's top content inset); the
    /// box ends as far above the node's bottom.
    let inset: Double

    /// The text of `node` (a `text` node, or a `button`'s title) measured for a node `width` wide (`nil`: its
    /// natural width), or `nil` when the node has no text of its own.
    static func of(_ node: Node, width: Double?, context: LayoutContext) -> TitleBaselines? {
        guard let text = node.text else { return nil }
        switch node.kind {
        case .text:
            let measurement = context.measurer.measure(text, in: context.environment, width: width)
            return TitleBaselines(
                first: measurement.firstBaseline, last: measurement.lastBaseline, textHeight: measurement.size.height, inset: 0)
        case .button:
            let insets = ButtonMetrics.contentInsets
            var centred = text
            centred.alignment = .center
            let measurement = context.measurer.measure(
                centred, in: context.environment, width: width.map { max(0, $0 - insets.horizontal) })
            return TitleBaselines(
                first: measurement.firstBaseline, last: measurement.lastBaseline, textHeight: measurement.size.height,
                inset: insets.top)
        default:
            return nil
        }
    }

    /// The first and last baselines from the top of a frame `height` high: the text is centred in the box it is
    /// drawn in when it is shorter, and starts at the box's top when it is taller.
    func offsets(inHeight height: Double) -> (first: Double, last: Double) {
        let box = height - 2 * inset
        let top = inset + max(0, (box - textHeight) / 2)
        return (top + first, top + last)
    }
}
