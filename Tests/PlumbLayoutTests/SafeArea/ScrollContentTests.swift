import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Scroll containers (`scroll: vertical | horizontal`, and every `sections` list) as UIScrollView lays them out:
/// the frame is the viewport, the content has its own size, and with `contentInsetAdjustmentBehavior = .automatic`
/// the content is inset by the safe area along the scroll axis ("adjustedContentInset: the insets derived from
/// the content insets and the safe area of the scroll view", Apple). A 390 × 844 screen, insets top 47, bottom 34.
@Suite struct ScrollContentTests {
    static let screen = EdgeInsets(top: 47, bottom: 34)

    func layout(_ root: Node, direction: LayoutDirection = .ltr) -> LayoutResult {
        let environment = Environment(width: 390, height: 844, direction: direction, safeAreaInsets: Self.screen)
        return LayoutEngine.layout(
            root, name: "t",
            context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: 0.5)))
    }

    func rows(_ count: Int, height: Double = 100) -> [Node] {
        (0..<count).map { Node(id: "row\($0)", intrinsicWidth: 50, intrinsicHeight: height) }
    }

    /// An article of 20 rows of 100 pt on the whole screen: the content is 2000 tall, starts below the notch (47)
    /// and runs past the screen's bottom edge; frames JSON gives the content size.
    @Test func verticalContentHasItsOwnSize() {
        var article = Node(id: "article", layout: .stack(StackParameters(axis: .vertical)), children: rows(20))
        article.scroll = .vertical
        let result = layout(article)
        #expect(result.size == Size(width: 390, height: 844))
        #expect(result.frame(of: "row0") == Rect(x: 0, y: 47, width: 390, height: 100))
        #expect(result.frame(of: "row19") == Rect(x: 0, y: 47 + 1900, width: 390, height: 100))
        #expect(result.entry("article")?.contentSize == Size(width: 390, height: 2000))
        #expect(result.framesDocument.nodes[0].contentSize == Size(width: 390, height: 2000))
        #expect(result.framesDocument.jsonText.contains("\"contentSize\": {\"width\": 390, \"height\": 2000}"))
    }

    /// A scroll view between a header and a bottom bar in a column: it has no intrinsic height (UIScrollView's is
    /// `noIntrinsicMetric`), so it takes what the header and bar leave, and the bar stays on the screen.
    @Test func aScrollViewTakesTheRoomItsNeighboursLeave() {
        var body = Node(id: "body", layout: .stack(StackParameters(axis: .vertical)), children: rows(20))
        body.scroll = .vertical
        let header = Node(id: "header", intrinsicWidth: 50, intrinsicHeight: 60)
        let bar = Node(id: "bar", intrinsicWidth: 50, intrinsicHeight: 80)
        for mode in [StackMode.direct, .uikit] {
            var parameters = StackParameters(axis: .vertical)
            parameters.mode = mode
            let column = Node(id: "screen", layout: .stack(parameters), children: [header, body, bar])
            let result = layout(column)
            #expect(result.frame(of: "body") == Rect(x: 0, y: 60, width: 390, height: 844 - 60 - 80), "\(mode)")
            #expect(result.frame(of: "bar") == Rect(x: 0, y: 844 - 80, width: 390, height: 80), "\(mode)")
            #expect(result.entry("body")?.contentSize?.height == 2000, "\(mode)")
        }
    }

    /// A sections list scrolls vertically without saying so, so in a column it is the one that gives way (a
    /// UICollectionView has no intrinsic height), not the bar below it — and no tie is reported.
    @Test func aListInAColumnTakesTheRoom() {
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100))))
        let list = SectionsTest.container([SectionsTest.section(layout, rows(20))])
        let bar = Node(id: "bar", intrinsicWidth: 50, intrinsicHeight: 80)
        for mode in [StackMode.direct, .uikit] {
            var parameters = StackParameters(axis: .vertical)
            parameters.mode = mode
            let result = self.layout(Node(id: "screen", layout: .stack(parameters), children: [list, bar]))
            #expect(result.frame(of: "list") == Rect(x: 0, y: 0, width: 390, height: 844 - 80), "\(mode)")
            #expect(result.frame(of: "bar")?.maxY == 844, "\(mode)")
            #expect(result.issues.isEmpty, "\(mode): \(result.issues)")
        }
    }

    /// A scrolling `constraints` container inside a constraints screen: the screen pins the viewport between the
    /// safe area's top and the bottom edge; the content (rows chained top to bottom, as a UIKit developer pins
    /// them to the content layout guide) is solved on its own in a content area as tall as the rows.
    @Test func aScrollingConstraintsContainerSolvesItsContentOnItsOwn() {
        func parse(_ strings: [String]) -> ContainerLayout {
            .constraints(ConstraintParameters(declarations: strings.flatMap { try! VisualFormatParser.parse($0) }))
        }
        var content = Node(
            id: "content",
            layout: parse(["V:|[row0(300)][row1(300)][row2(300)]|", "H:|[row0]|", "H:|[row1]|", "H:|[row2]|"]),
            children: (0..<3).map { Node(id: "row\($0)") })
        content.scroll = .vertical
        let root = Node(
            id: "screen",
            layout: .constraints(
                ConstraintParameters(
                    declarations: try! VisualFormatParser.parse("H:|[content]|")
                        + [
                            try! LinearConstraintParser.parse("content.top == safeArea.top"),
                            try! LinearConstraintParser.parse("content.bottom == superview.bottom"),
                        ])),
            children: [content])
        let result = layout(root)
        #expect(result.frame(of: "content") == Rect(x: 0, y: 47, width: 390, height: 844 - 47))
        #expect(result.entry("content")?.contentSize == Size(width: 390, height: 900))
        #expect(result.frame(of: "row2") == Rect(x: 0, y: 47 + 600, width: 390, height: 300))
        #expect(result.issues.isEmpty, "\(result.issues)")
    }

    /// Scrolling sideways under right to left: the content starts at the viewport's right edge and runs off to
    /// the left, as a collection view's does.
    @Test func horizontalContentStartsAtTheLeadingEdge() {
        var strip = Node(
            id: "strip", fixedHeight: 100, layout: .stack(StackParameters(axis: .horizontal)),
            children: (0..<6).map {
                Node(id: "card\($0)", intrinsicWidth: 150, intrinsicHeight: 100)
            })
        strip.scroll = .horizontal
        var parameters = StackParameters(axis: .vertical)
        parameters.alignment = .fill
        let root = Node(id: "screen", layout: .stack(parameters), children: [strip])
        let ltr = layout(root)
        #expect(ltr.frame(of: "card0") == Rect(x: 0, y: 0, width: 150, height: 100))
        #expect(ltr.entry("strip")?.contentSize == Size(width: 900, height: 100))
        let rtl = layout(root, direction: .rtl)
        #expect(rtl.frame(of: "card0") == Rect(x: 390 - 150, y: 0, width: 150, height: 100))
        #expect(rtl.frame(of: "card5") == Rect(x: 390 - 900, y: 0, width: 150, height: 100))
    }

    /// No double safe area in a scrolling list: a padded card below the fold of a sections list keeps its content
    /// where its padding puts it — the list's adjusted content inset already keeps content clear of the home
    /// indicator, so a cell's own safe area has no vertical bands, and its height and content do not depend on
    /// where the screen ends.
    @Test func cellsInAListSeeNoVerticalUnsafeArea() {
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))))
        let cards = (0..<10).map { index in
            Node(
                id: "card\(index)", layout: .stack(StackParameters(axis: .vertical, padding: EdgeInsets(all: 8))),
                children: [Node(id: "text\(index)", intrinsicWidth: 50, intrinsicHeight: 100)])
        }
        let list = SectionsTest.container([SectionsTest.section(layout, cards)])
        let result = self.layout(list)
        for index in 0..<10 {
            let card = result.frame(of: "card\(index)")!, text = result.frame(of: "text\(index)")!
            #expect(card.height == 116, "\(index): \(card)")
            #expect(text == Rect(x: 8, y: card.minY + 8, width: 390 - 16, height: 100), "\(index): \(text) in \(card)")
        }
        #expect(result.frame(of: "card0")?.minY == 47)
        #expect(abs((result.entry("list")?.contentSize?.height ?? 0) - 10 * 116) < 1e-9)
    }
}
