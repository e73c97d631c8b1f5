import PlumbCore

/// One environment to review in `report.html`: its messages, the side-by-side / slider / diff views with the lint
/// outlines on their own layer (hidden until the toolbar's switch shows them), the accessibility changes and pictures,
/// and the commands that fit its status — accept or re-record for a pixel, frame or accessibility change, none for a lint (its messages say the two ways out).
enum ReportEnvironmentHTML {
    /// `acceptCommand` is `plumb accept ARTIFACTS_DIR` (or the team CLI's own name), which `--only ID` completes.
    static func detail(_ verdict: EnvironmentVerdict, anchor: Int, acceptCommand: String) -> String {
        // `data-plumb-environment`, `data-plumb-status` and the empty `plumb-actions` are where `plumb review` adds
        // its Accept buttons (see PlumbServe's ReviewPage); `ReportHTML` states the contract.
        var html =
            "<section class=\"failure \(verdict.outcome.rawValue) status-\(verdict.status.slug)\" id=\"env-\(anchor)\" data-id=\"\(htmlEscaped(verdict.id))\" "
        html +=
            "data-plumb-environment=\"\(htmlEscaped(verdict.id))\" data-plumb-status=\"\(verdict.status.rawValue)\" data-spec=\"\(htmlEscaped(verdict.key.folder))\">\n"
        html +=
            "<h3>\(htmlEscaped(verdict.spec)) · \(htmlEscaped(verdict.key.label)) <small>\(verdict.outcome.rawValue)</small> "
        html +=
            "<span class=\"badge status-\(verdict.status.slug)\">\(verdict.status.rawValue)</span></h3>\n<div class=\"plumb-actions\"></div>\n<ul class=\"messages\">\n"
        html += verdict.messages.map { "<li>\(htmlEscaped($0))</li>\n" }.joined() + "</ul>\n"
        if let files = verdict.artifacts {
            html += views(verdict, files: files)
        }
        if let frames = verdict.frames, !frames.passed {
            html +=
                "<details><summary>Frame changes</summary><pre>\(htmlEscaped(frames.changes.joined(separator: "\n")))</pre></details>\n"
        }
        html += ReportAccessibilityHTML.section(verdict)
        let accept =
            acceptCommand + " --only " + shellQuoted(verdict.id)
            + ReportHTML.baselinesFlag(verdictBaselines(verdict))
        if verdict.baselineChanged && verdict.status != .newLint {
            html += "<p class=\"accept\">Re-record this environment: " + ReportHTML.commandBox(verdict.recordCommand)
            if verdict.outcome == .failed && verdict.artifacts != nil {
                html += " or accept this run's image: " + ReportHTML.commandBox(accept)
            }
            html += "</p>\n"
        }
        switch verdict.status {
        case .newLint:
            html +=
                "<p class=\"accept\">Fix the layout, or set the finding's severity in the spec (the <code>lints:</code> line above). "
            html +=
                "To accept this run's image and record the finding as known instead: " + ReportHTML.commandBox(accept)
                + "</p>\n"
        case .fixedLint:
            html += "<p class=\"accept\">Tighten the lint baseline: " + ReportHTML.commandBox(accept) + "</p>\n"
        default:
            break
        }
        return html + "</section>\n"
    }

    /// An environment past the first ones of its group, where the group's change is already shown: one line with
    /// its first message and links to its images, and the same review-tool attributes as a full section.
    static func compact(_ verdict: EnvironmentVerdict, anchor: Int) -> String {
        var html =
            "<div class=\"compact failure \(verdict.outcome.rawValue) status-\(verdict.status.slug)\" id=\"env-\(anchor)\" "
        html +=
            "data-plumb-environment=\"\(htmlEscaped(verdict.id))\" data-plumb-status=\"\(verdict.status.rawValue)\" data-spec=\"\(htmlEscaped(verdict.key.folder))\">"
        html += "<div class=\"plumb-actions\"></div><strong>\(htmlEscaped(verdict.key.label))</strong> "
        if let files = verdict.artifacts {
            let links = [("actual", files.actual), ("expected", files.expected), ("diff", files.diff)].compactMap {
                name, path in
                path.map { "<a href=\"\(htmlEscaped($0))\">\(name)</a>" }
            }
            html += links.joined(separator: " ") + " "
        }
        html += "<small>\(htmlEscaped(verdict.notes.first { $0.part != .renderer }?.text ?? ""))</small></div>\n"
        return html
    }

    private static func views(_ verdict: EnvironmentVerdict, files: ArtifactFiles) -> String {
        let actual = htmlEscaped(files.actual)
        let lazy = " loading=\"lazy\" decoding=\"async\""
        var html = "<div class=\"views\">\n<div class=\"tabs\">"
        html += "<button type=\"button\" data-view=\"side\" class=\"active\">Side by side</button>"
        if files.expected != nil { html += "<button type=\"button\" data-view=\"slider\">Slider</button>" }
        if files.diff != nil { html += "<button type=\"button\" data-view=\"diff\">Diff</button>" }
        html += "</div>\n<div class=\"view side active\">"
        if let expected = files.expected {
            html +=
                "<figure><figcaption>expected</figcaption><img src=\"\(htmlEscaped(expected))\" alt=\"expected\"\(lazy)></figure>"
        } else if verdict.pixels?.passed == true {
            html +=
                "<figure><figcaption>expected</figcaption><div class=\"none\">the same pixels as actual</div></figure>"
        } else {
            html += "<figure><figcaption>expected</figcaption><div class=\"none\">no baseline</div></figure>"
        }
        html +=
            "<figure><figcaption>actual</figcaption><div class=\"frame\"><img src=\"\(actual)\" alt=\"actual\"\(lazy)>\(lintLayer(verdict))</div></figure></div>\n"
        if let expected = files.expected {
            html +=
                "<div class=\"view slider\"><div class=\"compare\"><img src=\"\(htmlEscaped(expected))\" alt=\"expected\"\(lazy)>"
            html += "<div class=\"top\"><img src=\"\(actual)\" alt=\"actual\"\(lazy)></div></div>"
            html += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected | actual\"></div>\n"
        }
        if let diff = files.diff {
            html +=
                "<div class=\"view diff\"><figure><figcaption>diff (red: differs, yellow: anti-aliasing)</figcaption><img src=\"\(htmlEscaped(diff))\" alt=\"diff\"\(lazy)></figure></div>\n"
        }
        return html + "</div>\n"
    }

    /// The lint findings' rects as outlines over the actual image, in percent of its size so they scale with it,
    /// on their own layer: shown only when the toolbar's "Show lint outlines" is on, never over a comparison by default.
    private static func lintLayer(_ verdict: EnvironmentVerdict) -> String {
        guard !verdict.lints.isEmpty else { return "" }
        let width = Double(max(verdict.image.width, 1)), height = Double(max(verdict.image.height, 1))
        let scale = Double(verdict.image.scale)
        let new = Set(verdict.lintChanges?.new ?? verdict.lints.filter(\.isError).map(\.key))
        var html = "<div class=\"lint-layer\">"
        for lint in verdict.lints {
            let fresh = new.contains(lint.key) ? " new" : ""
            for rect in lint.rects {
                let style =
                    "left:\(percent(rect.x * scale / width))%;top:\(percent(rect.y * scale / height))%;"
                    + "width:\(percent(rect.width * scale / width))%;height:\(percent(rect.height * scale / height))%"
                html +=
                    "<div class=\"lint \(htmlEscaped(lint.severity))\(fresh)\" style=\"\(style)\" title=\"\(htmlEscaped(lint.kind + " " + lint.nodes.joined(separator: ", ") + ": " + lint.message))\"></div>"
            }
        }
        return html + "</div>"
    }

    private static func percent(_ fraction: Double) -> String { formatNumber((fraction * 100 * 1000).rounded() / 1000) }

    /// The baselines folder of a verdict: its baseline path without `/<folder>/<label>.png`.
    private static func verdictBaselines(_ verdict: EnvironmentVerdict) -> String {
        let suffix = "/" + verdict.key.folder + "/" + verdict.key.label + ".png"
        return verdict.baseline.hasSuffix(suffix)
            ? String(verdict.baseline.dropLast(suffix.count)) : BaselineStore.defaultRoot
    }
}
