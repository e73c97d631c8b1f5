import CCairoPango
import Foundation
import PlumbCore
import PlumbText

/// Draws one node at a time onto a Cairo context already scaled to points.
struct Painter {
    let cr: OpaquePointer
    let scale: Double
    let environment: Environment
    let measurer: PangoTextMeasurer
    /// The matrix in which one unit is one device pixel of this render: the identity on a render's own image
    /// surface; a translation (and, in vector output, a scale) when the render is drawn into a sheet or a page.
    var pixelMatrix = Painter.identityMatrix
    /// The renderer's store of blurred shadow masks, or `nil` to draw every shadow afresh and in full (no mask
    /// reused, no covered pixel skipped: the reference that tests compare the shortcuts with).
    var shadowMasks: ShadowMasks?
    /// Whether text is drawn; `false` draws what is behind the text only (`Renderer.renderBackdrop`).
    var drawsText = true

    /// Cairo's identity matrix.
    static let identityMatrix: cairo_matrix_t = {
        var matrix = cairo_matrix_t()
        cairo_matrix_init_identity(&matrix)
        return matrix
    }()

    /// Sets the current matrix to `pixelMatrix`: device pixels of this render, whatever surface it is drawn on.
    func usePixelMatrix() {
        var matrix = pixelMatrix
        cairo_set_matrix(cr, &matrix)
    }

    /// Draws a node's own style (fill, border), then what its kind shows.
    func draw(_ entry: LayoutResult.Entry) {
        let node = entry.node, frame = entry.frame
        // A disabled switch, segmented control or text field is drawn at half opacity (a button dims its title).
        let dimmed = node.controlState == .disabled && node.kind != .button && ControlState.kinds.contains(node.kind)
        if dimmed { cairo_push_group(cr) }
        defer {
            if dimmed {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, ControlState.disabledControlAlpha)
            }
        }
        if let shadow = node.style.decoration?.shadow {
            if Self.castsContentShadow(node) {
                drawContentShadow(shadow, of: node, in: frame)
            } else {
                drawShadow(shadow, of: frame, style: node.style)
            }
        }
        drawStyle(node.style, in: frame)
        switch node.kind {
        case .box: break
        case .text: if let text = node.text { drawText(text, in: frame) }
        case .switch: drawSwitch(isOn: node.isOn, onColor: node.switchOnColor, in: frame)
        case .image: drawImage(node, in: frame)
        case .button: drawButton(node, in: frame)
        case .separator: drawSeparator(in: frame, color: node.style.background ?? .separator)
        default: drawControl(node, in: frame)
        }
    }

    /// Sets the source colour: a dynamic colour's value in this environment's appearance.
    func setColor(_ color: Color) {
        let color = color.resolved(in: environment)
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    /// Fills a rectangle in device pixels (before scaling) or points (after): whatever the current matrix says.
    func fill(_ rect: Rect, color: Color) {
        setColor(color)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// Adds a rounded-rectangle path; the radius is clamped to half the shorter side.
    func roundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Background fill and an inside border, both following the corner radius (as `CALayer` draws them).
    func drawStyle(_ style: NodeStyle, in frame: Rect) {
        if let background = style.background {
            setColor(background)
            addShape(frame, style: style)
            cairo_fill(cr)
        }
        if let gradient = style.decoration?.gradient { fillGradient(gradient, in: frame, style: style) }
        if let border = style.borderColor, style.borderWidth > 0, let shape = style.decoration?.shape {
            setColor(border)
            strokeInside(shape, in: frame, width: style.borderWidth)
        } else if let border = style.borderColor, style.borderWidth > 0 {
            let half = style.borderWidth / 2
            setColor(border)
            cairo_set_line_width(cr, style.borderWidth)
            addShape(frame, style: style, inset: half)
            cairo_stroke(cr)
        }
    }

    /// Draws text from the measurer's cached layout, wrapped at the frame's width and centred vertically as
    /// `UILabel` draws it: lower in a taller frame, overflowing equally above and below a shorter one. Nothing is
    /// clipped (ink outside the frame stays visible, and the clipped-text lint reports it) except one line of
    /// `lineBreakMode: clip`, which is cut at the frame's left and right edges.
    func drawText(_ text: TextContent, in frame: Rect, color: Color? = nil) {
        guard drawsText else { return }
        let request = TextRequest(content: text, environment: environment, width: frame.width)
        let measured = measurer.measured(request)
        let measurement = measured.measurement
        let top = frame.y + measurement.top(inHeight: frame.height)
        setColor(color ?? text.color)
        let clipsLine = text.lineBreakMode == .clip && text.lines == 1
        if clipsLine {
            cairo_save(cr)
            cairo_rectangle(cr, frame.x, top - measurement.size.height, frame.width, measurement.size.height * 3)
            cairo_clip(cr)
        }
        // Cairo 1.16's image backend draws each glyph at a whole device pixel (no subpixel positioning), so a
        // line's first glyph could move up to half a pixel left of where Pango measured its ink. Starting the text
        // on the pixel grid, rounded towards the inside of the frame, keeps that glyph's ink inside the frame.
        let x = (((frame.x + measurement.overhang.left) * scale) - 1e-9).rounded(.up) / scale
        let y = (((top + measurement.overhang.top + measurement.glyphOffset) * scale) - 1e-9).rounded(.up) / scale
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, measured.layout)
        cairo_new_path(cr)
        if clipsLine { cairo_restore(cr) }
    }

    /// UISwitch: a 31 pt-high capsule track (its tint, green by default, when on; light grey when off) and a white 27 pt knob with a soft
    /// shadow, on the trailing side when on.
    func drawSwitch(isOn: Bool, onColor: Color, in frame: Rect) {
        setColor(isOn ? onColor : Self.switchOffTrack)
        roundedRect(frame, radius: frame.height / 2)
        cairo_fill(cr)
        let inset = 2.0
        let diameter = max(0, frame.height - inset * 2)
        let onTrailing = isOn != (environment.direction == .rtl)
        let x = onTrailing ? frame.maxX - inset - diameter : frame.minX + inset
        let center = (x: x + diameter / 2, y: frame.minY + inset + diameter / 2)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.12)
        cairo_arc(cr, center.x, center.y + 1.5, diameter / 2 + 0.5, 0, 2 * Double.pi)
        cairo_fill(cr)
        setColor(.white)
        cairo_arc(cr, center.x, center.y, diameter / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    /// UISwitch's "off" track: #E9E9EB in light mode, #39393D in dark mode (as drawn over the system background).
    static let switchOffTrack = Color.dynamic(
        light: Color(red: 233, green: 233, blue: 235), dark: Color(red: 57, green: 57, blue: 61))

    /// An image placeholder: a light grey rectangle crossed corner to corner, so it reads as "image here".
    func drawImagePlaceholder(in frame: Rect, hasBackground: Bool) {
        if !hasBackground { fill(frame, color: .systemFill) }
        setColor(SemanticColors.systemGray2)
        cairo_set_line_width(cr, 1 / scale)
        cairo_move_to(cr, frame.minX, frame.minY)
        cairo_line_to(cr, frame.maxX, frame.maxY)
        cairo_move_to(cr, frame.maxX, frame.minY)
        cairo_line_to(cr, frame.minX, frame.maxY)
        cairo_stroke(cr)
    }

    /// A button: its title centred in the frame (in the box `ButtonTitle` gives it), in the tint colour unless the
    /// title sets one.
    func drawButton(_ node: Node, in frame: Rect) {
        if node.buttonConfiguration != nil || node.image != nil {
            drawConfiguredButton(node, in: frame)
            return
        }
        guard let title = node.text else { return }
        if node.controlState == .selected {
            // A selected system button: a tint-filled rounded rectangle, the title knocked out of it.
            setColor(node.style.tint ?? .systemBlue)
            roundedRect(
                frame,
                radius: node.style.cornerRadius > 0 ? node.style.cornerRadius : ControlState.selectedButtonCornerRadius)
            cairo_fill(cr)
        }
        let layout = ButtonTitle(title, in: frame, environment: environment, measurer: measurer)
        drawText(layout.text, in: layout.box, color: node.titleColor)
    }

    /// A hairline: exactly one device pixel thick, snapped to the pixel grid, at every scale, across the middle
    /// of its frame (a frame one pixel thick puts it on the frame itself).
    func drawSeparator(in frame: Rect, color: Color) {
        cairo_save(cr)
        usePixelMatrix()
        let horizontal = frame.width >= frame.height
        let hairline = 1 / scale
        let x = ((horizontal ? frame.x : frame.midX - hairline / 2) * scale).rounded(.down)
        let y = ((horizontal ? frame.midY - hairline / 2 : frame.y) * scale).rounded(.down)
        let width = horizontal ? max(1, (frame.width * scale).rounded()) : 1
        let height = horizontal ? 1 : max(1, (frame.height * scale).rounded())
        fill(Rect(x: x, y: y, width: width, height: height), color: color)
        cairo_restore(cr)
    }
}
