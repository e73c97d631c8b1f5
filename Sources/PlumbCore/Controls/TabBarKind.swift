/// `UITabBar` (`kind: tabBar`): items with an icon and a title, one selected; its background reaches down over the
/// home indicator.
public struct TabBarKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UITabBar"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("items", .titles(\.items, keys: \.localizedItems)),
        ControlKey("selected", .index(\.selectedIndex, among: \.items.count)),
    ]

    /// No intrinsic width (`UIView.noIntrinsicMetric`): it spans its container.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    /// Not one element: VoiceOver reads a bar's items, which Plumb draws from the bar's keys, not as nodes.
    public var accessibilityGrouping: AccessibilityGrouping { .none }
    public var accessibilityTraits: AccessibilityTraits { .tabBar }

    /// It covers the home indicator, as `UITabBarController` sizes it (its items stay in its top 49 pt).
    public var extendsUnderUnsafeArea: Bool { true }

    /// `ControlMetrics.tabBarHeight` of items plus the bottom safe area it covers.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(width: 0, height: ControlMetrics.tabBarHeight + environment.safeAreaInsets.bottom)
    }
}
