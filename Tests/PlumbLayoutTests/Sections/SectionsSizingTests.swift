import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Estimated and uniform dimensions: text measured at the width the item gets, and siblings equalised.
///
/// "Larger Accessibility Sizes" at 8.5 pt a glyph: words 51, 110.5 and 42.5 pt, 221 on one line. At 100 pt it
/// takes three lines (66 pt; "Accessibility" is wider than the line and stands alone); at 200, two (44);
/// "Larger Sizes" is 102 pt, two lines at 100; "Sizes" one line (22).
@Suite struct SectionsSizingTests {
    typealias T = SectionsTest
    static let title = "Larger Accessibility Sizes"

    /// Items half the group wide, heights estimated: 66 at W = 200 (items 100 wide), 44 at W = 400 (200 wide).
    @Test(arguments: [(200.0, 66.0), (400, 44)])
    func estimatedHeightFollowsTheTextAtTheItemWidth(width: Double, height: Double) {
        let item = SectionItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]))
        let result = T.layout(T.section(layout, [T.text("a", Self.title), T.text("b", Self.title)]), width: width)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: width / 2, height: height))
        #expect(result.frame(of: "b") == Rect(x: width / 2, y: 0, width: width / 2, height: height))
        #expect(result.size.height == height)
    }

    /// Content insets apply on the absolute width (120 − 2 × 10 = 100, where the text is measured: 66) and not on
    /// the estimated height, as UIKit ignores them on an estimated axis: y = 0, height 66.
    @Test func contentInsetsAreIgnoredOnAnEstimatedAxis() {
        let item = SectionItem(
            size: LayoutSize(width: .absolute(120), height: .estimated(44)), contentInsets: EdgeInsets(all: 10))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]))
        let result = T.layout(T.section(layout, [T.text("a", Self.title)]), width: 300)
        #expect(result.frame(of: "a") == Rect(x: 10, y: 0, width: 100, height: 66))
    }

    /// Three 100-wide items whose texts measure 22, 66 and 44: estimated, each keeps its own height;
    /// `uniformAcrossSiblings`, all take the tallest, 66 — the "stretch to the tallest" of the article.
    @Test func uniformAcrossSiblingsEqualisesHeightsInAGroup() {
        func heights(_ height: LayoutDimension) -> [Double] {
            let item = SectionItem(size: LayoutSize(width: .absolute(100), height: height))
            let layout = SectionLayout(
                group: SectionGroup(
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]))
            let result = T.layout(
                T.section(layout, [T.text("a", "Sizes"), T.text("b", Self.title), T.text("c", "Larger Sizes")]),
                width: 300)
            return ["a", "b", "c"].map { result.frame(of: $0)!.height }
        }
        #expect(heights(.estimated(44)) == [22, 66, 44])
        #expect(heights(.uniformAcrossSiblings(estimate: 44)) == [66, 66, 66])
    }

    /// On the section's group, `uniformAcrossSiblings` is shared by every group of the section: one text per
    /// group (texts of 22, 66, 44 at 100 wide), items `fractionalHeight(1)` — every group and item is 66 high, and
    /// the groups are 66 + 8 apart.
    @Test func uniformAcrossSiblingsOnTheGroupIsSharedAcrossTheSection() {
        let item = SectionItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let layout = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .absolute(100), height: .uniformAcrossSiblings(estimate: 44)), subitems: [item]),
            interGroupSpacing: 8)
        let result = T.layout(
            T.section(layout, [T.text("a", "Sizes"), T.text("b", Self.title), T.text("c", "Larger Sizes")]), width: 300)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 66))
        #expect(result.frame(of: "b") == Rect(x: 0, y: 74, width: 100, height: 66))
        #expect(result.frame(of: "c") == Rect(x: 0, y: 148, width: 100, height: 66))
    }

    /// `uniformAcrossSiblings` widths: natural widths of "Sizes" (42.5 → 43) and "Larger Sizes" (102) become 102.
    @Test func uniformAcrossSiblingsEqualisesWidths() {
        let item = SectionItem(size: LayoutSize(width: .uniformAcrossSiblings(estimate: 50), height: .estimated(44)))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]))
        let result = T.layout(T.section(layout, [T.text("a", "Sizes"), T.text("b", "Larger Sizes")]), width: 300)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 102, height: 22))
        #expect(result.frame(of: "b") == Rect(x: 102, y: 0, width: 102, height: 22))
    }

    /// A node with nothing to measure (a box without a size) keeps the estimate; a box with a size is measured.
    @Test func theEstimateStandsInOnlyWhenThereIsNothingToMeasure() {
        let item = SectionItem(size: LayoutSize(width: .absolute(100), height: .estimated(216)))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]))
        let result = T.layout(T.section(layout, [Node(id: "empty"), T.box("sized", 10, 50)]), width: 300)
        #expect(result.frame(of: "empty")!.height == 216)
        #expect(result.frame(of: "sized")!.height == 50)
    }

    /// Items can be containers of any engine, measured through `NodeSizing`: a vertical stack with padding 8 around
    /// the title is 100 wide, its text 84 wide (nine characters a line: "Larger" / "Accessibi" / "lity" / "Sizes",
    /// the long word broken as UILabel breaks it; 4 lines, 88) → 104 high, and the stack places the text inside it.
    @Test func itemsNestOtherEngines() {
        let stack = Node(
            id: "cell", layout: .stack(StackParameters(axis: .vertical, padding: EdgeInsets(all: 8))),
            children: [T.text("label", Self.title)])
        let item = SectionItem(size: LayoutSize(width: .absolute(100), height: .estimated(44)))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item]),
            contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let result = T.layout(T.section(layout, [stack]), width: 300)
        #expect(result.frame(of: "cell") == Rect(x: 10, y: 0, width: 100, height: 104))
        #expect(result.frame(of: "label") == Rect(x: 18, y: 8, width: 84, height: 88))
    }
}
