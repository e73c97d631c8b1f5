import CCairoPango
import PlumbCore

extension PageControlKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawPageControl(control, in: frame)
    }
}

extension Painter {
    /// 7 pt dots, centred, the current one in `label`.
    fileprivate func drawPageControl(_ control: ControlContent, in frame: Rect) {
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
}
