import CCairoPango
import PlumbCore

extension TabBarKind: ControlDrawing {
    func draw(_ node: Node, _ control: ControlContent, in frame: Rect, with painter: Painter) {
        painter.drawTabBar(control, in: frame)
    }
}

extension Painter {
    /// The bar's background and hairline, then each item: an icon placeholder over its title, the selected one
    /// tinted.
    fileprivate func drawTabBar(_ control: ControlContent, in frame: Rect) {
        // The frame covers the home-indicator area too; the items sit in its top 49 pt.
        fill(frame, color: Self.barBackground)
        fill(Rect(x: frame.x, y: frame.minY, width: frame.width, height: 1 / scale), color: SemanticColors.separator)
        let count = control.items.count
        guard count > 0 else { return }
        let width = frame.width / Double(count)
        let fixed = fixedSizeText
        for (index, title) in control.items.enumerated() {
            let slot = environment.direction == .rtl ? count - 1 - index : index
            let x = frame.minX + Double(slot) * width
            let tint = index == control.selectedIndex ? Color.systemBlue : SemanticColors.systemGray
            // A 25 pt icon placeholder (a rounded square) above the 10 pt title (`ControlMetrics.tabBarTitle`).
            setColor(tint)
            roundedRect(Rect(x: x + width / 2 - 12.5, y: frame.minY + 5, width: 25, height: 25), radius: 6)
            cairo_fill(cr)
            fixed.drawText(
                ControlMetrics.tabBarTitle(title, color: tint),
                in: Rect(x: x + 2, y: frame.minY + 32, width: width - 4, height: 13))
        }
    }
}
