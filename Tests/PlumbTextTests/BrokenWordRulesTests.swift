import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbLint
@testable import PlumbText

/// Words broken inside at a line end (issue 28, point 9), measured with the real Pango measurer.
///
/// Source: Apple, `NSLineBreakMode.byWordWrapping`: "Wrapping occurs at word boundaries, unless the word itself
/// doesn't fit on a single line" — then the word is broken between characters, as `UILabel` does at AX5
/// ("Fettgedruckt|er"). A break the Unicode line breaking algorithm allows (UAX #14: after a space or a hyphen,
/// between ideographs) is not a broken word.
@Suite struct BrokenWordRulesTests {
    let measurer: PangoTextMeasurer

    init() throws { measurer = try PangoTextMeasurer() }

    func measure(_ string: String, width: Double, size: Double = 34) -> TextMeasurement {
        measurer.measure(TextRequest(string: string, fontSize: size, lineHeight: size * 1.2, width: width))
    }

    @Test func aWordWiderThanTheLineIsNamedWithWhereItBroke() throws {
        let text = measure("Fettgedruckter Text", width: 150)
        let broken = try #require(text.brokenWords.first, "\(text)")
        #expect(broken.word == "Fettgedruckter")
        #expect(!broken.before.isEmpty && !broken.after.isEmpty)
        #expect(broken.line == 1)
    }

    @Test func textThatWrapsBetweenWordsBreaksNoWord() {
        #expect(measure("Bold text that wraps at its spaces", width: 150).brokenWords.isEmpty)
        #expect(measure("well-known self-sizing", width: 150).brokenWords.isEmpty)
        #expect(measure("一二三四五六七八九十一二三四五六七八九十", width: 150).brokenWords.isEmpty)
    }

    @Test func theLintReportsABrokenWordAsAWarningNamingTheWord() {
        let node = Node(
            id: "heading", kind: .text, text: TextContent("Fettgedruckter Text", style: .title1, lines: 0),
            frame: Rect(x: 0, y: 0, width: 150, height: 300))
        let root = Node(id: "root", fixedHeight: 320, layout: .absolute, children: [node])
        let environment = Environment(width: 200, category: .accessibilityExtraExtraExtraLarge)
        let result = LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: measurer))
        let broken = Linter.findings(in: result).filter { $0.kind == .brokenWord }
        #expect(broken.count == 1)
        #expect(broken.first?.severity == .warning)
        #expect(broken.first?.message.contains("|") == true)
        #expect(broken.first?.message.contains("at the end of line 1") == true, "\(broken)")
    }
}
