/// A text's styling as the measurer lays it out: resolved for one environment (run sizes from the Dynamic Type
/// table, colours for the appearance), with each run as a byte range of the request's string.
public struct TextLayoutStyle: Hashable, Sendable {
    /// Points between lines (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing = 0.0
    /// The line height multiple; 0 leaves the natural line height.
    public var lineHeightMultiple = 0.0
    /// Points after every character (kern).
    public var letterSpacing = 0.0
    /// The smallest scale `adjustsFontSizeToFitWidth` may shrink the font to; 1 never shrinks.
    public var minimumScaleFactor = 1.0
    /// The attributed runs, in order, covering parts of the string.
    public var spans: [TextSpan] = []

    public init() {}

    /// `lineHeight` as the line height multiple makes it.
    public func lineHeight(_ lineHeight: Double) -> Double {
        lineHeightMultiple > 0 ? lineHeight * lineHeightMultiple : lineHeight
    }

    /// Every size in the style multiplied by `scale` (a shrunk font's letter spacing and runs).
    public func scaled(by scale: Double) -> TextLayoutStyle {
        var copy = self
        copy.letterSpacing *= scale
        copy.lineSpacing *= scale
        copy.spans = spans.map { span in
            var span = span
            span.fontSize = span.fontSize.map { $0 * scale }
            span.lineHeight = span.lineHeight.map { $0 * scale }
            return span
        }
        return copy
    }
}

/// One attributed run of a request: a UTF-8 byte range of its string and the attributes it sets (`nil` keeps the
/// request's).
public struct TextSpan: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var weight: FontWeight?
    public var italic: Bool?
    public var fontFamily: String?
    public var fontSize: Double?
    /// The run's natural line height (its size's leading), set with `fontSize`.
    public var lineHeight: Double?
    /// Resolved for the environment's appearance.
    public var color: Color?
    public var strikethrough = false
    public var underline = false

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }
}

extension TextRequest {
    /// Fills `styling` from `content` in `environment`, and puts the runs' text (pseudo-localised run by run) and
    /// the case transform into `string`.
    mutating func applyStyling(of content: TextContent, environment: Environment) {
        let styling = content.styling
        guard !styling.isPlain else { return }
        var layout = TextLayoutStyle()
        layout.lineSpacing = styling.lineSpacing
        layout.lineHeightMultiple = styling.lineHeightMultiple
        layout.letterSpacing = styling.letterSpacing
        layout.minimumScaleFactor = styling.shrinkLimit
        if styling.runs.isEmpty {
            if let textCase = styling.textCase { string = textCase.apply(to: string, language: language) }
        } else {
            var text = ""
            for run in styling.runs {
                var piece = PseudoLocalizer.localize(run.text, environment.localization)
                if let textCase = styling.textCase { piece = textCase.apply(to: piece, language: language) }
                let start = text.utf8.count
                text += piece
                let span = Self.span(
                    run, start: start, end: text.utf8.count, content: content, environment: environment)
                if span != TextSpan(start: start, end: span.end) { layout.spans.append(span) }
            }
            string = text
        }
        self.styling = layout
    }

    /// The span of `run`: its size from its `fontSize` (keeping its style's ratio of leading to size, as a fixed
    /// `fontSize:` does) or its Dynamic Type `style` at the text's category; a link in the `link` colour, underlined.
    static func span(_ run: TextRun, start: Int, end: Int, content: TextContent, environment: Environment) -> TextSpan {
        var span = TextSpan(start: start, end: end)
        span.weight = run.weight ?? (run.style.map { content.weight ?? $0.defaultWeight })
        span.italic = run.italic
        span.fontFamily = run.fontFamily
        if let size = run.fontSize {
            let base = DynamicTypeTable.metrics(run.style ?? content.style, .large)
            span.fontSize = size
            span.lineHeight = base.leading * size / base.size
        } else if let style = run.style {
            let metrics = DynamicTypeTable.metrics(style, content.category(in: environment))
            span.fontSize = metrics.size
            span.lineHeight = metrics.leading
        }
        span.color = (run.link != nil ? SemanticColors.link : run.color)?.resolved(in: environment)
        span.strikethrough = run.strikethrough
        span.underline = run.underline || run.link != nil
        return span
    }
}
