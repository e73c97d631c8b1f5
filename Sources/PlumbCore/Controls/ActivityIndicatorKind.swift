/// `UIActivityIndicatorView` (`kind: activityIndicator`), drawn still: medium or large.
public struct ActivityIndicatorKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIActivityIndicatorView"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [ControlKey("large", .flag(\.isLarge))]

    public var accessibilityTraits: AccessibilityTraits { .updatesFrequently }

    /// "In progress": UIActivityIndicatorView's VoiceOver announcement (John Sweet, "iOS progress indicators, 2 of
    /// 3", johnsweetaccessibility.com, 2020; Material Components' MDCActivityIndicator copies it, PR #1765).
    public func accessibilityLabel(of node: Node, in environment: Environment) -> String? { "In progress" }

    /// A square of `ControlMetrics.activityMedium`, or `activityLarge` in the large style.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        let side = content.isLarge ? ControlMetrics.activityLarge : ControlMetrics.activityMedium
        return Size(width: side, height: side)
    }
}
