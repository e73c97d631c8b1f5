/// `UITextField` with the rounded-rect border style (`kind: textField`): its text, or its placeholder while empty, on
/// one line, optionally secure, with a clear button.
public struct TextFieldKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UITextField", "TextField"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("placeholder", .string(\.placeholder)),
        ControlKey("secure", .flag(\.isSecure), uikitNames: ["isSecureTextEntry"]),
        ControlKey("clearButton", .flag(\.showsClearButton), uikitNames: ["clearButtonMode"]),
    ]

    public var showsText: Bool { true }
    public var takesState: Bool { true }

    /// The text's line (or the placeholder's; one space's height when both are empty) plus
    /// `ControlMetrics.textFieldVerticalInset` above and below, its width plus the side insets and the clear button.
    /// The text follows Dynamic Type, as with `adjustsFontForContentSizeCategory`.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        let text = node.text ?? TextContent("", style: .body)
        let shown = text.string.isEmpty ? (content.placeholder ?? "") : text.string
        var measured = text
        measured.string = shown.isEmpty ? " " : shown
        measured.lines = 1
        let size = measurer.integralSize(of: measured, in: environment, width: nil)
        let clear = content.showsClearButton ? ControlMetrics.clearButtonWidth + 6 : 0
        return Size(
            width: (shown.isEmpty ? 0 : size.width) + 2 * ControlMetrics.textFieldHorizontalInset + clear,
            height: size.height + 2 * ControlMetrics.textFieldVerticalInset)
    }
}
