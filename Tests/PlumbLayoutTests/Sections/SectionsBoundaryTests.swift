import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Headers and footers, the container's stacking, orthogonal content and right-to-left.
@Suite struct SectionsBoundaryTests {
    typealias T = SectionsTest

    /// W 300, insets top 5, left 20, bottom 7, right 10: the band is x 20…290 (270 wide). A 100 × 30 header sits
    /// at x 20 (leading), 105 (centred: 20 + 170 / 2) or 190 (trailing), y 0; the item (a 40 pt box) at y 30 + 5;
    /// a 100 × 20 footer at y 35 + 40 + 7 = 82. The section is 102 high.
    @Test(arguments: [
        (BoundaryAlignment.topLeading, BoundaryAlignment.bottomLeading, 20.0),
        (.top, .bottom, 105), (.topTrailing, .bottomTrailing, 190),
    ])
    func boundaryItemsFollowTheirAlignment(header: BoundaryAlignment, footer: BoundaryAlignment, x: Double) {
        let result = T.layout(T.section(layout(header: header, footer: footer), children()), width: 300)
        #expect(result.frame(of: "header") == Rect(x: x, y: 0, width: 100, height: 30))
        #expect(result.frame(of: "item") == Rect(x: 20, y: 35, width: 270, height: 40))
        #expect(result.frame(of: "footer") == Rect(x: x, y: 82, width: 100, height: 20))
        #expect(result.size.height == 102)
    }

    /// `supplementariesFollowContentInsets: false` (the article's header): the band is the whole 300.
    @Test func supplementariesCanIgnoreTheContentInsets() {
        var section = layout(header: .topTrailing, footer: .bottom)
        section.supplementariesFollowContentInsets = false
        let result = T.layout(T.section(section, children()), width: 300)
        #expect(result.frame(of: "header") == Rect(x: 200, y: 0, width: 100, height: 30))
        #expect(result.frame(of: "footer") == Rect(x: 100, y: 82, width: 100, height: 20))
        #expect(result.frame(of: "item") == Rect(x: 20, y: 35, width: 270, height: 40))
    }

    /// A header's default size is the band's width and its measured height: the title is 221 pt on one line in
    /// 270 → 22 high. Two top items stack in the order given.
    @Test func headersAreMeasuredAndStack() {
        let title = BoundaryItem(id: "title", alignment: .topLeading)
        let subtitle = BoundaryItem(
            id: "subtitle", size: LayoutSize(width: .absolute(50), height: .absolute(10)), alignment: .topLeading)
        var section = layout(header: .top, footer: .bottom)
        section.boundaryItems = [title, subtitle]
        let result = T.layout(
            T.section(
                section, [T.text("title", "Larger Accessibility Sizes"), T.box("item", 0, 40), T.box("subtitle", 0, 0)]),
            width: 300)
        #expect(result.frame(of: "title") == Rect(x: 20, y: 0, width: 270, height: 22))
        #expect(result.frame(of: "subtitle") == Rect(x: 20, y: 22, width: 50, height: 10))
        #expect(result.frame(of: "item") == Rect(x: 20, y: 22 + 10 + 5, width: 270, height: 40))
    }

    /// Right-to-left mirrors the section inside its frame: the leading header goes to 300 − 20 − 100 = 180.
    @Test func rightToLeftMirrorsBoundaryItems() {
        let ltr = T.layout(T.section(layout(header: .topLeading, footer: .bottomTrailing), children()), width: 300)
        let rtl = T.layout(
            T.section(layout(header: .topLeading, footer: .bottomTrailing), children()), width: 300, direction: .rtl)
        #expect(rtl.frame(of: "header") == Rect(x: 180, y: 0, width: 100, height: 30))
        for id in ["header", "item", "footer"] {
            #expect(rtl.frame(of: id) == ltr.frame(of: id)!.mirrored(inWidth: 300))
        }
    }

    /// An orthogonal row: cards 0.6W wide, 12 apart, after a 16 pt inset. The section's frame is the visible
    /// part (W wide); its content is 16 + 3 × 0.6W + 2 × 12 + 16 wide. Under right-to-left the first card is at
    /// the right edge and the rest run off to the left.
    @Test(arguments: [320.0, 375])
    func orthogonalContentWidthIsReported(width: Double) throws {
        let item = SectionItem(size: LayoutSize(width: .absolute(0.6 * width), height: .absolute(50)))
        let section = T.section(
            SectionLayout(
                group: SectionGroup(
                    size: LayoutSize(width: .estimated(10), height: .estimated(10)), subitems: [item],
                    interItemSpacing: .fixed(12)),
                contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), isOrthogonal: true),
            (0..<3).map { T.box("c\($0)", 0, 0) })
        let context = LayoutContext(
            environment: Environment(width: width), measurer: FixedAdvanceMeasurer(advance: 0.5))
        let content = try #require(SectionsEngine.contentSize(of: section, width: width, context: context))
        #expect(abs(content.width - (16 + 3 * 0.6 * width + 2 * 12 + 16)) < 1e-9)
        #expect(content.height == 50)
        #expect(section.layout.clipsDescendants)

        let result = T.layout(T.container([section]), width: width)
        #expect(result.frame(of: "section") == Rect(x: 0, y: 0, width: width, height: 50))
        let rtl = T.layout(T.container([section]), width: width, direction: .rtl)
        #expect(isClose(rtl.frame(of: "c0"), Rect(x: width - 16 - 0.6 * width, y: 0, width: 0.6 * width, height: 50)))
        #expect(
            isClose(
                rtl.frame(of: "c2"), Rect(x: width - 16 - 3 * 0.6 * width - 24, y: 0, width: 0.6 * width, height: 50)))

        // A section that does not scroll reports its own width and does not clip.
        var vertical = section
        vertical.layout = .sections(.section(SectionLayout()))
        #expect(SectionsEngine.contentSize(of: vertical, width: width, context: context)?.width == width)
        #expect(!vertical.layout.clipsDescendants)
    }

    /// The container stacks its sections the full width, `interSectionSpacing` apart; a hidden section takes no
    /// space. Sections of 40 and 60 with spacing 10: y 0 and 50, total 110; the second section's item is at 50.
    @Test func theContainerStacksSections() {
        let plain = SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))))
        var hidden = T.section(plain, [T.box("h", 0, 99)], id: "hidden")
        hidden.hidden = true
        let root = T.container(
            [
                T.section(plain, [T.box("a", 0, 40)], id: "one"), hidden,
                T.section(plain, [T.box("b", 0, 60)], id: "two"),
            ], spacing: 10)
        let result = T.layout(root, width: 200)
        #expect(result.frame(of: "one") == Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(result.frame(of: "two") == Rect(x: 0, y: 50, width: 200, height: 60))
        #expect(result.frame(of: "b") == Rect(x: 0, y: 50, width: 200, height: 60))
        #expect(result.size.height == 110)
    }

    // MARK: - Builders

    func layout(header: BoundaryAlignment, footer: BoundaryAlignment) -> SectionLayout {
        SectionLayout(
            group: SectionGroup(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))),
            contentInsets: EdgeInsets(top: 5, left: 20, bottom: 7, right: 10),
            boundaryItems: [
                BoundaryItem(
                    id: "header", size: LayoutSize(width: .absolute(100), height: .absolute(30)), alignment: header),
                BoundaryItem(
                    id: "footer", size: LayoutSize(width: .absolute(100), height: .absolute(20)), alignment: footer),
            ])
    }

    /// The boundary items may come anywhere among the children; here the footer is first.
    func children() -> [Node] { [T.box("footer", 0, 0), T.box("header", 0, 0), T.box("item", 0, 40)] }
}
