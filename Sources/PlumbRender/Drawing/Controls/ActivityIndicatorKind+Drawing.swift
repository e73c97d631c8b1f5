import CCairoPango
import Foundation
import PlumbCore

extension ActivityIndicatorKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawActivityIndicator(in: frame)
    }
}

extension Painter {
    /// A still frame of the spinning animation.
    fileprivate func drawActivityIndicator(in frame: Rect) {
        // Eight spokes in `secondaryLabel`, fading clockwise from the top, as a still frame of the animation.
        let side = min(frame.width, frame.height)
        let center = (x: frame.midX, y: frame.midY)
        let inner = side * 0.22, outer = side * 0.48
        cairo_set_line_width(cr, side * 0.09)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let base = SemanticColors.secondaryLabel.resolved(in: environment)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            var color = base
            color.alpha = UInt8(Double(base.alpha) * (1 - Double(spoke) * 0.1))
            setColor(color)
            cairo_move_to(cr, center.x + cos(angle) * inner, center.y + sin(angle) * inner)
            cairo_line_to(cr, center.x + cos(angle) * outer, center.y + sin(angle) * outer)
            cairo_stroke(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }
}
