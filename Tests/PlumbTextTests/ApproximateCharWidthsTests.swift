import CCairoPango
import Dispatch
import Synchronization
import Testing

@testable import PlumbCore
@testable import PlumbText

/// A word wider than its line breaks at the last character that fits, whatever the measurer measured before and on
/// whatever thread (`ApproximateCharWidths`).
///
/// The case is the stats row's "Followers" at AX4 (footnote, 38 pt) in a 114 pt column: "Follow" shaped alone is
/// wider than 114 pt, "Follo" is not, so `UILabel`'s character wrapping of a word too wide for the line puts "Follo"
/// on the first line. Pango estimates "Follow" inside "Followers" at under 114 pt (its "w" carries the "we" kerning),
/// so the break comes out right only when Pango checks it, which it does when the font's approximate character width
/// is the real one.
@Suite(.serialized) struct ApproximateCharWidthsTests {
    typealias Font = UnsafeMutablePointer<PangoFont>

    static let followers = TextRequest(string: "Followers", fontSize: 38, lineHeight: 44, width: 114)

    /// The oracle: the widths of the word's first five and six characters and of its last four, each laid out
    /// alone.
    static func pieceWidths(_ measurer: PangoTextMeasurer) -> (follo: Double, follow: Double, wers: Double) {
        func width(_ string: String) -> Double {
            measurer.measure(TextRequest(string: string, fontSize: 38, lineHeight: 44)).size.width
        }
        return (width("Follo"), width("Follow"), width("wers"))
    }

    /// The bytes on the first line of `request`'s layout in `measurer`.
    static func firstLineLength(of request: TextRequest, in measurer: PangoTextMeasurer) -> Int32? {
        pango_layout_get_line_readonly(measurer.measured(request).layout, 0)?.pointee.length
    }

    /// The first font of `request`'s layout in `measurer`.
    static func font(of request: TextRequest, in measurer: PangoTextMeasurer) throws -> Font {
        let line = try #require(pango_layout_get_line_readonly(measurer.measured(request).layout, 0))
        let run = try #require(line.pointee.runs?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self))
        return try #require(run.pointee.item?.pointee.analysis.font)
    }

    @Test func aWordWiderThanTheLineBreaksAtTheLastCharacterThatFits() throws {
        let measurer = try PangoTextMeasurer()
        let pieces = Self.pieceWidths(measurer)
        #expect(pieces.follo <= 114 && pieces.follow > 114, "\(pieces)")
        let m = measurer.measure(Self.followers)
        #expect(Self.firstLineLength(of: Self.followers, in: measurer) == 5, "the first line is \"Follo\"")
        #expect(m.lineCount == 2 && !m.hasOverflowingWord)
        #expect(m.size.width == max(pieces.follo, pieces.wers), "the wider of \"Follo\" and \"wers\"")
    }

    /// A fallback font's metrics computed first (Thai's, for English, whose sample string it lays out in Inter) used
    /// to leave Inter's approximate width at 0 in that measurer, and "Followers" then broke as "Follow|ers".
    @Test func aWordBreaksTheSameAfterAFallbackFontsMetrics() throws {
        let measurer = try PangoTextMeasurer()
        let thai = try Self.font(of: TextRequest(string: "สวัสดี", fontSize: 38, lineHeight: 44), in: measurer)
        pango_font_metrics_unref(pango_font_get_metrics(thai, pango_language_from_string("en")))
        let m = measurer.measure(Self.followers)
        let fresh = try PangoTextMeasurer().measure(Self.followers)
        #expect(m == fresh)
        #expect(Self.firstLineLength(of: Self.followers, in: measurer) == 5, "the first line is \"Follo\"")
        #expect(m.lineCount == 2 && !m.hasOverflowingWord, "\(m.size.width) pt wide")
    }

    /// Measurers on two threads at once, each meeting the font for the first time, as `plumb lint` and `render`
    /// workers do: every one breaks as a measurer alone does.
    @Test func measurersOnSeveralThreadsBreakAlike() throws {
        let fonts = try PinnedFonts.standard.get()
        let reference = PangoTextMeasurer(fonts: fonts).measure(Self.followers)
        let results = Mutex<[TextMeasurement]>([])
        for _ in 0..<12 {
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let own = PangoTextMeasurer(fonts: fonts)
                var unbounded = Self.followers
                unbounded.width = nil
                _ = own.measure(unbounded)
                let measured = own.measure(Self.followers)
                results.withLock { $0.append(measured) }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 24)
        #expect(all.allSatisfy { $0 == reference }, "\(all.map(\.size.width))")
    }

    /// The repaired width is the one Pango computes for a font when nothing else is computing: Inter, a script
    /// fallback, a CJK face and the colour emoji font, each for the language its text is itemised in. (Tests of
    /// other suites measuring on other threads at the same moment can still make Pango leave 0, which is then
    /// repaired and so compared with itself; run alone, every width here is Pango's.)
    @Test func theRepairedWidthIsPangosOwn() throws {
        let samples: [(String, String)] = [("Hello", "en"), ("สวัสดี", "th"), ("日本語", "ja"), ("😀", "en")]
        for (string, language) in samples {
            let measurer = try PangoTextMeasurer()
            var request = TextRequest(string: string, fontSize: 17, lineHeight: 22, language: language)
            request.width = 300
            let font = try Self.font(of: request, in: measurer)
            let line = try #require(pango_layout_get_line_readonly(measurer.measured(request).layout, 0))
            let item = try #require(line.pointee.runs?.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self))
            let itemLanguage = item.pointee.item.pointee.analysis.language
            let metrics = try #require(pango_font_get_metrics(font, itemLanguage))
            defer { pango_font_metrics_unref(metrics) }
            let computed = ApproximateCharWidths.computed(font, language: itemLanguage)
            #expect(metrics.pointee.approximate_char_width > 0, "\(string)")
            #expect(computed.character == metrics.pointee.approximate_char_width, "\(string)")
            #expect(computed.digit == metrics.pointee.approximate_digit_width, "\(string)")
        }
    }

    /// Character cells as Pango counts them: a wide (CJK) character takes two, a combining mark none.
    @Test func characterCellsCountWideAndZeroWidthCharacters() {
        #expect(ApproximateCharWidths.characterCells("abc") == 3)
        #expect(ApproximateCharWidths.characterCells("日本") == 4)
        #expect(ApproximateCharWidths.characterCells("e\u{301}") == 1)
    }
}
