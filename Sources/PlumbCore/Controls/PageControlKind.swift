/// `UIPageControl` (`kind: pageControl`): a row of page dots, the current one filled.
public struct PageControlKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UIPageControl"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey(
            "selected", .index(\.selectedIndex, among: \.pageCount), deprecatedNames: ["current"],
            uikitNames: ["currentPage"]),
        ControlKey("pages", .count(\.pageCount, in: 0...100), uikitNames: ["numberOfPages"]),
    ]

    public var accessibilityTraits: AccessibilityTraits { .adjustable }

    /// "page 2 of 3", read "page 2 of 3. Adjustable." (AccessibilitySnapshot's recorded reference,
    /// `DefaultControlsTests.testPageControl`; `UIPageControl`'s `accessibilityValue`).
    public func accessibilityValue(of node: Node) -> String? {
        let content = node.control ?? ControlContent.specDefaults
        guard content.pageCount > 0 else { return nil }
        return "page \((content.selectedIndex ?? 0) + 1) of \(content.pageCount)"
    }

    /// `ControlMetrics.pageControlHeight` high; a dot every `ControlMetrics.pageDotSpacing` and 10 pt at each end.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(
            width: Double(content.pageCount) * ControlMetrics.pageDotSpacing + 20,
            height: ControlMetrics.pageControlHeight)
    }
}
