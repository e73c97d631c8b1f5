import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// Issue 28.13 and 30.4: a navigation bar's back button (`backTitle:`), read and placed as UIKit shows it.
///
/// Sources: AccessibilitySnapshot's `UIAccessibility+SnapshotAdditions.swift` (cashapp/AccessibilitySnapshot): an
/// element with the back-button trait is read with "Back Button." and without "Button."; its recorded reference
/// `testNavBarBackButtonTraitsWithTitles` reads the back button of a bar pushed from "First" as "First. Back
/// Button.". `UINavigationItem.BackButtonDisplayMode` (Apple's documentation) names the three forms a back button
/// takes: the previous title (`default`), "Back" (`generic`) and the chevron alone (`minimal`); UIKit falls from one
/// to the next when the title does not fit beside the bar's title.
@Suite struct NavigationBarBackButtonTests {
    func elements(
        title: String, back: String?, trailing: [String] = [], direction: LayoutDirection = .ltr
    ) -> [AccessibilityElement] {
        var node = Node(id: "nav", kind: .navigationBar, text: TextContent(title))
        var content = ControlContent(trailingItems: trailing)
        content[NavigationBarKind.backTitle] = back
        node.control = content
        var tree = HandLaidTree(direction: direction)
        tree.add(node, Rect(x: 0, y: 47, width: 375, height: 44))
        return AccessibilityHierarchy(tree.result).elements
    }

    @Test func theBackButtonIsReadWithThePreviousTitleAndBackButtonFirst() {
        let found = elements(title: "General", back: "Settings", trailing: ["Edit"])
        #expect(found.map(\.description) == ["Settings, Back button", "General, Heading", "Edit, Button"])
        #expect(found[0].snapshotDescription == "Settings. Back Button.")
        #expect(found[0].traits == [.button, .backButton] && found[0].part == "back")
        // It starts at the bar's leading edge: the chevron is 8 pt in, the title after it.
        #expect(found[0].frame.x == 0 && found[0].frame.y == 47 && found[0].frame.height == 44)
        #expect(found[0].frame.width > ControlMetrics.backChevronInset + ControlMetrics.backChevronWidth)
    }

    @Test func aPreviousTitleThatDoesNotFitBecomesBackThenTheChevronAlone() {
        // 9 pt a character in the model: a 23-character title (207 pt) leaves 84 pt at each side, where "Settings"
        // (ending at 98 pt, 114 with the 16 pt after it) does not fit and "Back" (62 pt, 78) does.
        #expect(elements(title: "Notifications and Sound", back: "Settings").first?.label == "Back")
        // A title wider still leaves no room for "Back": the chevron alone, still read as "Back".
        let narrow = elements(title: "Notifications and Sounds for Everything", back: "Settings")
        #expect(narrow.first?.description == "Back, Back button")
        #expect(narrow.first?.frame.width == ControlMetrics.backChevronInset + ControlMetrics.backChevronWidth)
        // A previous screen without a title shows "Back" (an empty `backTitle`).
        #expect(elements(title: "General", back: "").first?.label == "Back")
        // No `backTitle`, no back button.
        #expect(elements(title: "General", back: nil).map(\.part) == ["title"])
    }

    @Test func rightToLeftTheBackButtonIsAtTheRightEdgeAndStillReadFirst() {
        let found = elements(title: "General", back: "Settings", direction: .rtl)
        #expect(found.first?.label == "Settings")
        #expect(found.first.map { $0.frame.maxX } == 375)
    }
}
