import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Text styling as UIKit's paragraph styles, attributes and `UILabel` do it (issue 19, point 3). Each test names
/// its source; docs/text.md ("Styling") lists them.
@Suite struct TextStylingRulesTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func content(_ string: String, lines: Int = 0, _ change: (inout TextStyling) -> Void = { _ in }) -> TextContent {
        var text = TextContent(string, lines: lines)
        change(&text.styling)
        return text
    }

    func measure(
        _ text: TextContent, width: Double?, _ environment: Environment = Environment(width: 320)
    ) -> TextMeasurement {
        measurer.measure(text, in: environment, width: width)
    }

    static let paragraph = "one two three four five six seven eight nine ten eleven twelve"

    /// `NSParagraphStyle.lineSpacing`: "the distance in points between the bottom of one line fragment and the top
    /// of the next" (Apple documentation): added between lines, never after the last, and one line gets none.
    @Test func lineSpacingIsAddedBetweenLinesOnly() {
        let plain = measure(content(Self.paragraph), width: 120)
        let spaced = measure(content(Self.paragraph) { $0.lineSpacing = 6 }, width: 120)
        #expect(plain.lineCount >= 3 && spaced.lineCount == plain.lineCount)
        #expect(abs(spaced.size.height - (plain.size.height + 6 * Double(plain.lineCount - 1))) < 0.01)
        #expect(
            abs(
                spaced.lastBaseline - spaced.firstBaseline - (plain.lastBaseline - plain.firstBaseline) - 6
                    * Double(plain.lineCount - 1)) < 0.01)
        let oneLine = measure(content("Title") { $0.lineSpacing = 6 }, width: 200)
        #expect(oneLine.size.height == measure(content("Title"), width: 200).size.height)
    }

    /// `NSParagraphStyle.lineHeightMultiple`: "the natural line height of the receiver is multiplied by this factor
    /// (if positive)" (Apple documentation); TextKit puts the added height above each line's glyphs (observation:
    /// the text sits at the bottom of a taller line, the reason for the `baselineOffset` workaround).
    @Test func lineHeightMultipleMultipliesTheNaturalLineHeight() {
        let plain = measure(content(Self.paragraph), width: 120)
        let tall = measure(content(Self.paragraph) { $0.lineHeightMultiple = 1.5 }, width: 120)
        #expect(tall.lineCount == plain.lineCount)
        #expect(
            abs(tall.size.height - 1.5 * plain.size.height) < 0.01, "\(tall.size.height) vs 1.5 × \(plain.size.height)")
        // All of the extra 11 pt (22 × 0.5) of the first line is above its baseline.
        #expect(
            abs(tall.firstBaseline - plain.firstBaseline - 11) < 0.01, "\(tall.firstBaseline) vs \(plain.firstBaseline)"
        )
        #expect(abs(tall.lastBaseline - tall.firstBaseline - 1.5 * (plain.lastBaseline - plain.firstBaseline)) < 0.01)
    }

    /// `NSAttributedString.Key.kern`: "the number of points by which to adjust kern-pair characters" (Apple
    /// documentation), added after every character, the last one too (observation: a kerned `UILabel`'s size
    /// counts the space after its last letter, which is why centred kerned text sits half a kern off-centre).
    @Test func letterSpacingFollowsEveryCharacter() {
        let word = "Kerning"
        let plain = measure(content(word), width: nil).size.width
        let spaced = measure(content(word) { $0.letterSpacing = 2 }, width: nil).size.width
        #expect(abs(spaced - plain - 2 * Double(word.count)) < 0.01, "\(spaced) vs \(plain)")
        // A wrapped line counts its trailing space too: it never reaches past the width.
        let wrapped = measure(content(Self.paragraph) { $0.letterSpacing = 2 }, width: 150)
        #expect(wrapped.lineCount > 2 && wrapped.size.width <= 150 && !wrapped.hasOverflowingWord)
        let tight = measure(content(word) { $0.letterSpacing = -1 }, width: nil).size.width
        #expect(tight < plain)
    }

    /// Case mapping follows the text's language, as Foundation's `uppercased(with:)` does (Apple documentation:
    /// "the case mappings of the given locale"): Turkish "i" upper-cases to dotted "İ", German "ß" to "SS".
    @Test func textCaseFollowsTheLanguage() {
        #expect(TextCase.uppercase.apply(to: "istanbul", language: "tr") == "İSTANBUL")
        #expect(TextCase.uppercase.apply(to: "istanbul", language: "en") == "ISTANBUL")
        #expect(TextCase.uppercase.apply(to: "straße", language: "de") == "STRASSE")
        #expect(TextCase.capitalized.apply(to: "hello world", language: "en") == "Hello World")
        let request = TextRequest(
            content: content("Settings") { $0.textCase = .uppercase }, environment: Environment(width: 320), width: nil)
        #expect(request.string == "SETTINGS")
        #expect(measurer.measure(request).size.width > measure(content("Settings"), width: nil).size.width)
    }

    /// `UILabel.adjustsFontSizeToFitWidth`: "the label reduces the font size until the text fits or it has scaled
    /// the font down to the minimum font size" given by `minimumScaleFactor` (Apple documentation); the one-line
    /// label keeps its baseline (`baselineAdjustment` `.alignBaselines`, the default, "effective only when the
    /// numberOfLines property is set to 1"), and its intrinsic size stays the full font's.
    @Test func adjustsFontSizeShrinksUntilTheTextFits() {
        let title = "Quarterly revenue summary"
        let full = measure(content(title, lines: 1), width: nil)
        let shrinking = content(title, lines: 1) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        #expect(
            measure(shrinking, width: nil) == full, "measured without a width (intrinsic size), the font is full size")
        let width = (full.size.width * 0.75).rounded()
        let fitted = measure(shrinking, width: width)
        #expect(!fitted.isTruncated && fitted.size.width <= width)
        #expect(fitted.scaleFactor < 0.78 && fitted.scaleFactor > 0.7, "\(fitted.scaleFactor)")
        #expect(fitted.size.height == full.size.height && abs(fitted.firstBaseline - full.firstBaseline) < 1e-9)
        // Never below the factor: at a third of the width even half size does not fit, and the text truncates.
        let floor = measure(shrinking, width: (full.size.width / 3).rounded())
        #expect(floor.scaleFactor == 0.5 && floor.isEllipsized)
        // Without the switch the same text just truncates, at full size.
        let plain = measure(content(title, lines: 1), width: width)
        #expect(plain.isEllipsized && plain.scaleFactor == 1)
        // A text that fits is never shrunk.
        #expect(measure(shrinking, width: full.size.width + 1).scaleFactor == 1)
    }

    /// Attributed runs lay out as one text: a bold run is wider than the same run regular, and a run's own font
    /// size makes its line taller (TextKit's line height is the largest of its runs').
    @Test func runsLayOutAsOneText() {
        let regular = measure(TextContent(runs: [TextRun("Hello "), TextRun("Anna")]), width: nil)
        let bold = measure(TextContent(runs: [TextRun("Hello "), TextRun("Anna", weight: .bold)]), width: nil)
        #expect(regular.size.width == measure(TextContent("Hello Anna"), width: nil).size.width)
        #expect(bold.size.width > regular.size.width)
        let large = measure(TextContent(runs: [TextRun("Total "), TextRun("$49", fontSize: 34)]), width: nil)
        #expect(large.size.height > regular.size.height + 10)
    }

    /// Colours resolve per appearance, and a link run draws in the `link` colour whatever its own colour, underlined,
    /// as UILabel draws `.link` ranges (NSLayoutManager's link colour "ignores the NSForegroundColorAttributeName";
    /// links "get displayed in a different color and underlined", Cocoanetics, "Customizing UILabel Hyperlinks").
    @Test func runColoursResolvePerAppearanceAndLinksUseTheLinkColour() {
        let text = TextContent(runs: [
            TextRun("Read "), TextRun("terms", color: SemanticColors.systemRed, link: "https://example.com"),
            TextRun(" now", color: .dynamic(light: .black, dark: .white)),
        ])
        let light = TextRequest(content: text, environment: Environment(width: 320), width: nil)
        let dark = TextRequest(content: text, environment: Environment(width: 320, appearance: .dark), width: nil)
        #expect(light.styling.spans.count == 2)
        #expect(
            light.styling.spans[0].color == SemanticColors.link.resolved(for: .light)
                && light.styling.spans[0].underline)
        #expect(light.styling.spans[1].color == .black && dark.styling.spans[1].color == .white)
        #expect(light.string.utf8.count == light.styling.spans[1].end)
    }
}
