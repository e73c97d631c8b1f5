import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// Issue 28.13: each system control read as UIKit exposes it to VoiceOver. The expected words are
/// AccessibilitySnapshot's recorded reference outputs (cashapp/AccessibilitySnapshot,
/// Example/SnapshotTests/ReferenceImages, iOS 18.5), in Plumb's wording (parts joined with ", "), and its
/// `UIAccessibility+SnapshotAdditions.swift` for the order of the spoken traits and the series.
@Suite struct SystemControlAccessibilityTests {
    func control(
        _ id: String, _ kind: NodeKind, _ content: ControlContent, text: String? = nil, state: ControlState = .normal
    ) -> Node {
        var node = Node(id: id, kind: kind, text: text.map { TextContent($0) })
        node.control = content
        node.controlState = state
        return node
    }

    func elements(_ node: Node, _ frame: Rect, direction: LayoutDirection = .ltr) -> [AccessibilityElement] {
        var tree = HandLaidTree(direction: direction)
        tree.add(node, frame)
        return AccessibilityHierarchy(tree.result).elements
    }

    /// testSegmentedControl: "Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C.
    /// Button. 3 of 3." — one element per segment, not one element with an empty label.
    @Test func aSegmentedControlIsOneButtonPerSegmentWithItsPlace() {
        let found = elements(
            control(
                "filter", .segmentedControl, ControlContent(items: ["All", "Unread", "Flagged"], selectedIndex: 0)),
            Rect(x: 16, y: 10, width: 300, height: 32))
        #expect(
            found.map(\.description) == [
                "Selected, All, Button, 1 of 3", "Unread, Button, 2 of 3", "Flagged, Button, 3 of 3",
            ])
        #expect(
            found.map(\.snapshotDescription) == [
                "Selected: All. Button. 1 of 3.", "Unread. Button. 2 of 3.", "Flagged. Button. 3 of 3.",
            ])
        #expect(found.map(\.part) == ["segment 1", "segment 2", "segment 3"])
        #expect(found.map(\.frame.x) == [16, 116, 216] && found.allSatisfy { $0.frame.width == 100 })
        // Right to left, the first segment is the rightmost and is still read first.
        let rtl = elements(
            control("filter", .segmentedControl, ControlContent(items: ["All", "Unread"])),
            Rect(x: 0, y: 0, width: 200, height: 32), direction: .rtl)
        #expect(rtl.map(\.label) == ["All", "Unread"] && rtl.map(\.frame.x) == [100, 0])
    }

    /// testTabBars: "Item A. Tab. 1 of 6.", "Selected: Item B. Tab. 2 of 6." — the button trait is read as "Tab".
    @Test func aTabBarIsOneTabPerItem() {
        let found = elements(
            control("tabs", .tabBar, ControlContent(items: ["Inbox", "Sent", "Settings"], selectedIndex: 0)),
            Rect(x: 0, y: 700, width: 375, height: 83))
        #expect(
            found.map(\.description) == ["Selected, Inbox, Tab, 1 of 3", "Sent, Tab, 2 of 3", "Settings, Tab, 3 of 3"])
        #expect(found[1].snapshotDescription == "Sent. Tab. 2 of 3.")
        #expect(found.allSatisfy { $0.frame.height == ControlMetrics.tabBarHeight && $0.frame.y == 700 })
    }

    /// testNavBarBackButtonTraitsWithTitles: the title is "Second. Heading."; bar buttons are buttons.
    @Test func aNavigationBarReadsItsItemsAndItsTitleAsAHeader() {
        let bar = control(
            "nav", .navigationBar, ControlContent(leadingItems: ["Cancel"], trailingItems: ["Done"]), text: "Edit")
        let found = elements(bar, Rect(x: 0, y: 47, width: 375, height: 44))
        #expect(found.map(\.description) == ["Cancel, Button", "Edit, Heading", "Done, Button"])
        #expect(found[1].traits == [.staticText, .header])
        // A large title sits below the items, so it is read after them.
        var large = bar
        large.control?.largeTitle = true
        #expect(
            elements(large, Rect(x: 0, y: 47, width: 375, height: 96)).map(\.label) == ["Cancel", "Done", "Edit"])
    }

    /// testStepper: "Decrement. Button." then "Increment. Button."
    @Test func aStepperIsTwoButtons() {
        let found = elements(control("count", .stepper, ControlContent()), Rect(x: 16, y: 10, width: 94, height: 32))
        #expect(found.map(\.description) == ["Decrement, Button", "Increment, Button"])
        #expect(found.map(\.frame.width) == [47, 47] && found.map(\.frame.x) == [16, 63])
    }

    /// testSlider: "75%. Adjustable."; testPageControl: "page 2 of 3. Adjustable."
    @Test func slidersAndPageControlsAreAdjustableWithTheirValue() {
        let slider = elements(
            control("volume", .slider, ControlContent(value: 0.75)), Rect(x: 16, y: 10, width: 300, height: 31))
        #expect(slider.map(\.description) == ["75%, Adjustable"])
        #expect(slider.map(\.snapshotDescription) == ["75%. Adjustable."])
        let pages = elements(
            control("pages", .pageControl, ControlContent(selectedIndex: 1, pageCount: 3)),
            Rect(x: 16, y: 10, width: 68, height: 26))
        #expect(pages.map(\.description) == ["page 2 of 3, Adjustable"])
    }

    /// UIActivityIndicatorView reads "In progress" (John Sweet, "iOS progress indicators, 2 of 3", 2020);
    /// UIProgressView's value is its progress as a percentage (material-components-ios PR #4543).
    @Test func progressIndicatorsReadWhatTheyShow() {
        let spinner = elements(
            control("spinner", .activityIndicator, ControlContent()), Rect(x: 16, y: 10, width: 20, height: 20))
        #expect(spinner.map(\.description) == ["In progress"])
        let bar = elements(
            control("upload", .progressView, ControlContent(value: 0.5)), Rect(x: 16, y: 10, width: 200, height: 4))
        #expect(bar.map(\.description) == ["50%"])
    }

    /// testUIKitTextField: "Some placeholder text. Text Field." while empty, "Hello from Text Field. Text Field."
    /// with text (its value).
    @Test func aTextFieldReadsItsPlaceholderOrItsTextAndTextField() {
        let empty = elements(
            control("name", .textField, ControlContent(placeholder: "Some placeholder text"), text: ""),
            Rect(x: 16, y: 10, width: 250, height: 34))
        #expect(empty.map(\.description) == ["Some placeholder text, Text field"])
        #expect(empty.map(\.snapshotDescription) == ["Some placeholder text. Text Field."])
        let filled = elements(
            control("name", .textField, ControlContent(placeholder: "Name"), text: "Hello from Text Field"),
            Rect(x: 16, y: 10, width: 250, height: 34))
        #expect(filled.map(\.snapshotDescription) == ["Hello from Text Field. Text Field."])
        #expect(filled.first?.label == nil && filled.first?.value == "Hello from Text Field")
        let secure = elements(
            control("password", .textField, ControlContent(placeholder: "Password", isSecure: true), text: ""),
            Rect(x: 16, y: 10, width: 250, height: 34))
        #expect(secure.map(\.description) == ["Password, Secure text field"])
    }
}
