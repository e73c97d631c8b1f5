import PlumbCore
import Yams

/// The styling keys of a text node (docs/spec-format.md, "Text styling"): `lineSpacing`, `lineHeightMultiple`,
/// `letterSpacing`, `textCase`, `adjustsFontSizeToFitWidth` + `minimumScaleFactor`, and `runs:`, an attributed text
/// as a list of runs each with its own font, colour and lines.
struct TextStylingParser {
    let file: String
    /// The spec's `colors:`, for run colours.
    var palette: [String: Color] = [:]
    var limits: SpecLimits = .default

    static let keys = [
        "lineSpacing", "lineHeightMultiple", "letterSpacing", "textCase", "adjustsFontSizeToFitWidth",
        "minimumScaleFactor", "runs",
    ]
    static let runKeys = [
        "text", "style", "weight", "italic", "color", "font", "fontSize", "strikethrough", "underline", "link",
    ]

    /// The text of `runs:` joined (the node's string), or "" when the node has no runs; the runs are checked by `parse`.
    static func runsText(_ reader: YAMLReader) -> String {
        guard case .sequence(let list)? = reader.node("runs") else { return "" }
        return list.map { item in
            guard case .mapping(let mapping) = item else { return "" }
            return mapping.first { $0.key.scalar?.string == "text" }?.value.scalar?.string ?? ""
        }.joined()
    }

    func parse(_ reader: YAMLReader) throws(SpecError) -> TextStyling {
        var styling = TextStyling()
        styling.lineSpacing = try reader.number("lineSpacing", in: 0...1000) ?? 0
        if let multiple = reader.node("lineHeightMultiple") {
            styling.lineHeightMultiple = try YAMLReader.number(
                multiple, key: "lineHeightMultiple", in: 0...10, file: file)
            guard styling.lineHeightMultiple > 0 else {
                throw .invalidValue(
                    file: file, line: multiple.line, column: multiple.column, key: "lineHeightMultiple",
                    value: multiple.scalar?.string ?? "",
                    expected: "a factor above 0, such as 1.2 (leave the key out for the natural line height)")
            }
        }
        styling.letterSpacing = try reader.number("letterSpacing", in: -100...100) ?? 0
        styling.textCase = try reader.choice(
            "textCase", { TextCase(rawValue: $0) }, expected: NodeParser.oneOf(TextCase.allCases.map(\.rawValue)))
        try parseShrinking(reader, into: &styling)
        if let runs = reader.node("runs") { styling.runs = try parseRuns(runs, reader: reader) }
        return styling
    }

    /// `adjustsFontSizeToFitWidth: true` with `minimumScaleFactor` in (0, 1]: UIKit's default factor, 0, would keep
    /// the font's size, so the spec must give one; a factor without the switch would do nothing.
    private func parseShrinking(_ reader: YAMLReader, into styling: inout TextStyling) throws(SpecError) {
        styling.adjustsFontSizeToFitWidth = try reader.bool("adjustsFontSizeToFitWidth") ?? false
        if let factor = reader.node("minimumScaleFactor") {
            let value = try YAMLReader.number(factor, key: "minimumScaleFactor", in: 0...1, file: file)
            guard value > 0 else {
                throw .invalidValue(
                    file: file, line: factor.line, column: factor.column, key: "minimumScaleFactor",
                    value: factor.scalar?.string ?? "",
                    expected:
                        "a factor above 0 and at most 1, such as 0.5 (the smallest font is the text's size times it)")
            }
            guard styling.adjustsFontSizeToFitWidth else {
                throw .unsupported(
                    file: file, line: factor.line, column: factor.column, feature: "`minimumScaleFactor` alone",
                    reason: "it only applies with `adjustsFontSizeToFitWidth: true`; add that key")
            }
            styling.minimumScaleFactor = value
        } else if styling.adjustsFontSizeToFitWidth, let key = reader.node("adjustsFontSizeToFitWidth") {
            throw .missingKey(
                file: file, line: key.line, column: key.column, key: "minimumScaleFactor",
                context:
                    "`adjustsFontSizeToFitWidth: true` (UIKit's default factor, 0, never shrinks: give one such as 0.5)"
            )
        }
    }

    /// `runs:`, a non-empty list of mappings each with a `text`; the node's `text:` must be absent.
    private func parseRuns(_ value: Yams.Node, reader: YAMLReader) throws(SpecError) -> [TextRun] {
        if let text = reader.node("text") {
            throw .unsupported(
                file: file, line: text.line, column: text.column, feature: "`text` with `runs`",
                reason: "a node's text is its runs joined: put this text in a run (`runs: [{text: …}]`)")
        }
        guard case .sequence(let list) = value, !list.isEmpty else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "runs",
                expected: "a list of runs, such as [{text: \"Was \"}, {text: \"$49\", strikethrough: true}]")
        }
        var runs: [TextRun] = []
        var length = 0
        for item in list {
            let run = try parseRun(item)
            length += run.text.count
            if length > limits.textLength {
                throw .overLimit(
                    file: file, line: item.line, column: item.column,
                    problem: "the runs' text is \(length) characters long up to here",
                    limit: "text", value: limits.textLength)
            }
            runs.append(run)
        }
        return runs
    }

    private func parseRun(_ item: Yams.Node) throws(SpecError) -> TextRun {
        let reader = try YAMLReader(item, key: "runs", file: file, context: "a run")
        try reader.checkKeys(Self.runKeys)
        var run = TextRun(try reader.requiredString("text"))
        run.style = try reader.choice(
            "style", TextStyle.init(name:), expected: NodeParser.oneOf(TextStyle.allCases.map(\.rawValue)))
        run.weight = try reader.choice(
            "weight", FontWeight.init(name:), expected: NodeParser.oneOf(FontWeight.allCases.map(\.rawValue)))
        run.italic = try reader.bool("italic")
        run.color = try ColorParser(file: file, palette: palette).color(reader, "color")
        if let family = try reader.string("font") {
            guard !family.allSatisfy({ $0 == " " }), !family.contains(",") else {
                let node = reader.node("font")!
                throw .invalidValue(
                    file: file, line: node.line, column: node.column, key: "font", value: family,
                    expected: "one font family name, such as \"Brand Sans\" (from the spec's `fonts:` or --fonts)")
            }
            run.fontFamily = family
        }
        run.fontSize = try reader.number("fontSize", in: 1...1000)
        run.strikethrough = try reader.bool("strikethrough") ?? false
        run.underline = try reader.bool("underline") ?? false
        if let link = reader.node("link") {
            let text = link.scalar?.string ?? ""
            switch text.lowercased() {
            case "false", "no", "off": run.link = nil
            case "true", "yes", "on": run.link = ""
            case _ where !text.isEmpty && link.scalar != nil: run.link = text
            default:
                throw .wrongType(
                    file: file, line: link.line, column: link.column, key: "link",
                    expected: "true or a URL such as \"https://example.com/terms\"")
            }
        }
        return run
    }
}
