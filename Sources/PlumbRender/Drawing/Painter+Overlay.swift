import CCairoPango
import PlumbCore

extension Painter {
    /// Draws overlay marks on top of the rendered content, with lines one device pixel wide.
    func draw(_ overlay: Overlay) {
        let pixel = 1 / scale
        for mark in overlay.marks {
            let r = mark.rect
            switch mark.style {
            case .frame:
                cairo_set_source_rgba(cr, 0, 0.48, 1, 0.55)
                cairo_set_line_width(cr, pixel)
                cairo_rectangle(cr, r.x + pixel / 2, r.y + pixel / 2, max(0, r.width - pixel), max(0, r.height - pixel))
                cairo_stroke(cr)
            case .baseline:
                cairo_set_source_rgba(cr, 1, 0.58, 0, 0.9)
                cairo_set_line_width(cr, pixel)
                cairo_move_to(cr, r.x, r.y)
                cairo_line_to(cr, r.maxX, r.y)
                cairo_stroke(cr)
            case .problem:
                cairo_set_source_rgba(cr, 1, 0.23, 0.19, 1)
                cairo_set_line_width(cr, 2 * pixel)
                cairo_rectangle(cr, r.x + pixel, r.y + pixel, max(0, r.width - 2 * pixel), max(0, r.height - 2 * pixel))
                cairo_stroke(cr)
            case .hatched:
                cairo_save(cr)
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                cairo_clip(cr)
                cairo_set_source_rgba(cr, 1, 0.23, 0.19, 0.25)
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                cairo_fill(cr)
                cairo_set_source_rgba(cr, 1, 0.23, 0.19, 0.9)
                cairo_set_line_width(cr, pixel)
                var offset = -r.height
                while offset < r.width {
                    cairo_move_to(cr, r.x + offset, r.maxY)
                    cairo_line_to(cr, r.x + offset + r.height, r.y)
                    offset += 6
                }
                cairo_stroke(cr)
                cairo_restore(cr)
            }
        }
    }
}
