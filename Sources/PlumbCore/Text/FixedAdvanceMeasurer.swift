/// A deterministic text measurer for engine tests: every character is `advance × fontSize` wide, like the Ahem font.
///
/// It wraps greedily at spaces, breaks a word wider than the line between characters (as `UILabel` and the Pango
/// measurer do), honours the line limit (with an ellipsis for the truncating line break modes, cut without one
/// for the others) and reports a single character wider than the line, so engines can be tested with numbers a
/// reader can work out by hand. Render and CLI tests use the real Pango measurer instead.
public final class FixedAdvanceMeasurer: TextMeasuring {
    /// Width of one character in ems.
    public let advance: Double
    /// How many requests were measured (for cache tests in callers).
    public private(set) var measureCount = 0

    public init(advance: Double = 1) {
        self.advance = advance
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        measureCount += 1
        let charWidth = advance * request.fontSize
        var lines: [Double] = []
        var overflow = false
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0.0
            var hasWord = false
            for word in Self.pieces(of: paragraph, charWidth: charWidth, width: request.width) {
                let wordWidth = Double(word.count) * charWidth
                let candidate = hasWord ? current + charWidth + wordWidth : wordWidth
                if let width = request.width, hasWord, candidate > width + 1e-9 {
                    lines.append(current)
                    current = wordWidth
                } else {
                    current = candidate
                }
                if let width = request.width, wordWidth > width + 1e-9 { overflow = true }
                hasWord = true
            }
            lines.append(current)
        }
        var ellipsized = false, cut = false
        if request.maxLines > 0, lines.count > request.maxLines {
            lines = Array(lines.prefix(request.maxLines))
            ellipsized = request.lineBreakMode.truncates
            cut = !ellipsized
        }
        let width = lines.max() ?? 0
        let ascent = request.fontSize * 0.8 + (request.lineHeight - request.fontSize) / 2
        let height = Double(lines.count) * request.lineHeight
        return TextMeasurement(
            size: Size(width: width, height: height), firstBaseline: ascent,
            lastBaseline: ascent + Double(lines.count - 1) * request.lineHeight, lineCount: lines.count,
            isEllipsized: ellipsized, hasOverflowingWord: overflow, isCut: cut)
    }

    /// The words of `paragraph` split at spaces, each word wider than `width` split into pieces as many characters
    /// wide as fit (at least one): the pieces then wrap like words.
    static func pieces(of paragraph: Substring, charWidth: Double, width: Double?) -> [Substring] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
        guard let width, charWidth > 0 else { return words }
        let fit = max(1, Int((width + 1e-9) / charWidth))
        return words.flatMap { word -> [Substring] in
            guard word.count > fit else { return [word] }
            var pieces: [Substring] = []
            var start = word.startIndex
            while start < word.endIndex {
                let end = word.index(start, offsetBy: fit, limitedBy: word.endIndex) ?? word.endIndex
                pieces.append(word[start..<end])
                start = end
            }
            return pieces
        }
    }
}
