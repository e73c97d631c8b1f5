import CCairoPango
import PlumbCore

/// A node's `shape:` as a Cairo path, and the border drawn inside it.
extension Painter {
    /// Adds `shape` stretched onto `frame` (mirrored under right to left when it asks) to the current path.
    func addPath(_ shape: NodeShape, in frame: Rect) {
        for element in shape.elements(in: frame, direction: environment.direction) {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// A border inside a shaped node, as `CALayer.borderWidth` lies inside the layer's outline: the path stroked at
    /// twice the width, clipped to the path, so the inner half remains whatever the path's curves.
    func strokeInside(_ shape: NodeShape, in frame: Rect, width: Double) {
        cairo_save(cr)
        addPath(shape, in: frame)
        cairo_clip_preserve(cr)
        cairo_set_line_width(cr, width * 2)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
