import CCairoPango
import PlumbCore

/// `CALayer` shadows: the node's outline, offset and blurred, beneath the node.
extension Painter {
    /// Draws `shadow` for a node whose outline is `frame` with `style`'s corners.
    ///
    /// Core Animation blurs the layer's alpha with a Gaussian whose standard deviation is about half the
    /// `shadowRadius` (the same relation as CSS `box-shadow` blur and `shadowRadius` in Apple's sample code); here the
    /// Gaussian is approximated by three box blurs in device pixels (`ShadowBlur`), which is exact to a few levels of
    /// 255 and byte-deterministic. The shadow takes the node's outline, as if `shadowPath` were its rounded bounds: a
    /// node without a fill or gradient casts none (Core Animation would shadow its drawn content instead).
    func drawShadow(_ shadow: Shadow, of frame: Rect, style: NodeStyle) {
        guard style.background != nil || style.decoration?.gradient != nil, shadow.opacity > 0, frame.width > 0, frame.height > 0 else { return }
        let sigma = shadow.radius / 2 * scale
        let margin = Int((sigma * 3).rounded(.up)) + 1
        let shape = Rect(x: frame.x + shadow.offset.width, y: frame.y + shadow.offset.height, width: frame.width, height: frame.height)
        let originX = Int((shape.minX * scale).rounded(.down)) - margin
        let originY = Int((shape.minY * scale).rounded(.down)) - margin
        let width = Int((shape.maxX * scale).rounded(.up)) + margin - originX
        let height = Int((shape.maxY * scale).rounded(.up)) + margin - originY
        guard width > 0, height > 0, width * height <= Renderer.maximumPixels else { return }

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_translate(maskContext, -Double(originX), -Double(originY))
        cairo_scale(maskContext, scale, scale)
        Painter(cr: maskContext, scale: scale, environment: environment, measurer: measurer).addShape(shape, style: style)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        ShadowBlur.blur(
            cairo_image_surface_get_data(mask)!, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
            sigma: sigma)
        cairo_surface_mark_dirty(mask)

        let color = shadow.color.resolved(for: environment.appearance)
        cairo_save(cr)
        usePixelMatrix()
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255 * shadow.opacity)
        cairo_mask_surface(cr, mask, Double(originX), Double(originY))
        cairo_restore(cr)
    }
}

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs per axis (the method of SVG's
/// `feGaussianBlur`), in integers so that every machine gives the same bytes.
enum ShadowBlur {
    /// Blurs the `width` × `height` mask at `data` (rows `stride` bytes apart) in place.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2 else { return }
        // The box size of the three-box approximation: d = ⌊σ · 3·√(2π)/4 + 0.5⌋ (SVG 1.1, feGaussianBlur).
        let box = max(1, Int(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for y in 0..<height {
            for x in 0..<width { line[x] = data[y * stride + x] }
            threeBoxes(&line, &scratch, count: width, box: box)
            for x in 0..<width { data[y * stride + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            threeBoxes(&line, &scratch, count: height, box: box)
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }

    /// Three box blurs of size `box` over the first `count` values: for an odd size, three centred boxes; for an even
    /// one, two boxes shifted half a pixel each way and a centred box one wider, as SVG specifies.
    private static func threeBoxes(_ values: inout [UInt8], _ scratch: inout [UInt8], count: Int, box: Int) {
        if box % 2 == 1 {
            let half = box / 2
            for _ in 0..<3 { boxBlur(&values, &scratch, count: count, before: half, after: half) }
        } else {
            boxBlur(&values, &scratch, count: count, before: box / 2, after: box / 2 - 1)
            boxBlur(&values, &scratch, count: count, before: box / 2 - 1, after: box / 2)
            boxBlur(&values, &scratch, count: count, before: box / 2, after: box / 2)
        }
    }

    /// One box blur: each value becomes the mean of the `before + 1 + after` values around it (zero outside), rounded.
    private static func boxBlur(_ values: inout [UInt8], _ scratch: inout [UInt8], count: Int, before: Int, after: Int) {
        let size = before + 1 + after
        var sum = 0
        for i in 0..<min(after, count) { sum += Int(values[i]) }
        for i in 0..<count {
            if i + after < count { sum += Int(values[i + after]) }
            if i - before - 1 >= 0 { sum -= Int(values[i - before - 1]) }
            scratch[i] = UInt8((sum + size / 2) / size)
        }
        for i in 0..<count { values[i] = scratch[i] }
    }
}
