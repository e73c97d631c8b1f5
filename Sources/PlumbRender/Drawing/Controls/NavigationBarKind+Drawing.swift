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
        // viewer instead); the inline title 17 pt semibold; laid out as the layout engines recorded it.
        let layout = NavigationBarLayout.measured(
            frame: frame, content: control, title: node.text?.string ?? "", environment: environment,
            measurer: measurer)
        let tint = node.style.tint ?? .systemBlue
        let leadingImages = control[NavigationBarKind.leadingItemImages]
        let trailingImages = control[NavigationBarKind.trailingItemImages]
        for (index, (title, slot)) in zip(control.leadingItems, layout.leading).enumerated() {
            let image = index < leadingImages.count ? leadingImages[index] : nil
            drawBarItem(title, image: image, in: slot, tint: tint, with: fixed)
        }
        for (index, (title, slot)) in zip(control.trailingItems, layout.trailing).enumerated() {
            let image = index < trailingImages.count ? trailingImages[index] : nil
            drawBarItem(title, image: image, in: slot, tint: tint, with: fixed)
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
    /// One bar button item in its slot: its title in the tint, or its image as a template in the tint, centred in
    /// its tap target (`NavigationBarLayout.imageTarget`), mirrored under RTL only when it asks to be.
    fileprivate func drawBarItem(
        _ title: String, image: BarButtonImage?, in slot: Rect, tint: Color, with fixed: Painter
    ) {
        guard let image else {
            fixed.drawLabel(title, style: .body, color: tint, in: slot)
            return
        }
        var node = Node(id: "", kind: .image)
        var content = image.image
        content.tint = tint
        content.contentMode = .scaleAspectFit
        node.image = content
        let size = image.size
        drawImage(
            node,
            in: Rect(
                x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width, height: size.height))
    }

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
