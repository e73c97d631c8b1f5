import CCairoPango
import PlumbCore

extension SliderKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawSlider(
            control.value, fill: node.style.tint ?? .systemBlue,
            track: control[SliderKind.trackTint] ?? SemanticColors.systemFill,
            thumb: control[SliderKind.hidesThumb] ? nil : control[SliderKind.thumbTint] ?? .white, in: frame)
    }
}

extension Painter {
    /// The track, filled up to the thumb, and the 28 pt thumb at `value`: the filled part in `fill`
    /// (`minimumTrackTintColor`, systemBlue by default), the rest in `track` (`maximumTrackTintColor`), the thumb in
    /// `thumb` (`thumbTintColor`, white). Without a thumb (`thumb: hidden`, an empty thumb image) the fill reaches
    /// `value` of the whole track.
    fileprivate func drawSlider(
        _ value: Double, fill: Color, track trackColor: Color, thumb thumbColor: Color?, in frame: Rect
    ) {
        let thumb = thumbColor == nil ? 0 : ControlMetrics.sliderThumb
        let travel = max(0, frame.width - thumb)
        let fraction = min(1, max(0, value))
        let rtl = environment.direction == .rtl
        let thumbX = rtl ? frame.maxX - thumb / 2 - travel * fraction : frame.minX + thumb / 2 + travel * fraction
        let track = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
        setColor(trackColor)
        roundedRect(track, radius: 2)
        cairo_fill(cr)
        setColor(fill)
        roundedRect(
            rtl
                ? Rect(x: thumbX, y: track.y, width: track.maxX - thumbX, height: 4)
                : Rect(x: track.x, y: track.y, width: thumbX - track.x, height: 4), radius: 2)
        cairo_fill(cr)
        guard let thumbColor else { return }
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_arc(cr, thumbX, frame.midY + 1.5, thumb / 2 + 0.5, 0, 2 * Double.pi)
        cairo_fill(cr)
        setColor(thumbColor)
        cairo_arc(cr, thumbX, frame.midY, thumb / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
    }
}
