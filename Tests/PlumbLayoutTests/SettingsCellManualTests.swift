import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout

/// The manual settings cell against docs/design.md §11.1's rules, with a fake measurer whose glyphs are 0.5 em wide, so
/// every text height can be worked out by hand.
@Suite struct SettingsCellManualTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    func layout(width: Double, category: ContentSizeCategory, direction: LayoutDirection = .ltr) -> LayoutResult {
        let environment = Environment(width: width, category: category, direction: direction)
        let entry = Gallery.entry(named: "settings-cell")!
        return LayoutEngine.layout(
            entry.tree(for: environment), name: entry.name,
            context: LayoutContext(environment: environment, measurer: measurer, manualLayouts: Gallery.manualLayouts))
    }

    /// "Larger Accessibility Sizes" is 6 + 1 + 13 + 1 + 5 = 26 characters; at body L (17 pt) each is 8.5 pt.
    @Test func horizontalAtLargeIsOneLineCentredOnTheSwitch() throws {
        let result = layout(width: 375, category: .large)
        // Text width 375 − 16 − 51 − 8 − 16 = 284 ≥ 26 × 8.5 = 221: one line, 22 pt (body L leading).
        #expect(result.frame(of: "title") == Rect(x: 16, y: 12 + (31 - 22) / 2, width: 284, height: 22))
        #expect(result.frame(of: "toggle") == Rect(x: 375 - 16 - 51, y: 12, width: 51, height: 31))
        #expect(result.size == Size(width: 375, height: 12 + 31 + 12))
        #expect(result.frame(of: "cell") == Rect(x: 0, y: 0, width: 375, height: 55))
    }

    @Test func horizontalWithTallTextPutsTextOnTopAndCentresTheSwitch() throws {
        // xxxl: body 23/29, glyph 11.5 pt. Width 320 → text width 229. "Larger Accessibility" = 20 × 11.5 = 230 > 229,
        // so it breaks after "Larger"; "Accessibility Sizes" = 19 × 11.5 = 218.5 fits: 2 lines × 29 = 58 pt.
        let result = layout(width: 320, category: .extraExtraExtraLarge)
        #expect(result.frame(of: "title") == Rect(x: 16, y: 12, width: 229, height: 58))
        #expect(result.frame(of: "toggle") == Rect(x: 253, y: 12 + (58 - 31) / 2, width: 51, height: 31))
        #expect(result.size.height == 12 + 58 + 12)
    }

    @Test(arguments: [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    func verticalAtAccessibilitySizes(category: ContentSizeCategory) throws {
        let width = 375.0
        let metrics = DynamicTypeTable.metrics(.body, category)
        let glyph = metrics.size / 2
        // Greedy wrap of the three words at width − 32, by hand.
        let words = [6.0, 13, 5].map { $0 * glyph }
        var lines = 1, current = words[0]
        for word in words.dropFirst() {
            if current + glyph + word > width - 32 { lines += 1; current = word } else { current += glyph + word }
        }
        let textHeight = Double(lines) * metrics.leading
        let result = layout(width: width, category: category)
        #expect(result.frame(of: "title") == Rect(x: 16, y: 12, width: width - 32, height: textHeight))
        #expect(result.frame(of: "toggle") == Rect(x: 16, y: 12 + textHeight + 8, width: 51, height: 31))
        #expect(result.size.height == 12 + textHeight + 8 + 31 + 12)
    }

    @Test func rightToLeftMirrorsBothFrames() {
        let result = layout(width: 375, category: .large, direction: .rtl)
        #expect(result.frame(of: "toggle") == Rect(x: 16, y: 12, width: 51, height: 31))
        #expect(result.frame(of: "title") == Rect(x: 375 - 16 - 284, y: 16.5, width: 284, height: 22))
    }

    @Test func heightIsAlwaysTheLowestEdgePlusTwelve() {
        for width in stride(from: 320.0, through: 430, by: 1) {
            for category in ContentSizeCategory.allCases {
                let result = layout(width: width, category: category)
                let lowest = result.entries.dropFirst().map(\.frame.maxY).max()!
                #expect(result.size.height == lowest + 12, "\(width) \(category)")
            }
        }
    }
}
