import Foundation

/// The paragraph and character styling of a text beyond its font: UIKit's `NSParagraphStyle` line spacing and
/// line height multiple, `NSAttributedString.Key.kern`, a case transform, `UILabel`'s font shrinking and
/// attributed runs. The rules and their sources are in docs/text.md ("Styling").
public struct TextStyling: Hashable, Sendable {
    /// Points added between lines, not after the last (`NSParagraphStyle.lineSpacing`). 0 or more.
    public var lineSpacing = 0.0
    /// The natural line height (the text style's leading) multiplied by this factor; 0 (UIKit's default) leaves it
    /// natural (`NSParagraphStyle.lineHeightMultiple`). The extra height goes above each line's glyphs, as TextKit
    /// places it.
    public var lineHeightMultiple = 0.0
    /// Points added after every character (`NSAttributedString.Key.kern`); negative tightens.
    public var letterSpacing = 0.0
    /// Upper-, lower- or title-casing of the drawn text, in the text's language; `nil` draws it as written.
    public var textCase: TextCase?
    /// Shrinks the font until the text fits its width in its line limit (`UILabel.adjustsFontSizeToFitWidth`).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (`UILabel.minimumScaleFactor`); 0, UIKit's default, keeps the
    /// font's size (nothing shrinks).
    public var minimumScaleFactor = 0.0
    /// Attributed runs: the text is their concatenation, each range with its own attributes. Empty for one run
    /// (the text content's `string`).
    public var runs: [TextRun] = []

    public init() {}

    /// Whether nothing is set: the text is drawn exactly as its `TextContent` says.
    public var isPlain: Bool { self == TextStyling() }

    /// The scale below which the font never shrinks: 1 when the text does not adjust its font size.
    public var shrinkLimit: Double {
        adjustsFontSizeToFitWidth && minimumScaleFactor > 0 ? min(1, minimumScaleFactor) : 1
    }
}

/// A range of an attributed text with its own attributes (`NSAttributedString` attributes); an attribute left
/// `nil` is the text node's own.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// A Dynamic Type style for this run (its size follows the content-size category), or `nil` for the node's.
    public var style: TextStyle?
    public var weight: FontWeight?
    public var italic: Bool?
    public var color: Color?
    /// A family the spec pins (`fonts:`), or `nil` for the node's.
    public var fontFamily: String?
    /// A fixed size in points (not following Dynamic Type), or `nil` for the node's (or `style`'s).
    public var fontSize: Double?
    /// A line through the run in its colour (`NSUnderlineStyle.single` as `.strikethroughStyle`).
    public var strikethrough = false
    /// A line under the run in its colour (`NSUnderlineStyle.single` as `.underlineStyle`).
    public var underline = false
    /// The run is a link (`NSAttributedString.Key.link`): drawn as `UILabel` draws links, in the `link` colour and
    /// underlined, whatever its own colour. The URL is kept for reference; nothing opens it.
    public var link: String?

    public init(
        _ text: String, style: TextStyle? = nil, weight: FontWeight? = nil, italic: Bool? = nil, color: Color? = nil,
        fontFamily: String? = nil, fontSize: Double? = nil, strikethrough: Bool = false, underline: Bool = false,
        link: String? = nil
    ) {
        self.text = text
        self.style = style
        self.weight = weight
        self.italic = italic
        self.color = color
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.strikethrough = strikethrough
        self.underline = underline
        self.link = link
    }
}

/// A case transform applied when the text is measured and drawn (SwiftUI's `textCase`; in UIKit the string
/// transformed with `uppercased(with:)` before it is set), using the text's language's rules: Turkish "i" upper-cases
/// to "İ", German "ß" to "SS".
public enum TextCase: String, CaseIterable, Hashable, Sendable {
    case uppercase, lowercase, capitalized

    /// `string` transformed by Foundation's locale-aware case mapping for `language` (a BCP 47 tag).
    public func apply(to string: String, language: String) -> String {
        let locale = Locale(identifier: language)
        switch self {
        case .uppercase: return string.uppercased(with: locale)
        case .lowercase: return string.lowercased(with: locale)
        case .capitalized: return string.capitalized(with: locale)
        }
    }
}

extension TextContent {
    /// An attributed text: `runs` joined is its string; the content's own font, colour and size apply where a run
    /// leaves an attribute unset.
    public init(
        runs: [TextRun], style: TextStyle = .body, weight: FontWeight? = nil, lines: Int = 1, color: Color = .label
    ) {
        self.init(runs.map(\.text).joined(), style: style, weight: weight, lines: lines, color: color)
        styling.runs = runs
    }
}
