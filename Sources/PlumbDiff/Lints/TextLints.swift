import PlumbCore

/// `clippedText`, `truncatedText` and `missingGlyph`, from each text node's measurement at the width it is drawn.
enum TextLints {
    static func findings(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = view.entry(index)
            guard let text = entry.text, let content = entry.node.text, !content.string.isEmpty else { continue }
            var box = entry.frame
            if entry.node.kind == .button { box = box.inset(by: ButtonMetrics.contentInsets) }
            let id = entry.node.id
            let extraWidth = text.size.width - box.width, extraHeight = text.size.height - box.height
            if extraWidth > Linter.tolerance || extraHeight > Linter.tolerance {
                var needs: [String] = []
                if extraWidth > Linter.tolerance { needs.append("\(formatNumber(extraWidth)) pt more width") }
                if extraHeight > Linter.tolerance { needs.append("\(formatNumber(extraHeight)) pt more height") }
                let why = text.hasOverflowingWord ? " (a word is wider than the frame)" : ""
                findings.append(LintFinding(
                    kind: .clippedText, nodes: [id], environment: view.environment,
                    rects: [entry.frame, Rect(origin: box.origin, size: text.size)],
                    message: "text of \(id.debugDescription) needs \(needs.joined(separator: " and ")) than its frame "
                        + "\(formatNumber(box.width)) × \(formatNumber(box.height)) gives (it needs \(formatNumber(text.size.width)) × \(formatNumber(text.size.height)))\(why)"))
            }
            if !text.missingCharacters.isEmpty {
                findings.append(missingGlyph(id: id, characters: text.missingCharacters, frame: entry.frame, environment: view.environment))
            }
            if text.isEllipsized {
                findings.append(LintFinding(
                    kind: .truncatedText, nodes: [id], environment: view.environment, rects: [entry.frame],
                    message: "text of \(id.debugDescription) is cut to \(text.lineCount) line\(text.lineCount == 1 ? "" : "s") and ends in \"…\""
                        + " (lines: \(content.lines == 0 ? "unlimited" : String(content.lines)))"))
            }
        }
        return findings
    }

    /// The characters as `U+E000`, the code point in at least four hex digits as Unicode writes it.
    static func codePoints(_ characters: [Unicode.Scalar]) -> String {
        characters.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: ", ")
    }

    static func missingGlyph(id: String, characters: [Unicode.Scalar], frame: Rect, environment: Environment) -> LintFinding {
        let count = characters.count
        return LintFinding(
            kind: .missingGlyph, severity: .error, nodes: [id], environment: environment, rects: [frame],
            message: "text of \(id.debugDescription) has \(count) character\(count == 1 ? "" : "s") no pinned font draws "
                + "(\(codePoints(characters))) in \(environment.label): a box, or a built-in font's private-use glyph, is "
                + "drawn instead; pin a font that has \(count == 1 ? "it" : "them") with `fonts:` or --fonts, or change the text")
    }
}
