import PlumbCore

/// The text styling keys as modifiers (docs/spec-format.md, "Text styling"), named as UIKit names them.
extension LayoutElement {
    /// `lineSpacing:`: points between lines (`NSParagraphStyle.lineSpacing`).
    public func lineSpacing(_ points: Double) -> Self { withStyling { $0.lineSpacing = points } }

    /// `lineHeightMultiple:`: the natural line height times `factor` (`NSParagraphStyle.lineHeightMultiple`).
    public func lineHeightMultiple(_ factor: Double) -> Self { withStyling { $0.lineHeightMultiple = factor } }

    /// `letterSpacing:`: points after every character (`NSAttributedString.Key.kern`).
    public func letterSpacing(_ points: Double) -> Self { withStyling { $0.letterSpacing = points } }

    /// `textCase:`: the text upper-, lower- or title-cased in its language.
    public func textCase(_ textCase: TextCase?) -> Self { withStyling { $0.textCase = textCase } }

    /// `adjustsFontSizeToFitWidth: true` with `minimumScaleFactor:` (`UILabel`'s two properties).
    public func adjustsFontSizeToFitWidth(minimumScaleFactor: Double) -> Self {
        withStyling {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = minimumScaleFactor
        }
    }

    /// `runs:`: the text as attributed runs; the node's string becomes their text joined.
    public func runs(_ runs: [TextRun]) -> Self {
        withTextContent { text in
            text.string = runs.map(\.text).joined()
            text.styling.runs = runs
        }
    }

    /// `font:`, `italic:` and `fontSize:`: a pinned family (`nil` for Inter), its italic face, a fixed size.
    public func fontFamily(_ family: String?, italic: Bool = false, size: Double? = nil) -> Self {
        withTextContent { text in
            text.fontFamily = family
            text.italic = italic
            text.fontSize = size
        }
    }

    private func withStyling(_ change: (inout TextStyling) -> Void) -> Self {
        withTextContent { change(&$0.styling) }
    }

    private func withTextContent(_ change: (inout TextContent) -> Void) -> Self {
        var copy = self
        precondition(
            copy.node.text != nil,
            "node \(copy.node.id.debugDescription) has no text: text modifiers apply to Text and Button")
        change(&copy.node.text!)
        return copy
    }
}

extension Text {
    /// An attributed text (`runs:`): `Text(runs: [TextRun("Was "), TextRun("$49", strikethrough: true)], id: "price")`.
    public init(
        runs: [TextRun], id: String, style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 0,
        color: Color = .label
    ) {
        self.init(runs.map(\.text).joined(), id: id, style: style, weight: weight, lines: lines, color: color)
        node.text!.styling.runs = runs
    }
}
