import PlumbCore

/// UIKit's system controls as builder elements (docs/spec-format.md, "System controls"): each builds the node a
/// spec with the same keys parses to, so `kind: segmentedControl, segments: [Day, Week], selected: 0` and
/// `SegmentedControl(["Day", "Week"], id: …, selected: 0)` lay out and draw alike (down to the fields a kind does
/// not read, such as the page count a spec gives every control). Each is named after its UIKit class; where that
/// name is SwiftUI's too (`TextField`, `ProgressView`, `Slider`, `Stepper`), a UIControl takes the `Control`
/// suffix UIKit gives `UISegmentedControl` and `UIPageControl`, and `UIProgressView` is the bar it draws.

/// A `UITextField` with the rounded-rect border (`kind: textField`): its text, or the placeholder while empty.
public struct TextFieldControl: TextElement {
    public var node: Node

    public init(
        _ text: String = "", id: String? = nil, placeholder: String? = nil, style: TextStyle = .body,
        isSecure: Bool = false,
        showsClearButton: Bool = false
    ) {
        node = Node(id: DefaultID.id(id, kind: "textField"), kind: .textField)
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

    /// - Precondition: `selected` is an index of `segments` (UIKit raises for any other `selectedSegmentIndex`).
    public init(_ segments: [String], id: String? = nil, selected: Int? = nil, proportionalWidths: Bool = false) {
        node = Node(id: DefaultID.id(id, kind: "segmentedControl"), kind: .segmentedControl)
        precondition(
            selected.map { segments.indices.contains($0) } ?? true,
            "segmented control \(node.id.debugDescription): selected index \(selected!) is not one of its \(segments.count) segments"
        )
        node.control = ControlContent(
            items: segments, selectedIndex: selected, proportionalWidths: proportionalWidths, pageCount: 3)
    }
}

/// A `UIPageControl` (`kind: pageControl`): `pages` dots, the `current` one filled.
public struct PageControl: LayoutElement {
    public var node: Node

    public init(id: String? = nil, pages: Int = 3, current: Int? = nil) {
        node = Node(id: DefaultID.id(id, kind: "pageControl"), kind: .pageControl)
        node.control = ControlContent(selectedIndex: current, value: 0, pageCount: pages)
    }
}

/// A `UIProgressView` (`kind: progressView`): the bar, `progress` 0…1; no intrinsic width.
public struct ProgressBar: LayoutElement {
    public var node: Node

    public init(id: String? = nil, progress: Double = 0) {
        node = Node(id: DefaultID.id(id, kind: "progressView"), kind: .progressView)
        node.control = ControlContent(value: progress, pageCount: 3)
    }
}

/// A `UISlider` (`kind: slider`), `value` 0…1 (0.5 by default, as a spec); no intrinsic width.
public struct SliderControl: LayoutElement {
    public var node: Node

    public init(id: String? = nil, value: Double = 0.5) {
        node = Node(id: DefaultID.id(id, kind: "slider"), kind: .slider)
        node.control = ControlContent(value: value, pageCount: 3)
    }
}

/// A `UIStepper` (`kind: stepper`), 94 × 32.
public struct StepperControl: LayoutElement {
    public var node: Node

    public init(id: String? = nil) {
        node = Node(id: DefaultID.id(id, kind: "stepper"), kind: .stepper)
        node.control = ControlContent(pageCount: 3)
    }
}

/// A `UIActivityIndicatorView` (`kind: activityIndicator`), drawn still: medium (20 pt) or large (37 pt).
public struct ActivityIndicator: LayoutElement {
    public var node: Node

    public init(id: String? = nil, isLarge: Bool = false) {
        node = Node(id: DefaultID.id(id, kind: "activityIndicator"), kind: .activityIndicator)
        node.control = ControlContent(pageCount: 3, isLarge: isLarge)
    }
}

/// A `UINavigationBar` (`kind: navigationBar`): an inline title (17 pt semibold) or a large title, a back button,
/// bar button items at each end. Pin it to the top of the safe area; it paints the status bar area above it.
public struct NavigationBar: TextElement {
    public var node: Node

    public init(
        _ title: String = "", id: String? = nil, largeTitle: Bool = false, leadingItems: [String] = [],
        trailingItems: [String] = []
    ) {
        self.init(
            title, id: id, largeTitle: largeTitle, backTitle: nil, leadingItems: leadingItems,
            trailingItems: trailingItems)
    }

    /// A bar with a back button showing `backTitle` (the previous screen's title; empty for "Back"), as
    /// `backTitle:` in a spec.
    public init(
        _ title: String = "", id: String? = nil, largeTitle: Bool = false, backTitle: String?,
        leadingItems: [String] = [], trailingItems: [String] = []
    ) {
        node = Node(id: DefaultID.id(id, kind: "navigationBar"), kind: .navigationBar)
        if !title.isEmpty { node.text = TextContent(title, style: .body, lines: 1) }
        node.control = ControlContent(
            pageCount: 3, largeTitle: largeTitle, leadingItems: leadingItems, trailingItems: trailingItems)
        node.control?[NavigationBarKind.backTitle] = backTitle
    }
}

/// A `UITabBar` (`kind: tabBar`): items with an icon placeholder and a 10 pt title, the `selected` one tinted; 49 pt
/// plus the home-indicator area it covers. Pin it to the bottom of the screen, not of the safe area.
public struct TabBar: LayoutElement {
    public var node: Node

    /// - Precondition: `selected` is an index of `items`.
    public init(_ items: [String], id: String? = nil, selected: Int? = nil) {
        node = Node(id: DefaultID.id(id, kind: "tabBar"), kind: .tabBar)
        precondition(
            selected.map { items.indices.contains($0) } ?? true,
            "tab bar \(node.id.debugDescription): selected index \(selected!) is not one of its \(items.count) items")
        node.control = ControlContent(items: items, selectedIndex: selected, pageCount: 3)
    }
}
