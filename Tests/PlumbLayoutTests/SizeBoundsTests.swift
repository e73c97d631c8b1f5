import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// `minWidth` / `maxWidth` / `minHeight` / `maxHeight` (`SizeBounds`) as every engine honours them: required bounds,
/// as a UIKit developer adds `heightAnchor.constraint(greaterThanOrEqualToConstant: 44)` to a view.
///
/// Sources: Auto Layout Guide, "Anatomy of a Constraint" (inequalities: "the view's width must be greater than or
/// equal to …") and "Stack Views" ("you can … add constraints to the arranged views to fine-tune their size"): the
/// stack's own constraints then work with the arranged view's, and a required bound is never broken for an
/// optional hugging or compression-resistance constraint. The direct stack is compared with the UIKit recipe (the
/// stack's constraints solved, `StackMode.uikit`) and both with frames worked out by hand; the constraint engine is
/// also checked against kiwisolver (`Tests/Fixtures/constraints`, family `bounds`). Text uses the fixed-advance
/// measurer at 0.5 em: body L is 8.5 pt a character on 22 pt lines.
@Suite struct SizeBoundsTests {
    let context = LayoutContext(environment: Environment(width: 320), measurer: FixedAdvanceMeasurer(advance: 0.5))

    func box(_ id: String, _ width: Double, _ height: Double, _ change: (inout Node) -> Void = { _ in }) -> Node {
        var node = Node(id: id, intrinsicWidth: width, intrinsicHeight: height)
        change(&node)
        return node
    }

    func stack(
        _ axis: Axis, _ mode: StackMode, alignment: StackAlignment = .fill, spacing: Double = 0, _ children: [Node]
    ) -> Node {
        var parameters = StackParameters(axis: axis, distribution: .fill, alignment: alignment, spacing: spacing)
        parameters.mode = mode
        return Node(id: "stack", layout: .stack(parameters), children: children)
    }

    /// Each child's frame with the stack at `size` (nil height: its fitting height at the width).
    func frames(
        _ node: Node, width: Double, height: Double? = nil, direction: LayoutDirection = .ltr
    ) -> (size: Size, frames: [Rect]) {
        var context = context
        context.environment.direction = direction
        let size = NodeSizing.size(of: node, proposal: ProposedSize(width: width, height: height), context: context)
        let engine: any ContainerEngine = {
            if case .stack(let parameters) = node.layout, parameters.mode == .uikit { return UIKitStackEngine() }
            return StackEngine()
        }()
        return (size, engine.place(node, in: Rect(origin: .zero, size: size), context: context).map(\.frame))
    }

    /// The 44 pt minimum row of the issue: a settings list whose rows are a one-line label (22 pt) and a 20 pt
    /// box, each with `minHeight: 44`, above a label without a bound — 44 + 44 + 22 = 110 tall, in both stack modes.
    @Test(arguments: [StackMode.direct, .uikit])
    func aColumnKeepsEachRowAtItsMinimumHeight(mode: StackMode) {
        var wifi = Node.text("wifi", TextContent("Wi-Fi", style: .body))
        wifi.minHeight = 44
        let column = stack(
            .vertical, mode,
            [wifi, box("icon", 100, 20) { $0.minHeight = 44 }, .text("footer", TextContent("Off", style: .body))])
        let (size, frames) = frames(column, width: 320)
        #expect(size == Size(width: 320, height: 110))
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 320, height: 44), Rect(x: 0, y: 44, width: 320, height: 44),
                Rect(x: 0, y: 88, width: 320, height: 22),
            ])
    }

    /// `fill` stretching: 104 pt to spare (300 − 3 × 60 − 2 × 8). The lowest hugging (250) child stops at its
    /// `maxWidth` 100 (+40) and the rest, 64, goes to the next lowest (251), as the solver breaks the 251 hugging
    /// only when the 250 one can give no more; the 750 child keeps 60.
    @Test(arguments: [StackMode.direct, .uikit])
    func stretchingStopsAtTheMaximumAndGoesToTheNextChild(mode: StackMode) {
        let row = stack(
            .horizontal, mode, alignment: .center, spacing: 8,
            [
                box("a", 60, 20) { $0.maxWidth = 100 },
                box("b", 60, 20) { $0.hugging = AxisPriorities(horizontal: 251, vertical: 250) },
                box("c", 60, 20) { $0.hugging = AxisPriorities(horizontal: 750, vertical: 250) },
            ])
        let (_, frames) = frames(row, width: 300, height: 20)
        #expect(frames.map(\.x) == [0, 108, 240])
        #expect(frames.map(\.width) == [100, 124, 60])
    }

    /// `fill` shrinking: 58 pt short (2 × 100 + 8 − 150). The lower resistance (750) shrinks only to its
    /// `minWidth` 80; the 751 child gives the other 38.
    @Test(arguments: [StackMode.direct, .uikit])
    func shrinkingStopsAtTheMinimum(mode: StackMode) {
        let row = stack(
            .horizontal, mode, alignment: .center, spacing: 8,
            [
                box("a", 100, 20) { $0.minWidth = 80 },
                box("b", 100, 20) { $0.compression = AxisPriorities(horizontal: 751, vertical: 750) },
            ])
        let (_, frames) = frames(row, width: 150, height: 20)
        #expect(frames.map(\.x) == [0, 88])
        #expect(frames.map(\.width) == [80, 62])
    }

    /// Across the axis: a `fill`-aligned 40 pt box with `maxWidth: 200` cannot span the 320 pt column, so UIKit
    /// breaks the alignment's trailing constraint (the bound, added first, stays) and the box keeps its own 40 pt
    /// at the leading edge; a centred 40 pt box with `minWidth: 100` is 100 wide, centred: x = (320 − 100) / 2 =
    /// 110. Under right-to-left the leading edge is the right one (x = 280).
    @Test(arguments: [StackMode.direct, .uikit])
    func crossAxisBoundsWinOverTheAlignment(mode: StackMode) {
        let column = stack(
            .vertical, mode,
            [
                box("wide", 40, 20) { $0.maxWidth = 200 },
                box("narrow", 40, 20) {
                    $0.minWidth = 100
                    $0.alignSelf = .center
                },
            ])
        let (_, frames) = frames(column, width: 320)
        #expect(frames == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 110, y: 20, width: 100, height: 20)])
        #expect(self.frames(column, width: 320, direction: .rtl).frames[0] == Rect(x: 280, y: 0, width: 40, height: 20))
        // A 400 pt maximum lets it span: the bound holds with the alignment.
        var spanning = column
        spanning.children[0].maxWidth = 400
        #expect(self.frames(spanning, width: 320).frames[0] == Rect(x: 0, y: 0, width: 320, height: 20))
    }

    /// A text node with `maxWidth` is measured inside it, as a label with a required width limit wraps: "Larger
    /// Accessibility Sizes" (26 characters, 221 pt on one line) at most 120 wide wraps to "Larger" / "Accessibility"
    /// / "Sizes", 66 tall. Unproposed, it is as wide as the bound lets it be (its compression resistance pulls it
    /// towards 221, the bound stops it at 120); proposed 300, it takes the width its lines need (13 characters,
    /// 110.5, rounded up to whole points as text frames are). `maxHeight` then cuts it to 44.
    @Test func measuringATextHonoursItsBounds() {
        var text = Node.text("title", TextContent("Larger Accessibility Sizes", style: .body, lines: 0))
        text.maxWidth = 120
        #expect(NodeSizing.size(of: text, proposal: ProposedSize(), context: context) == Size(width: 120, height: 66))
        #expect(
            NodeSizing.size(of: text, proposal: ProposedSize(width: 300), context: context)
                == Size(width: 111, height: 66))
        text.maxHeight = 44
        #expect(
            NodeSizing.size(of: text, proposal: ProposedSize(width: 300), context: context)
                == Size(width: 111, height: 44))
        text.minWidth = 150
        text.maxWidth = nil
        #expect(NodeSizing.size(of: text, proposal: ProposedSize(width: 100), context: context).width == 150)
    }

    /// Constraint engine: the bounds are required `>=` / `<=` constraints. A 20 pt box pinned to the top and
    /// bottom of a fitting container grows to its `minHeight` 44; pinned between the edges of a 320 pt container
    /// with `maxWidth: 200`, it is 200 wide (its trailing edge lets go: `-(>=0)-|`).
    @Test func constraintLayoutsTreatBoundsAsRequired() throws {
        let declarations =
            try VisualFormatParser.parse("V:|[a]|") + VisualFormatParser.parse("H:|[a]-(>=0)-|")
            + [try LinearConstraintParser.parse("a.width == superview.width @500")]
        let root = Node(
            id: "root", layout: .constraints(ConstraintParameters(declarations: declarations)),
            children: [
                box("a", 40, 20) {
                    $0.minHeight = 44
                    $0.maxWidth = 200
                }
            ])
        let result = LayoutEngine.layout(root, name: "bounds", context: context)
        #expect(result.size == Size(width: 320, height: 44))
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 200, height: 44))
    }

    /// A pooled constraint system is reused only by a tree with the same bounds (their constants are part of the
    /// item's shape): trees that differ only in `minWidth` each get the fresh solve's frames.
    @Test func pooledSystemsAreNotReusedAcrossOtherBounds() throws {
        let pool = ConstraintSystemPool()
        let declarations =
            try VisualFormatParser.parse("H:|-8-[a]-8-[b]-(>=8)-|") + VisualFormatParser.parse("V:|-8-[a]-8-|")
            + [try LinearConstraintParser.parse("b.top == a.top")]
        for minimum in [0.0, 120, 60, 120, 200, 0] {
            let root = Node(
                id: "root", layout: .constraints(ConstraintParameters(declarations: declarations)),
                children: [box("a", 40, 20) { $0.minWidth = minimum == 0 ? nil : minimum }, box("b", 50, 20)])
            let tree = ConstraintTree(top: root)
            let fresh = ConstraintLayout.solve(
                tree, context: context, width: 320, height: nil, safeArea: .zero, pool: nil)
            let pooled = ConstraintLayout.solve(
                tree, context: context, width: 320, height: nil, safeArea: .zero, pool: pool)
            #expect(fresh.frame(of: "a").width == max(40, minimum))
            for id in ["root", "a", "b"] {
                #expect(pooled.frame(of: id) == fresh.frame(of: id), "minWidth \(minimum) \(id)")
            }
            pool.give(pooled, for: ConstraintSystemPool.Key(tree, width: 320, height: nil))
        }
    }

    /// Sections: a list row whose height is estimated measures its text (22 pt) and is kept at its `minHeight` 44,
    /// as a self-sizing cell's `systemLayoutSizeFitting` honours its content's required constraints.
    @Test func aListRowKeepsItsMinimumHeight() {
        let item = SectionItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), subitems: [item]))
        var row = Node.text("row", TextContent("Wi-Fi", style: .body))
        row.minHeight = 44
        let section = Node(
            id: "section", layout: .sections(.section(layout)),
            children: [row, .text("next", TextContent("Bluetooth", style: .body))])
        let result = LayoutEngine.layout(section, name: "list", context: context)
        #expect(result.frame(of: "row") == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(result.frame(of: "next") == Rect(x: 0, y: 44, width: 320, height: 22))
    }

    /// Absolute: a child's `frame` is kept inside its bounds (a 30 pt tall frame with `minHeight: 44` is 44 tall,
    /// at the same origin); a child without a frame is measured, and the measurement is bounded.
    @Test func absoluteChildrenAreBounded() {
        var framed = Node(id: "framed", frame: Rect(x: 10, y: 10, width: 300, height: 30))
        framed.minHeight = 44
        framed.maxWidth = 250
        let measured = box("measured", 20, 20) { $0.minWidth = 44 }
        let root = Node(id: "root", layout: .absolute, children: [framed, measured])
        let result = LayoutEngine.layout(root, name: "absolute", context: context)
        #expect(result.frame(of: "framed") == Rect(x: 10, y: 10, width: 250, height: 44))
        #expect(result.frame(of: "measured") == Rect(x: 0, y: 0, width: 44, height: 20))
    }
}
