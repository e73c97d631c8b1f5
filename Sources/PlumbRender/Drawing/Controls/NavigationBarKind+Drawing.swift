import CCairoPango
import PlumbCore

extension NavigationBarKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawNavigationBar(node, control, in: frame)
    }
}

extension Painter {
    /// The bars' side margins: the root view's (16 pt, 20 pt from 414 pt).
    fileprivate var barMargin: Double { SystemLayoutMargins.insets(forWidth: environment.width).left }

    /// The bar's background and hairline (none with a large title), its items from each end, and its title: inline
    /// and centred, or large and leading below the items.
    fileprivate func drawNavigationBar(_ node: Node, _ control: ControlContent, in frame: Rect) {
        // A bar at the top of the safe area also paints the status bar area above it (`UIBarPosition.topAttached`).
        let reachesTop = frame.minY <= environment.safeAreaInsets.top + 0.5
        let top = reachesTop ? 0 : frame.minY
        if !control.largeTitle {
            fill(Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top), color: Self.barBackground)
            fill(
                Rect(x: frame.x, y: frame.maxY - 1 / scale, width: frame.width, height: 1 / scale),
                color: SemanticColors.separator)
        }
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: ControlMetrics.navigationBarHeight)
        let fixed = fixedSizeText
        let rtl = environment.direction == .rtl
        // Bar button items from each end, 16 pt apart: body text in the tint colour, not scaled (UIKit shows the large
        // content viewer instead).
        func items(_ titles: [String], leading: Bool) -> Double {
            var offset = barMargin
            for title in titles {
                let width = measurer.measure(
                    TextContent(title, style: .body, lines: 1), in: fixed.environment, width: nil
                ).size.width.rounded(.up)
                let fromLeft = leading != rtl
                let x = fromLeft ? row.minX + offset : row.maxX - offset - width
                fixed.drawLabel(
                    title, style: .body, color: .systemBlue, in: Rect(x: x, y: row.y, width: width, height: row.height))
                offset += width + 16
            }
            return offset
        }
        let leadingEnd = items(control.leadingItems, leading: true)
        let trailingEnd = items(control.trailingItems, leading: false)
        guard let title = node.text, !title.string.isEmpty else { return }
        if control.largeTitle {
            // The large title: `largeTitle` (34 pt bold at Large), leading, in the 52 pt under the items; it scales
            // with Dynamic Type up to xxxl.
            var environment = environment
            environment.category = min(environment.category, .extraExtraExtraLarge)
            let painter = Painter(
                cr: cr, scale: scale, environment: environment, measurer: measurer, pixelMatrix: pixelMatrix)
            painter.drawLabel(
                title.string, style: .largeTitle, weight: .bold, alignment: .natural, color: title.color,
                in: Rect(
                    x: frame.x + barMargin, y: frame.y + ControlMetrics.navigationBarHeight,
                    width: frame.width - 2 * barMargin, height: frame.height - ControlMetrics.navigationBarHeight))
        } else {
            // The inline title: 17 pt semibold, centred on the bar, kept clear of the items.
            let room = max(0, frame.width - 2 * max(leadingEnd, trailingEnd))
            fixed.drawLabel(
                title.string, style: .headline, weight: .semibold, color: title.color,
                in: Rect(x: row.midX - room / 2, y: row.y, width: room, height: row.height))
        }
    }
}
