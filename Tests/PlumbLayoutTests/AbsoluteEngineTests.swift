import Testing

@testable import PlumbCore
@testable import PlumbLayout

@Suite struct AbsoluteEngineTests {
    let context = LayoutContext(environment: Environment(width: 300), measurer: FixedAdvanceMeasurer())

    @Test func childrenAreOffsetByTheirParentsOriginAndHeightFitsThem() {
        let inner = Node(
            id: "inner", layout: .absolute, frame: Rect(x: 10, y: 20, width: 100, height: 100),
            children: [
                Node(id: "leaf", frame: Rect(x: 5, y: 5, width: 10, height: 10))
            ])
        let root = Node(
            id: "root", layout: .absolute,
            children: [inner, Node(id: "b", frame: Rect(x: 0, y: 150, width: 50, height: 30))])
        let result = LayoutEngine.layout(root, name: "t", context: context)
        #expect(result.entries.map(\.id) == ["root", "inner", "leaf", "b"])
        #expect(result.frame(of: "leaf") == Rect(x: 15, y: 25, width: 10, height: 10))
        #expect(result.size == Size(width: 300, height: 180))
        #expect(result.entries[2].parent == 1)
        #expect(result.entries[3].depth == 1)
    }

    @Test func fixedHeightAndEnvironmentHeightWin() {
        var root = Node(
            id: "root", layout: .absolute, children: [Node(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 500))])
        root.fixedHeight = 100
        #expect(LayoutEngine.layout(root, name: "t", context: context).size.height == 100)
        var tall = context
        tall.environment.height = 812
        #expect(LayoutEngine.layout(root, name: "t", context: tall).size.height == 812)
    }

    @Test func leavesReportTheirIntrinsicSizes() {
        let environment = Environment(width: 200, scale: 3)
        let ctx = LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer())
        #expect(IntrinsicSize.of(.switch("s"), proposedWidth: nil, context: ctx) == Size(width: 51, height: 31))
        #expect(
            IntrinsicSize.of(Node(id: "sep", kind: .separator), proposedWidth: 200, context: ctx)
                == Size(width: 200, height: 1.0 / 3))
        // A button titled "OK" in body L: 2 glyphs × 17 = 34 wide, 22 high, plus insets 12+12 and 7+7.
        let button = Node(id: "b", kind: .button, text: TextContent("OK", style: .body))
        #expect(IntrinsicSize.of(button, proposedWidth: nil, context: ctx) == Size(width: 34 + 24, height: 22 + 14))
        // Text rounds up to whole points: 3 glyphs × 0.5 × 13 (footnote L) = 19.5 → 20.
        let half = LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: 0.5))
        let text = Node.text("t", TextContent("abc", style: .footnote))
        #expect(IntrinsicSize.of(text, proposedWidth: nil, context: half) == Size(width: 20, height: 18))
    }

    @Test func textEntriesCarryTheirMeasurementAtTheDrawnWidth() {
        let root = Node(
            id: "root", layout: .absolute,
            children: [
                Node(
                    id: "t", kind: .text, text: TextContent("aa bb cc", style: .body, lines: 2),
                    frame: Rect(x: 0, y: 0, width: 40, height: 44))
            ])
        let result = LayoutEngine.layout(root, name: "t", context: context)
        // 17 pt glyphs: "aa" = 34 fits in 40, "aa bb" = 85 does not → 3 lines, limited to 2: ellipsized.
        let text = result.entry("t")!.text!
        #expect(text.lineCount == 2)
        #expect(text.isEllipsized)
    }
}
