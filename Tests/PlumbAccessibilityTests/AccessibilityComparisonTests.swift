import Foundation
import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// Comparing two accessibility snapshots: each change a reviewer must see is named, moved frames are not.
@Suite struct AccessibilityComparisonTests {
    func document(_ build: (inout HandLaidTree) -> Void) -> AccessibilityDocument {
        var tree = HandLaidTree()
        build(&tree)
        return AccessibilityDocument(tree.result, elements: AccessibilityHierarchy(tree.result).elements)
    }

    func screen(
        title: String = "Settings", airplaneOn: Bool = false, swapRows: Bool = false, moved: Double = 0
    ) -> AccessibilityDocument {
        document {
            $0.add(
                labelled(text("title", title), { $0.traits = .header }),
                Rect(x: 16, y: 10 + moved, width: 300, height: 40))
            $0.add(
                labelled(Node.switch("airplane", isOn: airplaneOn), { $0.label = "Airplane Mode" }),
                Rect(x: 16, y: swapRows ? 110 : 60, width: 51, height: 31))
            $0.add(text("wifi", "Wi-Fi"), Rect(x: 16, y: swapRows ? 60 : 110, width: 100, height: 20))
        }
    }

    @Test func theSameScreenHasNoChangesEvenWhenMoved() {
        #expect(screen().changes(from: screen()).isEmpty)
        #expect(screen(moved: 3).changes(from: screen()).isEmpty)
    }

    @Test func aDifferentLabelValueAndOrderAreEachNamed() {
        let changes = screen(title: "General", airplaneOn: true, swapRows: true).changes(from: screen())
        #expect(changes.map(\.kind) == [.order, .label, .value])
        #expect(
            changes.map(\.description) == [
                "reading order from \"airplane\": 2. airplane, 3. wifi → 2. wifi, 3. airplane",
                "1. label of \"title\": \"Settings\" → \"General\"",
                "3. value of \"airplane\": \"0\" → \"1\"",
            ])
    }

    @Test func addedRemovedAndTraitChanges() {
        let before = screen()
        let after = document {
            $0.add(text("title", "Settings"), Rect(x: 16, y: 10, width: 300, height: 40))  // lost its header trait
            $0.add(
                labelled(Node.switch("airplane"), { $0.label = "Airplane Mode" }),
                Rect(x: 16, y: 60, width: 51, height: 31))
            $0.add(text("bluetooth", "Bluetooth"), Rect(x: 16, y: 110, width: 100, height: 20))
        }
        let changes = after.changes(from: before)
        #expect(changes.map(\.kind) == [.removed, .added, .traits])
        #expect(changes[0].description == "3. element \"wifi\" is gone (it read \"Wi-Fi\")")
        #expect(changes[2].description == "1. traits of \"title\": \"header\" → \"staticText\"")
    }

    @Test func aDocumentReadsBackFromItsJSON() throws {
        let original = screen(airplaneOn: true)
        let read = try AccessibilityDocument(json: Data(original.jsonText.utf8))
        #expect(read == original)
        #expect(read.changes(from: original).isEmpty)
    }
}
