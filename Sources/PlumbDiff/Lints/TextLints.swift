import PlumbCore

/// `clippedText` and `truncatedText`, from each text node's measurement at the width it is drawn.
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
            if text.isEllipsized {
                findings.append(LintFinding(
                    kind: .truncatedText, nodes: [id], environment: view.environment, rects: [entry.frame],
                    message: "text of \(id.debugDescription) is cut to \(text.lineCount) line\(text.lineCount == 1 ? "" : "s") and ends in \"…\""
                        + " (lines: \(content.lines == 0 ? "unlimited" : String(content.lines)))"))
            }
        }
        return findings
    }
}
