/// `UIProgressView` in its default style (`kind: progressView`): a 4 pt track filled to its value.
public struct ProgressViewKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIProgressView"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [ControlKey("value", .number(\.value, in: 0...1), deprecatedNames: ["progress"])]

    /// No intrinsic width (`UIView.noIntrinsicMetric`): its container sizes it.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    public var accessibilityTraits: AccessibilityTraits { .updatesFrequently }

    /// Its progress as a percentage, "50%": UIProgressView's `accessibilityValue` follows its `progress`
    /// (material-components-ios PR #4543, which matches it). UIKit rounds more coarsely (0.476 is read "fifty
    /// percent" there); Plumb gives the whole percentage.
    public func accessibilityValue(of node: Node) -> String? {
        let value = (node.control ?? ControlContent()).value
        return "\(Int((value * 100).rounded()))%"
    }

    /// `ControlMetrics.progressHeight` high.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(width: 0, height: ControlMetrics.progressHeight)
    }
}
