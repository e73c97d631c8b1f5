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
    /// The last render's Cairo surface, reused by the next render of the same pixel size: a fresh 11 MB surface
    /// costs its page faults and Cairo's clearing on every render, and the background fill covers all of it anyway.
    private var surface: (pointer: OpaquePointer, width: Int, height: Int)?
    /// The blurred masks of the shadows drawn so far, for later shadows with the same mask (`ShadowMasks`); `nil`
    /// draws every shadow afresh and in full, the same pixels the slow way (for tests).
    var shadowMasks: ShadowMasks? = ShadowMasks()

    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    deinit {
        if let surface { cairo_surface_destroy(surface.pointer) }
    }

    /// A Cairo image surface of `width` × `height` pixels, the previous one when it has that size.
    func surface(width: Int, height: Int) -> OpaquePointer {
        if let surface, surface.width == width, surface.height == height { return surface.pointer }
        if let surface { cairo_surface_destroy(surface.pointer) }
        let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        surface = (pointer, width, height)
        return pointer
    }

    /// Renders `result` at its environment's scale into straight-alpha RGBA pixels.
    ///
    /// The image is `ceil(width × scale) × ceil(height × scale)` pixels of the root and its canvas's padding, painted
    /// first with the canvas's background (by default the system background: white in light appearance, black in
    /// dark; transparent or translucent ones keep their alpha), then every visible node in tree order.
    /// A layout larger than Cairo can draw (`maximumSide`) or than `maximumPixels` is cut to that size, never a
    /// crash; callers that must not cut check `sizeProblem(of:)` first and refuse it.
    public func render(_ result: LayoutResult, overlay: Overlay? = nil) -> RGBAImage {
        let drawn = draw(result, overlay: overlay)
        let data = cairo_image_surface_get_data(drawn.surface)!
        let stride = Int(cairo_image_surface_get_stride(drawn.surface))
        return RGBAImage(premultipliedARGB32: data, width: drawn.width, height: drawn.height, stride: stride)
    }

    /// Renders `result` as `render(_:overlay:)` does and returns the PNG bytes of that image.
    ///
    /// The bytes are `encoder.encode(render(result, overlay: overlay))`, but the default encoder reads Cairo's
    /// pixels directly, un-premultiplying row by row: no whole RGBA copy of the image is made. For callers that only
    /// write the file (`plumb render`).
    ///
    /// - Throws: `PNGError.encodeFailed` (only on memory exhaustion in practice).
    public func renderPNG(
        _ result: LayoutResult, overlay: Overlay? = nil, encoder: PNGEncoder = PNGEncoder()
    ) throws(PNGError) -> [UInt8] {
        let drawn = draw(result, overlay: overlay)
        let data = cairo_image_surface_get_data(drawn.surface)!
        let stride = Int(cairo_image_surface_get_stride(drawn.surface))
        return try encoder.encode(premultipliedARGB32: data, width: drawn.width, height: drawn.height, stride: stride)
    }

    /// Draws `result` onto this renderer's surface (see `render(_:overlay:)`) and returns it, flushed, with its
    /// pixel size; the surface stays the renderer's and is drawn over by the next render.
    private func draw(_ result: LayoutResult, overlay: Overlay?) -> (surface: OpaquePointer, width: Int, height: Int) {
        let (pixelWidth, pixelHeight) = Self.drawnPixelSize(of: result)
        let surface = surface(width: pixelWidth, height: pixelHeight)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        draw(result, overlay: overlay, into: cr, pixelWidth: pixelWidth, pixelHeight: pixelHeight, replacesBelow: true)
        cairo_surface_flush(surface)
        return (surface, pixelWidth, pixelHeight)
    }

    /// The pixel size a render of `result` has: `pixelSize(of:)`, cut to the renderer's limits.
    static func drawnPixelSize(of result: LayoutResult) -> (width: Int, height: Int) {
        let full = Self.pixelSize(of: result)
        let pixelWidth = min(full.width, Self.maximumSide)
        return (pixelWidth, min(full.height, Self.maximumSide, max(1, Self.maximumPixels / pixelWidth)))
    }

    /// Draws `result` into `cr`, whose current matrix makes one unit one device pixel of this render (the identity on
    /// the render's own image; a translation and scale on a sheet or a vector page), over `pixelWidth` ×
    /// `pixelHeight` of them. The system background is painted first: with `replacesBelow` it replaces what the
    /// surface held (a reused image surface), else it is painted over it (vector pages, where Cairo's SOURCE operator
    /// would fall back to pixels). The context's matrix is left as it was given.
    func draw(
        _ result: LayoutResult, overlay: Overlay?, into cr: OpaquePointer, pixelWidth: Int, pixelHeight: Int,
        replacesBelow: Bool, drawsText: Bool = true
    ) {
        let scale = Double(result.environment.scale)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.setFontOptions(cr)
        var painter = Painter(cr: cr, scale: scale, environment: result.environment, measurer: measurer)
        cairo_get_matrix(cr, &painter.pixelMatrix)
        painter.shadowMasks = shadowMasks
        painter.drawsText = drawsText
        // The opaque background replaces whatever the reused surface held (the same pixels as over a clear one).
        // A root that paints every pixel opaque itself hides it completely, so it is not drawn at all.
        // The canvas's background may be translucent or transparent: SOURCE puts its alpha into the pixels as it is.
        let visible = result.visibleIndices
        if !Self.rootCoversImage(result, visible: visible, width: pixelWidth, height: pixelHeight) {
            if replacesBelow { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
            painter.fill(
                Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)),
                color: result.canvas.backgroundColor(in: result.environment))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(cr, scale, scale)
        // The canvas's padding moves the whole drawing; frames stay in the root's coordinates.
        cairo_translate(cr, result.canvas.padding.left, result.canvas.padding.top)
        // Open scopes, innermost last: a clip (scroll containers, orthogonal sections, `clipsToBounds`) or a faded
        // group (`opacity`),
        // each closed when the tree walk leaves the node that opened it.
        var scopes: [(depth: Int, fade: Double?)] = []
        func closeScope() {
            let scope = scopes.removeLast()
            if let fade = scope.fade {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, fade)
            } else {
                cairo_restore(cr)
            }
        }
        for index in visible {
            let entry = result.entries[index]
            while let depth = scopes.last?.depth, entry.depth <= depth { closeScope() }
            let decoration = entry.node.style.decoration
            if let opacity = decoration?.opacity, opacity < 1 {
                // UIView.alpha: the node and its subtree are drawn, then composited at that opacity as one layer.
                cairo_push_group(cr)
                scopes.append((entry.depth, opacity))
            }
            painter.draw(entry)
            if decoration?.clipsToBounds == true {
                cairo_save(cr)
                painter.addShape(entry.frame, style: entry.node.style)
                cairo_clip(cr)
                scopes.append((entry.depth, nil))
            } else if entry.node.clipsDescendants {
                cairo_save(cr)
                cairo_rectangle(cr, entry.frame.x, entry.frame.y, entry.frame.width, entry.frame.height)
                cairo_clip(cr)
                scopes.append((entry.depth, nil))
            }
        }
        while !scopes.isEmpty { closeScope() }
        // The system's status bar and home indicator lie over the app; a backdrop (no text) is the app's alone.
        if drawsText { painter.drawChrome(result.chrome, size: result.size) }
        if let overlay { painter.draw(overlay) }
    }

    /// Unhinted outlines and metrics with grey antialiasing: text lands where Pango measured it, at any scale.
    static func setFontOptions(_ cr: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// Whether the first node drawn is the root and its background, opaque and square-cornered, covers all
    /// `width` × `height` pixels whole: then each pixel ends up that colour whatever was under it (OVER with an
    /// opaque source at full coverage is the source), and the system background fill beneath is invisible.
    static func rootCoversImage(_ result: LayoutResult, visible: [Int], width: Int, height: Int) -> Bool {
        guard result.canvas.isPlain, visible.first == 0, let root = result.entries.first,
            let background = root.node.style.background?.resolved(in: result.environment),
            background.alpha == 255, root.node.style.cornerRadius <= 0, root.node.style.decoration == nil
        else { return false }
        let scale = Double(result.environment.scale), frame = root.frame
        return frame.minX * scale <= 0 && frame.minY * scale <= 0
            && frame.maxX * scale >= Double(width) && frame.maxY * scale >= Double(height)
    }

    /// The longest side, in pixels, of an image Cairo can draw.
    public static let maximumSide = 32_767
    /// The most pixels a render may have: 100 megapixels, as many as `PNGDecoder` reads by default.
    public static let maximumPixels = 100_000_000

    /// `ceil(width × scale) × ceil(height × scale)` of the image — the root's size with the canvas's padding around
    /// it — at least 1×1, saturating instead of overflowing.
    public static func pixelSize(of result: LayoutResult) -> (width: Int, height: Int) {
        let scale = Double(result.environment.scale)
        func pixels(_ points: Double) -> Int {
            let value = (points * scale).rounded(.up)
            return value.isFinite ? max(1, Int(min(value, 1e12))) : 1
        }
        let image = result.canvas.imageSize(around: result.size)
        return (pixels(image.width), pixels(image.height))
    }

    /// Why `result` cannot be rendered whole, or `nil` when it can: a side over `maximumSide` or more than
    /// `maximumPixels` pixels, with the sizes in pixels and points.
    public static func sizeProblem(of result: LayoutResult) -> String? {
        let size = pixelSize(of: result)
        guard size.width > maximumSide || size.height > maximumSide || size.width * size.height > maximumPixels else {
            return nil
        }
        return
            "the image would be \(size.width)×\(size.height) pixels (\(formatNumber(result.size.width))×\(formatNumber(result.size.height)) "
            + "points at @\(result.environment.scale)x), over the limit of \(maximumSide) pixels a side and \(maximumPixels) pixels in all"
    }
}
