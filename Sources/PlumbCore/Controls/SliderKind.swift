/// `UISlider` (`kind: slider`): a track and a 28 pt thumb at its value, 0.5 unless the spec gives one.
public struct SliderKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UISlider"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("value", .number(\.value, in: 0...1)),
        ControlKey("thumb", .choice(\.sliderHidesThumb, off: "visible", on: "hidden"), uikitNames: ["thumbImage"]),
    ]

    /// Whether the thumb is hidden (`thumb: hidden`), as an app hides it with `setThumbImage(UIImage(), for:
    /// .normal)` for a read-only scrubber (a music player's progress at rest): the track alone, filled to the value
    /// across its whole width, since an empty thumb image leaves no thumb to travel.
    public static let hidesThumb = ControlField<Bool>("thumb", default: false)

    /// The unfilled track's colour (`maximumTrackTintColor`; a progress view's `trackTintColor`), `trackTint:`;
    /// `nil` for UIKit's (`systemFill`).
    public static let trackTint = ControlField<Color?>("trackTint", default: nil)
    /// The thumb's colour (`thumbTintColor`), `thumbTint:`; `nil` for UIKit's white.
    public static let thumbTint = ControlField<Color?>("thumbTint", default: nil)

    public var defaultContent: ControlContent { Self.defaultContent }
    static let defaultContent = ControlContent(value: 0.5, pageCount: ControlContent.specDefaults.pageCount)

    /// No intrinsic width (`UIView.noIntrinsicMetric`): its container sizes it.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    public var accessibilityTraits: AccessibilityTraits { .adjustable }

    /// Its value as a whole percentage: "75%. Adjustable." for 0.75 (AccessibilitySnapshot's recorded reference,
    /// `DefaultControlsTests.testSlider`; `UISlider`'s `accessibilityValue`).
    public func accessibilityValue(of node: Node) -> String? {
        let value = (node.control ?? Self.defaultContent).value
        return "\(Int((value * 100).rounded()))%"
    }

    /// `ControlMetrics.sliderHeight` high.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(width: 0, height: ControlMetrics.sliderHeight)
    }
}

/// The slider's field as a key path the parser writes (`ControlField`'s note: a stored-property key path, not one
/// through the subscript).
extension ControlContent {
    var sliderHidesThumb: Bool {
        get { self[SliderKind.hidesThumb] }
        set { self[SliderKind.hidesThumb] = newValue }
    }
}
