import PlumbCore

/// The intrinsic content size of leaf nodes, as UIKit's views report it.
public enum IntrinsicSize {
    /// The size a leaf wants: text measured at `proposedWidth` and rounded up to whole points; a switch 51 × 31;
    /// a button its title plus content insets; a separator one pixel high; boxes and images their `size`; a system
    /// control what its description gives (`ControlKind.intrinsicSize`).
    public static func of(_ node: Node, proposedWidth: Double?, context: LayoutContext) -> Size {
        let declared = Size(width: node.intrinsicWidth ?? 0, height: node.intrinsicHeight ?? 0)
        switch node.kind {
        case .box, .image:
            // A symbol without `size:` is one em of its text style (`ImageSymbol`).
            if node.isSelfSizedSymbol, let symbol = node.image?.symbol { return symbol.size(in: context.environment) }
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
            if node.buttonConfiguration != nil || node.image != nil {
                // A configured or image button: `UIButton.Configuration`'s content (`ButtonContent`).
                return ButtonContent.intrinsicSize(
                    of: node, proposedWidth: proposedWidth, environment: context.environment,
                    measurer: context.measurer)
            }
            let insets = ButtonMetrics.contentInsets
            guard let title = node.text else { return Size(width: insets.horizontal, height: insets.vertical) }
            let titleWidth = proposedWidth.map { max(0, $0 - insets.horizontal) }
            let size = context.measurer.integralSize(of: title, in: context.environment, width: titleWidth)
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        default:
            return ofControl(node, context: context)
        }
    }

    /// A system control's intrinsic size: its description's `intrinsicContentSize`, from its content (empty when a
    /// node built in code has none); a node of another kind its `size`.
    static func ofControl(_ node: Node, context: LayoutContext) -> Size {
        guard let control = node.kind.controlKind else {
            return Size(width: node.intrinsicWidth ?? 0, height: node.intrinsicHeight ?? 0)
        }
        return control.intrinsicSize(
            of: node, content: node.control ?? ControlContent(), environment: context.environment,
            measurer: context.measurer)
    }
}

extension Node {
    /// Whether the node is a symbol image without `size:`: its intrinsic size is one em of its text style on both
    /// axes (`ImageSymbol`), as an SF Symbol configured with a text style reports it, so every engine gives it that
    /// size and holds it there with its hugging and compression resistance, as for any view with an intrinsic size.
    var isSelfSizedSymbol: Bool {
        image?.symbol != nil && intrinsicWidth == nil && intrinsicHeight == nil
    }
}
