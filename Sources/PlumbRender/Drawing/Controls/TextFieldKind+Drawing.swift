import CCairoPango
import PlumbCore

extension TextFieldKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawTextField(node, control, in: frame)
    }
}

extension Painter {
    /// The border style (`TextFieldKind.borderStyle(of:)`): rounded-rect, line, bezel, or none (the node's own
    /// layer style, painted already); then the text (bullets when secure) or the placeholder, then the clear button.
    fileprivate func drawTextField(_ node: Node, _ control: ControlContent, in frame: Rect) {
        switch TextFieldKind.borderStyle(of: node) {
        case .none: break
        case .roundedRect:
            // `.roundedRect`: a 5 pt radius, a hairline border, the text 7 pt in from each end.
            setColor(SemanticColors.tertiarySystemBackground)
            roundedRect(frame, radius: 5)
            cairo_fill(cr)
            setColor(SemanticColors.opaqueSeparator)
            cairo_set_line_width(cr, 1 / scale)
            roundedRect(frame.inset(by: EdgeInsets(all: 0.5 / scale)), radius: 5)
            cairo_stroke(cr)
        case .line:
            // `.line`: a thin dark rectangle, no fill (an approximation: a 1 pt `label` line; Apple documents no
            // colour or width).
            setColor(SemanticColors.label)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, frame.x + 0.5, frame.y + 0.5, max(0, frame.width - 1), max(0, frame.height - 1))
            cairo_stroke(cr)
        case .bezel:
            // `.bezel`: a sunken frame, no fill — a 1 pt `systemGray2` rectangle with its top edge darker
            // (`systemGray`), an approximation of the bevel.
            setColor(SemanticColors.systemGray2)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, frame.x + 0.5, frame.y + 0.5, max(0, frame.width - 1), max(0, frame.height - 1))
            cairo_stroke(cr)
            fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), color: SemanticColors.systemGray)
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
}
