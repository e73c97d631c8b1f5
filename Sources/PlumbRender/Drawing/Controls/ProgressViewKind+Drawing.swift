import CCairoPango
import PlumbCore

extension ProgressViewKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawProgress(
            control.value, fill: node.style.tint ?? .systemBlue,
            track: control[SliderKind.trackTint] ?? SemanticColors.systemFill, in: frame)
    }
}

extension Painter {
    /// The 4 pt track in `track` (`trackTintColor`), filled from the leading end to `value` in `fill`
    /// (`progressTintColor`, systemBlue by default).
    fileprivate func drawProgress(_ value: Double, fill: Color, track trackColor: Color, in frame: Rect) {
        let track = Rect(x: frame.x, y: frame.midY - 2, width: frame.width, height: 4)
        setColor(trackColor)
        roundedRect(track, radius: 2)
        cairo_fill(cr)
        let filled = track.width * min(1, max(0, value))
        guard filled > 0 else { return }
        let x = environment.direction == .rtl ? track.maxX - filled : track.minX
        setColor(fill)
        roundedRect(Rect(x: x, y: track.y, width: filled, height: 4), radius: 2)
        cairo_fill(cr)
    }
}
