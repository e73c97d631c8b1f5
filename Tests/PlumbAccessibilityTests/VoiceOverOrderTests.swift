import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// VoiceOver's reading order on hand-placed frames. The rule (VoiceOverOrder; AccessibilitySnapshot's
/// `sortedElements`, measured against VoiceOver on iPhone): origins less than 8 pt apart vertically are one row, read
/// leading to trailing; otherwise top to bottom.
@Suite struct VoiceOverOrderTests {
    func order(_ tree: HandLaidTree) -> [String] {
        AccessibilityHierarchy(tree.result).elements.map(\.node)
    }

    /// A row whose items sit a few points apart vertically (a 17 pt label beside a 31 pt switch, centred), then the
    /// next row 44 pt lower: read as rows.
    func rows(direction: LayoutDirection) -> HandLaidTree {
        var tree = HandLaidTree(direction: direction)
        let mirror = { (rect: Rect) in direction == .rtl ? rect.mirrored(inWidth: 375) : rect }
        tree.add(Node.switch("wifi-switch"), mirror(Rect(x: 308, y: 10, width: 51, height: 31)))
        tree.add(text("wifi", "Wi-Fi"), mirror(Rect(x: 16, y: 15, width: 200, height: 21)))
        tree.add(text("bluetooth", "Bluetooth"), mirror(Rect(x: 16, y: 59, width: 200, height: 21)))
        tree.add(Node.switch("bluetooth-switch"), mirror(Rect(x: 308, y: 54.5, width: 51, height: 31)))
        return tree
    }

    @Test func originsUnder8PointsApartAreOneRowReadLeftToRight() {
        // wifi's origin is 5 pt below its switch's, bluetooth-switch's 4.5 pt above bluetooth's: one row each.
        #expect(order(rows(direction: .ltr)) == ["wifi", "wifi-switch", "bluetooth", "bluetooth-switch"])
    }

    @Test func underRightToLeftARowIsReadRightToLeft() {
        // The same screen mirrored: the labels are now on the right, and each row starts there.
        #expect(order(rows(direction: .rtl)) == ["wifi", "wifi-switch", "bluetooth", "bluetooth-switch"])
        var tree = HandLaidTree(direction: .rtl)
        tree.add(text("left", "Left"), Rect(x: 16, y: 10, width: 100, height: 20))
        tree.add(text("right", "Right"), Rect(x: 200, y: 13, width: 100, height: 20))
        #expect(order(tree) == ["right", "left"])
        tree.environment.direction = .ltr
        #expect(order(tree) == ["left", "right"])
    }

    @Test func anOffsetOf8PointsOrMoreStartsANewRow() {
        var tree = HandLaidTree()
        tree.add(text("right", "Right"), Rect(x: 200, y: 10, width: 100, height: 20))
        tree.add(text("left", "Left"), Rect(x: 16, y: 18, width: 100, height: 20))
        #expect(order(tree) == ["right", "left"])  // 8 pt apart: two rows
        tree.entries[2].frame.origin.y = 17.9
        #expect(order(tree) == ["left", "right"])  // 7.9 pt apart: one row
    }

    @Test func treeOrderDoesNotMatterOnlyFramesDo() {
        var tree = HandLaidTree()
        tree.add(Node(id: "card"), Rect(x: 0, y: 100, width: 375, height: 100))
        tree.add(text("footer", "Footer"), Rect(x: 16, y: 120, width: 100, height: 20), under: "card")
        tree.add(text("title", "Title"), Rect(x: 16, y: 10, width: 100, height: 20))
        #expect(order(tree) == ["title", "footer"])
    }

    @Test func aContainersOwnElementsListIsReadInItsOrderAtItsFirstElementsPlace() {
        var tree = HandLaidTree()
        tree.add(text("heading", "Heading"), Rect(x: 16, y: 10, width: 300, height: 20))
        tree.add(
            labelled(Node(id: "form"), { $0.elements = ["second", "first"] }),
            Rect(x: 0, y: 50, width: 375, height: 100))
        tree.add(text("first", "First"), Rect(x: 16, y: 60, width: 100, height: 20), under: "form")
        tree.add(text("second", "Second"), Rect(x: 16, y: 100, width: 100, height: 20), under: "form")
        tree.add(text("unlisted", "Unlisted"), Rect(x: 200, y: 60, width: 100, height: 20), under: "form")
        tree.add(text("last", "Last"), Rect(x: 16, y: 200, width: 100, height: 20))
        // The container reads "second" then "first", and only those, placed among its neighbours by "first" (y = 60).
        #expect(order(tree) == ["heading", "second", "first", "last"])
    }

    @Test func thePrecedenceRuleItself() {
        let a = Rect(x: 100, y: 0, width: 10, height: 10), b = Rect(x: 0, y: 7.99, width: 10, height: 10)
        #expect(VoiceOverOrder.precedes(b, a, direction: .ltr))
        #expect(VoiceOverOrder.precedes(a, b, direction: .rtl))
        let c = Rect(x: 0, y: 8, width: 10, height: 10)
        #expect(VoiceOverOrder.precedes(a, c, direction: .ltr) && VoiceOverOrder.precedes(a, c, direction: .rtl))
    }
}

/// A collection view (`layout: sections`) is read cell by cell in index order, each cell's elements together: a
/// horizontally scrolling row of cards reads "title, caption" per card, not every title and then every caption.
@Suite struct SectionsReadingOrderTests {
    @Test func cardsInARowAreReadOneCardAtATime() {
        var tree = HandLaidTree()
        let section = SectionLayout(isOrthogonal: true)
        tree.add(Node(id: "row", layout: .sections(.section(section))), Rect(x: 0, y: 0, width: 375, height: 100))
        for (index, x) in [16.0, 176, 336].enumerated() {
            tree.add(Node(id: "card\(index)"), Rect(x: x, y: 10, width: 150, height: 80), under: "row")
            tree.add(
                text("title\(index)", "Title \(index)"), Rect(x: x + 8, y: 18, width: 134, height: 20),
                under: "card\(index)")
            tree.add(
                text("caption\(index)", "Caption \(index)"), Rect(x: x + 8, y: 44, width: 134, height: 16),
                under: "card\(index)")
        }
        #expect(
            AccessibilityHierarchy(tree.result).elements.map(\.node) == [
                "title0", "caption0", "title1", "caption1", "title2", "caption2",
            ])
    }
}
