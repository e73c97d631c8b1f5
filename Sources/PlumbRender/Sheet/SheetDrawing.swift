import CCairoPango
import PlumbCore

/// Draws a laid-out contact sheet: its background, labels and borders into pixels (renders are pasted after), or
/// everything, renders included, into one SVG or PDF page.
enum SheetDrawing {
    /// The background, labels and borders as an image of the sheet's pixel size (transparent where there is no
    /// background).
    static func labels(_ layout: SheetLayout, renderer: Renderer) -> RGBAImage {
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(layout.pixelWidth), Int32(layout.pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        drawLabels(layout, into: cr, renderer: renderer)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return RGBAImage(
            premultipliedARGB32: cairo_image_surface_get_data(surface)!, width: layout.pixelWidth,
            height: layout.pixelHeight,
            stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The whole sheet as a vector page of `pixelWidth / scale` × `pixelHeight / scale` points: labels, then each
    /// render drawn from its layout where the PNG pastes its pixels, clipped to its cell.
    static func document(
        _ layout: SheetLayout, format: ImageFormat, renderer: Renderer, title: String?
    ) throws(VectorDocument.DrawingFailed) -> [UInt8] {
        let pixels = Double(layout.scale)
        let document = VectorDocument(
            format: format, width: Double(layout.pixelWidth) / pixels, height: Double(layout.pixelHeight) / pixels,
            title: title)
        let cr = cairo_create(document.surface)!
        defer { cairo_destroy(cr) }
        // One unit is one sheet pixel, as on the PNG sheet.
        cairo_scale(cr, 1 / pixels, 1 / pixels)
        drawLabels(layout, into: cr, renderer: renderer)
        for placement in layout.placements {
            guard let result = placement.cell.layout else { continue }
            cairo_save(cr)
            cairo_translate(cr, Double(placement.x), Double(placement.y))
            cairo_rectangle(cr, 0, 0, Double(placement.cell.pixelWidth), Double(placement.cell.pixelHeight))
            cairo_clip(cr)
            renderer.draw(
                result, overlay: placement.cell.overlay, into: cr, pixelWidth: placement.cell.pixelWidth,
                pixelHeight: placement.cell.pixelHeight, replacesBelow: false)
            cairo_restore(cr)
        }
        return try document.finish()
    }

    /// Background, labels and borders into `cr`, whose matrix makes one unit one sheet pixel.
    private static func drawLabels(_ layout: SheetLayout, into cr: OpaquePointer, renderer: Renderer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Renderer.setFontOptions(cr)
        var painter = Painter(
            cr: cr, scale: Double(layout.scale), environment: layout.environment, measurer: renderer.measurer)
        cairo_get_matrix(cr, &painter.pixelMatrix)
        if let background = layout.background {
            painter.fill(
                Rect(x: 0, y: 0, width: Double(layout.pixelWidth), height: Double(layout.pixelHeight)),
                color: background)
        }
        cairo_scale(cr, Double(layout.scale), Double(layout.scale))
        for entry in layout.entries { painter.draw(entry) }
    }
}
