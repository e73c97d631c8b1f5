import CCairoPango
import PlumbCore

extension TextFieldKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawTextField(node, control, in: frame)
    }
}

extension Painter {
    /// The rounded-rect border style, or none when the node styles its own layer; then the text (bullets when
    /// secure) or the placeholder, then the clear button.
    fileprivate func drawTextField(_ node: Node, _ control: ControlContent, in frame: Rect) {
        if !Self.stylesOwnLayer(node) {
            // `.roundedRect`: a 5 pt radius, a hairline border, the text 7 pt in from each end.
            setColor(SemanticColors.tertiarySystemBackground)
            roundedRect(frame, radius: 5)
            cairo_fill(cr)
            setColor(SemanticColors.opaqueSeparator)
            cairo_set_line_width(cr, 1 / scale)
            roundedRect(frame.inset(by: EdgeInsets(all: 0.5 / scale)), radius: 5)
            cairo_stroke(cr)
        }
        var text = node.text ?? TextContent("", style: .body)
        let clear = control.showsClearButton && !text.string.isEmpty
        let trailingRoom = clear ? ControlMetrics.clearButtonWidth + 6 : 0
        let inset = ControlMetrics.textFieldHorizontalInset
        let rtl = environment.direction == .rtl
        let textRect = Rect(
            x: frame.x + inset + (rtl ? trailingRoom : 0), y: frame.y,
            width: max(0, frame.width - 2 * inset - trailingRoom), height: frame.height)
        if text.string.isEmpty {
            drawLabel(
                control.placeholder ?? "", style: text.style, alignment: .natural,
                color: SemanticColors.placeholderText, in: textRect)
        } else {
            if control.isSecure { text.string = String(repeating: "•", count: text.string.count) }
            text.lines = 1
            drawText(text, in: textRect)
        }
        guard clear else { return }
        // The clear button: a 14 pt `tertiaryLabel` circle with a cross knocked out of it.
        let centerX = rtl ? frame.minX + inset + 9.5 : frame.maxX - inset - 9.5
        let center = (x: centerX, y: frame.midY)
        setColor(SemanticColors.tertiaryLabel)
        cairo_arc(cr, center.x, center.y, 7, 0, 2 * Double.pi)
        cairo_fill(cr)
        setColor(SemanticColors.systemBackground)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, center.x - 2.5, center.y - 2.5)
        cairo_line_to(cr, center.x + 2.5, center.y + 2.5)
        cairo_move_to(cr, center.x + 2.5, center.y - 2.5)
        cairo_line_to(cr, center.x - 2.5, center.y + 2.5)
        cairo_stroke(cr)
    }

    /// Whether the field gives its own `background`, border, corner radius or gradient: then it is drawn as UIKit
    /// draws `borderStyle = .none` with the layer's `backgroundColor`, `borderColor`/`borderWidth` and
    /// `cornerRadius` (the node's style, which `draw` has painted already), without the rounded-rect chrome over
    /// it. The text keeps the rounded-rect style's insets (docs/spec-format.md, "System controls").
    static func stylesOwnLayer(_ node: Node) -> Bool {
        let style = node.style
        return style.background != nil || (style.borderColor != nil && style.borderWidth > 0) || style.cornerRadius > 0
            || style.decoration?.cornerRadii != nil || style.decoration?.gradient != nil
    }
}
