import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `scrollTo:`, `contentOffset:` and `contentInsetAdjustmentBehavior:` are read onto scroll containers (UIKit's
/// `UIScrollView.contentOffset`, `scrollRectToVisible(_:animated:)` and `contentInsetAdjustmentBehavior`), and a
/// `sections` list takes them without `scroll:` (a collection view is a scroll view).
@Suite struct ScrollPositionSpecTests {
    @Test func positionsAndBehavioursAreRead() throws {
        let bottom = try SpecTestSupport.parse(
            """
            root:
              id: thread
              layout: stack
              scroll: vertical
              scrollTo: bottom
              contentInsetAdjustmentBehavior: never
              children:
                - {id: last, kind: text, text: Hi}
            """)
        #expect(bottom.root.scrollPosition == .bottom)
        #expect(bottom.root.contentInsetAdjustment == .never)
        let node = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, scroll: vertical, scrollTo: last, children: [{id: box, layout: stack, children: [{id: last}]}]}"
        )
        #expect(node.root.scrollPosition == .node("last"))
        #expect(node.root.contentInsetAdjustment == .automatic)
        let offset = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, scroll: horizontal, contentOffset: [120, 0], children: [{id: a}]}")
        #expect(offset.root.scrollPosition == .offset(Point(x: 120, y: 0)))
        let strip = try SpecTestSupport.parse(
            "root: {id: r, layout: stack, scroll: horizontal, scrollTo: trailing, children: [{id: a}]}")
        #expect(strip.root.scrollPosition == .trailing)
    }

    /// A word of the other axis is refused with the right words; a node id outside the content is refused with the
    /// closest id (the bad-input corpus holds the messages as the CLI prints them).
    @Test func wrongTargetsAreRefused() {
        SpecTestSupport.expectError(
            "root: {id: r, layout: stack, scroll: vertical, scrollTo: trailing, children: [{id: a}]}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 58, key: "scrollTo", value: "trailing",
                expected:
                    "top or bottom (this scroll view scrolls vertically), or the id of a node in its content"))
        SpecTestSupport.expectError(
            "root: {id: r, layout: stack, scroll: vertical, scrollTo: r, children: [{id: a}]}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 58, key: "scrollTo", value: "r", expected: "one of top, bottom, a"))
    }
}
