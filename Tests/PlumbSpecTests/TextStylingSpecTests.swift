import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// The text styling keys (docs/spec-format.md, "Text styling") read into `TextStyling`, each named as UIKit names it.
@Suite struct TextStylingSpecTests {
    @Test func paragraphKeysAndShrinkingAreRead() throws {
        let spec = try SpecTestSupport.parse(
            """
            root: {id: t, kind: text, text: "Hi", lineSpacing: 4, lineHeightMultiple: 1.2, letterSpacing: -0.5, textCase: uppercase,
                   adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.6}
            """)
        let styling = try #require(spec.root.text?.styling)
        #expect(styling.lineSpacing == 4 && styling.lineHeightMultiple == 1.2 && styling.letterSpacing == -0.5)
        #expect(
            styling.textCase == .uppercase && styling.adjustsFontSizeToFitWidth && styling.minimumScaleFactor == 0.6)
        #expect(styling.shrinkLimit == 0.6 && styling.runs.isEmpty)
    }

    /// Runs: the node's text is their text joined; palette and semantic colours are kept as written (resolved per
    /// appearance when drawn); `link: true` and a URL both make a link.
    @Test func runsAreReadWithTheirAttributes() throws {
        let spec = try SpecTestSupport.parse(
            """
            colors: {brand: {light: "#FF2D55", dark: "#FF375F"}}
            root:
              id: price
              kind: text
              runs:
                - {text: "Was "}
                - {text: "$49", strikethrough: true, color: secondaryLabel}
                - {text: " now ", italic: true}
                - {text: "$29", weight: bold, color: brand, fontSize: 22, underline: true}
                - {text: " terms", link: true, style: caption1}
                - {text: " help", link: "https://example.com/help"}
            """)
        let text = try #require(spec.root.text)
        #expect(text.string == "Was $49 now $29 terms help")
        let runs = text.styling.runs
        #expect(runs.count == 6)
        #expect(runs[1].strikethrough && runs[1].color == SemanticColors.secondaryLabel)
        #expect(runs[2].italic == true && runs[0].italic == nil)
        #expect(runs[3].weight == .bold && runs[3].fontSize == 22 && runs[3].underline)
        #expect(runs[3].color == .dynamic(light: Color(hex: "#FF2D55")!, dark: Color(hex: "#FF375F")!))
        #expect(runs[4].link == "" && runs[4].style == .caption1 && runs[5].link == "https://example.com/help")
    }

    @Test func runsAndTextTogetherAreRefused() {
        SpecTestSupport.expectError(
            "root: {id: t, kind: text, text: Hi, runs: [{text: Hi}]}",
            .unsupported(
                file: "s.yaml", line: 1, column: 33, feature: "`text` with `runs`",
                reason: "a node's text is its runs joined: put this text in a run (`runs: [{text: …}]`)"))
    }

    @Test func aScaleFactorWithoutTheSwitchIsRefused() {
        SpecTestSupport.expectError(
            "root: {id: t, kind: text, text: Hi, minimumScaleFactor: 0.5}",
            .unsupported(
                file: "s.yaml", line: 1, column: 57, feature: "`minimumScaleFactor` alone",
                reason: "it only applies with `adjustsFontSizeToFitWidth: true`; add that key"))
    }

    @Test func stylingKeysBelongToTextKinds() throws {
        #expect(throws: SpecError.self) { try SpecTestSupport.parse("root: {id: b, kind: box, lineSpacing: 4}") }
        let button = try SpecTestSupport.parse("root: {id: b, kind: button, text: Buy, letterSpacing: 1}")
        #expect(button.root.text?.styling.letterSpacing == 1)
    }
}
