import Dispatch
import Synchronization
import Testing

@testable import PlumbCore
@testable import PlumbText

/// The real Pango measurer with the pinned fonts: sizes, leading, wrapping, line limits, baselines, truncation.
@Suite struct PangoTextMeasurerTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    @Test func everyStyleAndCategoryGetsTheTableLeadingAndAbsoluteSize() throws {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let environment = Environment(width: 375, category: category)
                let metrics = DynamicTypeTable.metrics(style, category)
                let one = measurer.measure(TextContent("Hxg", style: style), in: environment, width: nil)
                let two = measurer.measure(TextContent("Hxg\nHxg", style: style, lines: 0), in: environment, width: nil)
                #expect(one.size.height == metrics.leading, "\(style) \(category.shortName)")
                #expect(two.size.height == 2 * metrics.leading, "\(style) \(category.shortName)")
                #expect(two.lastBaseline - two.firstBaseline == metrics.leading)
                // An absolute size: the advance of ten M's scales exactly with the point size (no 96-dpi factor).
                let wide = measurer.measure(
                    TextRequest(
                        string: "MMMMMMMMMM", fontSize: metrics.size, lineHeight: metrics.leading,
                        weight: style.defaultWeight))
                let reference = measurer.measure(
                    TextRequest(string: "MMMMMMMMMM", fontSize: 100, lineHeight: 120, weight: style.defaultWeight))
                #expect(
                    abs(wide.size.width - reference.size.width * metrics.size / 100) < 0.02,
                    "\(style) \(category.shortName)")
            }
        }
    }

    @Test func headlineIsSemiboldAndWiderThanBodyAtTheSameSize() {
        let environment = Environment(width: 375)
        let body = measurer.measure(TextContent("Settings", style: .body), in: environment, width: nil)
        let headline = measurer.measure(TextContent("Settings", style: .headline), in: environment, width: nil)
        #expect(headline.size.width > body.size.width)
    }

    @Test func firstBaselineSitsInsideTheFirstLine() {
        let m = measurer.measure(TextRequest(string: "Hello", fontSize: 17, lineHeight: 22))
        #expect(m.firstBaseline > 11 && m.firstBaseline < 22)
        #expect(m.lastBaseline == m.firstBaseline)
        #expect(m.lineCount == 1)
    }

    @Test func lineLimitEllipsizesAndReportsTruncation() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let limited = measurer.measure(TextRequest(string: text, fontSize: 17, lineHeight: 22, width: 100, maxLines: 2))
        #expect(limited.lineCount == 2)
        #expect(limited.size.height == 44)
        #expect(limited.isEllipsized && limited.isTruncated)
        let free = measurer.measure(TextRequest(string: text, fontSize: 17, lineHeight: 22, width: 100, maxLines: 0))
        #expect(free.lineCount > 2 && !free.isTruncated)
        #expect(free.size.width <= 100)
    }

    /// A word wider than the width breaks within the word, as `UILabel`'s `.byWordWrapping` (TextWrappingRulesTests).
    @Test func aWordWiderThanTheWidthIsBrokenNotReported() {
        let m = measurer.measure(
            TextRequest(string: "Supercalifragilisticexpialidocious", fontSize: 17, lineHeight: 22, width: 50))
        #expect(!m.hasOverflowingWord && !m.isTruncated)
        #expect(m.size.width <= 50 && m.lineCount > 3)
    }

    @Test func missingGlyphsAreCountedAndHebrewFallsBackToDejaVu() {
        let hebrew = measurer.measure(
            TextRequest(string: "שלום עולם", fontSize: 17, lineHeight: 22, direction: .rtl, language: "he"))
        #expect(hebrew.missingGlyphs == 0)
        #expect(hebrew.size.width > 0)
        let hieroglyphs = measurer.measure(TextRequest(string: "\u{13000}\u{13001}", fontSize: 17, lineHeight: 22))
        #expect(hieroglyphs.missingGlyphs == 2)
    }

    @Test func measurementsAreCachedOnTheFullRequest() {
        let fresh = PangoTextMeasurer(fonts: try! PinnedFonts.standard.get())
        let request = TextRequest(string: "cache me", fontSize: 17, lineHeight: 22, width: 200)
        let first = fresh.measure(request)
        let second = fresh.measure(request)
        #expect(first == second)
        #expect(fresh.hits == 1 && fresh.misses == 1)
        var other = request
        other.width = 201
        _ = fresh.measure(other)
        #expect(fresh.misses == 2)
    }

    @Test func separateMeasurersOnSeveralThreadsAgreeBitForBit() throws {
        let fonts = try PinnedFonts.standard.get()
        var requests: [TextRequest] = []
        for i in 0..<40 {
            let size = Double(11 + i % 7 * 6)
            requests.append(
                TextRequest(
                    string: "poster title \(i) with some longer stuff", fontSize: size, lineHeight: size * 1.25,
                    width: Double(80 + i * 5)))
        }
        let reference = requests.map { measurer.measure($0) }
        let jobs = requests
        let results = Mutex<[[TextMeasurement]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let own = PangoTextMeasurer(fonts: fonts)
            let measured = jobs.map { own.measure($0) }
            results.withLock { $0.append(measured) }
        }
        for measured in results.withLock({ $0 }) { #expect(measured == reference) }
    }
}
