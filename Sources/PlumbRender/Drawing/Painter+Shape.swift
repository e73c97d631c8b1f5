import CCairoPango
import PlumbCore

/// The outline of a node: its frame with its corners rounded as `CALayer` rounds them — one radius or one per
/// corner, circular arcs or iOS's continuous curve.
extension Painter {
    /// How far along each edge a continuous corner of radius r reaches: 1.52866483 r. The curve is the one
    /// `UIBezierPath(roundedRect:cornerRadius:)` and `CALayerCornerCurve.continuous` draw since iOS 7, as measured
    /// and published by PaintCode ("Code for iOS 7 rounded rectangles"); the points below are its control points in
    /// units of r.
    static let continuousExtent = 1.52866483

    /// Adds the node's outline to the path: `style.cornerRadius` (or the decoration's radii) on `rect`, shrunk by
    /// `inset` on every side (for a border drawn inside).
    func addShape(_ rect: Rect, style: NodeStyle, inset: Double = 0) {
        // A `shape:` replaces the rounded frame; its border is drawn by `strokeInside`, not inset.
        if let shape = style.decoration?.shape {
            addPath(shape, in: rect)
            return
        }
        let rect = inset == 0 ? rect : rect.inset(by: EdgeInsets(all: inset))
        let decoration = style.decoration
        let curve = decoration?.cornerCurve ?? .circular
        guard decoration?.cornerRadii != nil || curve == .continuous else {
            roundedRect(rect, radius: max(0, style.cornerRadius - inset))
            return
        }
        var radii = decoration?.cornerRadii ?? CornerRadii(all: style.cornerRadius)
        radii = CornerRadii(
            topLeft: max(0, radii.topLeft - inset), topRight: max(0, radii.topRight - inset),
            bottomLeft: max(0, radii.bottomLeft - inset), bottomRight: max(0, radii.bottomRight - inset))
        let reach = curve == .continuous ? Self.continuousExtent : 1
        let limit = max(0, min(rect.width, rect.height) / 2 / reach)
        // Corners clockwise from the top left: the corner point, the direction the path arrives in, the direction it
        // leaves in, and the radius (limited so that two corners never overlap, as UIKit limits them).
        let corners: [(Point, Point, Point, Double)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), min(radii.topRight, limit)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), min(radii.bottomRight, limit)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), min(radii.bottomLeft, limit)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), min(radii.topLeft, limit)),
        ]
        /// A point near a corner: `back` radii before it along the arriving edge, `along` radii after it along the
        /// leaving edge.
        func point(_ corner: (Point, Point, Point, Double), _ back: Double, _ along: Double) -> (Double, Double) {
            let (c, arriving, leaving, r) = corner
            return (
                c.x - arriving.x * back * r + leaving.x * along * r, c.y - arriving.y * back * r + leaving.y * along * r
            )
        }
        func curveTo(
            _ corner: (Point, Point, Point, Double), _ p1: (Double, Double), _ p2: (Double, Double),
            _ p3: (Double, Double)
        ) {
            let a = point(corner, p1.0, p1.1), b = point(corner, p2.0, p2.1), c = point(corner, p3.0, p3.1)
            cairo_curve_to(cr, a.0, a.1, b.0, b.1, c.0, c.1)
        }
        cairo_new_sub_path(cr)
        let start = point(corners[3], 0, reach)
        cairo_move_to(cr, start.0, start.1)
        for corner in corners {
            let entry = point(corner, reach, 0)
            cairo_line_to(cr, entry.0, entry.1)
            guard corner.3 > 0 else { continue }
            if curve == .continuous {
                curveTo(corner, (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
                let middle = point(corner, 0.63149399, 0.07491100)
                cairo_line_to(cr, middle.0, middle.1)
                curveTo(corner, (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399))
                curveTo(corner, (0, 0.86840701), (0, 1.08849299), (0, 1.52866483))
            } else {
                // A quarter circle as one cubic Bézier (the usual 0.5523 r handles).
                let k = 0.5522847498
                curveTo(corner, (1 - k, 0), (0, 1 - k), (0, 1))
            }
        }
        cairo_close_path(cr)
    }

    /// Fills the node's outline with its gradient, as a `CAGradientLayer` of type `.axial` masked to it.
    func fillGradient(_ gradient: LinearGradient, in frame: Rect, style: NodeStyle) {
        let pattern = cairo_pattern_create_linear(
            frame.x + gradient.start.x * frame.width, frame.y + gradient.start.y * frame.height,
            frame.x + gradient.end.x * frame.width, frame.y + gradient.end.y * frame.height)!
        defer { cairo_pattern_destroy(pattern) }
        let count = gradient.colors.count
        for (index, color) in gradient.colors.enumerated() {
            let offset = gradient.locations?[index] ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
            let c = color.resolved(in: environment)
            cairo_pattern_add_color_stop_rgba(
                pattern, offset, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255
            )
        }
        cairo_set_source(cr, pattern)
        addShape(frame, style: style)
        cairo_fill(cr)
    }
}
