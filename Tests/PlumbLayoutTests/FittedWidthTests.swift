import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// A root fitted to its content (`Environment.fitsWidth`, `--width fit`): measured at an open width, laid out at the
/// smaller of that and the cap. Numbers from `FixedAdvanceMeasurer` at 0.5 em: a body glyph (17 pt, 22 pt lines) is
/// 8.5 pt wide.
@Suite struct FittedWidthTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    func layout(_ root: Node, cap: Double, direction: LayoutDirection = .ltr) -> LayoutResult {
        let environment = Environment(width: cap, direction: direction, fitsWidth: true)
        return LayoutEngine.layout(
            root, name: "fit", context: LayoutContext(environment: environment, measurer: measurer))
    }

    func row(_ children: [Node], spacing: Double = 10, padding: Double = 0) -> Node {
        Node(
            id: "row",
            layout: .stack(StackParameters(axis: .horizontal, spacing: spacing, padding: EdgeInsets(all: padding))),
            children: children)
    }

    /// UIStackView's fitting width along its axis: the children's widths plus the gaps plus the padding —
    /// 40 + 10 + 60 + 2 × 12 = 134, whatever the cap above it.
    @Test func aRowTakesItsChildrenAndGaps() {
        let root = row(
            [Node(id: "a", fixedWidth: 40, fixedHeight: 20), Node(id: "b", fixedWidth: 60, fixedHeight: 30)],
            padding: 12)
        for cap in [200.0, 375, 1024] {
            let result = layout(root, cap: cap)
            #expect(result.size == Size(width: 134, height: 54))
            #expect(result.environment.width == 134 && result.environment.fitsWidth)
            #expect(result.frame(of: "b") == Rect(x: 62, y: 12, width: 60, height: 30))
        }
    }

    /// A label's ideal width is its text on one line (`sizeThatFits` with an unconstrained width): "Larger
    /// Accessibility Sizes" is 26 glyphs, 221 pt; under a 120 pt cap it wraps there instead, on two lines (ceil).
    @Test func aLabelIsOneLineUpToTheCap() {
        let label = Node.text("title", TextContent("Larger Accessibility Sizes", style: .body, lines: 0))
        #expect(layout(label, cap: 375).size == Size(width: 221, height: 22))
        let capped = layout(label, cap: 120)
        #expect(capped.size.width == 120 && capped.size.height == 3 * 22)
    }

    /// The fitted layout is the layout at the fitted width, frame for frame, in either direction; only the label
    /// differs (`fit`, not the width).
    @Test(arguments: LayoutDirection.allCases)
    func fittedFramesAreThoseOfTheFittedWidth(direction: LayoutDirection) {
        let root = row(
            [.text("a", TextContent("Cancel", style: .body)), .text("b", TextContent("OK", style: .body))], spacing: 8)
        let fitted = layout(root, cap: 375, direction: direction)
        var fixed = fitted.environment
        fixed.fitsWidth = false
        let plain = LayoutEngine.layout(
            root, name: "fit", context: LayoutContext(environment: fixed, measurer: measurer))
        #expect(fitted.entries.map(\.frame) == plain.entries.map(\.frame))
        #expect(fitted.size.width == 51 + 8 + 17)
        #expect(fitted.environment.label == "fit-l" + (direction == .rtl ? "-rtl" : ""))
        #expect(plain.environment.label == "76w-l" + (direction == .rtl ? "-rtl" : ""))
    }

    /// The root keeps the system layout margins of the cap it was measured under (20 at widths ≥ 414), not those
    /// of its fitted width (16), so placing sees what measuring assumed.
    @Test func theRootKeepsTheMarginsOfTheCap() {
        let result = layout(Node(id: "box", fixedWidth: 100, fixedHeight: 10), cap: 500)
        #expect(result.size.width == 100)
        #expect(result.environment.layoutMargins == SystemLayoutMargins.insets(forWidth: 500))
    }

    /// A root with no natural width (an empty box) takes the whole cap rather than an image zero points wide.
    @Test func aRootWithNoNaturalWidthTakesTheCap() {
        #expect(layout(Node(id: "empty", fixedHeight: 10), cap: 300).size == Size(width: 300, height: 10))
    }

    /// The open-width measure of a constraints root is solved without describing its constraints (nothing reports
    /// it); the fitted layout reports the issues of the layout at the fitted width, each named in full: the broken
    /// required width with its conflicting set, and the optional spec constraint left unsatisfied.
    @Test func aFittedLayoutReportsTheIssuesOfTheFittedWidth() throws {
        let declarations =
            try ["H:|-8-[a]-8-|", "V:|[a]|"].flatMap { try VisualFormatParser.parse($0) }
            + ["a.width == 100", "a.width == 120", "a.height == 10", "a.width == 500 @300"].map {
                try LinearConstraintParser.parse($0)
            }
        let root = Node(
            id: "root", layout: .constraints(ConstraintParameters(declarations: declarations)),
            children: [Node(id: "a")])
        let fitted = layout(root, cap: 375)
        #expect(fitted.size == Size(width: 116, height: 10))
        var fixed = fitted.environment
        fixed.fitsWidth = false
        let plain = LayoutEngine.layout(
            root, name: "fit", context: LayoutContext(environment: fixed, measurer: measurer))
        #expect(fitted.issues == plain.issues)
        let broken = fitted.issues.compactMap { issue -> (String, [String])? in
            guard case .unsatisfiable(_, let broken, let conflicting) = issue else { return nil }
            return (broken.text, conflicting.map(\.text))
        }
        #expect(
            broken.count == 1 && broken.first?.0 == "a.width == 120"
                && broken.first?.1 == ["a.width == 100", "a.width == 120"])
        let violated = fitted.issues.compactMap { issue -> String? in
            guard case .violated(_, let constraint, _, _) = issue else { return nil }
            return constraint.text
        }
        #expect(violated == ["a.width == 500 @300"])
    }
}
