import PlumbCore

/// A part of a text drawn in one colour, size and weight: the whole text, or one attributed run (`runs:`).
///
/// The contrast lint measures each piece on its own, as WCAG 1.4.3 applies to every piece of text: a grey run in a
/// black label fails even when the rest passes, and a run's own size and weight decide whether it is large text
/// (a 20 pt run is large in a 15 pt label; a bold run is large at any size).
struct DrawnTextPiece: Hashable {
    /// The run's string, or `nil` for a text without runs (the whole text).
    var run: String?
    var color: Color
    var pointSize: Double
    var weight: FontWeight

    /// The pieces of `text` in `environment`, `color` being the colour of text that sets none (a button's title
    /// colour, the tint, for a button). A run takes the text's colour, size and weight where it sets none, as
    /// `TextRequest` draws it; a link is drawn in `link`. Runs of only white space draw no glyphs and are left out;
    /// runs that look alike (same colour, size and weight) are measured once, under the first.
    static func pieces(of text: TextContent, color: Color, in environment: Environment) -> [DrawnTextPiece] {
        let size = text.metrics(in: environment).size
        guard !text.styling.runs.isEmpty else {
            return [DrawnTextPiece(run: nil, color: color, pointSize: size, weight: text.resolvedWeight)]
        }
        var pieces: [DrawnTextPiece] = []
        for run in text.styling.runs where !run.text.allSatisfy(\.isWhitespace) {
            var piece = DrawnTextPiece(
                run: run.text, color: run.link != nil ? SemanticColors.link : run.color ?? color, pointSize: size,
                weight: run.weight ?? run.style.map { text.weight ?? $0.defaultWeight } ?? text.resolvedWeight)
            if let fixed = run.fontSize {
                piece.pointSize = fixed
            } else if let style = run.style {
                piece.pointSize = DynamicTypeTable.metrics(style, text.category(in: environment)).size
            }
            let alike = pieces.contains {
                $0.color == piece.color && $0.pointSize == piece.pointSize && $0.weight == piece.weight
            }
            if !alike { pieces.append(piece) }
        }
        return pieces
    }
}
