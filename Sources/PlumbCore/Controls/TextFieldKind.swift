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

    /// UIKit's private text entry trait (secure text entry's too): read "Text Field." or "Secure Text Field." by
    /// AccessibilitySnapshot (`UIAccessibility+SnapshotAdditions.swift`).
    public var accessibilityTraits: AccessibilityTraits { .textEntry }

    /// The placeholder while the text is empty: "Some placeholder text. Text Field." in AccessibilitySnapshot's
    /// recorded reference (`SnapshotTestingTests.testUIKitTextField`); with text, no label.
    public func accessibilityLabel(of node: Node, in environment: Environment) -> String? {
        guard node.text?.string.isEmpty ?? true else { return nil }
        return node.control?.placeholder
    }

    /// The text: "Hello from Text Field. Text Field." in the same reference. A secure field's is not modelled.
    public func accessibilityValue(of node: Node) -> String? {
        guard node.control?.isSecure != true, let text = node.text?.string, !text.isEmpty else { return nil }
        return text
    }

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
