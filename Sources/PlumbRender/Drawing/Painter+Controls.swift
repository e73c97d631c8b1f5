import CCairoPango
import Foundation
import PlumbCore

/// The system controls, drawn as iOS 17 draws them in the light and the dark appearance (colours are semantic
/// colours, resolved by `setColor`).
extension Painter {
    /// Draws a system control (`NodeKind.isSystemControl`).
    func drawControl(_ node: Node, in frame: Rect) {
        let control = node.control ?? ControlContent()
        switch node.kind {
        case .textField: drawTextField(node, control, in: frame)
        case .segmentedControl: drawSegmentedControl(control, in: frame)
        case .pageControl: drawPageControl(control, in: frame)
        case .progressView: drawProgress(control.value, in: frame)
        case .slider: drawSlider(control.value, in: frame)
        case .stepper: drawStepper(in: frame)
        case .activityIndicator: drawActivityIndicator(in: frame)
        case .navigationBar: drawNavigationBar(node, control, in: frame)
        case .tabBar: drawTabBar(control, in: frame)
        default: break
        }
    }

    /// A painter for text UIKit keeps at its default size: the environment at the Large category.
    var fixedSizeText: Painter {
        var environment = environment
        environment.category = .large
        return Painter(cr: cr, scale: scale, environment: environment, measurer: measurer, pixelMatrix: pixelMatrix)
    }

    /// One line of `string` in `style`, aligned in `rect` and centred vertically.
    func drawLabel(
        _ string: String, style: TextStyle, weight: FontWeight? = nil, alignment: TextAlignment = .center, color: Color,
        in rect: Rect
    ) {
        guard !string.isEmpty, rect.width > 0 else { return }
        drawText(
            TextContent(string, style: style, weight: weight, lines: 1, alignment: alignment, color: color), in: rect)
    }

    private func drawTextField(_ node: Node, _ control: ControlContent, in frame: Rect) {
        // `.roundedRect`: a 5 pt radius, a hairline border, the text 7 pt in from each end.
        setColor(SemanticColors.tertiarySystemBackground)
        roundedRect(frame, radius: 5)
        cairo_fill(cr)
        setColor(SemanticColors.opaqueSeparator)
        cairo_set_line_width(cr, 1 / scale)
        roundedRect(frame.inset(by: EdgeInsets(all: 0.5 / scale)), radius: 5)
        cairo_stroke(cr)
        var text = node.text ?? TextContent("", style: .body)
        let clear = control.showsClearButton && !text.string.isEmpty
        let trailingRoom = clear ? ControlMetrics.clearButtonWidth + 6 : 0
        let inset = ControlMetrics.textFieldHorizontalInset
        let rtl = environment.direction == .rtl
        let textRect = Rect(
            x: frame.x + inset + (rtl ? trailingRoom : 0), y: frame.y,
            width: max(0, frame.width - 2 * inset - trailingRoom), height: frame.height)
        if text.string.isEmpty {
            drawLabel(
                control.placeholder ?? "", style: text.style, alignment: .natural,
                color: SemanticColors.placeholderText, in: textRect)
        } else {
            if control.isSecure { text.string = String(repeating: "•", count: text.string.count) }
            text.lines = 1
            drawText(text, in: textRect)
        }
        guard clear else { return }
        // The clear button: a 14 pt `tertiaryLabel` circle with a cross knocked out of it.
        let centerX = rtl ? frame.minX + inset + 9.5 : frame.maxX - inset - 9.5
        let center = (x: centerX, y: frame.midY)
        setColor(SemanticColors.tertiaryLabel)
        cairo_arc(cr, center.x, center.y, 7, 0, 2 * Double.pi)
        cairo_fill(cr)
        setColor(SemanticColors.systemBackground)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, center.x - 2.5, center.y - 2.5)
        cairo_line_to(cr, center.x + 2.5, center.y + 2.5)
        cairo_move_to(cr, center.x + 2.5, center.y - 2.5)
        cairo_line_to(cr, center.x - 2.5, center.y + 2.5)
        cairo_stroke(cr)
    }

    /// Segment frames left to right (mirrored under right-to-left): equal, or by content.
    func segmentFrames(_ control: ControlContent, in frame: Rect) -> [Rect] {
        let count = control.items.count
        guard count > 0 else { return [] }
        var widths = Array(repeating: frame.width / Double(count), count: count)
        if control.proportionalWidths {
            let natural = control.items.map {
                measurer.measure(
                    TextContent($0, style: .footnote, weight: .semibold, lines: 1), in: fixedSizeText.environment,
                    width: nil
                ).size.width + 2 * ControlMetrics.segmentPadding
            }
            let total = natural.reduce(0, +)
            if total > 0 { widths = natural.map { $0 / total * frame.width } }
        }
        var x = frame.minX
        var frames: [Rect] = []
        for width in widths {
            frames.append(Rect(x: x, y: frame.minY, width: width, height: frame.height))
            x += width
        }
        return environment.direction == .rtl
            ? frames.map { Rect(x: frame.minX + frame.maxX - $0.maxX, y: $0.y, width: $0.width, height: $0.height) }
            : frames
    }

    private func drawSegmentedControl(_ control: ControlContent, in frame: Rect) {
        setColor(SemanticColors.tertiarySystemFill)
        roundedRect(frame, radius: 9)
        cairo_fill(cr)
        let segments = segmentFrames(control, in: frame)
        let fixed = fixedSizeText
        for (index, segment) in segments.enumerated() {
            let selected = index == control.selectedIndex
            if selected {
                let thumb = segment.inset(by: EdgeInsets(all: 2))
                cairo_set_source_rgba(cr, 0, 0, 0, 0.04)
                roundedRect(Rect(x: thumb.x, y: thumb.y + 1, width: thumb.width, height: thumb.height), radius: 7)
                cairo_fill(cr)
                setColor(Self.selectedSegment)
                roundedRect(thumb, radius: 7)
                cairo_fill(cr)
            } else if index > 0, index - 1 != control.selectedIndex {
                // A short divider between two unselected segments.
                let x = environment.direction == .rtl ? segment.maxX : segment.minX
                setColor(SemanticColors.separator)
                cairo_rectangle(cr, x - 0.5 / scale, segment.midY - 8, 1 / scale, 16)
                cairo_fill(cr)
            }
            fixed.drawLabel(
                control.items[index], style: .footnote, weight: selected ? .semibold : .regular, color: .label,
                in: segment.inset(by: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6)))
        }
    }

    /// The selected segment: white in light mode, #636366 in dark mode.
    static let selectedSegment = Color.dynamic(light: .white, dark: Color(red: 99, green: 99, blue: 102))

    private func drawPageControl(_ control: ControlContent, in frame: Rect) {
        let count = control.pageCount
        guard count > 0 else { return }
        let width = Double(count) * ControlMetrics.pageDotSpacing
        let startX = frame.midX - width / 2 + ControlMetrics.pageDotSpacing / 2
        for page in 0..<count {
            let slot = environment.direction == .rtl ? count - 1 - page : page
            setColor(page == control.selectedIndex ? Color.label : SemanticColors.tertiaryLabel)
            cairo_arc(cr, startX + Double(slot) * ControlMetrics.pageDotSpacing, frame.midY, 3.5, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
    }

    private func drawProgress(_ value: Double, in frame: Rect) {
        let track = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
        setColor(SemanticColors.systemFill)
        roundedRect(track, radius: 2)
        cairo_fill(cr)
        let filled = track.width * min(1, max(0, value))
        guard filled > 0 else { return }
        let x = environment.direction == .rtl ? track.maxX - filled : track.minX
        setColor(.systemBlue)
        roundedRect(Rect(x: x, y: track.y, width: filled, height: 4), radius: 2)
        cairo_fill(cr)
    }

    private func drawSlider(_ value: Double, in frame: Rect) {
        let thumb = ControlMetrics.sliderThumb
        let travel = max(0, frame.width - thumb)
        let fraction = min(1, max(0, value))
        let rtl = environment.direction == .rtl
        let thumbX = rtl ? frame.maxX - thumb / 2 - travel * fraction : frame.minX + thumb / 2 + travel * fraction
        let track = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
        setColor(SemanticColors.systemFill)
        roundedRect(track, radius: 2)
        cairo_fill(cr)
        setColor(.systemBlue)
        roundedRect(
            rtl
                ? Rect(x: thumbX, y: track.y, width: track.maxX - thumbX, height: 4)
                : Rect(x: track.x, y: track.y, width: thumbX - track.x, height: 4), radius: 2)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_arc(cr, thumbX, frame.midY + 1.5, thumb / 2 + 0.5, 0, 2 * Double.pi)
        cairo_fill(cr)
        setColor(.white)
        cairo_arc(cr, thumbX, frame.midY, thumb / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    private func drawStepper(in frame: Rect) {
        setColor(SemanticColors.tertiarySystemFill)
        roundedRect(frame, radius: 8)
        cairo_fill(cr)
        setColor(SemanticColors.separator)
        cairo_rectangle(cr, frame.midX - 0.5 / scale, frame.midY - 9, 1 / scale, 18)
        cairo_fill(cr)
        // Minus and plus, 14 pt wide strokes in `label`, centred in each half; minus is leading.
        let halves = [frame.minX + frame.width / 4, frame.minX + frame.width * 3 / 4]
        let minusX = environment.direction == .rtl ? halves[1] : halves[0]
        let plusX = environment.direction == .rtl ? halves[0] : halves[1]
        setColor(.label)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, minusX - 7, frame.midY)
        cairo_line_to(cr, minusX + 7, frame.midY)
        cairo_move_to(cr, plusX - 7, frame.midY)
        cairo_line_to(cr, plusX + 7, frame.midY)
        cairo_move_to(cr, plusX, frame.midY - 7)
        cairo_line_to(cr, plusX, frame.midY + 7)
        cairo_stroke(cr)
    }

    private func drawActivityIndicator(in frame: Rect) {
        // Eight spokes in `secondaryLabel`, fading clockwise from the top, as a still frame of the animation.
        let side = min(frame.width, frame.height)
        let center = (x: frame.midX, y: frame.midY)
        let inner = side * 0.22, outer = side * 0.48
        cairo_set_line_width(cr, side * 0.09)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        let base = SemanticColors.secondaryLabel.resolved(in: environment)
        for spoke in 0..<8 {
            let angle = Double(spoke) * Double.pi / 4 - Double.pi / 2
            var color = base
            color.alpha = UInt8(Double(base.alpha) * (1 - Double(spoke) * 0.1))
            setColor(color)
            cairo_move_to(cr, center.x + cos(angle) * inner, center.y + sin(angle) * inner)
            cairo_line_to(cr, center.x + cos(angle) * outer, center.y + sin(angle) * outer)
            cairo_stroke(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }
}
