import CCairoPango
import PlumbCore

extension Renderer {
    /// A drawing that could not be written in the format asked.
    public struct EncodeFailed: Error, CustomStringConvertible {
        public var description: String
    }

    /// The bytes of `result` drawn in `format`: the PNG of `renderPNG`, or a one-page SVG or PDF of the same drawing.
    ///
    /// A vector page is the PNG's size in points (`ceil(width × scale) / scale`; SVG in CSS pixels, PDF in PDF
    /// points), drawn with the same calls as the PNG: hairlines and text still snap to the environment's pixel grid,
    /// shadows are blurred at its scale and embedded as images, images are embedded at their own resolution, SVG
    /// images stay vectors. `title` names a PDF document (its information dictionary); `encoder` writes a PNG.
    ///
    /// - Throws: `EncodeFailed` when the encoder or Cairo reports an error.
    public func encode(
        _ result: LayoutResult, overlay: Overlay? = nil, format: ImageFormat, title: String? = nil,
        encoder: PNGEncoder = PNGEncoder()
    ) throws(EncodeFailed) -> [UInt8] {
        guard format.isVector else {
            do { return try renderPNG(result, overlay: overlay, encoder: encoder) } catch {
                throw EncodeFailed(description: "\(error)")
            }
        }
        let scale = Double(result.environment.scale)
        let pixels = Self.pixelSize(of: result)
        let document = VectorDocument(
            format: format, width: Double(pixels.width) / scale, height: Double(pixels.height) / scale, title: title)
        let cr = cairo_create(document.surface)!
        cairo_scale(cr, 1 / scale, 1 / scale)
        draw(
            result, overlay: overlay, into: cr, pixelWidth: pixels.width, pixelHeight: pixels.height,
            replacesBelow: false)
        cairo_destroy(cr)
        do { return try document.finish() } catch { throw EncodeFailed(description: error.description) }
    }
}
