import CCairoPango
import PlumbCore
import PlumbText

/// Draws a `LayoutResult` with Cairo: boxes, text, switches, image placeholders, buttons and hairline separators.
///
/// The renderer only draws what layout decided; it never moves a frame. Text is drawn from the same Pango layout
/// the measurer made for it (`PangoTextMeasurer` caches layouts on their full request). A renderer is used from one
/// thread; give each worker its own, with its own measurer.
public final class Renderer {
    public let measurer: PangoTextMeasurer

    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// Renders `result` at its environment's scale into straight-alpha RGBA pixels.
    ///
    /// The image is `ceil(width × scale) × ceil(height × scale)` pixels, painted first with the system background
    /// (white in light appearance, black in dark), then every visible node in tree order.
    public func render(_ result: LayoutResult, overlay: Overlay? = nil) -> RGBAImage {
        let scale = Double(result.environment.scale)
        let pixelWidth = max(1, Int((result.size.width * scale).rounded(.up)))
        let pixelHeight = max(1, Int((result.size.height * scale).rounded(.up)))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }

        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)

        let painter = Painter(cr: cr, scale: scale, environment: result.environment, measurer: measurer)
        painter.fill(
            Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)),
            color: result.environment.appearance == .dark ? .black : .white)
        cairo_scale(cr, scale, scale)
        var clipDepths: [Int] = []  // nodes whose descendants are clipped to their frame (orthogonal sections)
        for index in result.visibleIndices {
            let entry = result.entries[index]
            while let depth = clipDepths.last, entry.depth <= depth {
                cairo_restore(cr)
                clipDepths.removeLast()
            }
            painter.draw(entry)
            if entry.node.layout.clipsDescendants {
                cairo_save(cr)
                cairo_rectangle(cr, entry.frame.x, entry.frame.y, entry.frame.width, entry.frame.height)
                cairo_clip(cr)
                clipDepths.append(entry.depth)
            }
        }
        for _ in clipDepths { cairo_restore(cr) }
        if let overlay { painter.draw(overlay) }
        cairo_surface_flush(surface)
        return Self.unpremultipliedPixels(of: surface, width: pixelWidth, height: pixelHeight)
    }

    /// Converts Cairo's premultiplied native-endian ARGB32 into straight RGBA bytes.
    static func unpremultipliedPixels(of surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let a = UInt32(argb >> 24)
                    var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                    if a != 255 && a != 0 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    let o = (y * width + x) * 4
                    out[o] = UInt8(r)
                    out[o + 1] = UInt8(g)
                    out[o + 2] = UInt8(b)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
