/// `UIActivityIndicatorView` (`kind: activityIndicator`), drawn still: medium or large.
public struct ActivityIndicatorKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIActivityIndicatorView"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [ControlKey("large", .flag(\.isLarge))]

    public var accessibilityTraits: AccessibilityTraits { .updatesFrequently }

    /// A square of `ControlMetrics.activityMedium`, or `activityLarge` in the large style.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        let side = content.isLarge ? ControlMetrics.activityLarge : ControlMetrics.activityMedium
        return Size(width: side, height: side)
    }
}
