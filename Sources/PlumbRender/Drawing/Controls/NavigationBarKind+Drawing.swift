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
        if NavigationBarKind.appearance(of: control) == .standard {
            fill(Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top), color: Self.barBackground)
            fill(
                Rect(x: frame.x, y: frame.maxY - 1 / scale, width: frame.width, height: 1 / scale),
                color: SemanticColors.separator)
        }
        let fixed = fixedSizeText
        // Bar buttons and the back button: body text in the tint colour, not scaled (UIKit shows the large content
        // viewer instead); the inline title 17 pt semibold.
        func width(_ string: String, style: TextStyle, weight: FontWeight? = nil) -> Double {
            measurer.measure(
                TextContent(string, style: style, weight: weight, lines: 1), in: fixed.environment, width: nil
            ).size.width.rounded(.up)
        }
        let layout = NavigationBarLayout(
            frame: frame, content: control, title: node.text?.string ?? "", environment: environment,
            itemWidth: { width($0, style: .body) }, titleWidth: { width($0, style: .headline, weight: .semibold) })
        let tint = node.style.tint ?? .systemBlue
        for (title, slot) in Array(zip(control.leadingItems, layout.leading))
            + zip(control.trailingItems, layout.trailing)
        {
            fixed.drawLabel(title, style: .body, color: tint, in: slot)
        }
        if let back = layout.back {
            drawBackChevron(in: back.chevron, color: tint)
            if let title = back.title { fixed.drawLabel(title, style: .body, color: tint, in: back.titleFrame) }
        }
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
            guard let room = layout.titleRoom else { return }
            fixed.drawLabel(title.string, style: .headline, weight: .semibold, color: title.color, in: room)
        }
    }
}

extension Painter {
    /// The back button's `chevron.backward`: two strokes meeting at a point, 12 × 21 pt centred in `slot`'s height,
    /// pointing to the leading edge (right under RTL, as the symbol mirrors). Drawn as a path: Plumb ships no SF
    /// Symbols, and the stroke approximates the 17 pt semibold glyph (docs/uikit-semantics.md).
    fileprivate func drawBackChevron(in slot: Rect, color: Color) {
        let height = ControlMetrics.backChevronHeight
        let lineWidth = 3.0
        // The stroke's outer edge touches the slot: its centre line is inset by half the line width.
        let inset = lineWidth / 2
        let top = slot.midY - height / 2 + inset, bottom = slot.midY + height / 2 - inset
        let pointsLeft = environment.direction != .rtl
        let tip = pointsLeft ? slot.minX + inset : slot.maxX - inset
        let tail = pointsLeft ? slot.maxX - inset : slot.minX + inset
        cairo_save(cr)
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, tail, top)
        cairo_line_to(cr, tip, slot.midY)
        cairo_line_to(cr, tail, bottom)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
