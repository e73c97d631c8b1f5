import CCairoPango
import PlumbCore

/// The shadow of what a node draws — an image's pixels, a text's glyphs — when it has no fill to cast one.
extension Painter {
    /// Whether `node`'s shadow is cast by its drawn content rather than its outline: it has no fill, gradient or
    /// shape. Core Animation shadows "the layer's composited alpha channel" unless `shadowPath` is set (Apple's
    /// documentation of `CALayer.shadowPath`), so a clear `UILabel` or a `UIImageView` showing a transparent PNG
    /// casts the shadow of its glyphs or its opaque pixels.
    static func castsContentShadow(_ node: Node) -> Bool {
        let style = node.style
        return style.background == nil && style.decoration?.gradient == nil && style.decoration?.shape == nil
            && (node.kind == .text || node.kind == .image || node.kind == .button)
    }

    /// Draws `shadow` from `node`'s content: the content drawn alone into an alpha mask at the shadow's offset,
    /// blurred as an outline's shadow is (`ShadowBlur`, σ = radius / 2), then the shadow colour through it.
    ///
    /// The mask covers the frame and the blur's reach; ink that overflows the frame further casts nothing. The
    /// node's own content is drawn over it afterwards, as Core Animation composites the layer over its shadow. A
    /// container without a fill casts no shadow of its children here (Core Animation's would include them): a
    /// documented difference (docs/spec-format.md, "Styling").
    func drawContentShadow(_ shadow: Shadow, of node: Node, in frame: Rect) {
        guard shadow.opacity > 0, frame.width > 0, frame.height > 0 else { return }
        guard let (sigma, canvas, originX, originY, width, height) = shadowMask(shadow, of: frame) else { return }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        // Mask pixels: the render's pixel grid moved to the mask's origin and by the shadow's offset.
        var maskPixels = cairo_matrix_t()
        cairo_matrix_init_translate(
            &maskPixels, shadow.offset.width * scale - Double(originX), shadow.offset.height * scale - Double(originY))
        cairo_set_matrix(context, &maskPixels)
        cairo_translate(context, canvas.x, canvas.y)
        cairo_scale(context, scale, scale)
        Renderer.setFontOptions(context)
        var painter = Painter(cr: context, scale: scale, environment: environment, measurer: measurer)
        painter.pixelMatrix = maskPixels
        painter.drawsText = drawsText
        painter.drawContent(of: node, in: frame)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        ShadowBlur.blur(data, width: width, height: height, stride: stride, box: ShadowBlur.boxSize(sigma: sigma))
        cairo_surface_mark_dirty(surface)

        let color = shadow.color.resolved(in: environment)
        cairo_save(cr)
        usePixelMatrix()
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255 * shadow.opacity)
        cairo_mask_surface(cr, surface, Double(originX), Double(originY))
        cairo_restore(cr)
    }

    /// What a text, image or button node draws of its own, without its fill or shadow.
    private func drawContent(of node: Node, in frame: Rect) {
        switch node.kind {
        case .text: if let text = node.text { drawText(text, in: frame) }
        case .image: drawImage(node, in: frame)
        case .button: drawButton(node, in: frame)
        default: break
        }
    }
}
