import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// The places where UIKit-parity mode deliberately answers differently from the direct stack engine
/// (docs/stack-parity.md), each with UIKit's answer worked out by hand from the recipe (docs/uikit-semantics.md §3).
@Suite struct StackParityDifferenceTests {
    let context = LayoutContext(environment: Environment(width: 400), measurer: FixedAdvanceMeasurer(advance: 0.5))

    func row(_ distribution: StackDistribution, spacing: Double = 0, mode: StackMode, _ children: [Node]) -> Node {
        var parameters = StackParameters(
            axis: .horizontal, distribution: distribution, alignment: .top, spacing: spacing)
        parameters.mode = mode
        return Node(id: "row", layout: .stack(parameters), children: children)
    }

    func frames(_ node: Node, width: Double, height: Double = 50, issues: LayoutIssueCollector? = nil) -> [Rect] {
        var context = context
        context.issues = issues
        let engine: any ContainerEngine = {
            if case .stack(let parameters) = node.layout, parameters.mode == .uikit { return UIKitStackEngine() }
            return StackEngine()
        }()
        return engine.place(node, in: Rect(x: 0, y: 0, width: width, height: height), context: context).map(\.frame)
    }

    func box(_ id: String, _ width: Double, hugging: Double = 250, compression: Double = 750) -> Node {
        Node(
            id: id, intrinsicWidth: width, intrinsicHeight: 20,
            hugging: AxisPriorities(horizontal: hugging, vertical: 250),
            compression: AxisPriorities(horizontal: compression, vertical: 750))
    }

    /// fillProportionally with spacing 10, boxes 40, 60, 100 in 320.
    /// Direct: the room 320 − 20 = 300 shared 40 : 60 : 100 → 60, 90, 150.
    /// UIKit: m = ICS / (200 + 10 × 2) = 40/220, 60/220, 100/220 of the stack's 320 at 999, 998, 997:
    /// a = 58.1818…, b = 87.2727…, and the last takes what the required chain leaves: 320 − 20 − 145.4545… = 154.5454….
    @Test func fillProportionallyWithSpacing() {
        let children = [box("a", 40), box("b", 60), box("c", 100)]
        let direct = frames(row(.fillProportionally, spacing: 10, mode: .direct, children), width: 320)
        #expect(direct.map(\.width) == [60, 90, 150])
        let uikit = frames(row(.fillProportionally, spacing: 10, mode: .uikit, children), width: 320)
        let a: Double = 320.0 * 40 / 220, b: Double = 320.0 * 60 / 220
        let c: Double = 320.0 - 20 - a - b
        let widths: [Double] = uikit.map(\.width)
        #expect(abs(widths[0] - a) < 1e-6 && abs(widths[1] - b) < 1e-6 && abs(widths[2] - c) < 1e-6, "\(uikit)")
        #expect(abs(uikit[2].maxX - 320) < 1e-6)
    }

    /// equalCentering that can't centre equally: boxes 100, 10, 10, 10, spacing 10, in 200. Centres at the ends:
    /// 50 and 195, so the three centre distances share 145; the first pair needs at least 50 + 5 + 10 = 65.
    /// Direct: hold that pair at 65, share the rest equally: 40, 40 → boxes at 0, 110, 150, 190.
    /// UIKit: guide₁ == guide₀ @149 comes before guide₂ == guide₀ @148; with guide₀ ≥ 65 and guide₂ ≥ 20 the
    /// closest guide₁ can get to guide₀ is 145 − 65 − 20 = 60 → distances 65, 60, 20 → boxes at 0, 110, 170, 190.
    @Test func equalCenteringThatCannotCentreEqually() {
        let children = [box("a", 100), box("b", 10), box("c", 10), box("d", 10)]
        let direct = frames(row(.equalCentering, spacing: 10, mode: .direct, children), width: 200)
        #expect(direct.map(\.x) == [0, 110, 150, 190])
        let uikit = frames(row(.equalCentering, spacing: 10, mode: .uikit, children), width: 200)
        let xs: [Double] = uikit.map(\.x)
        let expected: [Double] = [0, 110, 170, 190]
        #expect(zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(xs)")
    }

    /// fill with equal hugging and extra room: UIKit leaves the outcome to its solver (Xcode flags the row as a
    /// "Content Priority Ambiguity"). Both engines stretch the later child — the recipe gets Plumb's tie-break just
    /// below the tied hugging (`UIKitStackRecipe.tieBreaks`), so its lengths are no longer ambiguous — and both
    /// report the tie as an issue naming both children and the priority.
    @Test func fillTieIsBrokenAlikeAndReported() {
        let children = [box("a", 40), box("b", 60)]
        for mode in [StackMode.direct, .uikit] {
            let issues = LayoutIssueCollector()
            let placed = frames(row(.fill, mode: mode, children), width: 300, issues: issues)
            #expect(placed.map(\.width) == [40, 260], "\(mode)")
            #expect(issues.issues.count == 1, "\(mode)")
            guard
                case .priorityTie(let container, let nodes, let priorities, let axis, let priority, _) = issues.issues
                    .first
            else {
                Issue.record("\(mode): \(issues.issues)")
                continue
            }
            #expect(
                container == "row" && nodes == ["a", "b"] && priorities == "content hugging" && axis == "horizontal"
                    && priority == 250)
        }
        let stack = row(.fill, mode: .uikit, children)
        guard case .stack(let parameters) = stack.layout else { return }
        let recipe = UIKitStackEngine().solve(stack, parameters, main: 300, cross: 50, context: context)
        #expect(!recipe.items.contains { recipe.solver.isAmbiguous($0.mainLength) })
    }

    /// fillEqually with a fixed-width child: the direct engine keeps 100 and shares the rest, (400 − 100) / 2 = 150.
    /// UIKit ties every view's width to the first one's, so a fixed width is a required conflict: the recipe keeps
    /// `b == a` (100), refuses `c == a` and c takes the rest, 200 — and reports the broken constraint, as Auto Layout
    /// logs "Unable to simultaneously satisfy constraints".
    @Test func fillEquallyWithAFixedWidth() {
        var fixed = box("a", 40)
        fixed.fixedWidth = 100
        let children = [fixed, box("b", 40), box("c", 40)]
        #expect(frames(row(.fillEqually, mode: .direct, children), width: 400).map(\.width) == [100, 150, 150])
        let issues = LayoutIssueCollector()
        let uikit = frames(row(.fillEqually, mode: .uikit, children), width: 400, issues: issues)
        #expect(uikit.map(\.width) == [100, 100, 200])
        #expect(issues.issues.count == 1)
        if case .unsatisfiable(let container, let broken, _) = issues.issues.first {
            #expect(container == "row")
            #expect(broken.text == "UISV-fill-equally c.width == a.width" && broken.nodes == ["a", "c"])
        } else {
            Issue.record("expected an unsatisfiable issue, got \(issues.issues)")
        }
    }

    /// A hidden child between two visible ones: the direct engine puts it, empty, at the trailing edge of the one
    /// before (x = 40, 0 × 0); UIKit keeps it in the spacing chain with half the spacing on each side (TZStackView)
    /// and aligned across the axis like any view: x = 40 + 8 / 2 = 44, 0 wide, its own 20 high at the top.
    @Test func hiddenChildSitsInTheMiddleOfTheGap() {
        var hidden = box("b", 60)
        hidden.hidden = true
        let children = [box("a", 40), hidden, box("c", 30)]
        let direct = frames(row(.fill, spacing: 8, mode: .direct, children), width: 78)
        #expect(direct[1] == Rect(x: 40, y: 0, width: 0, height: 0))
        let uikit = frames(row(.fill, spacing: 8, mode: .uikit, children), width: 78)
        #expect(uikit[1] == Rect(x: 44, y: 0, width: 0, height: 20))
        #expect(uikit[2] == direct[2] && uikit[2] == Rect(x: 48, y: 0, width: 30, height: 20))
    }

    /// `fill` alignment with a hidden child taller than the rest: UIKit still pins the hidden view to both cross
    /// edges with its compression resistance (750, above the fitting level 50), so the row fits 40, not 20.
    @Test func hiddenChildStillHoldsAFillRowOpen() {
        var tall = Node(id: "tall", intrinsicWidth: 10, intrinsicHeight: 40, hidden: true)
        tall.hidden = true
        var parameters = StackParameters(axis: .horizontal, alignment: .fill)
        let children = [box("a", 40), tall]
        let direct = StackEngine().measure(
            Node(id: "row", layout: .stack(parameters), children: children), proposal: ProposedSize(width: 100),
            context: context)
        parameters.mode = .uikit
        let uikit = UIKitStackEngine().measure(
            Node(id: "row", layout: .stack(parameters), children: children), proposal: ProposedSize(width: 100),
            context: context)
        #expect(direct == Size(width: 100, height: 20))
        #expect(uikit == Size(width: 100, height: 40))
    }

    /// fillProportionally with padding 10 at the sides, spacing 0, boxes 40 and 60 in 220. Direct: the content
    /// 200 shared 40 : 60 → 80, 120. UIKit: the multipliers 0.4 and 0.6 relate to the stack's own width 220 (padding
    /// included), so a = 0.4 × 220 = 88 @999 and b takes the rest of the content: 200 − 88 = 112.
    @Test func fillProportionallyRelatesToTheStackNotTheMargins() {
        var parameters = StackParameters(
            axis: .horizontal, distribution: .fillProportionally, alignment: .top,
            padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let children = [box("a", 40), box("b", 60)]
        #expect(
            frames(Node(id: "row", layout: .stack(parameters), children: children), width: 220).map(\.width) == [
                80, 120,
            ])
        parameters.mode = .uikit
        let uikit = frames(Node(id: "row", layout: .stack(parameters), children: children), width: 220)
        #expect(abs(uikit[0].width - 88) < 1e-9 && abs(uikit[1].width - 112) < 1e-9 && uikit[0].x == 10, "\(uikit)")
    }

    /// Where the recipe is unambiguous, margins and baseline-relative spacing agree too: a column with padding 16 and
    /// 12, `baselineRelative` spacing 24 between two wrapping texts and a box, at its fitting height in 200 wide;
    /// and the same column with `marginsRelative: false`, where the padding is ignored.
    @Test(arguments: [true, false])
    func marginsAndBaselineRelativeSpacingAgree(marginsRelative: Bool) {
        var parameters = StackParameters(
            axis: .vertical, alignment: .leading, spacing: 24,
            padding: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16),
            isLayoutMarginsRelative: marginsRelative, isBaselineRelative: true)
        let children: [Node] = [
            .text("title", TextContent("Larger Accessibility Sizes", style: .body, lines: 0)),
            .text("caption", TextContent("Known networks are joined automatically", style: .footnote, lines: 0)),
            Node(id: "box", intrinsicWidth: 30, intrinsicHeight: 30),
        ]
        let direct = Node(id: "column", layout: .stack(parameters), children: children)
        parameters.mode = .uikit
        let uikit = Node(id: "column", layout: .stack(parameters), children: children)
        let proposal = ProposedSize(width: 200)
        let directSize = StackEngine().measure(direct, proposal: proposal, context: context)
        let uikitSize = UIKitStackEngine().measure(uikit, proposal: proposal, context: context)
        #expect(abs(directSize.height - uikitSize.height) < 0.001, "\(directSize) \(uikitSize)")
        let directFrames = frames(direct, width: 200, height: directSize.height)
        let uikitFrames = frames(uikit, width: 200, height: directSize.height)
        for (d, u) in zip(directFrames, uikitFrames) {
            #expect(
                abs(d.x - u.x) < 0.001 && abs(d.y - u.y) < 0.001 && abs(d.width - u.width) < 0.001
                    && abs(d.height - u.height) < 0.001, "\(d) \(u)")
        }
        // The title wraps inside the content width: 168 with margins, 200 without.
        #expect(uikitFrames[0].width == (marginsRelative ? 168 : 200))
    }

    /// baselineRelative with a stretched text child. The direct engine takes baselines at natural heights, so a
    /// stretch E doesn't move the gap: the title grows by E. In the recipe the title's last baseline is
    /// `top + height / 2 + (lastBaseline − textHeight / 2)` (text drawn centred), so growing it by x moves its
    /// baseline by x / 2 and the edge gap shrinks by x / 2: the chain takes x / 2 of the extra, so x = 2E — the title
    /// is E taller than in the direct engine (overlapping the caption's frame by E), while everything after it
    /// lands exactly where the direct engine puts it.
    @Test func baselineRelativeStretchMovesTheBaseline() {
        var parameters = StackParameters(axis: .vertical, alignment: .fill, spacing: 24, isBaselineRelative: true)
        var title = Node.text("title", TextContent("Larger Accessibility Sizes", style: .body, lines: 0))
        title.hugging = AxisPriorities(horizontal: 250, vertical: 250)
        var caption = Node.text("caption", TextContent("Known networks", style: .footnote, lines: 0))
        caption.hugging = AxisPriorities(horizontal: 260, vertical: 260)
        let direct = Node(id: "column", layout: .stack(parameters), children: [title, caption])
        parameters.mode = .uikit
        let uikit = Node(id: "column", layout: .stack(parameters), children: [title, caption])
        let natural = StackEngine().measure(direct, proposal: ProposedSize(width: 200), context: context).height
        let extra = 40.0
        let d = frames(direct, width: 200, height: natural + extra),
            u = frames(uikit, width: 200, height: natural + extra)
        #expect(abs(u[0].height - (d[0].height + extra)) < 0.001, "\(d) \(u)")
        #expect(abs(u[1].y - d[1].y) < 0.001 && abs(u[1].height - d[1].height) < 0.001, "\(d) \(u)")
    }
}
