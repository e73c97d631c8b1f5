import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Constraints written with UIKit's names: `NSLayoutConstraint.Attribute.leadingMargin` of the superview is its
/// layout-margins guide's leading edge (Apple: "leadingMargin — the object's leading margin"), and
/// `layoutMarginsGuide` / `safeAreaLayoutGuide` are UIView's guides.
@Suite struct UIKitConstraintNameTests {
    func frames(_ constraints: [String], width: Double = 320) throws -> [Rect] {
        let declarations = try constraints.map { text throws(ConstraintSyntaxError) in
            try LinearConstraintParser.parse(text)
        }
        let box = Node(id: "box", intrinsicWidth: 40, intrinsicHeight: 20)
        let root = Node(
            id: "root", layout: .constraints(ConstraintParameters(declarations: declarations)), children: [box])
        let environment = Environment(
            width: width, height: 200, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let result = LayoutEngine.layout(
            root, name: "t", context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer()))
        return [result.frame(of: "box")].compactMap { $0 }
    }

    @Test func marginAttributesOfTheSuperviewAreTheMarginsGuide() throws {
        let spec = try frames(["box.leading == margins.leading", "box.top == margins.top"])
        #expect(try frames(["box.leading == superview.leadingMargin", "box.top == superview.topMargin"]) == spec)
        #expect(try frames(["box.leading == layoutMarginsGuide.leading", "box.top == layoutMarginsGuide.top"]) == spec)
        #expect(
            try frames(["box.centerX == superview.centerXWithinMargins", "box.top == safeAreaLayoutGuide.top"])
                == frames(["box.centerX == margins.centerX", "box.top == safeArea.top"]))
        // The root's margins are 16 pt at the sides at 320 pt (docs/uikit-semantics.md), inside the safe area.
        #expect(spec.first?.minX == 16)
        #expect(spec.first?.minY == 47)
    }

    @Test func marginNamesWrittenWrongSayWhatToWrite() {
        let cases = [
            ("box.leading == leadingMargin", "write margins.leading"),
            ("box.leading == other.leadingMargin", "write margins.leading for the superview's"),
            ("box.top == top + 8", "write superview.top"),
        ]
        for (text, advice) in cases {
            let error = #expect(throws: ConstraintSyntaxError.self) { try LinearConstraintParser.parse(text) }
            #expect(error?.message.contains(advice) == true, "\(text): \(error?.message ?? "")")
        }
    }
}
