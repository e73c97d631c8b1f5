import CCairoPango
import PlumbCore

extension StepperKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawStepper(in: frame)
    }
}

extension Painter {
    /// The rounded track, a divider, minus and plus.
    fileprivate func drawStepper(in frame: Rect) {
        setColor(SemanticColors.tertiarySystemFill)
        roundedRect(frame, radius: 8)
        cairo_fill(cr)
        setColor(SemanticColors.separator)
        cairo_rectangle(cr, frame.midX - 0.5 / scale, frame.midY - 9, 1 / scale, 18)
        cairo_fill(cr)
        // Minus and plus, 14 pt wide strokes in `label`, centred in each half; minus is leading.
        let halves = [frame.minX + frame.width / 4, frame.minX + frame.width * 3 / 4]
        let minusX = environment.direction == .rtl ? halves[1] : halves[0]
        let plusX = environment.direction == .rtl ? halves[0] : halves[1]
        setColor(.label)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, minusX - 7, frame.midY)
        cairo_line_to(cr, minusX + 7, frame.midY)
        cairo_move_to(cr, plusX - 7, frame.midY)
        cairo_line_to(cr, plusX + 7, frame.midY)
        cairo_move_to(cr, plusX, frame.midY - 7)
        cairo_line_to(cr, plusX, frame.midY + 7)
        cairo_stroke(cr)
    }
}
