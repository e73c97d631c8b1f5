import CCairoPango
import PlumbCore

extension SegmentedControlKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawSegmentedControl(control, in: frame)
    }
}

extension Painter {
    /// Segment frames left to right (mirrored under right-to-left): equal, or by content.
    fileprivate func segmentFrames(_ control: ControlContent, in frame: Rect) -> [Rect] {
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

    /// The selected segment: white in light mode, #636366 in dark mode.
    fileprivate static let selectedSegment = Color.dynamic(light: .white, dark: Color(red: 99, green: 99, blue: 102))

    /// The track, the selected segment's thumb, dividers between unselected segments and the titles (13 pt, not
    /// scaled).
    fileprivate func drawSegmentedControl(_ control: ControlContent, in frame: Rect) {
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
}
