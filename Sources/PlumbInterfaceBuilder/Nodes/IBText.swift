import PlumbCore

/// Labels' and buttons' text attributes as `TextContent`: `fontDescription`, `numberOfLines`, `lineBreakMode`,
/// `textAlignment`, `adjustsFontSizeToFit`, and attributed text's fragments joined.
enum IBText {
    /// Interface Builder's text style names (`UICTFontTextStyleSubhead`) as Plumb's.
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
            // Emphasized variants (bold) by the same names with "Emphasized" are read by prefix below.
    ]

    /// The text of a label-like element: `text="…"`, else attributed text's fragments.
    static func string(of element: IBElement) -> String {
        if let text = element["text"] { return text }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children("fragment").map {
                $0["content"] ?? $0.child("string", key: "content")?.text ?? ""
            }
            .joined()
        }
        return element.child("string", key: "text")?.text ?? ""
    }

    /// `string` styled as `element` (a label, a button, a text field) says, with `color` as its text colour.
    static func content(_ string: String, of element: IBElement, color: Color, defaultSize: Double = 17) -> TextContent
    {
        var text = TextContent(string, style: .body, lines: 1, color: color)
        if let lines = element.number("numberOfLines") { text.lines = max(0, Int(lines)) }
        text.lineBreakMode = lineBreakMode(element["lineBreakMode"]) ?? .truncateTail
        text.alignment = alignment(element["textAlignment"]) ?? .natural
        let font =
            element.child("fontDescription", key: "fontDescription")
            ?? element.child("attributedString")?.child("fragment")?.child("attributes")?.child("font")
        apply(font: font, to: &text, defaultSize: defaultSize)
        if element.flag("adjustsFontSizeToFit") {
            text.styling.adjustsFontSizeToFitWidth = true
            text.styling.minimumScaleFactor = element.number("minimumScaleFactor") ?? 0
        }
        return text
    }

    /// A `fontDescription`: a text style (Dynamic Type), `system` / `boldSystem` / `italicSystem` with a weight
    /// and a point size (fixed), or a family and name (the spec's `fonts:` decide whether it is pinned).
    static func apply(font: IBElement?, to text: inout TextContent, defaultSize: Double) {
        guard let font else {
            text.fontSize = defaultSize
            return
        }
        if let styleName = font["style"] {
            let base = textStyles.first { styleName.hasPrefix($0.key) }?.value
            text.style = base ?? .body
            if styleName.contains("Emphasized") { text.weight = .bold }
            return
        }
        text.fontSize = font.number("pointSize") ?? font.number("size") ?? defaultSize
        switch font["type"] {
        case "boldSystem": text.weight = .bold
        case "italicSystem": text.italic = true
        case "system": text.weight = font["weight"].flatMap(FontWeight.init(rawValue:)) ?? .regular
        default:
            if let family = font["family"] { text.fontFamily = family }
            if let name = font["name"] {
                let lowered = name.lowercased()
                if lowered.contains("bold") {
                    text.weight = .bold
                } else if lowered.contains("semibold") {
                    text.weight = .semibold
                } else if lowered.contains("medium") {
                    text.weight = .medium
                } else if lowered.contains("light") {
                    text.weight = .light
                }
                if lowered.contains("italic") { text.italic = true }
            }
        }
    }

    static func lineBreakMode(_ name: String?) -> LineBreakMode? {
        switch name {
        case "wordWrap": .wordWrap
        case "characterWrap": .charWrap
        case "clip": .clip
        case "headTruncation": .truncateHead
        case "middleTruncation": .truncateMiddle
        case "tailTruncation": .truncateTail
        default: nil
        }
    }

    static func alignment(_ name: String?) -> TextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }
}
