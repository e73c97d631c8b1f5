import CCairoPango
import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// The pinned fallback chain draws every glyph of a chat thread in emoji, Chinese, Japanese, Korean, Thai, Arabic and
/// Hebrew. Checked independently of the chain's own report: each message, drawn by the full chain, must be pixel for
/// pixel the same as the message drawn by a measurer whose private fontconfig holds only the one font expected to
/// draw it — so every glyph came from that font, none is a box.
@Suite struct GlyphFallbackTests {
    struct Message: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The font that alone must draw it: its file and the family to ask for.
        var folder: String
        var file: String
        var family: String
        var testDescription: String { name }
    }

    static let noto = "/usr/share/fonts/truetype/noto", cjk = "/usr/share/fonts/opentype/noto"
    static let dejavu = "/usr/share/fonts/truetype/dejavu"

    static let thread: [Message] = [
        Message(name: "emoji", text: "🎉😀👍🏽❤️🇯🇵", folder: noto, file: "NotoColorEmoji.ttf", family: "Noto Color Emoji"),
        Message(
            name: "chinese", text: "我们明天见面吧", folder: cjk, file: "NotoSansCJK-Regular.ttc", family: "Noto Sans CJK SC"),
        Message(
            name: "japanese", text: "ありがとうございます", folder: cjk, file: "NotoSansCJK-Regular.ttc",
            family: "Noto Sans CJK JP"),
        Message(
            name: "korean", text: "안녕하세요", folder: cjk, file: "NotoSansCJK-Regular.ttc", family: "Noto Sans CJK KR"),
        Message(
            name: "thai", text: "สวัสดีครับ", folder: noto, file: "NotoSansThaiUI-Regular.ttf", family: "Noto Sans Thai UI"
        ),
        Message(
            name: "devanagari", text: "नमस्ते दोस्त", folder: noto, file: "NotoSansDevanagariUI-Regular.ttf",
            family: "Noto Sans Devanagari UI"),
        Message(name: "arabic", text: "مرحبا بك", folder: dejavu, file: "DejaVuSans.ttf", family: "DejaVu Sans"),
        Message(name: "hebrew", text: "שלום עולם", folder: dejavu, file: "DejaVuSans.ttf", family: "DejaVu Sans"),
    ]

    /// Draws `text` at body size in a frame of its measured size (measured by `measurer`, drawn at @2x).
    func render(_ text: String, with measurer: PangoTextMeasurer, frame: Size? = nil) -> (RGBAImage, TextMeasurement) {
        let environment = Environment(width: 320, scale: 2)
        let content = TextContent(text, style: .body, lines: 0)
        let measurement = measurer.measure(content, in: environment, width: nil)
        let size = frame ?? measurer.integralSize(of: content, in: environment, width: nil)
        let root = Node(
            id: "root", fixedHeight: size.height + 8, layout: .absolute,
            children: [
                Node(
                    id: "t", kind: .text, text: content, frame: Rect(x: 4, y: 4, width: size.width, height: size.height)
                )
            ])
        let result = LayoutEngine.layout(
            root, name: "chat", context: LayoutContext(environment: environment, measurer: measurer))
        return (Renderer(measurer: measurer).render(result), measurement)
    }

    @Test(arguments: GlyphFallbackTests.thread)
    func everyGlyphIsDrawnByTheExpectedFallbackFont(_ message: Message) throws {
        let chain = try PangoTextMeasurer()
        let alone = PangoTextMeasurer(
            fonts: try PinnedFonts(folders: [message.folder], fileNames: [message.file], families: message.family))
        let environment = Environment(width: 320, scale: 2)
        let frame = chain.integralSize(
            of: TextContent(message.text, style: .body, lines: 0), in: environment, width: nil)
        let (drawn, measured) = render(message.text, with: chain, frame: frame)
        let (reference, referenceMeasured) = render(message.text, with: alone, frame: frame)
        #expect(measured.missingGlyphs == 0 && measured.missingCharacters.isEmpty)
        #expect(referenceMeasured.missingGlyphs == 0, "the reference font itself lacks a glyph")
        #expect(measured.size == referenceMeasured.size)
        #expect(drawn.pixels.count == reference.pixels.count)
        let same = drawn.pixels == reference.pixels  // compared outside #expect, which would print both arrays
        #expect(same, "\(message.name) is not drawn by \(message.family) alone")
        let inked = stride(from: 0, to: drawn.pixels.count, by: 4).filter {
            drawn.pixels[$0] != 255 || drawn.pixels[$0 + 1] != 255
        }
        #expect(inked.count > 200, "\(message.name) drew almost nothing")
    }

    /// Colour emoji are drawn in colour (a box or a black-and-white fallback has only grey pixels).
    @Test func emojiAreDrawnInColour() throws {
        let (image, _) = render("🎉😀👍🏽", with: try PangoTextMeasurer())
        let colourful = stride(from: 0, to: image.pixels.count, by: 4).filter { index in
            let r = Int(image.pixels[index]), g = Int(image.pixels[index + 1]), b = Int(image.pixels[index + 2])
            return max(r, g, b) - min(r, g, b) > 80
        }
        #expect(colourful.count > 300)
    }

    /// A private-use character is reported even though Inter has a glyph there (one of its own alternates), and a
    /// character no font has (an Egyptian hieroglyph) is reported as itself.
    @Test func missingCharactersAreNamed() throws {
        let measurer = try PangoTextMeasurer()
        let environment = Environment(width: 320)
        let privateUse = measurer.measure(
            TextContent("Open \u{E000} now \u{E000}", style: .body), in: environment, width: nil)
        #expect(privateUse.missingCharacters == ["\u{E000}"])
        let hieroglyph = measurer.measure(TextContent("𓀀 and 𓀁", style: .body), in: environment, width: nil)
        #expect(hieroglyph.missingCharacters == ["\u{13000}", "\u{13001}"])
        #expect(
            measurer.measure(TextContent("Plain text 🎉", style: .body), in: environment, width: nil).missingCharacters
                .isEmpty)
    }

    /// The fingerprint names every fallback font with its hash.
    @Test func fingerprintListsTheFallbackFonts() throws {
        let fingerprint = RendererFingerprint.current(fonts: try PinnedFonts.standard.get())
        for name in FallbackFonts.fileNames { #expect(fingerprint.fonts[name]?.count == 64, "\(name)") }
        #expect(fingerprint.fonts.count == PinnedFonts.fileNames.count)
    }
}

/// Which Noto Sans CJK face draws Han characters: the text's language decides, Simplified Chinese otherwise (as
/// iOS falls back to PingFang SC).
@Suite struct CJKFaceTests {
    @Test(arguments: [
        ("en", "SC"), ("zh-Hans", "SC"), ("zh-CN", "SC"), ("ja", "JP"), ("ja-JP", "JP"), ("ko", "KR"),
        ("zh-Hant", "TC"), ("zh-TW", "TC"), ("zh-HK", "HK"), ("zh_Hant_HK", "HK"), ("de", "SC"),
    ])
    func languagePicksTheFace(language: String, face: String) {
        #expect(FallbackFonts.cjkFamily(forLanguage: language) == "Noto Sans CJK \(face)")
        #expect(FallbackFonts.familyList(language: language).hasSuffix("Noto Sans CJK \(face)"))
    }

    @Test func japaneseTextIsDrawnWithJapaneseFormsOnlyWhenItsLanguageIsJapanese() throws {
        let measurer = try PangoTextMeasurer()
        // 直 is drawn differently in Chinese and Japanese: the same string in two languages gives two widths of ink.
        let english = measurer.measured(TextRequest(string: "直角", fontSize: 40, lineHeight: 48, language: "en"))
        let japanese = measurer.measured(TextRequest(string: "直角", fontSize: 40, lineHeight: 48, language: "ja"))
        var inkEnglish = PangoRectangle(), inkJapanese = PangoRectangle()
        pango_layout_get_extents(english.layout, &inkEnglish, nil)
        pango_layout_get_extents(japanese.layout, &inkJapanese, nil)
        #expect(english.measurement.missingGlyphs == 0 && japanese.measurement.missingGlyphs == 0)
        #expect(
            (inkEnglish.x, inkEnglish.y, inkEnglish.width, inkEnglish.height) != (
                inkJapanese.x, inkJapanese.y, inkJapanese.width, inkJapanese.height
            ))
    }
}

/// A team font is drawn by that font: a line in `font: "DejaVu Serif"` (pinned as a team file) is pixel for pixel the
/// line drawn by a measurer that has DejaVu Serif alone; Inter text beside it is unaffected.
@Suite struct TeamFontPixelTests {
    @Test func textInATeamFamilyIsDrawnByThatFontAlone() throws {
        let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        let team = PangoTextMeasurer(fonts: try PinnedFonts.with(teamFiles: [serif]))
        let alone = PangoTextMeasurer(
            fonts: try PinnedFonts(
                folders: ["/usr/share/fonts/truetype/dejavu"], fileNames: ["DejaVuSerif.ttf"], families: "DejaVu Serif")
        )
        var content = TextContent("Quarterly report, page 12", style: .headline)
        content.fontFamily = "DejaVu Serif"
        let environment = Environment(width: 320, scale: 2)
        let frame = team.integralSize(of: content, in: environment, width: nil)
        func draw(_ measurer: PangoTextMeasurer) -> RGBAImage {
            let root = Node(
                id: "root", fixedHeight: frame.height, layout: .absolute,
                children: [
                    Node(
                        id: "t", kind: .text, text: content,
                        frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
                ])
            let result = LayoutEngine.layout(
                root, name: "team", context: LayoutContext(environment: environment, measurer: measurer))
            return Renderer(measurer: measurer).render(result)
        }
        let same = draw(team).pixels == draw(alone).pixels
        #expect(same)
        var inter = content
        inter.fontFamily = nil
        #expect(
            team.measure(inter, in: environment, width: nil)
                == (try PangoTextMeasurer()).measure(inter, in: environment, width: nil))
        #expect(
            try PinnedFonts.with(teamFiles: [serif]) === PinnedFonts.with(teamFiles: [serif]), "loaded once per process"
        )
    }
}
