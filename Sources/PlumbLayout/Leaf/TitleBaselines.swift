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
    /// How far the text starts below the node's top when the node has its intrinsic height (a button's top
    /// content inset), for constraints that read baselines as offsets from the top.
    let inset: Double

    /// The text of `node` (a `text` node, or a `button`'s title) measured for a node `width` wide (`nil`: its
    /// natural width), or `nil` when the node has no text of its own.
    static func of(_ node: Node, width: Double?, context: LayoutContext) -> TitleBaselines? {
        guard let text = node.text else { return nil }
        switch node.kind {
        case .text:
            let measurement = context.measurer.measure(text, in: context.environment, width: width)
            return TitleBaselines(
                first: measurement.firstBaseline, last: measurement.lastBaseline, textHeight: measurement.size.height,
                inset: 0)
        case .button:
            // The title as the button lays it out at this width (`ButtonTitle`: its side insets, shrunk when the
            // button is narrower than its title and insets); its height does not change the wrapping.
            let measured: TextMeasurement
            if let width {
                let title = ButtonTitle(
                    text, in: Rect(x: 0, y: 0, width: width, height: 0), environment: context.environment,
                    measurer: context.measurer, insets: node.buttonTitleInsets(in: context.environment))
                measured = title.measurement(measurer: context.measurer, in: context.environment)
            } else {
                var centred = text
                centred.alignment = .center
                measured = context.measurer.measure(centred, in: context.environment, width: nil)
            }
            return TitleBaselines(
                first: measured.firstBaseline, last: measured.lastBaseline, textHeight: measured.size.height,
                inset: node.buttonTitleInsets(in: context.environment).top)
        default:
            return nil
        }
    }

    /// The first and last baselines from the top of a frame `height` high: the text is centred in it, moving
    /// down in a taller frame and up in a shorter one (`TextMeasurement.top(inHeight:)`) — a button's title too,
    /// whose insets above and below are equal, however far they shrink (`ButtonTitle`).
    func offsets(inHeight height: Double) -> (first: Double, last: Double) {
        let top = (height - textHeight) / 2
        return (top + first, top + last)
    }
}
