import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Where a scroll container rests (`contentOffset:`, `scrollTo:`) and how its insets follow the safe area
/// (`contentInsetAdjustmentBehavior:`), as UIScrollView does. A 390 × 844 screen, insets top 47, bottom 34, so an
/// article of 20 rows of 100 pt has `contentSize.height` 2000 and `adjustedContentInset` 47 / 34.
///
/// Sources (Apple's documentation): `UIScrollView.contentOffset`, "the point at which the origin of the content
/// view is offset from the origin of the scroll view"; `adjustedContentInset`, "the insets derived from the content
/// insets and the safe area of the scroll view"; `bounces` (a scroll view let go beyond its content bounces back,
/// so at rest it lies between `-adjustedContentInset` and `contentSize - bounds.size + adjustedContentInset`);
/// `scrollRectToVisible(_:animated:)`, "If the area is already visible, the method does nothing";
/// `UIScrollView.ContentInsetAdjustmentBehavior`'s cases.
@Suite struct ScrollPositionTests {
    static let screen = EdgeInsets(top: 47, bottom: 34)

    func layout(
        _ root: Node, direction: LayoutDirection = .ltr, insets: EdgeInsets = Self.screen
    ) -> LayoutResult {
        let environment = Environment(width: 390, height: 844, direction: direction, safeAreaInsets: insets)
        return LayoutEngine.layout(
            root, name: "t",
            context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: 0.5)))
    }

    func article(_ position: ScrollPosition?, rows count: Int = 20) -> Node {
        var article = Node(
            id: "article", layout: .stack(StackParameters(axis: .vertical)),
            children: (0..<count).map { Node(id: "row\($0)", intrinsicWidth: 50, intrinsicHeight: 100) })
        article.scroll = .vertical
        article.scrollPosition = position
        return article
    }

    /// `scrollTo: bottom`: `contentOffset.y = contentSize.height - bounds.height + adjustedContentInset.bottom`
    /// (2000 - 844 + 34 = 1190), so the last row ends on the home indicator's inset (810) — a chat at its newest
    /// message. Frames JSON keeps the rows where they lie at rest and gives the offset.
    @Test func bottomRestsTheLastRowAboveTheHomeIndicator() {
        let result = layout(article(.bottom))
        #expect(result.entry("article")?.contentOffset == Point(x: 0, y: 1190))
        #expect(result.frame(of: "row19") == Rect(x: 0, y: 710, width: 390, height: 100))
        #expect(result.frame(of: "row0")?.maxY == Double(47 + 100 - 1237))
        let json = result.framesDocument.jsonText
        #expect(json.contains("\"contentOffset\": {\"x\": 0, \"y\": 1190}"))
        #expect(json.contains("{\"id\": \"row19\", \"parent\": \"article\", \"x\": 0, \"y\": 1947,"))
    }

    /// At the top (`scrollTo: top`, or an offset above the range) the content rests at `-adjustedContentInset.top`,
    /// exactly where it lies without a position; an offset below the range rests at the bottom.
    @Test func offsetsAreClampedToTheRestingRange() {
        let plain = layout(article(nil))
        for position in [ScrollPosition.top, .offset(Point(x: -30, y: -500))] {
            let result = layout(article(position))
            #expect(result.entry("article")?.contentOffset == Point(x: 0, y: -47), "\(position)")
            #expect(result.entries.map(\.frame) == plain.entries.map(\.frame), "\(position)")
        }
        #expect(layout(article(.offset(Point(x: 0, y: 5000)))).entry("article")?.contentOffset == Point(x: 0, y: 1190))
        let middle = layout(article(.offset(Point(x: 0, y: 453))))
        #expect(middle.frame(of: "row5")?.minY == Double(47 + 500 - 500))
    }

    /// Content shorter than the viewport cannot scroll: the upper bound is never below the lower, so the bottom is
    /// the top (a chat of three messages stays at the top).
    @Test func shortContentRestsAtTheTop() {
        let result = layout(article(.bottom, rows: 3))
        #expect(result.entry("article")?.contentOffset == Point(x: 0, y: -47))
        #expect(result.frame(of: "row0")?.minY == 47)
    }

    /// `scrollTo: row10` moves just far enough to bring the row above the home indicator's inset (its bottom on
    /// 810); a row already in view moves nothing ("If the area is already visible, the method does nothing").
    @Test func aNodeIsScrolledIntoViewAsScrollRectToVisibleDoes() {
        let far = layout(article(.node("row10")))
        #expect(far.frame(of: "row10") == Rect(x: 0, y: 710, width: 390, height: 100))
        #expect(far.entry("article")?.contentOffset == Point(x: 0, y: 290))
        let near = layout(article(.node("row2")))
        #expect(near.frame(of: "row2")?.minY == 247)
        #expect(near.entry("article")?.contentOffset == Point(x: 0, y: -47))
    }

    /// `never` ("Do not adjust the scroll view insets"): the content starts under the status bar (a hero photo);
    /// `always` ("Always include the safe area insets in the content adjustment"): in landscape the content is inset
    /// from the notch's side too, which `automatic` leaves to the descendants' own safe area.
    @Test func contentInsetAdjustmentBehaviourFollowsUIKitsCases() {
        var never = article(nil)
        never.contentInsetAdjustment = .never
        #expect(layout(never).frame(of: "row0")?.minY == 0)
        var bottom = article(.bottom)
        bottom.contentInsetAdjustment = .never
        #expect(layout(bottom).frame(of: "row19")?.maxY == 844)
        let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        var always = article(nil)
        always.contentInsetAdjustment = .always
        #expect(layout(always, insets: landscape).frame(of: "row0")?.minX == 47)
        var scrollable = article(nil)
        scrollable.contentInsetAdjustment = .scrollableAxes
        #expect(layout(scrollable, insets: landscape).frame(of: "row0")?.minX == 0)
        #expect(layout(article(nil), insets: landscape).frame(of: "row0")?.minX == 0)
    }

    /// A horizontal strip of six 150 pt cards: `trailing` shows the last card at the viewport's trailing edge — the
    /// right in left-to-right layouts, the left in right-to-left ones, where the content rests at its right end.
    @Test func trailingFollowsTheLayoutDirection() {
        var strip = Node(
            id: "strip", fixedHeight: 100, layout: .stack(StackParameters(axis: .horizontal)),
            children: (0..<6).map { Node(id: "card\($0)", intrinsicWidth: 150, intrinsicHeight: 100) })
        strip.scroll = .horizontal
        strip.scrollPosition = .trailing
        var parameters = StackParameters(axis: .vertical)
        parameters.alignment = .fill
        let root = Node(id: "screen", layout: .stack(parameters), children: [strip])
        let ltr = layout(root, insets: .zero)
        #expect(ltr.frame(of: "card5") == Rect(x: 390 - 150, y: 0, width: 150, height: 100))
        #expect(ltr.entry("strip")?.contentOffset == Point(x: 510, y: 0))
        let rtl = layout(root, direction: .rtl, insets: .zero)
        #expect(rtl.frame(of: "card5") == Rect(x: 0, y: 0, width: 150, height: 100))
        #expect(rtl.entry("strip")?.contentOffset == Point(x: 0, y: 0))
    }
}
