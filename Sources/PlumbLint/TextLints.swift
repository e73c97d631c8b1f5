import PlumbCore

/// `clippedText`, `truncatedText`, `brokenWord` and `missingGlyph`, from each text node's measurement at the width it is drawn.
///
/// A text node's text is compared with its frame. A button's title may use the button's whole frame: its content
/// insets shrink before the title is cut (`ButtonTitle`), so a title is clipped only where it is larger than the
/// button itself. Messages name the node's own frame.
enum TextLints {
    static func findings(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = view.entry(index)
            guard let text = entry.text, let content = entry.node.text, !content.string.isEmpty else { continue }
            if let clipped = clippedText(entry, text: text, environment: view.environment, cut: view.cutArea(of: index))
            {
                findings.append(clipped)
            }
            if !text.missingCharacters.isEmpty {
                findings.append(
                    missingGlyph(
                        id: entry.node.id, characters: text.missingCharacters, frame: entry.frame,
                        environment: view.environment))
            }
            if let truncated = truncatedText(entry, text: text, content: content, environment: view.environment) {
                findings.append(truncated)
            }
            if let broken = brokenWord(entry, text: text, environment: view.environment) { findings.append(broken) }
        }
        return findings
    }

    /// Text that needs more width or height than its frame gives, with the amounts; or text whose ink an ancestor
    /// that clips cuts off.
    ///
    /// UIKit: a `UILabel` does not clip its drawing to its bounds (`clipsToBounds` is false by default, Apple's
    /// `UIView.clipsToBounds` documentation), so glyph ink that reaches a fraction of a point outside the frame —
    /// a "j"'s hook, an italic's overhang, 0.25–0.45 pt at odd widths — is drawn on the device, not cut. What is
    /// clipped is text whose lines need more room than the frame gives (the logical box, without the ink's
    /// overhang, larger than the frame: lines or width missing), or ink outside what an ancestor that clips shows
    /// (`clipsToBounds`, or a scroll container across its scroll axis: along it, content is scrolled, not cut).
    static func clippedText(
        _ entry: LayoutResult.Entry, text: TextMeasurement, environment: Environment, cut: Rect? = nil
    ) -> LintFinding? {
        let frame = entry.frame, id = entry.node.id
        let overhang = text.overhang
        let logicalWidth = text.size.width - overhang.left - overhang.right
        let logicalHeight = text.size.height - overhang.top - overhang.bottom
        let extraWidth = logicalWidth - frame.width, extraHeight = logicalHeight - frame.height
        let isButton = entry.node.kind == .button
        let x = isButton ? frame.x + (frame.width - text.size.width) / 2 : frame.x
        let drawn = Rect(
            x: x, y: frame.y + text.top(inHeight: frame.height), width: text.size.width, height: text.size.height)
        guard extraWidth > Linter.tolerance || extraHeight > Linter.tolerance else {
            guard let cut, !cut.contains(drawn, tolerance: Linter.tolerance) else { return nil }
            return LintFinding(
                kind: .clippedText, nodes: [id], environment: environment, rects: [frame, drawn, cut],
                message:
                    "\(isButton ? "title" : "text") of \(id.debugDescription) is drawn at \(GeometryLints.describe(drawn)), "
                    + "outside \(GeometryLints.describe(cut)) that an ancestor clipping its content shows: part of it is cut off"
            )
        }
        var needs: [String] = []
        if extraWidth > Linter.tolerance { needs.append("\(formatNumber(extraWidth)) pt more width") }
        if extraHeight > Linter.tolerance { needs.append("\(formatNumber(extraHeight)) pt more height") }
        let why = text.hasOverflowingWord ? " (a character is wider than the frame)" : ""
        return LintFinding(
            kind: .clippedText, nodes: [id], environment: environment, rects: [frame, drawn],
            message:
                "\(isButton ? "title" : "text") of \(id.debugDescription) needs \(needs.joined(separator: " and ")) than its frame "
                + "\(formatNumber(frame.width)) × \(formatNumber(frame.height)) gives (it needs \(formatNumber(logicalWidth)) × \(formatNumber(logicalHeight)))\(why)"
        )
    }

    /// Words broken inside at a line end, each named with where it broke ("Fettgedruckt|er" after line 1).
    ///
    /// UIKit's word wrapping breaks a word that does not fit on one line between characters
    /// (`NSLineBreakMode.byWordWrapping`: "wrapping occurs at word boundaries, unless the word itself doesn't fit on
    /// a single line"); at the accessibility sizes long German or Finnish words do. Readers take the split word for
    /// two, and teams treat it as a bug: give the text more width, a smaller style at those sizes, or a soft hyphen.
    static func brokenWord(_ entry: LayoutResult.Entry, text: TextMeasurement, environment: Environment) -> LintFinding?
    {
        guard !text.brokenWords.isEmpty else { return nil }
        let id = entry.node.id
        let words = text.brokenWords.map { "\"\($0.before)|\($0.after)\" at the end of line \($0.line)" }
        let count = text.brokenWords.count
        return LintFinding(
            kind: .brokenWord, nodes: [id], environment: environment, rects: [entry.frame],
            message:
                "text of \(id.debugDescription) breaks \(count == 1 ? "a word" : "words") inside: \(words.joined(separator: ", ")) — "
                + "\(count == 1 ? "it is" : "they are") wider than the \(formatNumber(entry.frame.width)) pt line; give the text more width or a "
                + "shorter word, or a soft hyphen (U+00AD) where it may break"
        )
    }

    /// Text cut at its line limit: with an ellipsis, or without one (`wordWrap`, `charWrap`, `clip`).
    static func truncatedText(
        _ entry: LayoutResult.Entry, text: TextMeasurement, content: TextContent, environment: Environment
    ) -> LintFinding? {
        let id = entry.node.id
        let limit = "lines: \(content.lines == 0 ? "unlimited" : String(content.lines))"
        let cut = "cut to \(text.lineCount) line\(text.lineCount == 1 ? "" : "s")"
        let message: String
        if text.isEllipsized {
            message = "text of \(id.debugDescription) is \(cut) and \(ellipsisPlace(content.lineBreakMode)) (\(limit))"
        } else if text.isCut {
            let edge = content.lineBreakMode == .clip && content.lines == 1 ? "cut at its frame's edge" : cut
            message =
                "text of \(id.debugDescription) is \(edge), the rest not shown (\(limit), lineBreakMode: \(content.lineBreakMode.rawValue))"
        } else {
            return nil
        }
        return LintFinding(
            kind: .truncatedText, nodes: [id], environment: environment, rects: [entry.frame], message: message)
    }

    /// Where a truncating mode's "…" is, in reading order.
    static func ellipsisPlace(_ mode: LineBreakMode) -> String {
        switch mode {
        case .truncateHead: "starts with \"…\""
        case .truncateMiddle: "has \"…\" in the middle"
        default: "ends in \"…\""
        }
    }

    /// The characters as `U+E000`, the code point in at least four hex digits as Unicode writes it.
    static func codePoints(_ characters: [Unicode.Scalar]) -> String {
        characters.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: ", ")
    }

    /// Characters no pinned font draws: always an error.
    static func missingGlyph(
        id: String, characters: [Unicode.Scalar], frame: Rect, environment: Environment
    ) -> LintFinding {
        let count = characters.count
        return LintFinding(
            kind: .missingGlyph, severity: .error, nodes: [id], environment: environment, rects: [frame],
            message:
                "text of \(id.debugDescription) has \(count) character\(count == 1 ? "" : "s") no pinned font draws "
                + "(\(codePoints(characters))) in \(environment.label): a box, or a built-in font's private-use glyph, is "
                + "drawn instead; pin a font that has \(count == 1 ? "it" : "them") with `fonts:` or --fonts, or change the text"
        )
    }
}
