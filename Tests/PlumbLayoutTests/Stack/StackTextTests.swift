import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Text in stacks is measured for the width it actually gets (height for width), in both axes.
///
/// `FixedAdvanceMeasurer` at 0.5 em: at body L (17 pt, 22 pt lines) every glyph is 8.5 pt. The title
/// "Larger Accessibility Sizes" has words of 6, 13 and 5 glyphs: 51, 110.5 and 42.5 pt, 221 pt on one line.
@Suite struct StackTextTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)
    let title = TextContent("Larger Accessibility Sizes", style: .body, lines: 0)

    func layout(_ root: Node, width: Double, direction: LayoutDirection = .ltr) -> LayoutResult {
        let environment = Environment(width: width, direction: direction)
        return LayoutEngine.layout(
            root, name: "text", context: LayoutContext(environment: environment, measurer: measurer))
    }

    func column(alignment: StackAlignment, children: [Node]) -> Node {
        Node(
            id: "column",
            layout: .stack(
                StackParameters(axis: .vertical, alignment: alignment, spacing: 8, padding: EdgeInsets(all: 16))),
            children: children)
    }

    /// Content 200 − 32 = 168: "Larger" 51 + 8.5 + 110.5 = 170 > 168 breaks; "Accessibility Sizes" 110.5 + 8.5 +
    /// 42.5 = 161.5 fits. Two lines: 44.
    @Test func verticalFillWrapsAtTheContentWidth() {
        let result = layout(column(alignment: .fill, children: [.text("title", title)]), width: 200)
        #expect(result.frame(of: "title") == Rect(x: 16, y: 16, width: 168, height: 44))
        #expect(result.size.height == 16 + 44 + 16)
    }

    /// Leading alignment keeps the natural width 221 but no more than 168, and measures the height at 168.
    @Test func verticalLeadingClampsThenWraps() {
        let result = layout(
            column(
                alignment: .leading,
                children: [.text("title", title), .text("short", TextContent("Sizes", style: .body))]),
            width: 200)
        #expect(result.frame(of: "title") == Rect(x: 16, y: 16, width: 168, height: 44))
        // "Sizes" = 42.5 → 43 wide (rounded up), one line; under it after the gap 8.
        #expect(result.frame(of: "short") == Rect(x: 16, y: 16 + 44 + 8, width: 43, height: 22))
        #expect(result.size.height == 16 + 44 + 8 + 22 + 16)
    }

    /// Right-to-left: the leading edge is the right one: 200 − 16 − 43 = 141.
    @Test func verticalLeadingUnderRightToLeft() {
        let result = layout(
            column(alignment: .leading, children: [.text("short", TextContent("Sizes", style: .body))]), width: 200,
            direction: .rtl)
        #expect(result.frame(of: "short") == Rect(x: 141, y: 16, width: 43, height: 22))
    }

    /// A row of text and a 100 × 30 box that won't shrink, in 200 with spacing 10: the text gets 200 − 10 − 100 = 90
    /// and is measured there: "Larger" 51; "Accessibility" (110.5, wider than 90: a line of its own); "Sizes".
    /// Three lines: 66. Alignment top; the row is 66 high.
    func row() -> Node {
        Node(
            id: "row", layout: .stack(StackParameters(axis: .horizontal, alignment: .top, spacing: 10)),
            children: [
                .text("title", title),
                Node(
                    id: "box", intrinsicWidth: 100, intrinsicHeight: 30,
                    compression: AxisPriorities(horizontal: 1000, vertical: 750)),
            ])
    }

    @Test func horizontalTextHeightFollowsTheWidthItGets() {
        let result = layout(row(), width: 200)
        #expect(result.frame(of: "title") == Rect(x: 0, y: 0, width: 90, height: 66))
        #expect(result.frame(of: "box") == Rect(x: 100, y: 0, width: 100, height: 30))
        #expect(result.size.height == 66)
    }

    /// The same row inside a column: the column gives it 200 − 32 = 168, so the text gets 168 − 110 = 58, six
    /// characters a line, and wraps to "Larger" / "Access" / "ibilit" / "y" / "Sizes" (a word wider than the line
    /// breaks within the word, as UILabel's word wrapping does): 5 × 22 = 110; the column is 16 + 110 + 16.
    @Test func nestedRowIsMeasuredAtTheWidthTheColumnGivesIt() {
        let result = layout(column(alignment: .fill, children: [row()]), width: 200)
        #expect(result.frame(of: "row") == Rect(x: 16, y: 16, width: 168, height: 110))
        #expect(result.frame(of: "title") == Rect(x: 16, y: 16, width: 58, height: 110))
        #expect(result.size.height == 142)
    }

    /// A horizontal stack with no width proposed reports its natural width: 221 + 10 + 100 = 331, and the tallest
    /// child at natural widths (text on one line, 22; box 30).
    @Test func horizontalWithoutWidthIsNatural() {
        let context = LayoutContext(environment: Environment(width: 375), measurer: measurer)
        #expect(NodeSizing.size(of: row(), proposal: ProposedSize(), context: context) == Size(width: 331, height: 30))
        // A vertical stack given a width fits its height: 16 + 44 + 16.
        let fitted = NodeSizing.size(
            of: column(alignment: .fill, children: [.text("title", title)]), proposal: ProposedSize(width: 200),
            context: context)
        #expect(fitted == Size(width: 200, height: 76))
    }

    /// Each text is measured once for its natural width; only a child whose width changed is measured again.
    @Test func childrenAreNotMeasuredTwiceForTheSameQuestion() {
        let texts = (0..<3).map { Node.text("t\($0)", TextContent("word", style: .body)) }
        let stack = Node(id: "row", layout: .stack(StackParameters(axis: .horizontal, spacing: 10)), children: texts)
        let context = LayoutContext(environment: Environment(width: 375), measurer: measurer)
        _ = StackEngine().measure(stack, proposal: ProposedSize(), context: context)
        #expect(measurer.measureCount == 3)
        // Given 300 the last text stretches; a leaf offered more than its natural width keeps its natural height,
        // so only the three natural sizes are measured.
        _ = StackEngine().measure(stack, proposal: ProposedSize(width: 300), context: context)
        #expect(measurer.measureCount == 3 + 3)
        // Given 100: "word" is 4 × 8.5 = 34, 3 × 34 + 2 × 10 = 122, so the last one shrinks to 12 and is measured
        // again there.
        let size = StackEngine().measure(stack, proposal: ProposedSize(width: 100), context: context)
        #expect(measurer.measureCount == 3 + 3 + 3 + 1)
        // "word" at 12 is an overflowing word on one line: still 22 high.
        #expect(size == Size(width: 100, height: 22))
    }
}
