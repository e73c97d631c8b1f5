import PlumbCore

/// The text keys of a spec as modifiers of the elements that draw text (`TextLabel`, `SystemButton`,
/// `TextFieldControl`, `NavigationBar`, and any `Node`), named as UIKit names them: on anything else they do not
/// compile.
extension TextElement {
    /// `style:` and `weight:` of a text or button.
    public func font(_ style: TextStyle, weight: FontWeight? = nil) -> Self {
        changingText(#function) {
            $0.style = style
            $0.weight = weight
        }
    }

    /// `lines:`: at most this many lines, 0 for unlimited (`numberOfLines`).
    public func lines(_ lines: Int) -> Self { changingText(#function) { $0.lines = lines } }

    /// `alignment:` of a text (`NSTextAlignment`).
    public func textAlignment(_ alignment: TextAlignment) -> Self {
        changingText(#function) { $0.alignment = alignment }
    }

    /// `color:` of a text or a button title.
    public func textColor(_ color: Color) -> Self { changingText(#function) { $0.color = color } }

    // MARK: Text styling (docs/spec-format.md, "Text styling")

    /// `lineSpacing:`: points between lines (`NSParagraphStyle.lineSpacing`).
    public func lineSpacing(_ points: Double) -> Self { changingStyling(#function) { $0.lineSpacing = points } }

    /// `lineHeightMultiple:`: the natural line height times `factor` (`NSParagraphStyle.lineHeightMultiple`).
    public func lineHeightMultiple(_ factor: Double) -> Self {
        changingStyling(#function) { $0.lineHeightMultiple = factor }
    }

    /// `letterSpacing:`: points after every character (`NSAttributedString.Key.kern`).
    public func letterSpacing(_ points: Double) -> Self { changingStyling(#function) { $0.letterSpacing = points } }

    /// `textCase:`: the text upper-, lower- or title-cased in its language.
    public func textCase(_ textCase: TextCase?) -> Self { changingStyling(#function) { $0.textCase = textCase } }

    /// `adjustsFontSizeToFitWidth: true` with `minimumScaleFactor:` (`UILabel`'s two properties).
    public func adjustsFontSizeToFitWidth(minimumScaleFactor: Double) -> Self {
        changingStyling(#function) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = minimumScaleFactor
        }
    }

    /// `runs:`: the text as attributed runs; the node's string becomes their text joined.
    public func runs(_ runs: [TextRun]) -> Self {
        changingText(#function) { text in
            text.string = runs.map(\.text).joined()
            text.styling.runs = runs
        }
    }

    /// `font:`, `italic:` and `fontSize:`: a pinned family (`nil` for Inter), its italic face, a fixed size.
    public func fontFamily(_ family: String?, italic: Bool = false, size: Double? = nil) -> Self {
        changingText(#function) { text in
            text.fontFamily = family
            text.italic = italic
            text.fontSize = size
        }
    }

    // MARK: Text that does not scale

    /// `fontSize:` — a fixed size in points that ignores the content-size category (the style still gives the
    /// weight and the ratio of leading to size).
    public func fontSize(_ points: Double) -> Self { changingText(#function) { $0.fontSize = points } }

    /// `maxCategory:` — the largest content-size category the text follows (`maximumContentSizeCategory`).
    public func maxCategory(_ category: ContentSizeCategory) -> Self {
        changingText(#function) { $0.maxCategory = category }
    }

    private func changingStyling(_ modifier: String, _ change: (inout TextStyling) -> Void) -> Self {
        changingText(modifier) { change(&$0.styling) }
    }

    /// This element with `change` made to its text. A text element without text — a button without a title, a
    /// text field or navigation bar with none, a `Node` of another kind — has none to change: that stops with a
    /// sentence naming the node and the modifier.
    private func changingText(_ modifier: String, _ change: (inout TextContent) -> Void) -> Self {
        changing { node in
            guard node.text != nil else {
                preconditionFailure(
                    "node \(node.id.debugDescription) (\(node.kind)) has no text for .\(modifier) to change: give it a "
                        + "title or text, or leave the modifier out")
            }
            change(&node.text!)
        }
    }
}
