/// Everything that decides how a piece of text is laid out: the full key of a measurement.
///
/// Measurers cache on the whole request, and the renderer draws a text node from the request built the same way
/// (`TextRequest(content:environment:width:)`), so measuring and drawing always see the same input.
public struct TextRequest: Hashable, Sendable {
    public var string: String
    /// Font size in points (an absolute size: 1 pt = 1 px at scale 1).
    public var fontSize: Double
    /// Baseline-to-baseline distance in points (the HIG leading).
    public var lineHeight: Double
    public var weight: FontWeight
    /// Width to wrap at, or `nil` for one unbounded line per paragraph.
    public var width: Double?
    /// Maximum lines, 0 for unlimited; text beyond it is cut as `lineBreakMode` says ("…" by default).
    public var maxLines: Int
    public var alignment: TextAlignment
    /// The layout direction: it decides where `natural` alignment puts lines, not the text's own direction.
    public var direction: LayoutDirection
    /// How lines break and how text beyond `maxLines` is cut.
    public var lineBreakMode: LineBreakMode
    /// Each paragraph's base direction (`natural`: from its first strong character).
    public var writingDirection: WritingDirection
    /// BCP 47 language tag used for shaping and line breaking.
    public var language: String
    /// The family asked for first (a font the spec pins), or `nil` for Inter.
    public var fontFamily: String? = nil
    public var italic = false
    /// Line spacing, line height multiple, letter spacing, font shrinking and attributed spans, resolved for the
    /// environment (`TextRequest+Styling.swift`).
    public var styling = TextLayoutStyle()

    public init(
        string: String, fontSize: Double, lineHeight: Double, weight: FontWeight = .regular, width: Double? = nil,
        maxLines: Int = 0, alignment: TextAlignment = .natural, direction: LayoutDirection = .ltr,
        language: String = "en", lineBreakMode: LineBreakMode = .truncateTail,
        writingDirection: WritingDirection = .natural
    ) {
        self.string = string
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.weight = weight
        self.width = width
        self.maxLines = maxLines
        self.alignment = alignment
        self.direction = direction
        self.language = language
        self.lineBreakMode = lineBreakMode
        self.writingDirection = writingDirection
    }

    /// The request for `content` in `environment`, wrapped at `width` (or unbounded when `nil`).
    ///
    /// Under a pseudo-locale the string is its pseudo-localised form: every engine, manual layout and the renderer
    /// build their requests here, so all of them measure and draw the text as it reads in that locale.
    public init(content: TextContent, environment: Environment, width: Double?) {
        let metrics = content.metrics(in: environment)
        self.init(
            string: PseudoLocalizer.localize(content.string, environment.localization), fontSize: metrics.size,
            lineHeight: metrics.leading,
            weight: content.resolvedWeight, width: width, maxLines: content.lines, alignment: content.alignment,
            direction: environment.direction, language: environment.localization.languageTag,
            lineBreakMode: content.lineBreakMode,
            writingDirection: content.writingDirection)
        fontFamily = content.fontFamily
        italic = content.italic
        applyStyling(of: content, environment: environment)
    }

    /// Hashes the string, wrap width and font size only: they tell requests apart in practice, and `==` still
    /// compares every field. A measurer looks a request up for every text node at every pass, and hashing
    /// every field (three of them strings) was a large part of a laid-out cell's time once its text was cached.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(width)
        hasher.combine(fontSize)
    }
}

/// What measuring a piece of text found: its size, baselines and whether all of it fit.
public struct TextMeasurement: Hashable, Sendable {
    /// The box the text needs: the widest line's width × (lines × line height), grown by `overhang` where glyph
    /// ink reaches outside that logical box (the hook of a "j" at a line start). Not rounded.
    public var size: Size
    /// How far ink reaches outside the logical box on each side; the text is drawn offset by `left` and `top`.
    public var overhang: EdgeInsets
    /// Distance from the top of the text's box to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the text to the last line's baseline.
    public var lastBaseline: Double
    public var lineCount: Int
    /// The text hit its line limit and ends in an ellipsis.
    public var isEllipsized: Bool
    /// A word wider than the wrap width could not be broken and sticks out (only a single character wider than
    /// the line can, since words break between characters as `UILabel`'s do).
    public var hasOverflowingWord: Bool
    /// The line limit (or `lineBreakMode: clip`) hid part of the text without an ellipsis.
    public var isCut: Bool
    /// Characters the pinned fonts have no glyph for (drawn as boxes).
    public var missingGlyphs: Int
    /// Those characters, each once, in the order they first appear (empty when `missingGlyphs` is 0).
    public var missingCharacters: [Unicode.Scalar] = []
    /// How far below the box's top (plus `overhang.top`) the layout is drawn: the extra height a line height
    /// multiple puts above each line, or where shrunk text sits in the box its full-size font asks for.
    public var glyphOffset = 0.0
    /// Words broken inside at a line end because they are wider than the line ("Fettgedruckt|er"), in reading
    /// order; empty for a measurer that does not look (the fixed-advance fake).
    public var brokenWords: [BrokenWord] = []
    /// The scale the font was drawn at: below 1 when `adjustsFontSizeToFitWidth` shrank it (UIKit's
    /// `NSStringDrawingContext.actualScaleFactor`).
    public var scaleFactor = 1.0

    public init(
        size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isEllipsized: Bool = false,
        hasOverflowingWord: Bool = false, missingGlyphs: Int = 0, overhang: EdgeInsets = .zero, isCut: Bool = false
    ) {
        self.size = size
        self.overhang = overhang
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isEllipsized = isEllipsized
        self.hasOverflowingWord = hasOverflowingWord
        self.missingGlyphs = missingGlyphs
        self.isCut = isCut
    }

    /// Whether some of the text is not visible: ellipsized, cut at the line limit, or a word wider than the frame.
    public var isTruncated: Bool { isEllipsized || isCut || hasOverflowingWord }

    /// Where the text's box starts below the top of a frame `height` high: the text is centred vertically, so it
    /// moves down in a taller frame and overflows equally above and below a shorter one, as the text of a
    /// `UILabel` or a `UIButton` title does.
    public func top(inHeight height: Double) -> Double { (height - size.height) / 2 }
}

/// Measures text exactly as it will be drawn.
///
/// Layout engines see text only through this protocol, so they can run with the real Pango measurer or with a
/// deterministic fake. A measurer is used from one thread at a time; give each worker its own.
public protocol TextMeasuring: AnyObject {
    func measure(_ request: TextRequest) -> TextMeasurement
}

extension TextMeasuring {
    /// Measures `content` as it would appear in `environment` when wrapped at `width`.
    public func measure(_ content: TextContent, in environment: Environment, width: Double?) -> TextMeasurement {
        measure(TextRequest(content: content, environment: environment, width: width))
    }

    /// The measured size of `content` wrapped at `width`, each side rounded up to a whole point like
    /// `CGRect.integral`, so a frame of this size never cuts off part of a glyph.
    public func integralSize(of content: TextContent, in environment: Environment, width: Double?) -> Size {
        let measured = measure(content, in: environment, width: width).size
        return Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }
}

/// A word a text's line breaking split between two lines: UIKit's word wrapping breaks a word between characters
/// when the word does not fit on one line.
public struct BrokenWord: Hashable, Sendable {
    /// The part of the word that ends line `line`.
    public var before: String
    /// The part that starts the next line.
    public var after: String
    /// The line (from 1) the word's first part ends.
    public var line: Int

    public init(before: String, after: String, line: Int) {
        self.before = before
        self.after = after
        self.line = line
    }

    /// The whole word.
    public var word: String { before + after }
}
