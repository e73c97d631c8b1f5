import PlumbCore

/// UIKit's system controls as builder elements (docs/spec-format.md, "System controls"): each builds the node a
/// spec with the same keys parses to, so `kind: segmentedControl, segments: [Day, Week], selected: 0` and
/// `SegmentedControl(["Day", "Week"], id: …, selected: 0)` lay out and draw alike (down to the fields a kind does
/// not read, such as the page count a spec gives every control).

/// A `UITextField` with the rounded-rect border (`kind: textField`): its text, or the placeholder while empty.
public struct TextField: LayoutElement {
    public var node: Node

    public init(
        _ text: String = "", id: String, placeholder: String? = nil, style: TextStyle = .body, isSecure: Bool = false,
        showsClearButton: Bool = false
    ) {
        node = Node(id: id, kind: .textField)
        // As a spec without text keys: no text at all, or the text (one line) in `style`.
        if !text.isEmpty || style != .body { node.text = TextContent(text, style: style, lines: 1) }
        node.control = ControlContent(
            placeholder: placeholder, isSecure: isSecure, showsClearButton: showsClearButton, pageCount: 3)
    }
}

/// A `UISegmentedControl` (`kind: segmentedControl`): equal widths, or widths by content (`proportionalWidths`,
/// `apportionsSegmentWidthsByContent`).
public struct SegmentedControl: LayoutElement {
    public var node: Node

    public init(_ segments: [String], id: String, selected: Int? = nil, proportionalWidths: Bool = false) {
        precondition(
            selected.map { $0 >= 0 && $0 < segments.count } ?? true,
            "selected index \(selected!) is not one of the \(segments.count) segments")
        node = Node(id: id, kind: .segmentedControl)
        node.control = ControlContent(
            items: segments, selectedIndex: selected, proportionalWidths: proportionalWidths, pageCount: 3)
    }
}

/// A `UIPageControl` (`kind: pageControl`): `pages` dots, the `current` one filled.
public struct PageControl: LayoutElement {
    public var node: Node

    public init(id: String, pages: Int = 3, current: Int? = nil) {
        node = Node(id: id, kind: .pageControl)
        node.control = ControlContent(selectedIndex: current, value: 0, pageCount: pages)
    }
}

/// A `UIProgressView` (`kind: progressView`), `progress` 0…1; no intrinsic width.
public struct ProgressView: LayoutElement {
    public var node: Node

    public init(id: String, progress: Double = 0) {
        node = Node(id: id, kind: .progressView)
        node.control = ControlContent(value: progress, pageCount: 3)
    }
}

/// A `UISlider` (`kind: slider`), `value` 0…1 (0.5 by default, as a spec); no intrinsic width.
public struct Slider: LayoutElement {
    public var node: Node

    public init(id: String, value: Double = 0.5) {
        node = Node(id: id, kind: .slider)
        node.control = ControlContent(value: value, pageCount: 3)
    }
}

/// A `UIStepper` (`kind: stepper`), 94 × 32.
public struct Stepper: LayoutElement {
    public var node: Node

    public init(id: String) {
        node = Node(id: id, kind: .stepper)
        node.control = ControlContent(pageCount: 3)
    }
}

/// A `UIActivityIndicatorView` (`kind: activityIndicator`), drawn still: medium (20 pt) or large (37 pt).
public struct ActivityIndicator: LayoutElement {
    public var node: Node

    public init(id: String, isLarge: Bool = false) {
        node = Node(id: id, kind: .activityIndicator)
        node.control = ControlContent(pageCount: 3, isLarge: isLarge)
    }
}

/// A `UINavigationBar` (`kind: navigationBar`): an inline title (17 pt semibold) or a large title, bar button items
/// at each end. Pin it to the top of the safe area; it paints the status bar area above it.
public struct NavigationBar: LayoutElement {
    public var node: Node

    public init(
        _ title: String = "", id: String, largeTitle: Bool = false, leadingItems: [String] = [],
        trailingItems: [String] = []
    ) {
        node = Node(id: id, kind: .navigationBar)
        if !title.isEmpty { node.text = TextContent(title, style: .body, lines: 1) }
        node.control = ControlContent(
            pageCount: 3, largeTitle: largeTitle, leadingItems: leadingItems, trailingItems: trailingItems)
    }
}

/// A `UITabBar` (`kind: tabBar`): items with an icon placeholder and a 10 pt title, the `selected` one tinted; 49 pt
/// plus the home-indicator area it covers. Pin it to the bottom of the screen, not of the safe area.
public struct TabBar: LayoutElement {
    public var node: Node

    public init(_ items: [String], id: String, selected: Int? = nil) {
        precondition(
            selected.map { $0 >= 0 && $0 < items.count } ?? true,
            "selected index \(selected!) is not one of the \(items.count) items")
        node = Node(id: id, kind: .tabBar)
        node.control = ControlContent(items: items, selectedIndex: selected, pageCount: 3)
    }
}
