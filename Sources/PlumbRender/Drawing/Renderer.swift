import CCairoPango
import CPlumbPNG
import PlumbCore
import PlumbText

/// Draws a `LayoutResult` with Cairo: boxes, text, switches, image placeholders, buttons and hairline separators.
///
/// The renderer only draws what layout decided; it never moves a frame. Text is drawn from the same Pango layout
/// the measurer made for it (`PangoTextMeasurer` caches layouts on their full request). A renderer is used from one
/// thread; give each worker its own, with its own measurer.
public final class Renderer {
    public let measurer: PangoTextMeasurer
    /// The last render's Cairo surface, reused by the next render of the same pixel size: a fresh 11 MB surface
    /// costs its page faults and Cairo's clearing on every render, and the background fill covers all of it anyway.
    private var surface: (pointer: OpaquePointer, width: Int, height: Int)?

    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    deinit {
        if let surface { cairo_surface_destroy(surface.pointer) }
    }

    /// A Cairo image surface of `width` × `height` pixels, the previous one when it has that size.
    private func surface(width: Int, height: Int) -> OpaquePointer {
        if let surface, surface.width == width, surface.height == height { return surface.pointer }
        if let surface { cairo_surface_destroy(surface.pointer) }
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        surface = (pointer, width, height)
        return pointer
    }

    /// Renders `result` at its environment's scale into straight-alpha RGBA pixels.
    ///
    /// The image is `ceil(width × scale) × ceil(height × scale)` pixels, painted first with the system background
    /// (white in light appearance, black in dark), then every visible node in tree order.
    /// A layout larger than Cairo can draw (`maximumSide`) or than `maximumPixels` is cut to that size, never a
    /// crash; callers that must not cut check `sizeProblem(of:)` first and refuse it.
    public func render(_ result: LayoutResult, overlay: Overlay? = nil) -> RGBAImage {
        let scale = Double(result.environment.scale)
        let full = Self.pixelSize(of: result)
        let pixelWidth = min(full.width, Self.maximumSide)
        let pixelHeight = min(full.height, Self.maximumSide, max(1, Self.maximumPixels / pixelWidth))
        let surface = surface(width: pixelWidth, height: pixelHeight)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }

        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)

        let painter = Painter(cr: cr, scale: scale, environment: result.environment, measurer: measurer)
        // The opaque background replaces whatever the reused surface held (the same pixels as over a clear one).
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        painter.fill(
            Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)),
            color: result.environment.appearance == .dark ? .black : .white)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
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

    /// The longest side, in pixels, of an image Cairo can draw.
    public static let maximumSide = 32_767
    /// The most pixels a render may have: 100 megapixels, as many as `PNGDecoder` reads by default.
    public static let maximumPixels = 100_000_000

    /// `ceil(width × scale) × ceil(height × scale)`, at least 1×1, saturating instead of overflowing.
    public static func pixelSize(of result: LayoutResult) -> (width: Int, height: Int) {
        let scale = Double(result.environment.scale)
        func pixels(_ points: Double) -> Int {
            let value = (points * scale).rounded(.up)
            return value.isFinite ? max(1, Int(min(value, 1e12))) : 1
        }
        return (pixels(result.size.width), pixels(result.size.height))
    }

    /// Why `result` cannot be rendered whole, or `nil` when it can: a side over `maximumSide` or more than
    /// `maximumPixels` pixels, with the sizes in pixels and points.
    public static func sizeProblem(of result: LayoutResult) -> String? {
        let size = pixelSize(of: result)
        guard size.width > maximumSide || size.height > maximumSide || size.width * size.height > maximumPixels else { return nil }
        return "the image would be \(size.width)×\(size.height) pixels (\(formatNumber(result.size.width))×\(formatNumber(result.size.height)) "
            + "points at @\(result.environment.scale)x), over the limit of \(maximumSide) pixels a side and \(maximumPixels) pixels in all"
    }

    /// Converts Cairo's premultiplied native-endian ARGB32 into straight RGBA bytes (`plumb_unpremultiply_argb32`).
    static func unpremultipliedPixels(of surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            plumb_unpremultiply_argb32(data, stride, buffer.baseAddress!, UInt32(width), UInt32(height))
            initialized = count
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
