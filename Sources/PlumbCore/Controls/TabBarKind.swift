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

    /// Each item a button with the tab bar item trait, labelled with its title, the selected one `selected`, read
    /// "Item A. Tab. 1 of 6." and "Selected: Item B. Tab. 2 of 6." (AccessibilitySnapshot's recorded reference,
    /// `AccessibilitySnapshotTests.testTabBars`: "Tab" is said for "Button"). Each item's frame is its slot in the
    /// bar's top `ControlMetrics.tabBarHeight`, as drawn.
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? {
        let count = content.items.count
        let row = Rect(
            x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, ControlMetrics.tabBarHeight))
        let frames = AccessibilityPart.slots(
            Array(repeating: 1, count: count), in: row, direction: environment.direction)
        return content.items.enumerated().map { index, title in
            var traits: AccessibilityTraits = [.button, .tabBarItem]
            if index == content.selectedIndex { traits.insert(.selected) }
            return AccessibilityPart(
                name: "tab \(index + 1)", label: title, traits: traits, frame: frames[index],
                series: .init(index: index + 1, count: count))
        }
    }

    /// It covers the home indicator, as `UITabBarController` sizes it (its items stay in its top 49 pt).
    public var extendsUnderUnsafeArea: Bool { true }

    /// `ControlMetrics.tabBarHeight` of items plus the bottom safe area it covers.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(width: 0, height: ControlMetrics.tabBarHeight + environment.safeAreaInsets.bottom)
    }
}
