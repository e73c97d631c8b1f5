import CCairoPango
import PlumbCore

extension ColorWellKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawColorWell(in: frame)
    }
}

extension Painter {
    /// Six arcs of hue around a white gap and the selected colour's disc (none selected: `systemFill`).
    fileprivate func drawColorWell(in frame: Rect) {
        let radius = min(frame.width, frame.height) / 2
        let center = (x: frame.midX, y: frame.midY)
        let hues: [Color] = [
            SemanticColors.systemRed, SemanticColors.systemYellow, SemanticColors.systemGreen,
            SemanticColors.systemTeal, SemanticColors.systemBlue, SemanticColors.systemPurple,
        ]
        cairo_set_line_width(cr, 3)
        for (index, hue) in hues.enumerated() {
            setColor(hue)
            let start = Double(index) * Double.pi / 3 - Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, radius - 1.5, start, start + Double.pi / 3)
            cairo_stroke(cr)
        }
        setColor(SemanticColors.systemFill)
        cairo_arc(cr, center.x, center.y, radius - 5, 0, 2 * Double.pi)
        cairo_fill(cr)
    }
}
