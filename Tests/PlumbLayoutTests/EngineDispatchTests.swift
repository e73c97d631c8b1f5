import PlumbCore
import Testing

@testable import PlumbLayout

/// Every engine, the direct stack included, is reached through the `ContainerEngine` requirements from one
/// dispatch point (`EngineDispatch`), and the stack keeps its per-pass cache slot when reached that way.
@Suite struct EngineDispatchTests {
    /// Places exactly its children, side by side at 30 pt, and says so through `childFrames`; its `place` returns
    /// nothing, so a layout that asked `place` instead would leave the children unplaced.
    struct ColumnsEngine: ContainerEngine, Sendable {
        func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
            Size(width: proposal.width ?? 30 * Double(node.children.count), height: 10)
        }

        func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] { [] }

        func childFrames(_ node: Node, in frame: Rect, context: LayoutContext) -> [Rect]? {
            node.children.indices.map { Rect(x: frame.x + 30 * Double($0), y: frame.y, width: 30, height: 10) }
        }
    }

    static var context: LayoutContext {
        LayoutContext(environment: Environment(width: 200), measurer: FixedAdvanceMeasurer())
    }

    /// A row with padding, a fixed box, a text and a hidden child, inside a column.
    static func stacks() -> Node {
        let row = Node(
            id: "row",
            layout: .stack(
                StackParameters(axis: .horizontal, alignment: .center, spacing: 8, padding: EdgeInsets(all: 4))),
            children: [
                Node(id: "icon", fixedWidth: 24, fixedHeight: 24),
                .text("title", TextContent("Larger Accessibility Sizes", style: .body, lines: 0)),
                Node(id: "gone", fixedWidth: 10, fixedHeight: 10, hidden: true),
            ])
        return Node(
            id: "column", layout: .stack(StackParameters(axis: .vertical, spacing: 4)),
            children: [row, .text("footer", TextContent("Footer", style: .footnote))])
    }

    @Test func aTeamsEngineThatGivesChildFramesIsPlacedFromThem() {
        var registry = ManualLayoutRegistry()
        registry.register(engine: ColumnsEngine(), named: "columns")
        let root = Node(
            id: "root", layout: .manual("columns"), children: [Node(id: "a"), Node(id: "b"), Node(id: "c")])
        var context = Self.context
        context.manualLayouts = registry
        let result = LayoutEngine.layout(root, name: "columns", context: context)
        #expect(result.entries.map(\.node.id) == ["root", "a", "b", "c"])
        #expect(result.frame(of: "c") == Rect(x: 60, y: 0, width: 30, height: 10))
    }

    @Test func aDirectStacksChildFramesAreItsPlacements() throws {
        let root = Self.stacks()
        let row = root.children[0]
        guard case .stack(let parameters) = row.layout else { throw StackExpected() }
        let frame = Rect(x: 10, y: 20, width: 180, height: 60)
        let frames = try #require(StackEngine(parameters).childFrames(row, in: frame, context: Self.context))
        #expect(frames == StackEngine().place(row, in: frame, context: Self.context).map(\.frame))
        #expect(frames.count == row.children.count, "one frame per child, the hidden one included")
        #expect(
            StackEngine().childFrames(Node(id: "leaf"), in: frame, context: Self.context) == nil,
            "not a stack: ask place")
    }

    @Test(arguments: [nil, 120.0, 300.0])
    func aStackEngineMadeWithItsParametersMeasuresAsOneThatReadsThem(width: Double?) throws {
        let row = Self.stacks().children[0]
        guard case .stack(let parameters) = row.layout else { throw StackExpected() }
        let proposal = ProposedSize(width: width)
        #expect(
            StackEngine(parameters).measure(row, proposal: proposal, context: Self.context)
                == StackEngine().measure(row, proposal: proposal, context: Self.context))
    }

    @Test func measuringAStackThroughTheDispatchLeavesItsArrangementInTheStacksSlot() {
        let column = Self.stacks()
        var context = Self.context
        let cache = SizeCache()
        context.sizeCache = cache
        let size = NodeSizing.size(of: column, proposal: ProposedSize(width: 200), context: context)
        // A vertical stack given a width: arranged 200 across, its fitting height along (no padding).
        #expect(
            cache.engineCache(StackEngine.PassCache.self).takeArrangement(of: column, main: size.height, cross: 200)
                != nil)
        #expect(cache.misses > 0)
    }

    @Test func aLaidOutTreeMatchesItsEnginesAskedDirectly() {
        let root = Self.stacks()
        let result = LayoutEngine.layout(root, name: "stacks", context: Self.context)
        let rootFrame = result.frame(of: "column")!
        let expected = StackEngine().place(root, in: rootFrame, context: Self.context).map(\.frame)
        #expect([result.frame(of: "row"), result.frame(of: "footer")] == expected)
    }

    struct StackExpected: Error {}
}
