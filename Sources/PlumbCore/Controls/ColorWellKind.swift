/// `UIColorWell` (`kind: colorWell`): a 28 pt ring of hues around the selected colour; a button to VoiceOver.
public struct ColorWellKind: ControlKind {
    public init() {}

    /// UIColorWell's side.
    public static let side = 28.0
    /// `supportsAlpha`: whether the picker it opens offers opacity (true by default, as UIKit's).
    public static let supportsAlpha = ControlField<Bool>("supportsAlpha", default: true)

    public var uikitClassNames: [String] { ["UIColorWell", "ColorPicker"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [ControlKey("supportsAlpha", .flag(\ControlContent.[Self.supportsAlpha]))]

    public var fixedSize: Size? { Size(width: Self.side, height: Self.side) }
    public var accessibilityTraits: AccessibilityTraits { .button }
    public var isTapTarget: Bool { true }

    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(width: Self.side, height: Self.side)
    }
}
