import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// Issue 28.5: two cells placed from one layout share their nodes' ids. Their accessibility snapshot must compare
/// equal to itself, to what it wrote and to a baseline written before elements had paths, and a real change in one
/// cell must be named on that cell, never on its twin.
@Suite struct RepeatedIDComparisonTests {
    /// A header "title" and two rows, each with a "title" and a "toggle" (the gallery's settings cell twice).
    static func screen(
        header: String = "Display", first: String = "Bold Text", second: String = "Larger Text", swap: Bool = false
    ) -> LayoutResult {
        func entry(_ node: Node, _ parent: Int?, _ depth: Int, _ y: Double, height: Double = 44) -> LayoutResult.Entry {
            LayoutResult.Entry(
                node: node, parent: parent, depth: depth, frame: Rect(x: 0, y: y, width: 375, height: height))
        }
        let rows = swap ? (second, first) : (first, second)
        let entries = [
            entry(Node(id: "list"), nil, 0, 0, height: 200),
            entry(text("title", header), 0, 1, 0),
            entry(Node(id: "row1"), 0, 1, 50),
            entry(text("title", rows.0), 2, 2, 50),
            entry(.switch("toggle", isOn: true), 2, 2, 50),
            entry(Node(id: "row2"), 0, 1, 100),
            entry(text("title", rows.1), 5, 2, 100),
            entry(.switch("toggle"), 5, 2, 100),
        ]
        return LayoutResult(
            name: "two-cells", environment: Environment(width: 375), size: Size(width: 375, height: 200),
            entries: entries)
    }

    static func document(_ result: LayoutResult) -> AccessibilityDocument {
        AccessibilityDocument(result, elements: AccessibilityHierarchy(result).elements)
    }

    @Test func twoCellsFromOneLayoutCompareEqualToTheirOwnRecording() throws {
        let recorded = Self.document(Self.screen())
        let reread = try AccessibilityDocument(json: Data(recorded.jsonText.utf8))
        #expect(Self.document(Self.screen()).changes(from: reread).isEmpty)
        // Before the fix every element was matched by id alone: the cells' titles against the header's label.
        #expect(
            reread.elements.map(\.path) == [
                ["list", "title"], ["list", "row1", "title"], ["list", "row1", "toggle"], ["list", "row2", "title"],
                ["list", "row2", "toggle"],
            ])
    }

    @Test func aBaselineWrittenBeforePathsComparesEqualByReadingOrder() throws {
        var old = Self.document(Self.screen())
        for index in old.elements.indices { old.elements[index].path = nil }
        let json = old.jsonText
        #expect(!json.contains("\"path\""))
        #expect(Self.document(Self.screen()).changes(from: try AccessibilityDocument(json: Data(json.utf8))).isEmpty)
    }

    @Test func aDocumentWithoutRepeatedIDsKeepsItsBytes() {
        var tree = HandLaidTree()
        tree.add(text("title", "Settings"), Rect(x: 16, y: 10, width: 300, height: 40))
        let json = AccessibilityDocument(tree.result, elements: AccessibilityHierarchy(tree.result).elements).jsonText
        #expect(
            json.contains(
                "{\"order\": 1, \"node\": \"title\", \"nodes\": [\"title\"], \"description\": \"Settings\", "),
            "\(json)")
    }

    @Test func aChangeInTheSecondCellIsNamedThereWithItsPath() {
        let changes = Self.document(Self.screen(second: "Largest Text")).changes(from: Self.document(Self.screen()))
        #expect(
            changes.map(\.description) == [
                "4. label of \"title\" (in list/row2/title): \"Larger Text\" → \"Largest Text\""
            ])
    }

    @Test func swappedTitlesAreNamedOnTheirOwnCells() {
        let changes = Self.document(Self.screen(swap: true)).changes(from: Self.document(Self.screen()))
        #expect(
            changes.map(\.description) == [
                "2. label of \"title\" (in list/row1/title): \"Bold Text\" → \"Larger Text\"",
                "4. label of \"title\" (in list/row2/title): \"Larger Text\" → \"Bold Text\"",
            ])
    }
}
