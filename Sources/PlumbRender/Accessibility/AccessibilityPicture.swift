import CCairoPango
import PlumbCore
import PlumbText

/// The accessibility snapshot image: the screen faded, each VoiceOver element outlined in its colour with its
/// number, its activation point marked, and a legend beside the screen listing what VoiceOver reads
/// ("1. Settings, Heading").
///
/// A plain value built by the caller from the elements (PlumbAccessibility), so the renderer needs no knowledge of
/// accessibility rules. Drawn at the environment's scale; the legend uses the pinned fonts at a fixed size (it
/// does not follow the screen's Dynamic Type size or locale), so the same elements always give the same bytes.
public struct AccessibilityPicture: Sendable {
    public struct Marker: Sendable {
        public var number: Int
        public var frame: Rect
        public var activationPoint: Point
        /// The legend line without its number: "Airplane Mode, Switch button, Off".
        public var text: String

        public init(number: Int, frame: Rect, activationPoint: Point, text: String) {
            self.number = number
            self.frame = frame
            self.activationPoint = activationPoint
            self.text = text
        }
    }

    public var markers: [Marker]

    public init(markers: [Marker]) {
        self.markers = markers
    }

    /// The legend column's width, its margin, the badge's diameter and the gap between legend rows, in points.
    static let legendWidth = 320.0, margin = 12.0, badge = 20.0, rowGap = 8.0
    /// How much of the screen shows through the white veil.
    static let screenOpacity = 0.35
    /// Outline colours, taken in turn (the same number always gets the same colour).
    static let palette: [Color] = [
        Color(red: 0, green: 122, blue: 255), Color(red: 255, green: 59, blue: 48),
        Color(red: 52, green: 168, blue: 83),
        Color(red: 175, green: 82, blue: 222), Color(red: 255, green: 149, blue: 0),
        Color(red: 0, green: 150, blue: 170),
        Color(red: 200, green: 40, blue: 140), Color(red: 90, green: 90, blue: 100),
    ]

    /// Renders the picture of `result` as PNG bytes.
    ///
    /// - Throws: `PNGError.encodeFailed` (only on memory exhaustion in practice).
    public func renderPNG(_ result: LayoutResult, with renderer: Renderer) throws(PNGError) -> [UInt8] {
        try renderPNG(screen: renderer.render(result), environment: result.environment, measurer: renderer.measurer)
    }

    /// Renders the picture over `screen`, an image already drawn at `environment`'s scale: the run's own render
    /// (no second draw), or a baseline PNG with the baseline's elements (the expected picture of a failed check).
    ///
    /// - Throws: `PNGError.encodeFailed` (only on memory exhaustion in practice).
    public func renderPNG(
        screen: RGBAImage, environment: Environment, measurer: PangoTextMeasurer
    ) throws(PNGError) -> [UInt8] {
        let scale = Double(environment.scale)
        let legendEnvironment = Environment(width: Self.legendWidth, scale: environment.scale)
        let rows = legendRows(measurer: measurer, environment: legendEnvironment)
        let legendHeight = (rows.last.map { $0.top + $0.height } ?? 0) + Self.margin
        let pointWidth = Double(screen.width) / scale + Self.legendWidth
        let pointHeight = max(Double(screen.height) / scale, legendHeight)
        let width = Int((pointWidth * scale).rounded(.up)), height = Int((pointHeight * scale).rounded(.up))

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        Self.paintFadedScreen(screen, into: surface, width: width, height: height)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        let painter = Painter(cr: cr, scale: scale, environment: legendEnvironment, measurer: measurer)
        for marker in markers {
            drawMarker(marker, painter: painter, rightToLeft: environment.direction == .rtl)
        }
        let left = Double(screen.width) / scale
        for (marker, row) in zip(markers, rows) {
            drawBadge(marker.number, at: Point(x: left + Self.margin, y: row.top), painter: painter)
            let text = TextContent(marker.text, style: .footnote, lines: 0, color: .black)
            painter.drawText(
                text,
                in: Rect(x: left + Self.margin + Self.badge + 6, y: row.top, width: row.textWidth, height: row.height))
        }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        return try PNGEncoder().encode(premultipliedARGB32: data, width: width, height: height, stride: stride)
    }

    /// Each legend row's top and height: its text wrapped beside the badge, at least a badge high.
    func legendRows(
        measurer: PangoTextMeasurer, environment: Environment
    ) -> [(top: Double, height: Double, textWidth: Double)] {
        let textWidth = Self.legendWidth - 2 * Self.margin - Self.badge - 6
        var top = Self.margin
        return markers.map { marker in
            let content = TextContent(marker.text, style: .footnote, lines: 0)
            let measured = measurer.measure(TextRequest(content: content, environment: environment, width: textWidth))
            let height = max(Self.badge, measured.size.height.rounded(.up))
            defer { top += height + Self.rowGap }
            return (top, height, textWidth)
        }
    }

    /// Writes the screen, blended towards white, as the surface's first pixels (the rest white).
    ///
    /// Integer arithmetic on the bytes: a pixel over white `w = (c·a + 255·(255 − a)) / 255`, then the veil
    /// `255 − (255 − w)·veilKeep / 255`, where `veilKeep / 255` is `screenOpacity`.
    static func paintFadedScreen(_ screen: RGBAImage, into surface: OpaquePointer, width: Int, height: Int) {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let keep = UInt32((screenOpacity * 255).rounded())
        @inline(__always) func fade(_ c: UInt32, _ a: UInt32) -> UInt32 {
            let overWhite = (c * a + 255 * (255 - a) + 127) / 255
            return 255 - ((255 - overWhite) * keep + 127) / 255
        }
        screen.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let columns = y < screen.height ? min(width, screen.width) : 0
                var source = y * screen.width * 4
                for x in 0..<columns {
                    let a = UInt32(pixels[source + 3])
                    let r = fade(UInt32(pixels[source]), a), g = fade(UInt32(pixels[source + 1]), a),
                        b = fade(UInt32(pixels[source + 2]), a)
                    row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    source += 4
                }
                for x in columns..<width { row[x] = 0xFFFF_FFFF }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The element's outline, its number at its top leading corner (top right under right-to-left) and a dot at its
    /// activation point.
    func drawMarker(_ marker: Marker, painter: Painter, rightToLeft: Bool) {
        let cr = painter.cr
        let color = Self.palette[(marker.number - 1) % Self.palette.count]
        painter.setColor(color)
        cairo_set_line_width(cr, 2)
        cairo_rectangle(
            cr, marker.frame.x + 1, marker.frame.y + 1, max(0, marker.frame.width - 2), max(0, marker.frame.height - 2))
        cairo_stroke(cr)
        cairo_arc(cr, marker.activationPoint.x, marker.activationPoint.y, 3, 0, 2 * Double.pi)
        cairo_fill(cr)
        let x = rightToLeft ? marker.frame.maxX - Self.badge : marker.frame.x
        drawBadge(marker.number, at: Point(x: x, y: marker.frame.y), painter: painter)
    }

    /// A filled circle in the number's colour with the number in white, its top-left corner at `origin`.
    func drawBadge(_ number: Int, at origin: Point, painter: Painter) {
        let cr = painter.cr
        painter.setColor(Self.palette[(number - 1) % Self.palette.count])
        cairo_arc(cr, origin.x + Self.badge / 2, origin.y + Self.badge / 2, Self.badge / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
        let label = TextContent(
            "\(number)", style: .caption2, weight: .bold, lines: 1, alignment: .center, color: .white)
        painter.drawText(label, in: Rect(x: origin.x, y: origin.y, width: Self.badge, height: Self.badge))
    }
}
