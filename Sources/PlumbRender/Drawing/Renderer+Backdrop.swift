import CCairoPango
import PlumbCore

extension Renderer {
    /// The distinct colours drawn behind each of `areas` (points, in the root's coordinates) when `result` is
    /// rendered with no text: what is really under each text, whatever drew it — fills, gradients, images, shadows,
    /// opacity — for measuring contrast on pixels.
    ///
    /// The drawing is the whole layout without its text, and only the areas' pixels are read; the shadows' blurred
    /// masks are kept for the render of the same layout (`ShadowMasks`), so the cost over that render is the fills
    /// and images drawn a second time and the areas' pixels. A pixel belongs to an area when its
    /// centre lies inside it (an area thinner than a pixel reads the pixel under its middle). Each list holds every
    /// colour once, straight (not premultiplied) and in the order first met row by row, so the result is the same
    /// on every run. The areas are read on this renderer's surface, which the next render draws over.
    public func backdropColors(_ result: LayoutResult, under areas: [Rect]) -> [[Color]] {
        guard !areas.isEmpty else { return [] }
        let (pixelWidth, pixelHeight) = Self.drawnPixelSize(of: result)
        let scale = Double(result.environment.scale)
        let padding = result.canvas.padding
        let spans = areas.map { area in
            (
                columns: Self.pixelSpan(area.minX + padding.left, area.maxX + padding.left, scale, pixelWidth),
                rows: Self.pixelSpan(area.minY + padding.top, area.maxY + padding.top, scale, pixelHeight)
            )
        }
        let surface = surface(width: pixelWidth, height: pixelHeight)
        let cr = cairo_create(surface)!
        // The whole surface, not only the areas: drawn under the same clips as the render that follows, each shadow
        // has the mask key that render will ask for (`ShadowMasks`: the pixels a fill covers are cut from a mask
        // within the current clip), so its blur is made once for both. A clip of the text bands made every shadow
        // blurred twice, which cost more than filling the rest of the surface.
        draw(
            result, overlay: nil, into: cr, pixelWidth: pixelWidth, pixelHeight: pixelHeight, replacesBelow: true,
            drawsText: false)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = Int(cairo_image_surface_get_stride(surface))
        return spans.map { span in
            var seen = Set<UInt32>()
            var colors: [Color] = []
            for y in span.rows {
                let row = data.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                var last: UInt32? = nil
                for x in span.columns {
                    let argb = row[x]
                    if argb == last { continue }
                    last = argb
                    if seen.insert(argb).inserted { colors.append(Self.straight(argb)) }
                }
            }
            return colors
        }
    }

    /// The pixels whose centres lie in `from..<to` (points), at least the one under the middle, within `0..<limit`.
    static func pixelSpan(_ from: Double, _ to: Double, _ scale: Double, _ limit: Int) -> Range<Int> {
        var low = Int((from * scale).rounded()), high = Int((to * scale).rounded())
        if high <= low {
            low = Int(((from + to) / 2 * scale).rounded(.down))
            high = low + 1
        }
        low = max(0, min(limit, low))
        return low..<max(low, min(limit, high))
    }

    /// A premultiplied native-endian ARGB32 pixel as a straight colour (the rounding `RGBAImage` uses).
    static func straight(_ argb: UInt32) -> Color {
        let a = argb >> 24
        var r = argb >> 16 & 0xFF, g = argb >> 8 & 0xFF, b = argb & 0xFF
        if a != 255, a != 0 {
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
        }
        return Color(red: UInt8(r), green: UInt8(g), blue: UInt8(b), alpha: UInt8(a))
    }
}
