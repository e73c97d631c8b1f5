import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// `state:` reaches VoiceOver as UIKit reports it: `UIControl.isEnabled == false` adds `notEnabled` ("Dimmed"),
/// `isSelected` adds `selected` (Apple, "UIAccessibilityTraits": notEnabled, selected). Traits a spec sets replace
/// them, as assigning `accessibilityTraits` does. And the contrast lint skips disabled and highlighted titles:
/// WCAG 2.2, 1.4.3, exempts "text or images of text that are part of an inactive user interface component".
@Suite struct ControlStateAccessibilityTests {
    func node(_ id: String, _ kind: NodeKind, _ state: ControlState, title: String? = nil) -> Node {
        var node = Node(id: id, kind: kind, text: title.map { TextContent($0) })
        node.controlState = state
        return node
    }

    @Test func disabledControlsAreDimmedAndSelectedOnesSelected() {
        var tree = HandLaidTree()
        tree.add(node("go", .button, .disabled, title: "Continue"), Rect(x: 16, y: 10, width: 120, height: 44))
        tree.add(node("bold", .button, .selected, title: "Bold"), Rect(x: 16, y: 60, width: 120, height: 44))
        tree.add(node("wifi", .switch, .disabled), Rect(x: 16, y: 110, width: 51, height: 31))
        tree.add(node("plain", .button, .highlighted, title: "Plain"), Rect(x: 16, y: 150, width: 120, height: 44))
        let found = AccessibilityHierarchy(tree.result).elements
        #expect(
            found.map(\.traits) == [
                [.button, .notEnabled], [.button, .selected], [.button, .toggleButton, .notEnabled], .button,
            ])
        #expect(found[0].description.contains("Dimmed"), "\(found[0].description)")
    }

    @Test func traitsASpecSetsReplaceTheStatesToo() {
        var tree = HandLaidTree()
        var link = node("link", .button, .disabled, title: "Terms")
        link.accessibility.traits = .link
        tree.add(link, Rect(x: 16, y: 10, width: 120, height: 44))
        #expect(AccessibilityHierarchy(tree.result).elements.map(\.traits) == [.link])
    }

    @Test func inactiveTitlesAreNotMeasuredForContrast() {
        var tree = HandLaidTree()
        tree.add(node("off", .button, .disabled, title: "Continue"), Rect(x: 16, y: 10, width: 120, height: 44))
        tree.add(node("down", .button, .highlighted, title: "Continue"), Rect(x: 16, y: 60, width: 120, height: 44))
        tree.add(node("on", .button, .normal, title: "Continue"), Rect(x: 16, y: 110, width: 120, height: 44))
        tree.add(node("picked", .button, .selected, title: "Continue"), Rect(x: 16, y: 160, width: 120, height: 44))
        let measured = ContrastCheck.measurements(in: tree.result)
        #expect(measured.map(\.node) == ["on", "picked"])
        // The selected title (white) is measured against the blue fill behind it, not the white screen.
        #expect(measured[1].ratio > 3, "\(measured[1])")
    }
}
