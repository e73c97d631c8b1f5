import CCairoPango
import Foundation
import PlumbCore

/// `CALayer` shadows: the node's outline, offset and blurred, beneath the node.
extension Painter {
    /// Draws `shadow` for a node whose outline is `frame` with `style`'s corners.
    ///
    /// Core Animation blurs the layer's alpha with a Gaussian whose standard deviation is about half the
    /// `shadowRadius` (the same relation as CSS `box-shadow` blur and `shadowRadius` in Apple's sample code); here the
    /// Gaussian is approximated by three box blurs in device pixels (`ShadowBlur`), which is exact to a few levels of
    /// 255 and byte-deterministic. The shadow takes the node's outline, as if `shadowPath` were its rounded bounds
    /// (or its `shape:`); a text or image node without a fill casts its content's instead (`drawContentShadow`), and
    /// any other node without a fill, gradient or shape casts none.
    ///
    /// On image surfaces two shortcuts change no pixel: the blurred mask comes from the renderer's `ShadowMasks` when
    /// an identical one was drawn before, and the pixels that the node's own opaque fill then paints over are cleared
    /// from the mask, so they are not composited (`pixelsCoveredByFill`). Vector output embeds each mask whole.
    /// The mask lies in the render's device pixels, the canvas's padding included.
    func drawShadow(_ shadow: Shadow, of frame: Rect, style: NodeStyle) {
        guard style.background != nil || style.decoration?.gradient != nil || style.decoration?.shape != nil,
            shadow.opacity > 0, frame.width > 0,
            frame.height > 0
        else { return }
        guard let (sigma, canvas, originX, originY, width, height) = shadowMask(shadow, of: frame) else { return }
        let shape = frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)

        // The outline in the mask's pixels: the shape's points in user space, moved to the mask's origin.
        let trace = { (context: OpaquePointer) in
            cairo_translate(context, canvas.x - Double(originX), canvas.y - Double(originY))
            cairo_scale(context, scale, scale)
            Painter(cr: context, scale: scale, environment: environment, measurer: measurer).addShape(
                shape, style: style)
        }
        let mask: ShadowMask
        // Only on image surfaces: SVG and PDF would embed a shared mask once and refer to it, other bytes than before.
        if let shadowMasks, cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE {
            let covered = pixelsCoveredByFill(
                of: frame, style: style, canvas: canvas, originX: originX, originY: originY, width: width,
                height: height)
            let key = ShadowMask.Key(
                width: width, height: height, box: ShadowBlur.boxSize(sigma: sigma),
                outline: shadowMasks.outline(trace), covered: covered)
            mask = shadowMasks.mask(for: key) { ShadowMask(key: $0, trace: trace) }
        } else {
            mask = ShadowMask(
                key: ShadowMask.Key(
                    width: width, height: height, box: ShadowBlur.boxSize(sigma: sigma), outline: [], covered: []),
                trace: trace)
        }

        let color = shadow.color.resolved(in: environment)
        cairo_save(cr)
        usePixelMatrix()
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
            Double(color.alpha) / 255 * shadow.opacity)
        cairo_mask_surface(cr, mask.surface, Double(originX), Double(originY))
        cairo_restore(cr)
    }

    /// The mask a shadow of `frame` is drawn into, in the render's device pixels: the blur's σ in pixels, the user
    /// origin (`userOriginInPixels`), and the mask's origin and size (the offset frame grown by 3σ and a pixel for
    /// the blur's reach); `nil` when the mask would be empty or over `Renderer.maximumPixels`. Outline shadows and
    /// shadows of content share it, so both blur the same reach.
    func shadowMask(
        _ shadow: Shadow, of frame: Rect
    ) -> (
        sigma: Double, canvas: (x: Double, y: Double), originX: Int, originY: Int, width: Int, height: Int
    )? {
        let sigma = shadow.radius / 2 * scale
        let margin = Int((sigma * 3).rounded(.up)) + 1
        let canvas = userOriginInPixels()
        let shape = Rect(
            x: frame.x + shadow.offset.width, y: frame.y + shadow.offset.height, width: frame.width,
            height: frame.height)
        let originX = Int((shape.minX * scale + canvas.x).rounded(.down)) - margin
        let originY = Int((shape.minY * scale + canvas.y).rounded(.down)) - margin
        let width = Int((shape.maxX * scale + canvas.x).rounded(.up)) + margin - originX
        let height = Int((shape.maxY * scale + canvas.y).rounded(.up)) + margin - originY
        guard width > 0, height > 0, width * height <= Renderer.maximumPixels else { return nil }
        return (sigma, canvas, originX, originY, width, height)
    }

    /// Where the origin of user space lies in the render's device pixels, less the scale: the canvas's padding times
    /// the scale (zero without a canvas), so that a point x is at x × scale + the offset.
    func userOriginInPixels() -> (x: Double, y: Double) {
        var current = cairo_matrix_t()
        cairo_get_matrix(cr, &current)
        return ((current.x0 - pixelMatrix.x0) / pixelMatrix.xx, (current.y0 - pixelMatrix.y0) / pixelMatrix.yy)
    }

    /// The pixels of a `width` × `height` mask at (`originX`, `originY`) that the node's fill paints over completely
    /// with an opaque colour, as rectangles in the mask's pixels: the frame less its rounded corners (a cross of two
    /// rectangles), rounded inwards and shrunk by one more pixel, within the clip. None when the fill is not an opaque
    /// colour or the clip has an antialiased edge.
    func pixelsCoveredByFill(
        of frame: Rect, style: NodeStyle, canvas: (x: Double, y: Double), originX: Int, originY: Int, width: Int,
        height: Int
    ) -> [PixelRect] {
        // A shaped node's fill covers no rectangle this reasoning knows: its shadow is composited whole.
        guard style.decoration?.shape == nil, let background = style.background,
            background.resolved(in: environment).alpha == 255,
            let clip = wholePixelClip(originX: originX, originY: originY)
        else { return [] }
        // Where user-space point (0, 0) lies in the mask's pixels.
        let x = canvas.x - Double(originX), y = canvas.y - Double(originY)
        let decoration = style.decoration
        let radius =
            decoration?.cornerRadii.map { max($0.topLeft, $0.topRight, $0.bottomLeft, $0.bottomRight) }
            ?? style.cornerRadius
        let reach = decoration?.cornerCurve == .continuous ? Self.continuousExtent : 1
        // How far a corner's curve reaches along each edge, at most half the shorter side (as `addShape` limits it).
        let corner = min(max(0, radius) * reach, min(frame.width, frame.height) / 2)
        func pixels(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> PixelRect? {
            let left = max(0, Int((minX * scale + x).rounded(.up)) + 1),
                top = max(0, Int((minY * scale + y).rounded(.up)) + 1)
            let right = min(width, Int((maxX * scale + x).rounded(.down)) - 1),
                bottom = min(height, Int((maxY * scale + y).rounded(.down)) - 1)
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
        let cross = [
            pixels(frame.minX, frame.minY + corner, frame.maxX, frame.maxY - corner),
            pixels(frame.minX + corner, frame.minY, frame.maxX - corner, frame.maxY),
        ].compactMap { $0 }
        return cross.flatMap { rect in clip.compactMap { rect.intersection($0) } }
    }

    /// The current clip as rectangles of whole pixels, in the pixels of a mask at (`originX`, `originY`), when it is
    /// one (the image's bounds, a pixel-aligned scroll container); `nil` when it is a rounded or fractional outline
    /// (`clipsToBounds`), whose antialiased edge lets the fill cover some pixels only in part.
    private func wholePixelClip(originX: Int, originY: Int) -> [PixelRect]? {
        cairo_save(cr)
        usePixelMatrix()
        let list = cairo_copy_clip_rectangle_list(cr)!
        cairo_restore(cr)
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).compactMap { index in
            let r = list.pointee.rectangles[index]
            let left = Int(r.x.rounded(.up)) - originX, top = Int(r.y.rounded(.up)) - originY
            let right = Int((r.x + r.width).rounded(.down)) - originX,
                bottom = Int((r.y + r.height).rounded(.down)) - originY
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }
}
