import Testing

@testable import PlumbAccessibility
@testable import PlumbCore

/// UIKit's default accessibility for each kind, and the spec's overrides. Sources: Apple, "UIAccessibility" and
/// "Accessibility for UIKit" (UILabel is static text labelled with its text; UIButton has the button trait and its
/// title; UISwitch is a "switch button" with value 1/0; UIImageView has the image trait and is an element only
/// when labelled); AccessibilitySnapshot's description order for what VoiceOver reads.
@Suite struct AccessibilityDefaultsTests {
    func elements(_ build: (inout HandLaidTree) -> Void) -> [AccessibilityElement] {
        var tree = HandLaidTree()
        build(&tree)
        return AccessibilityHierarchy(tree.result).elements
    }

    @Test func textIsStaticTextLabelledWithItsString() {
        let found = elements { $0.add(text("t", "Settings"), Rect(x: 16, y: 10, width: 100, height: 20)) }
        #expect(found.count == 1)
        #expect(found[0].label == "Settings" && found[0].traits == .staticText && found[0].description == "Settings")
        #expect(found[0].activationPoint == Point(x: 66, y: 20))
    }

    @Test func emptyTextAndPlainBoxesAreNotElements() {
        let found = elements {
            $0.add(text("empty", ""), Rect(x: 16, y: 10, width: 100, height: 20))
            $0.add(Node(id: "box", style: NodeStyle(background: .black)), Rect(x: 16, y: 40, width: 100, height: 20))
            $0.add(Node(id: "line", kind: .separator), Rect(x: 0, y: 70, width: 375, height: 1))
        }
        #expect(found.isEmpty)
    }

    @Test func aButtonHasTheButtonTraitAndItsTitle() {
        let found = elements {
            $0.add(
                Node(id: "b", kind: .button, text: TextContent("Turn On")), Rect(x: 16, y: 10, width: 100, height: 44))
            $0.add(Node(id: "bare", kind: .button), Rect(x: 200, y: 10, width: 44, height: 44))
        }
        #expect(found.map(\.description) == ["Turn On, Button", "Button"])
        #expect(found[1].label == nil)
    }

    @Test func aSwitchReadsAsASwitchButtonWithOnOrOff() {
        let found = elements {
            $0.add(
                labelled(Node.switch("airplane"), { $0.label = "Airplane Mode" }),
                Rect(x: 308, y: 10, width: 51, height: 31))
            $0.add(Node.switch("wifi", isOn: true), Rect(x: 308, y: 60, width: 51, height: 31))
        }
        #expect(found.map(\.description) == ["Airplane Mode, Switch button, Off", "Switch button, On"])
        #expect(found.map(\.value) == ["0", "1"])
        #expect(found[0].traits == [.button, .toggleButton])
        #expect(found[0].snapshotDescription == "Airplane Mode. Switch Button. Off.")
    }

    @Test func anImageIsAnElementOnlyWhenLabelled() {
        let found = elements {
            $0.add(Node(id: "decoration", kind: .image), Rect(x: 16, y: 10, width: 40, height: 40))
            $0.add(
                labelled(Node(id: "avatar", kind: .image), { $0.label = "Amelia" }),
                Rect(x: 16, y: 60, width: 40, height: 40))
        }
        #expect(found.map(\.node) == ["avatar"])
        #expect(found[0].description == "Amelia, Image")
    }

    @Test func hiddenNodesAndAccessibilityHiddenSubtreesAreNotElements() {
        let found = elements {
            $0.add(Node(id: "hidden-box", hidden: true), Rect(x: 0, y: 0, width: 375, height: 50))
            $0.add(text("inside-hidden", "Nope"), Rect(x: 16, y: 10, width: 100, height: 20), under: "hidden-box")
            $0.add(labelled(Node(id: "ax-hidden"), { $0.hidden = true }), Rect(x: 0, y: 50, width: 375, height: 50))
            $0.add(text("inside-ax-hidden", "Nope"), Rect(x: 16, y: 60, width: 100, height: 20), under: "ax-hidden")
            $0.add(text("shown", "Shown"), Rect(x: 16, y: 110, width: 100, height: 20))
        }
        #expect(found.map(\.node) == ["shown"])
    }

    @Test func overridesReplaceTheDefaults() {
        let found = elements {
            $0.add(labelled(text("h", "Settings"), { $0.traits = .header }), Rect(x: 16, y: 10, width: 100, height: 20))
            $0.add(
                labelled(
                    Node(id: "volume", kind: .box),
                    { a in
                        a.element = .element
                        a.label = "Volume"
                        a.value = "50%"
                        a.traits = [.adjustable]
                        a.hint = "Swipe up or down"
                    }), Rect(x: 16, y: 40, width: 300, height: 44))
            $0.add(
                labelled(
                    Node(id: "link", kind: .button, text: TextContent("Terms")),
                    { $0.traits = [.link, .selected, .notEnabled] }), Rect(x: 16, y: 100, width: 100, height: 44))
        }
        #expect(
            found.map(\.description) == [
                "Settings, Heading", "Volume, 50%, Adjustable", "Selected, Terms, Dimmed, Link",
            ])
        #expect(found[1].hint == "Swipe up or down")
        #expect(found[1].snapshotDescription == "Volume: 50%. Adjustable.")
    }

    @Test func anElementHidesWhatIsInsideIt() {
        let found = elements {
            $0.add(
                labelled(
                    Node(id: "card"),
                    {
                        $0.element = .element; $0.label = "Card"
                    }), Rect(x: 0, y: 0, width: 375, height: 100))
            $0.add(text("inner", "Inner"), Rect(x: 16, y: 10, width: 100, height: 20), under: "card")
        }
        #expect(found.map(\.node) == ["card"])
        #expect(found[0].description == "Card")
    }

    @Test func combineJoinsTheElementsInsideInReadingOrderAndActivatesTheControl() {
        let found = elements {
            $0.add(labelled(Node(id: "cell"), { $0.element = .combine }), Rect(x: 0, y: 0, width: 375, height: 55))
            $0.add(Node.switch("toggle", isOn: true), Rect(x: 308, y: 12, width: 51, height: 31), under: "cell")
            $0.add(
                text("title", "Larger Accessibility Sizes"), Rect(x: 16, y: 17, width: 284, height: 21), under: "cell")
            $0.add(text("detail", "Bigger text"), Rect(x: 16, y: 40, width: 284, height: 14), under: "cell")
        }
        #expect(found.count == 1)
        #expect(found[0].description == "Larger Accessibility Sizes, Bigger text, Switch button, On")
        #expect(found[0].nodes == ["cell", "title", "toggle", "detail"])
        #expect(found[0].frame == Rect(x: 0, y: 0, width: 375, height: 55))
        #expect(found[0].activationPoint == Point(x: 333.5, y: 27.5))
        #expect(!found[0].usesDefaultActivationPoint)
    }

    @Test func pseudoLocalesReadTheStringAsDrawn() {
        var tree = HandLaidTree()
        tree.environment.localization = .pseudo
        tree.add(text("t", "Settings"), Rect(x: 16, y: 10, width: 100, height: 20))
        let label = AccessibilityHierarchy(tree.result).elements[0].label
        #expect(label == PseudoLocalizer.localize("Settings", .pseudo) && label != "Settings")
    }
}
