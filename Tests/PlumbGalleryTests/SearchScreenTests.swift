import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The search screen (docs/design.md §11.5) against its rules, with the real Pango measurer, at widths 320, 375, 414 and
/// all twelve categories: geometry that lint must find clean, and the card and grid arithmetic.
@Suite struct SearchScreenTests {
    typealias ID = SearchScreenModel.ID
    let measurer: PangoTextMeasurer
    let model = SearchScreenModel()

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func layout(_ environment: Environment) -> LayoutResult {
        let context = LayoutContext(environment: environment, measurer: measurer)
        return LayoutEngine.layout(SearchScreen.root(environment: environment), name: "search-screen", context: context)
    }

    static let environments = [320.0, 375, 414].flatMap { width in
        ContentSizeCategory.allCases.map { Environment(width: width, category: $0) }
    }

    /// No two visible siblings share area, every node lies inside its parent except the items an orthogonal
    /// section scrolls (they must still lie inside it vertically), nothing lies outside the root except that
    /// scrolled content, and no text needs more room than its frame gives or is cut short.
    @Test(arguments: environments)
    func geometryIsClean(environment: Environment) {
        let result = layout(environment)
        let entries = result.entries
        let root = Rect(origin: .zero, size: result.size)
        func scrolled(_ index: Int) -> Bool {
            var parent = entries[index].parent
            while let p = parent {
                if entries[p].node.layout.clipsDescendants { return true }
                parent = entries[p].parent
            }
            return false
        }
        for (index, entry) in entries.enumerated() where !entry.node.hidden {
            guard let parent = entry.parent else { continue }
            let parentFrame = entries[parent].frame
            if case .sections(.section(let section)) = entries[parent].node.layout, section.isOrthogonal,
                section.boundaryItem(entry.node.id) == nil
            {
                #expect(
                    entry.frame.minY >= parentFrame.minY && entry.frame.maxY <= parentFrame.maxY,
                    "\(entry.node.id) in \(environment.label)")
            } else {
                #expect(
                    parentFrame.contains(entry.frame, tolerance: 1e-6),
                    "\(entry.node.id) \(entry.frame) outside its parent at \(environment.label)")
            }
            if !scrolled(index) {
                #expect(
                    root.contains(entry.frame, tolerance: 1e-6),
                    "\(entry.node.id) outside the root at \(environment.label)")
            }
            if let text = entry.text {
                // A button's title may use its frame minus insets that shrink when it is small (ButtonTitle).
                let box =
                    entry.node.kind == .button
                    ? ButtonTitle(entry.node.text!, in: entry.frame, environment: environment, measurer: measurer).box
                    : entry.frame
                #expect(
                    text.size.width <= box.width + 1e-6 && text.size.height <= box.height + 1e-6,
                    "\(entry.node.id) clipped at \(environment.label)")
                #expect(!text.isEllipsized)
            }
            for other in entries.indices
            where other > index && entries[other].parent == parent && !entries[other].node.hidden {
                if let shared = entry.frame.intersection(entries[other].frame) {
                    Issue.record(
                        "\(entry.node.id) and \(entries[other].node.id) overlap by \(shared) at \(environment.label)")
                }
            }
        }
    }

    /// Cards: x = 16 + i × (0.6W + 12), 0.6W wide, after the header and the top inset 8, all as tall as the tallest
    /// card (uniformAcrossSiblings): photo 112 + 12 + name + 4 + caption + 4 + spacer 0 + 12, the name and caption
    /// measured at 0.6W − 24. The section's height is header + 8 + card height.
    @Test(arguments: [320.0, 375, 414])
    func cardsAreSixTenthsOfTheWidthAndEquallyTall(width: Double) {
        for category in ContentSizeCategory.allCases {
            let environment = Environment(width: width, category: category)
            let result = layout(environment)
            let header = result.frame(of: ID.popularHeader)!
            #expect(
                header
                    == Rect(
                        x: 16, y: 0, width: width - 32,
                        height: textHeight(model.popularTitle, .title3, .semibold, width - 32, environment)))
            let cardWidth = 0.6 * width
            let tallest = model.restaurants.map { restaurant in
                112 + 12 + textHeight(restaurant.name, .headline, nil, cardWidth - 24, environment) + 4
                    + textHeight(restaurant.caption, .footnote, nil, cardWidth - 24, environment) + 4 + 12
            }.max()!
            for index in model.restaurants.indices {
                let frame = result.frame(of: ID.card(index))!
                let expected = Rect(
                    x: 16 + Double(index) * (cardWidth + 12), y: header.height + 8, width: cardWidth, height: tallest)
                #expect(isClose(frame, expected), "card\(index) at \(environment.label): \(frame) ≠ \(expected)")
            }
            #expect(result.frame(of: ID.popular) == Rect(x: 0, y: 0, width: width, height: header.height + 8 + tallest))
        }
    }

    /// The grid at non-accessibility categories: items (W − 32 − 12) / 2 wide and 128 high, 12 apart both ways,
    /// under the header and the top inset 8; the footer button 44 high, 8 below the last row, across the band.
    @Test(arguments: [320.0, 375, 414])
    func gridHasTwoCardsPerRow(width: Double) {
        for category in ContentSizeCategory.allCases where !category.isAccessibilityCategory {
            let environment = Environment(width: width, category: category)
            let result = layout(environment)
            let section = result.frame(of: ID.kitchens)!, header = result.frame(of: ID.kitchensHeader)!
            let top = section.y + header.height + 8
            let itemWidth = (width - 32 - 12) / 2
            for index in model.kitchens.indices {
                let x = 16 + Double(index % 2) * (itemWidth + 12), y = top + Double(index / 2) * (128 + 12)
                #expect(
                    result.frame(of: ID.kitchen(index)) == Rect(x: x, y: y, width: itemWidth, height: 128),
                    "kitchen\(index) at \(environment.label)")
            }
            let rows = Double((model.kitchens.count + 1) / 2)
            let footerY = top + rows * 128 + (rows - 1) * 12 + 8
            #expect(result.frame(of: ID.showAll) == Rect(x: 16, y: footerY, width: width - 32, height: 44))
            #expect(section.maxY == footerY + 44 && result.size.height == section.maxY)
            #expect(section.y == result.frame(of: ID.popular)!.maxY + 24)
        }
    }

    func textHeight(
        _ string: String, _ style: TextStyle, _ weight: FontWeight?, _ width: Double, _ environment: Environment
    ) -> Double {
        measurer.integralSize(
            of: TextContent(string, style: style, weight: weight, lines: 0), in: environment, width: width
        ).height
    }

    func isClose(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
