import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout
@testable import PlumbText

/// The constraint gallery entries against their rules, with the real Pango measurer.
@Suite struct ConstraintGalleryTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func layout(_ name: String, _ environment: Environment) -> LayoutResult {
        let entry = Gallery.entry(named: name)!
        let context = LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts)
        return LayoutEngine.layout(entry.tree(for: environment), name: name, context: context)
    }

    /// Each cell: 12 + the label's Pango height at W − 32 (rounded up) + 12; cells stacked with 1 pt between.
    @Test(arguments: [320.0, 375, 414, 768])
    func selfSizingCellsFollowTheirText(width: Double) {
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let environment = Environment(width: width, category: category)
            let result = layout("self-sizing-cells", environment)
            var y = 0.0
            for (index, text) in SelfSizingCells.texts.enumerated() {
                let textHeight = measurer.measure(
                    TextContent(text, style: .body, lines: 0), in: environment, width: width - 32
                ).size.height.rounded(.up)
                #expect(
                    result.frame(of: "cell\(index)") == Rect(x: 0, y: y, width: width, height: 12 + textHeight + 12),
                    "\(environment.label) cell\(index)")
                #expect(
                    result.frame(of: "label\(index)") == Rect(x: 16, y: y + 12, width: width - 32, height: textHeight))
                y += 12 + textHeight + 12 + 1
            }
            #expect(result.size.height == y - 1)
            #expect(result.issues.isEmpty, "\(result.issues.map(\.message))")
        }
    }

    /// The label: x = (W − 70) / 2, y = 160 − 50 − 30 = 80; separators from the root's layout margin (16, or 20 at
    /// widths ≥ 414) to 8 pt from it.
    @Test(arguments: [320.0, 375, 414])
    func anchoredSeparatorsHugTheLabel(width: Double) {
        for direction in [LayoutDirection.ltr, .rtl] {
            let result = layout("anchored-separators", Environment(width: width, direction: direction))
            let labelX = (width - 70) / 2
            let margin = width >= 414 ? 20.0 : 16.0
            #expect(result.frame(of: "distance") == Rect(x: labelX, y: 80, width: 70, height: 30))
            let left = Rect(x: margin, y: 80, width: labelX - 8 - margin, height: 30)
            let right = Rect(x: labelX + 70 + 8, y: 80, width: width - margin - (labelX + 78), height: 30)
            // Under RTL "leading" is the right side: the leading separator mirrors.
            #expect(result.frame(of: "leftSeparator") == (direction == .ltr ? left : right))
            #expect(result.frame(of: "rightSeparator") == (direction == .ltr ? right : left))
            #expect(result.issues.isEmpty)
        }
    }
}
