import PlumbCore

/// `unfilledFormat`: a drawn text that still holds a printf placeholder (`%@`, `%d`, `%1$@`; `FormatPlaceholder`).
///
/// `String(format:)` and `String(localized:)` fill a format only when given arguments; without them a label shows
/// "%@" and VoiceOver reads it out. A spec refuses such a `text:` at load (file:line:column) and a strings value
/// for a node without `args:`; this lint finds what no spec states: a tree built in Swift, a manual layout's text,
/// a title from a team's own strings (docs/lints.md).
enum FormatLints {
    static func findings(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = view.entry(index)
            guard let text = entry.node.text, let placeholder = FormatPlaceholder.first(in: text.string) else {
                continue
            }
            let id = entry.node.id
            findings.append(
                LintFinding(
                    kind: .unfilledFormat, nodes: [id], environment: view.environment, rects: [entry.frame],
                    message:
                        "text of \(id.debugDescription) is \(text.string.debugDescription): `\(placeholder)` is a format placeholder with nothing to fill it, "
                        + "so UIKit draws it as written and VoiceOver reads it out; fill it (a spec's `key:` and `args:`, String(format:)) or write the value"
                ))
        }
        return findings
    }
}
