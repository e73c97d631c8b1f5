import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `lineBreakMode` and `writingDirection`: UILabel's `lineBreakMode` (default `.byTruncatingTail`) and the
/// paragraph's `NSWritingDirection` (default `.natural`), on text nodes and button titles.
@Suite struct TextKeysSpecTests {
    @Test func defaultsAreUILabelsTruncateTailAndNatural() throws {
        let spec = try SpecTestSupport.parse(
            """
            root: {id: t, kind: text, text: "Hi"}
            """)
        #expect(spec.root.text?.lineBreakMode == .truncateTail)
        #expect(spec.root.text?.writingDirection == .natural)
    }

    @Test(arguments: LineBreakMode.allCases)
    func everyLineBreakModeIsAccepted(mode: LineBreakMode) throws {
        let spec = try SpecTestSupport.parse(
            """
            root: {id: t, kind: button, text: "Hi", lineBreakMode: \(mode.rawValue), writingDirection: rtl}
            """)
        #expect(spec.root.text?.lineBreakMode == mode)
        #expect(spec.root.text?.writingDirection == .rtl)
    }

    @Test func anUnknownModeNamesTheChoices() {
        SpecTestSupport.expectError(
            "root: {id: t, kind: text, text: Hi, writingDirection: auto}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 55, key: "writingDirection", value: "auto",
                expected: "one of natural, ltr, rtl"))
    }
}
