/// `UINavigationBar` (`kind: navigationBar`): an inline or large title (the node's text), bar button items at each
/// end; its background reaches up under the status bar.
public struct NavigationBarKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UINavigationBar"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("largeTitle", .flag(\.largeTitle)),
        ControlKey("leadingItems", .strings(\.leadingItems)),
        ControlKey("trailingItems", .strings(\.trailingItems)),
    ]

    public var showsText: Bool { true }

    /// No intrinsic width (`UIView.noIntrinsicMetric`): it spans its container.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    /// Not one element: VoiceOver reads a bar's items, which Plumb draws from the bar's keys, not as nodes.
    public var accessibilityGrouping: AccessibilityGrouping { .none }

    /// Its background reaches up under the status bar (`UIBarPosition.topAttached`).
    public var extendsUnderUnsafeArea: Bool { true }

    /// `ControlMetrics.navigationBarHeight` high, or `largeTitleBarHeight` with a large title.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(
            width: 0,
            height: content.largeTitle ? ControlMetrics.largeTitleBarHeight : ControlMetrics.navigationBarHeight)
    }
}
