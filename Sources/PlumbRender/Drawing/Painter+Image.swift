import CCairoPango
import PlumbCore

extension Painter {
    /// An image node's file, fitted to the frame by its content mode, tinted and mirrored as asked; the
    /// placeholder when it has none. The file for the environment's scale is drawn (the next larger when missing),
    /// sampled with Cairo's bilinear filter. Content is clipped to the frame (as `clipsToBounds = true`).
    func drawImage(_ node: Node, in frame: Rect) {
        guard let content = node.image else {
            drawImagePlaceholder(in: frame, hasBackground: node.style.background != nil)
            return
        }
        let file = content.file(forScale: environment.scale)
        guard let pixels = try? ImageAssets.pixels(file.path), pixels.width > 0, pixels.height > 0 else {
            drawImagePlaceholder(in: frame, hasBackground: node.style.background != nil)
            return
        }
        let size = Size(width: Double(pixels.width) / Double(file.scale), height: Double(pixels.height) / Double(file.scale))
        let drawn = Self.placement(of: size, in: frame, mode: content.contentMode, rtl: environment.direction == .rtl)
        guard let surface = cairo_image_surface_create_for_data(
            pixels.argb.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height),
            Int32(pixels.width * 4))
        else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        if content.mirrorsInRTL && environment.direction == .rtl {
            cairo_translate(cr, 2 * frame.midX, 0)
            cairo_scale(cr, -1, 1)
        }
        cairo_translate(cr, drawn.x, drawn.y)
        cairo_scale(cr, drawn.width / Double(pixels.width), drawn.height / Double(pixels.height))
        if let tint = content.tint {
            setColor(tint)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Where an image of `size` points lands in `frame` under `mode`, as `UIImageView` places it.
    static func placement(of size: Size, in frame: Rect, mode: ContentMode, rtl: Bool = false) -> Rect {
        let w = size.width, h = size.height
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit, .scaleAspectFill:
            let k = mode == .scaleAspectFit ? min(frame.width / w, frame.height / h) : max(frame.width / w, frame.height / h)
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
