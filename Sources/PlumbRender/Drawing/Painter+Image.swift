import CCairoPango
import PlumbCore

extension Painter {
    /// An image node's file, fitted to the frame by its content mode, tinted and mirrored as asked; the
    /// placeholder when it has none. The file for the environment's scale is drawn (the next larger when missing),
    /// sampled with Cairo's bilinear filter. Content is clipped to the frame and its corner radius (as `clipsToBounds = true`).
    func drawImage(_ node: Node, in frame: Rect) {
        guard let content = node.image else {
            drawImagePlaceholder(in: frame, hasBackground: node.style.background != nil)
            return
        }
        let file = content.file(forScale: environment.scale)
        guard let asset = try? ImageAssets.asset(file.path), asset.width > 0, asset.height > 0 else {
            drawImagePlaceholder(in: frame, hasBackground: node.style.background != nil)
            return
        }
        // An SVG's size is in points already (CSS pixels at @1x); a bitmap's pixels are divided by its file's scale.
        let pointScale = asset.svg == nil ? Double(file.scale) : 1
        let size = Size(width: Double(asset.width) / pointScale, height: Double(asset.height) / pointScale)
        let drawn = Self.placement(of: size, in: frame, mode: content.contentMode, rtl: environment.direction == .rtl)
        cairo_save(cr)
        // Clipped to the frame, rounded by `cornerRadius`, as a UIImageView with clipsToBounds and layer.cornerRadius.
        roundedRect(frame, radius: node.style.cornerRadius)
        cairo_clip(cr)
        if content.mirrorsInRTL && environment.direction == .rtl {
            cairo_translate(cr, 2 * frame.midX, 0)
            cairo_scale(cr, -1, 1)
        }
        if content.tint != nil { cairo_push_group(cr) }
        if let svg = asset.svg {
            drawSVG(svg, in: drawn)
        } else if let argb = asset.argb,
            let surface = cairo_image_surface_create_for_data(
                argb.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(asset.width), Int32(asset.height),
                Int32(asset.width * 4))
        {
            cairo_save(cr)
            cairo_translate(cr, drawn.x, drawn.y)
            cairo_scale(cr, drawn.width / Double(asset.width), drawn.height / Double(asset.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_surface_destroy(surface)
        }
        if let tint = content.tint {
            // Template rendering: the tint colour through the drawn image's alpha.
            let group = cairo_pop_group(cr)
            setColor(tint)
            cairo_mask(cr, group)
            cairo_pattern_destroy(group)
        }
        cairo_restore(cr)
    }

    /// Draws an SVG document as vectors into `rect` (its viewport), through a handle of its own: librsvg handles
    /// are not shared between threads.
    func drawSVG(_ svg: [UInt8], in rect: Rect) {
        // The asset was read (`ImageAssets.check`), so the libraries are open.
        guard case .success(let libraries) = ImageLibraries.shared else { return }
        var error: UnsafeMutablePointer<GError>?
        guard
            let handle = svg.withUnsafeBufferPointer({
                libraries.svgNewFromData($0.baseAddress, gsize($0.count), &error)
            })
        else {
            if let error { g_error_free(error) }
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let viewport = [rect.x, rect.y, rect.width, rect.height]
        if libraries.svgRenderDocument(handle, cr, viewport, &error) == 0, let error { g_error_free(error) }
    }

    /// Where an image of `size` points lands in `frame` under `mode`, as `UIImageView` places it.
    static func placement(of size: Size, in frame: Rect, mode: ContentMode, rtl: Bool = false) -> Rect {
        let w = size.width, h = size.height
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit, .scaleAspectFill:
            let k =
                mode == .scaleAspectFit
                ? min(frame.width / w, frame.height / h) : max(frame.width / w, frame.height / h)
            return Rect(x: frame.midX - w * k / 2, y: frame.midY - h * k / 2, width: w * k, height: h * k)
        default:
            let left = frame.minX, right = frame.maxX - w, middleX = frame.midX - w / 2
            let top = frame.minY, bottom = frame.maxY - h, middleY = frame.midY - h / 2
            let (x, y): (Double, Double)
            switch mode {
            case .top: (x, y) = (middleX, top)
            case .bottom: (x, y) = (middleX, bottom)
            case .left: (x, y) = (left, middleY)
            case .right: (x, y) = (right, middleY)
            case .leading: (x, y) = (rtl ? right : left, middleY)
            case .trailing: (x, y) = (rtl ? left : right, middleY)
            case .topLeft: (x, y) = (left, top)
            case .topRight: (x, y) = (right, top)
            case .bottomLeft: (x, y) = (left, bottom)
            case .bottomRight: (x, y) = (right, bottom)
            default: (x, y) = (middleX, middleY)
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}
