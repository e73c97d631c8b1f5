/// The accessibility part of an environment in `report.html`: what VoiceOver now reads differently, one change a
/// line with the element's number ("2. label of "airplane": "Airplane Mode" → "Flight Mode""), and the baseline's and
/// this run's accessibility pictures side by side, numbered as the changes are.
enum ReportAccessibilityHTML {
    static func section(_ verdict: EnvironmentVerdict) -> String {
        // Only a change is shown: a pixel or frame change with VoiceOver reading the same needs no second picture.
        guard let check = verdict.accessibility, !check.passed else { return "" }
        var html =
            "<details class=\"accessibility\" open><summary>Accessibility changes (\(check.changes.count))</summary>\n"
        if !check.changes.isEmpty {
            html +=
                "<ol class=\"accessibility-changes\">"
                + check.changes.map { "<li>\(htmlEscaped($0.description))</li>" }.joined() + "</ol>\n"
        } else if check.baseline == .unreadable {
            html += "<p>The accessibility baseline could not be read (see the messages above).</p>\n"
        }
        if let files = verdict.artifacts, let actual = files.actualAccessibilityImage {
            let lazy = " loading=\"lazy\" decoding=\"async\""
            html += "<div class=\"accessibility-pictures\">"
            if let expected = files.expectedAccessibilityImage {
                html +=
                    "<figure><figcaption>expected (baseline)</figcaption><img src=\"\(htmlEscaped(expected))\" alt=\"expected accessibility snapshot\"\(lazy)></figure>"
            }
            html +=
                "<figure><figcaption>actual</figcaption><img src=\"\(htmlEscaped(actual))\" alt=\"actual accessibility snapshot\"\(lazy)></figure></div>\n"
        }
        return html + "</details>\n"
    }
}
