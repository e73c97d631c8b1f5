import Testing

@testable import PlumbCore
@testable import PlumbText

/// Line breaking as `UILabel` does it (issue 16, points 3 and 5).
///
/// Source: Apple's `NSLineBreakMode.byWordWrapping` documentation — "wrapping occurs at word boundaries, unless
/// the word itself doesn't fit on a single line" — and `UILabel.lineBreakMode` (default `.byTruncatingTail`; for
/// several lines the mode applies to the last one).
@Suite struct TextWrappingRulesTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func request(_ string: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .truncateTail) -> TextRequest {
        TextRequest(string: string, fontSize: 17, lineHeight: 22, width: width, maxLines: lines, lineBreakMode: mode)
    }

    /// A word wider than the line is broken within the word and the text grows taller; nothing sticks out.
    @Test func aWordWiderThanTheLineBreaksWithinTheWord() {
        let m = measurer.measure(request("Supercalifragilisticexpialidocious", width: 60))
        #expect(m.lineCount > 3)
        #expect(m.size.height == Double(m.lineCount) * 22)
        #expect(m.size.width <= 60 && !m.hasOverflowingWord && !m.isTruncated)
        // The stats row of the trial: "PostsFollowersFollowing"-like labels in a narrow column at AX3.
        let stats = measurer.measure(TextRequest(string: "Followers", fontSize: 40, lineHeight: 48, width: 100))
        #expect(stats.lineCount >= 2 && stats.size.width <= 100 && stats.size.height == Double(stats.lineCount) * 48)
    }

    /// Words that fit still wrap at word boundaries: only the over-wide word is split.
    @Test func wordsThatFitAreNotSplit() {
        let m = measurer.measure(request("a tiny example", width: 80))
        let words = measurer.measure(request("example", width: nil)).size.width
        #expect(words < 80 && m.lineCount == 2, "\"a tiny\" / \"example\"")
    }

    /// The space at a line break hangs past the width in Pango's extents; it is not counted, so a line that fits
    /// without it fits.
    @Test func theSpaceAtALineBreakIsNotCounted() {
        let line = measurer.measure(request("lorem ipsum dolor", width: nil)).size.width
        let m = measurer.measure(request("lorem ipsum dolor sit", width: line + 1))
        #expect(m.lineCount == 2 && !m.hasOverflowingWord)
        #expect(abs(m.size.width - line) < 0.01, "the first line without its space: \(m.size.width) vs \(line)")
    }

    /// Only a single character wider than the line still sticks out, and is reported.
    @Test func aCharacterWiderThanTheLineIsReported() {
        let m = measurer.measure(request("W", width: 5))
        #expect(m.hasOverflowingWord && m.size.width > 5)
    }

    /// `charWrap` breaks between any characters, so its first line holds more than `wordWrap`'s.
    @Test func charWrapBreaksBetweenCharacters() {
        let text = "ab cdefghijklmnop"
        let byWord = measurer.measure(request(text, width: 70, mode: .wordWrap))
        let byChar = measurer.measure(request(text, width: 70, mode: .charWrap))
        let firstLineWidth = measurer.measure(request("ab", width: nil)).size.width
        #expect(byWord.lineCount >= 2 && byChar.lineCount >= 2)
        #expect(byChar.lineCount <= byWord.lineCount)
        #expect(firstLineWidth < 30, "wordWrap's first line is \"ab\"; charWrap fills it")
    }

    /// `wordWrap` / `charWrap` with a line limit show no more lines and no ellipsis (`isCut`); truncating modes
    /// put "…" in the last line.
    @Test(arguments: LineBreakMode.allCases)
    func aLineLimitCutsOrTruncatesByMode(mode: LineBreakMode) {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away from here"
        let m = measurer.measure(request(text, width: 120, lines: 2, mode: mode))
        #expect(m.lineCount == 2 && m.size.height == 44, "\(mode)")
        #expect(m.isEllipsized == mode.truncates, "\(mode)")
        #expect(m.isCut == !mode.truncates, "\(mode)")
        #expect(m.size.width <= 120 && m.isTruncated)
        let free = measurer.measure(request(text, width: 120, lines: 0, mode: mode))
        #expect(free.lineCount > 2 && !free.isTruncated, "\(mode) without a limit shows everything")
    }

    /// `clip` at one line does not wrap: it fills the frame and is cut at its edge.
    @Test func clipAtOneLineIsCutAtTheFrameEdge() {
        let m = measurer.measure(
            request("The quick brown fox jumps over the lazy dog", width: 120, lines: 1, mode: .clip))
        #expect(m.lineCount == 1 && m.size.width == 120 && m.isCut && !m.isEllipsized && !m.hasOverflowingWord)
        let fits = measurer.measure(request("Fox", width: 120, lines: 1, mode: .clip))
        #expect(!fits.isCut && fits.size.width < 120)
    }

    /// Point 5: a 99,000-character text measures correctly at every category, past Pango's 2^21 pt limit, and
    /// its height never shrinks as the category grows (the trial measured it 62 pt high at AX5).
    @Test func aVeryLongTextNeverShrinksAsTheCategoryGrows() {
        let long = String(repeating: "lorem ipsum dolor ", count: 5500)
        #expect(long.count == 99_000)
        var previous: (width: Double, height: Double, lines: Int) = (0, 0, 0)
        for category in ContentSizeCategory.allCases {
            let environment = Environment(width: 375, category: category)
            let content = TextContent(long, lines: 0)
            let natural = measurer.measure(content, in: environment, width: nil)
            let wrapped = measurer.measure(content, in: environment, width: 343)
            let size = environment.metrics(for: .body)
            #expect(
                natural.lineCount == 1 && natural.size.width > 30 * size.size * 1000,
                "\(category.shortName): one long line")
            #expect(
                wrapped.size.width <= 343 && wrapped.size.height >= Double(wrapped.lineCount) * size.leading - 1,
                "\(category.shortName) \(wrapped.size) \(wrapped.lineCount)")
            #expect(
                natural.size.width > previous.width && wrapped.size.height > previous.height
                    && wrapped.lineCount >= previous.lines,
                "\(category.shortName): \(wrapped.size.height) pt after \(previous.height)")
            previous = (natural.size.width, wrapped.size.height, wrapped.lineCount)
        }
    }

    /// The line-by-line reading used for long text agrees with the layout's own extents where both are exact.
    @Test func lineByLineReadingAgreesWithExtents() {
        let text = String(repeating: "Quickly jumping foxes, naïve façades. ", count: 40) + "\nSecond paragraph"
        let layout = measurer.measured(request(text, width: 200)).layout
        let extents = LongTextMeasurement(extentsOf: layout), lines = LongTextMeasurement(layout)
        #expect(extents.lineCount == lines.lineCount)
        #expect(abs(extents.width - lines.width) < 0.01 && abs(extents.height - lines.height) < 0.01)
        #expect(abs(extents.lastBaselineOffset - lines.lastBaselineOffset) < 0.01)
    }
}
