/// Plain words for the YAML mistakes people make by hand: a tab in the indentation, a key or list item indented
/// differently from the ones beside it. libyaml names the line, in its own terms ("found character that cannot
/// start any token", "mapping values are not allowed in this context"); this says what is wrong and what the
/// indentation should be. Its words are kept in parentheses at the end.
enum YAMLSyntaxHint {
    /// Where to point and what to say for a parser error at `line` (1-based) of `text`; `nil` when the mistake is
    /// not one of these.
    static func hint(in text: String, line: Int) -> (line: Int, column: Int, message: String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard line >= 1, line <= lines.count else { return nil }
        // A tab among the leading blanks of any line up to the error (and the one after: libyaml may stop earlier).
        for number in 1...min(lines.count, line + 1) {
            let leading = lines[number - 1].prefix { $0 == " " || $0 == "\t" }
            if let tab = leading.firstIndex(of: "\t") {
                let column = leading.distance(from: leading.startIndex, to: tab) + 1
                return (number, column, "tab characters are not allowed in YAML; indent with spaces")
            }
        }
        return indentation(lines, line: line)
    }

    /// A line indented to no level of the blocks around it.
    private static func indentation(_ lines: [String], line: Int) -> (line: Int, column: Int, message: String)? {
        let current = Line(lines[line - 1], number: line)
        guard !current.isBlank else { return nil }
        // The levels in effect: the nearest line before, then each line before it that is indented less (its
        // parents), with the column its content starts at (after `- `).
        var levels: [Line] = []
        var least = Int.max
        for number in stride(from: line - 1, through: 1, by: -1) {
            let previous = Line(lines[number - 1], number: number)
            guard !previous.isBlank, previous.indent < least else { continue }
            levels.append(previous)
            least = previous.indent
            if least == 0 { break }
        }
        guard let nearest = levels.first else { return nil }
        var allowed = Set(levels.flatMap { [$0.indent, $0.contentIndent] })
        if nearest.opensBlock, current.indent > nearest.indent { return nil }
        if nearest.isListItem, current.isListItem, current.indent > nearest.indent { return nil }
        allowed.insert(0)
        guard !allowed.contains(current.indent) else { return nil }
        let below = levels.filter { $0.contentIndent < current.indent }.max { $0.contentIndent < $1.contentIndent }
        let above = levels.filter { $0.indent > current.indent }.min { $0.indent < $1.indent }
        // What a line at that level lines up with: the list item or the key there.
        func target(_ level: Line, indent: Int) -> String? {
            if current.isListItem, level.isListItem, level.indent == indent {
                return "\(spaces(indent)) to line up with the list item on line \(level.number)"
            }
            guard let key = level.key else { return nil }
            return "\(spaces(indent)) to sit beside `\(key)` on line \(level.number)"
        }
        var options: [String] = []
        if let above, let text = target(above, indent: above.indent) { options.append(text) }
        if let below, below.contentIndent != above?.indent, let text = target(below, indent: below.contentIndent) {
            options.append(text)
        }
        guard !options.isEmpty else { return nil }
        let what =
            current.isListItem ? "the list item on line \(line)" : current.key.map { "`\($0)`" } ?? "line \(line)"
        return (
            line, current.indent + 1,
            "\(what) is indented \(spaces(current.indent)), which lines up with nothing above it: indent it "
                + options.joined(separator: ", or ")
        )
    }

    private static func spaces(_ count: Int) -> String { "\(count) space\(count == 1 ? "" : "s")" }

    /// One line's indentation and what starts it.
    private struct Line {
        var number: Int
        var indent: Int
        /// Where the content starts: after `- ` for a list item.
        var contentIndent: Int
        var isBlank: Bool
        var isListItem: Bool
        /// The line's key (`kind` in `kind: text`, `id` in `- {id: a}` or `- id: a`), when it has one.
        var key: String?
        /// Whether the line ends a key with nothing after it, so the lines below may be indented further.
        var opensBlock: Bool

        init(_ text: String, number: Int) {
            self.number = number
            let trimmed = text.drop { $0 == " " }
            indent = text.count - trimmed.count
            isBlank = trimmed.isEmpty || trimmed.hasPrefix("#")
            isListItem = trimmed.hasPrefix("- ") || trimmed == "-"
            var content = Substring(trimmed)
            var contentIndent = indent
            while content.hasPrefix("- ") {
                content = content.dropFirst(2).drop { $0 == " " }
                contentIndent = text.count - content.count
            }
            self.contentIndent = contentIndent
            let body = content.hasPrefix("{") ? content.dropFirst() : content
            let name = body.prefix { $0 != ":" && $0 != "," && $0 != "}" }
            key = body.dropFirst(name.count).hasPrefix(":") && !name.isEmpty ? String(name).trimmed : nil
            let code = content.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let end = code.reversed().drop { $0 == " " }
            opensBlock = end.first == ":" || end.first == "|" || end.first == ">" || content == "-"
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
