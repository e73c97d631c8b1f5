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
        ControlKey("borderStyle", .option(\.textFieldBorderStyle, among: BorderStyle.allCases.map(\.rawValue))),
    ]

    /// The border style as written (`borderStyle:`); `nil` for the default (`borderStyle(of:)`).
    public static let borderStyle = ControlField<String?>("borderStyle", default: nil)

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, CaseIterable, Sendable {
        /// No border and no background of its own: the layer's style only.
        case none
        /// "A thin rectangle around the text field."
        case line
        /// "A bezel-style border for the text field."
        case bezel
        /// "A rounded-style border for the text field": a 5 pt radius, a hairline, the `tertiarySystemBackground`
        /// fill.
        case roundedRect
    }

    /// The border style drawn: `borderStyle:`, else `none` for a field that styles its own layer (`background`, a
    /// border, a corner radius or a gradient, `stylesOwnLayer`) and `roundedRect` for one that does not.
    public static func borderStyle(of node: Node) -> BorderStyle {
        if let written = node.control?[borderStyle].flatMap(BorderStyle.init(rawValue:)) { return written }
        return stylesOwnLayer(node) ? .none : .roundedRect
    }

    /// Whether the field gives its own `background`, border, corner radius or gradient: then, unless a
    /// `borderStyle:` says otherwise, it is drawn as UIKit draws `borderStyle = .none` with the layer's
    /// `backgroundColor`, `borderColor`/`borderWidth` and `cornerRadius` (the node's style), without the
    /// rounded-rect chrome over it.
    public static func stylesOwnLayer(_ node: Node) -> Bool {
        let style = node.style
        return style.background != nil || (style.borderColor != nil && style.borderWidth > 0) || style.cornerRadius > 0
            || style.decoration?.cornerRadii != nil || style.decoration?.gradient != nil
    }

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

/// The text field's border style as a property, its `ControlKey`'s destination (see `ControlField`: a key path to a
/// property, not to a subscript with an argument).
extension ControlContent {
    var textFieldBorderStyle: String? {
        get { self[TextFieldKind.borderStyle] }
        set { self[TextFieldKind.borderStyle] = newValue }
    }
}
