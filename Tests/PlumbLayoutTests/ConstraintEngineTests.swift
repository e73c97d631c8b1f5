import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Auto Layout semantics of the constraint engine, with hand-derived numbers and the fixed-advance fake measurer
/// (each glyph 1 em: a 17 pt body glyph is 17 pt wide, a line 22 pt high).
@Suite struct ConstraintEngineTests {
    func layout(
        _ root: Node, width: Double = 300, height: Double? = nil, direction: LayoutDirection = .ltr
    ) -> LayoutResult {
        let environment = Environment(width: width, height: height, direction: direction)
        return LayoutEngine.layout(
            root, name: "t", context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer()))
    }

    func container(_ constraints: [String], _ children: [Node]) -> Node {
        var declarations: [ConstraintDeclaration] = []
        for string in constraints {
            if string.hasPrefix("H:") || string.hasPrefix("V:") {
                declarations += try! VisualFormatParser.parse(string)
            } else {
                declarations.append(try! LinearConstraintParser.parse(string))
            }
        }
        return Node(
            id: "root", layout: .constraints(ConstraintParameters(declarations: declarations)), children: children)
    }

    func box(_ id: String, _ w: Double, _ h: Double, hugging: Double = 250, compression: Double = 750) -> Node {
        Node(
            id: id, intrinsicWidth: w, intrinsicHeight: h,
            hugging: AxisPriorities(horizontal: hugging, vertical: hugging),
            compression: AxisPriorities(horizontal: compression, vertical: compression))
    }

    /// Two boxes in 300 pt: |-10-[a(ics 100)]-10-[b(ics 100)]-10-| leaves 70 pt extra; b hugs at 251, so a
    /// (hugging 250, the lower) takes all of it: a = 170, b = 100.
    @Test func extraSpaceGoesToTheLowerHuggingPriority() {
        let result = layout(
            container(
                ["H:|-10-[a]-10-[b]-10-|", "V:|[a]", "V:|[b]"], [box("a", 100, 20), box("b", 100, 20, hugging: 251)]))
        #expect(result.frame(of: "a") == Rect(x: 10, y: 0, width: 170, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 190, y: 0, width: 100, height: 20))
        #expect(result.issues.isEmpty)
    }

    /// 300 pt for two boxes of 200: 100 pt too little; b resists at 751, so a (compression 750) shrinks by the
    /// whole 100 (a = 100, b = 200) — Auto Layout shrinks one view fully, it does not share the deficit.
    @Test func deficitGoesWhollyToTheLowerCompressionResistance() {
        let result = layout(
            container(["H:|[a][b]|", "V:|[a]", "V:|[b]"], [box("a", 200, 20), box("b", 200, 20, compression: 751)]))
        #expect(result.frame(of: "a")!.width == 100)
        #expect(result.frame(of: "b") == Rect(x: 100, y: 0, width: 200, height: 20))
    }

    /// Equal hugging on both: the extra space has no owner — reported as ambiguous, as Auto Layout would be.
    @Test func equalPrioritiesAreReportedAsAmbiguous() {
        let result = layout(container(["H:|[a][b]|", "V:|[a]", "V:|[b]"], [box("a", 100, 20), box("b", 100, 20)]))
        #expect(result.issues.contains(.ambiguous(container: "root", node: "a", attribute: "width")))
        #expect(result.issues.contains(.ambiguous(container: "root", node: "b", attribute: "width")))
    }

    @Test func missingConstraintsAreReportedAsAmbiguousPosition() {
        let result = layout(container(["V:|[a]"], [box("a", 100, 20)]))
        #expect(result.issues == [.ambiguous(container: "root", node: "a", attribute: "horizontal position")])
    }

    /// Right-to-left mirrors leading/trailing: |-10-[a]-10-[b] puts a 10 from the right edge (300 − 10 − 100 = 190).
    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let root = container(
            ["H:|-10-[a]-10-[b]", "V:|[a]", "V:|[b]"],
            [box("a", 100, 20, hugging: 1000), box("b", 50, 20, hugging: 1000)])
        #expect(layout(root, direction: .rtl).frame(of: "a") == Rect(x: 190, y: 0, width: 100, height: 20))
        #expect(layout(root, direction: .rtl).frame(of: "b") == Rect(x: 130, y: 0, width: 50, height: 20))
        #expect(layout(root).frame(of: "b") == Rect(x: 120, y: 0, width: 50, height: 20))
        // left/right do not flip
        let absolute = container(["a.left == superview.left + 10", "V:|[a]"], [box("a", 100, 20, hugging: 1000)])
        #expect(layout(absolute, direction: .rtl).frame(of: "a")!.x == 10)
    }

    /// Fitting size: height at priority 50 towards 0, so the container hugs its content: 12 + 22 + 12 = 46 for one
    /// line of body text (the text width 17 × 5 = 85 fits in 300 − 32).
    @Test func containerHeightIsItsFittingHeight() {
        let root = container(
            ["H:|-16-[t]-16-|", "V:|-12-[t]-12-|"], [.text("t", TextContent("hello", style: .body, lines: 0))])
        let result = layout(root)
        #expect(result.size.height == 46)
        #expect(result.frame(of: "t") == Rect(x: 16, y: 12, width: 268, height: 22))
    }

    /// Height for width: "aaaa bbbb cccc" is 14 glyphs = 238 pt on one line. At width 300 − 2 × 100 = 100 it wraps
    /// to three lines ("aaaa" = 68 ≤ 100, "aaaa bbbb" = 153 > 100), so 3 × 22 = 66 high, and the cell is 66 + 20.
    @Test func multiLineTextIsMeasuredAtTheWidthItIsGiven() {
        let root = container(
            ["H:|-100-[t]-100-|", "V:|-10-[t]-10-|"],
            [.text("t", TextContent("aaaa bbbb cccc", style: .body, lines: 0))])
        let result = layout(root)
        #expect(result.frame(of: "t") == Rect(x: 100, y: 10, width: 100, height: 66))
        #expect(result.size.height == 86)
    }

    /// Baselines: body's fake ascent is 0.8 × 17 + (22 − 17) / 2 = 16.1 from the top of the line. Aligning a
    /// box's bottom (a plain view's baseline) with the text's first baseline at y = 10 + 16.1.
    @Test func firstBaselineOfTextIsTopPlusAscent() {
        let root = container(
            ["H:|[t]", "H:[t]-[b]", "V:|-10-[t]", "b.firstBaseline == t.firstBaseline"],
            [
                .text("t", TextContent("hi", style: .body)), box("b", 20, 20, hugging: 1000),
            ])
        let result = layout(root)
        #expect(result.frame(of: "b")!.maxY == 10 + 0.8 * 17 + 2.5)
    }

    /// An impossible pair of required widths: the second is broken, both are named with their nodes.
    @Test func unsatisfiableConstraintsNameTheMinimalSetAndTheBrokenOne() throws {
        let root = container(
            ["H:|[a]", "V:|[a]", "a.width == 100", "a.width == 120", "a.height == 10"], [box("a", 0, 0)])
        let result = layout(root)
        #expect(result.frame(of: "a")!.width == 100)
        let issue = try #require(result.issues.first { if case .unsatisfiable = $0 { true } else { false } })
        guard case .unsatisfiable(_, let broken, let conflicting) = issue else { return }
        #expect(broken.text == "a.width == 120")
        #expect(conflicting.map(\.text) == ["a.width == 100", "a.width == 120"])
        #expect(issue.nodes == ["a"])
    }

    /// Nested constraint containers share one coordinate space: `inner.x` is 20 and `b` (inside `inner`) is tied
    /// to `a` (outside it): b.leading == a.trailing + 5 → 10 + 50 + 5 = 65 in root coordinates.
    @Test func constraintsMayCrossContainersOfTheSameTree() {
        let inner = Node(
            id: "inner",
            layout: .constraints(
                ConstraintParameters(declarations: [
                    try! LinearConstraintParser.parse("b.leading == a.trailing + 5"),
                    try! LinearConstraintParser.parse("b.top == superview.top"),
                    try! LinearConstraintParser.parse("b.width == 30"),
                    try! LinearConstraintParser.parse("b.height == 30"),
                ])), children: [Node(id: "b")])
        let root = container(
            [
                "H:|-10-[a(50)]", "V:|[a(20)]", "H:|-20-[inner(200)]", "V:[a]-[inner(100)]",
            ], [Node(id: "a"), inner])
        let result = layout(root)
        #expect(result.frame(of: "inner") == Rect(x: 20, y: 28, width: 200, height: 100))
        #expect(result.frame(of: "b") == Rect(x: 65, y: 28, width: 30, height: 30))
        #expect(result.issues.isEmpty)
    }
}
