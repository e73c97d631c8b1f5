import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Groups: how items are taken, sized along and across the axis, spaced and inset.
@Suite struct SectionsGroupTests {
    typealias T = SectionsTest

    /// The article's card row: an orthogonal section, insets 16 at the sides and 8 on top, one group of estimated
    /// width that takes every card, cards `absolute(0.6 × W)` wide and 12 apart. Card i starts at
    /// 16 + i × (0.6W + 12); cards measure 100, 110, 120, 130 high (estimated), so the row is 130 high, at y = 8.
    @Test(arguments: [320.0, 375, 414])
    func orthogonalCardsAreSixTenthsOfTheWidth(width: Double) {
        let card = SectionItem(size: LayoutSize(width: .absolute(0.6 * width), height: .estimated(216)))
        let layout = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .estimated(50), height: .estimated(50)), subitems: [card],
                interItemSpacing: .fixed(12)),
            contentInsets: EdgeInsets(top: 8, left: 16, bottom: 0, right: 16), isOrthogonal: true)
        let cards = (0..<4).map { T.box("card\($0)", 10, 100 + 10 * Double($0)) }
        let result = T.layout(T.section(layout, cards), width: width)
        for index in 0..<4 {
            let expected = Rect(
                x: 16 + Double(index) * (0.6 * width + 12), y: 8, width: 0.6 * width, height: 100 + 10 * Double(index))
            #expect(isClose(result.frame(of: "card\(index)"), expected), "card\(index) at \(width): \(result)")
        }
        #expect(result.frame(of: "section") == Rect(x: 0, y: 0, width: width, height: 8 + 130))
        // Apple's usual shape — one card per group, groups 0.6W wide and 12 apart — gives the same frames.
        let perGroup = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .absolute(0.6 * width), height: .estimated(216)),
                subitems: [SectionItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(216)))]),
            contentInsets: EdgeInsets(top: 8, left: 16, bottom: 0, right: 16), interGroupSpacing: 12, isOrthogonal: true
        )
        let other = T.layout(T.section(perGroup, cards), width: width)
        for index in 0..<4 { #expect(isClose(other.frame(of: "card\(index)"), result.frame(of: "card\(index)")!)) }
    }

    /// The grid: groups as wide as the content (W − 32), 128 high, `count: 2` with 12 between → items
    /// (W − 32 − 12) / 2 wide; rows 128 + 12 apart. Five items: the last row has one, at the leading edge.
    @Test(arguments: [320.0, 375, 414])
    func twoColumnGrid(width: Double) {
        let layout = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(128)), count: 2,
                interItemSpacing: .fixed(12)),
            contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), interGroupSpacing: 12)
        let result = T.layout(T.section(layout, (0..<5).map { T.box("k\($0)", 10, 10) }), width: width)
        let itemWidth = (width - 32 - 12) / 2
        for index in 0..<5 {
            let column = Double(index % 2), row = Double(index / 2)
            let expected = Rect(x: 16 + column * (itemWidth + 12), y: row * (128 + 12), width: itemWidth, height: 128)
            #expect(isClose(result.frame(of: "k\(index)"), expected), "k\(index) at \(width)")
        }
        #expect(result.size.height == 3 * 128 + 2 * 12)
    }

    /// A group repeats its subitems while the next fits and starts again from the first in the next group:
    /// subitems ½, ¼, ¼ of 200 → 100, 50, 50 per row; six items make two identical rows 10 high.
    @Test func subitemsRepeatUntilTheGroupIsFull() {
        let subitems = [0.5, 0.25, 0.25].map {
            SectionItem(size: LayoutSize(width: .fractionalWidth($0), height: .fractionalHeight(1)))
        }
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitems: subitems)
        )
        let result = T.layout(T.section(layout, (0..<6).map { T.box("i\($0)", 0, 0) }), width: 200)
        let xs = [0.0, 100, 150], widths = [100.0, 50, 50]
        for index in 0..<6 {
            #expect(
                result.frame(of: "i\(index)")
                    == Rect(x: xs[index % 3], y: Double(index / 3) * 10, width: widths[index % 3], height: 10))
        }
    }

    /// Flexible inter-item spacing: 40-wide items with at least 30 between them in 200: three fit (40 + 30 + 40 +
    /// 30 + 40 = 180; a fourth needs 250); the free 20 is shared by the two gaps → 40 each: x = 0, 80, 160.
    @Test func flexibleSpacingSharesTheFreeLength() {
        let layout = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)),
                subitems: [SectionItem(size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)))],
                interItemSpacing: .flexible(30)))
        let result = T.layout(T.section(layout, (0..<4).map { T.box("i\($0)", 0, 0) }), width: 200)
        #expect([0, 1, 2].map { result.frame(of: "i\($0)")!.x } == [0, 80, 160])
        #expect(result.frame(of: "i3") == Rect(x: 0, y: 10, width: 40, height: 10))
    }

    /// Edge spacing: a 50 × 20 item in a 200 × 100 group. Flexible on all four edges centres it (75, 40); a
    /// flexible top alone pushes it to the bottom (y 80); fixed leading 10 moves it 10 along.
    @Test func edgeSpacingPositionsTheItem() {
        func frame(_ spacing: EdgeSpacing) -> Rect? {
            let item = SectionItem(size: LayoutSize(width: .absolute(50), height: .absolute(20)), edgeSpacing: spacing)
            let layout = SectionLayout(
                group: SectionGroup(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item]))
            return T.layout(T.section(layout, [T.box("item", 0, 0)]), width: 200).frame(of: "item")
        }
        #expect(
            frame(EdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0)))
                == Rect(x: 75, y: 40, width: 50, height: 20))
        #expect(frame(EdgeSpacing(top: .flexible(0))) == Rect(x: 0, y: 80, width: 50, height: 20))
        #expect(frame(EdgeSpacing(leading: .fixed(10), top: .fixed(5))) == Rect(x: 10, y: 5, width: 50, height: 20))
    }

    /// UIKit's own example for `contentInsets`: three 20 pt items with 2 pt insets render 16 × 16 and the group
    /// stays 60 × 20.
    @Test func contentInsetsShrinkTheItemAfterPositioning() {
        let item = SectionItem(
            size: LayoutSize(width: .absolute(20), height: .absolute(20)), contentInsets: EdgeInsets(all: 2))
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .absolute(60), height: .absolute(20)), subitems: [item]))
        let result = T.layout(T.section(layout, (0..<3).map { T.box("i\($0)", 0, 0) }), width: 200)
        #expect(
            [0, 1, 2].map { result.frame(of: "i\($0)")! } == [
                Rect(x: 2, y: 2, width: 16, height: 16), Rect(x: 22, y: 2, width: 16, height: 16),
                Rect(x: 42, y: 2, width: 16, height: 16),
            ])
        #expect(result.size.height == 20)
    }

    /// `fractionalHeight` is of the containing group: half of a 100 pt group is 50; `fractionalHeight(1)` as a
    /// width makes a square of the group's height; in a group of estimated height, `fractionalHeight(1)` items
    /// stretch to the tallest measured item (boxes 40 and 70 → both 70).
    @Test func fractionalHeightIsOfTheGroup() {
        let half = SectionItem(size: LayoutSize(width: .fractionalHeight(1), height: .fractionalHeight(0.5)))
        let fixed = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [half]))
        let result = T.layout(T.section(fixed, [T.box("a", 0, 0), T.box("b", 0, 0)]), width: 300)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame(of: "b") == Rect(x: 100, y: 0, width: 100, height: 50))

        let stretch = SectionItem(size: LayoutSize(width: .absolute(50), height: .fractionalHeight(1)))
        let estimated = SectionLayout(
            group: SectionGroup(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(10)), subitems: [stretch]))
        let stretched = T.layout(T.section(estimated, [T.box("a", 0, 40), T.box("b", 0, 70)]), width: 300)
        #expect(stretched.frame(of: "a") == Rect(x: 0, y: 0, width: 50, height: 70))
        #expect(stretched.frame(of: "b") == Rect(x: 50, y: 0, width: 50, height: 70))
    }

    /// A top-level group's `fractionalHeight` is of the environment's height less the section's vertical insets:
    /// (600 − 20 − 20) × 0.25 = 140. Without an environment height it is measured like an estimate.
    @Test func topLevelFractionalHeightIsOfTheEnvironment() {
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.25))),
            contentInsets: EdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
        let tall = T.layout(T.section(layout, [T.box("a", 0, 30)]), width: 200, height: 600)
        #expect(tall.frame(of: "a") == Rect(x: 0, y: 20, width: 200, height: 140))
        let fitted = T.layout(T.section(layout, [T.box("a", 0, 30)]), width: 200)
        #expect(fitted.frame(of: "a") == Rect(x: 0, y: 20, width: 200, height: 30))
    }

    /// A vertical `count` group shares its height: (300 − 2 × 10) / 3 each, full width, 10 apart.
    @Test func verticalCountGroupSharesItsHeight() {
        let layout = SectionLayout(
            group: SectionGroup(
                axis: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)), count: 3,
                interItemSpacing: .fixed(10)))
        let result = T.layout(T.section(layout, (0..<3).map { T.box("i\($0)", 0, 0) }), width: 200)
        let height = 280.0 / 3
        for index in 0..<3 {
            #expect(
                isClose(
                    result.frame(of: "i\(index)"),
                    Rect(x: 0, y: Double(index) * (height + 10), width: 200, height: height)))
        }
    }

    /// Hidden items take no slot: in a two-column grid, the item after a hidden one moves into its place and
    /// the hidden one gets an empty frame at the content's origin.
    @Test func hiddenItemsTakeNoSlot() {
        var hidden = T.box("b", 0, 0)
        hidden.hidden = true
        let layout = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), count: 2),
            contentInsets: EdgeInsets(top: 4, left: 8, bottom: 0, right: 8))
        let result = T.layout(T.section(layout, [T.box("a", 0, 0), hidden, T.box("c", 0, 0)]), width: 216)
        #expect(result.frame(of: "c") == Rect(x: 108, y: 4, width: 100, height: 50))
        #expect(result.frame(of: "b") == Rect(x: 8, y: 4, width: 0, height: 0))
    }
}
