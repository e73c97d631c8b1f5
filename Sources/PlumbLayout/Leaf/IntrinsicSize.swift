import PlumbCore

/// The intrinsic content size of leaf nodes, as UIKit's views report it.
public enum IntrinsicSize {
    /// The size a leaf wants: text measured at `proposedWidth` and rounded up to whole points; a switch 51 × 31;
    /// a button its title plus content insets; a separator one pixel high; boxes and images their `size`.
    public static func of(_ node: Node, proposedWidth: Double?, context: LayoutContext) -> Size {
        let declared = Size(width: node.intrinsicWidth ?? 0, height: node.intrinsicHeight ?? 0)
        switch node.kind {
        case .box, .image:
            // A symbol without `size:` is one em of its text style (`ImageSymbol`).
            if let symbol = node.image?.symbol, node.intrinsicWidth == nil, node.intrinsicHeight == nil {
                return symbol.size(in: context.environment)
            }
            return declared
        case .switch:
            return NodeKind.switchSize
        case .separator:
            return Size(
                width: node.intrinsicWidth ?? proposedWidth ?? 0,
                height: node.intrinsicHeight ?? context.environment.hairline)
        case .text:
            guard let text = node.text else { return declared }
            return context.measurer.integralSize(of: text, in: context.environment, width: proposedWidth)
        case .button:
            let insets = ButtonMetrics.contentInsets
            guard let title = node.text else { return Size(width: insets.horizontal, height: insets.vertical) }
            let titleWidth = proposedWidth.map { max(0, $0 - insets.horizontal) }
            let size = context.measurer.integralSize(of: title, in: context.environment, width: titleWidth)
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .textField, .segmentedControl, .pageControl, .progressView, .slider, .stepper, .activityIndicator,
            .navigationBar, .tabBar:
            return ofControl(node, proposedWidth: proposedWidth, context: context)
        }
    }
}

extension TextMeasuring {
    /// The measured size of `content` wrapped at `width`, each side rounded up to a whole point like
    /// `CGRect.integral`, so a frame of this size never cuts off part of a glyph.
    public func integralSize(of content: TextContent, in environment: Environment, width: Double?) -> Size {
        let measured = measure(content, in: environment, width: width).size
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }
}

extension IntrinsicSize {
    /// The intrinsic size of a system control (`NodeKind.isSystemControl`), as UIKit's `intrinsicContentSize` gives it.
    ///
    /// Titles that UIKit keeps at a fixed size (segment titles, bar titles, tab labels) are measured at the Large
    /// category whatever the environment's; a text field's text follows Dynamic Type, as with
    /// `adjustsFontForContentSizeCategory`. A width that UIKit leaves open (progress view, slider, bars) is 0.
    static func ofControl(_ node: Node, proposedWidth: Double?, context: LayoutContext) -> Size {
        let control = node.control ?? ControlContent()
        let environment = context.environment
        var fixed = environment
        fixed.category = .large
        func width(
            _ string: String, _ style: TextStyle, _ weight: FontWeight? = nil, in environment: Environment
        ) -> Double {
            context.measurer.integralSize(
                of: TextContent(string, style: style, weight: weight, lines: 1), in: environment, width: nil
            ).width
        }
        switch node.kind {
        case .textField:
            let text = node.text ?? TextContent("", style: .body)
            let shown = text.string.isEmpty ? (control.placeholder ?? "") : text.string
            var measured = text
            measured.string = shown.isEmpty ? " " : shown
            measured.lines = 1
            let size = context.measurer.integralSize(of: measured, in: environment, width: nil)
            let clear = control.showsClearButton ? ControlMetrics.clearButtonWidth + 6 : 0
            return Size(
                width: (shown.isEmpty ? 0 : size.width) + 2 * ControlMetrics.textFieldHorizontalInset + clear,
                height: size.height + 2 * ControlMetrics.textFieldVerticalInset)
        case .segmentedControl:
            let widths = control.items.map {
                width($0, .footnote, .semibold, in: fixed) + 2 * ControlMetrics.segmentPadding
            }
            let total = control.proportionalWidths ? widths.reduce(0, +) : (widths.max() ?? 0) * Double(widths.count)
            return Size(width: total, height: ControlMetrics.segmentedHeight)
        case .pageControl:
            return Size(
                width: Double(control.pageCount) * ControlMetrics.pageDotSpacing + 20,
                height: ControlMetrics.pageControlHeight)
        case .progressView:
            return Size(width: 0, height: ControlMetrics.progressHeight)
        case .slider:
            return Size(width: 0, height: ControlMetrics.sliderHeight)
        case .stepper:
            return ControlMetrics.stepperSize
        case .activityIndicator:
            let side = control.isLarge ? ControlMetrics.activityLarge : ControlMetrics.activityMedium
            return Size(width: side, height: side)
        case .navigationBar:
            return Size(
                width: 0,
                height: control.largeTitle ? ControlMetrics.largeTitleBarHeight : ControlMetrics.navigationBarHeight)
        case .tabBar:
            return Size(width: 0, height: ControlMetrics.tabBarHeight + environment.safeAreaInsets.bottom)
        default:
            return Size(width: node.intrinsicWidth ?? 0, height: node.intrinsicHeight ?? 0)
        }
    }
}
