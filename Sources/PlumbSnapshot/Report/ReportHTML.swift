import PlumbCore

/// The self-contained `report.html` of a check: inline CSS and JavaScript, no network, images by relative path
/// inside the artifacts folder.
///
/// A summary, then a grid per spec (widths across, categories down; each cell links to its failure), then each
/// environment that did not pass with its messages, side-by-side / slider / diff views, the lint findings outlined
/// over the image, and the accept commands. Every string that comes from a spec or a path is escaped.
public enum ReportHTML {
    /// The page does not contain the artifacts folder's path: its `plumb accept` commands name the folder the page
    /// was opened from (filled in by the script; `ARTIFACTS_DIR` until then), so the reports of shards merged into
    /// another folder equal the unsharded report byte for byte, and a downloaded CI artifact shows local paths.
    public static func html(for report: SnapshotReport) -> String {
        let artifactsPath = artifactsPlaceholder
        let position = Dictionary(uniqueKeysWithValues: report.environments.enumerated().map { ($1.id, $0) })
        var body = header(report, artifactsPath: artifactsPath)
        for spec in report.specs {
            body += specGrid(spec, verdicts: report.environments.filter { $0.key.folder == spec.folder }, position: position)
        }
        let problems = report.problems
        if !problems.isEmpty {
            body += "<h2>Failures and new baselines</h2>\n"
            for verdict in problems { body += detail(verdict, anchor: position[verdict.id]!, artifactsPath: artifactsPath) }
        }
        if !report.orphans.isEmpty {
            body += "<h2>Orphaned baselines</h2>\n<p>No spec × environment of this run produces these; <code>plumb prune</code> removes them.</p>\n<ul class=\"orphans\">\n"
            body += report.orphans.map { "<li><code>\(htmlEscaped($0))</code></li>\n" }.joined()
            body += "</ul>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>plumb check: \(report.passed ? "passed" : "\(report.summary.failed + report.summary.recorded) to review")</title>
            <style>\(ReportAssets.css)</style>
            </head>
            <body>
            \(body)<script>\(ReportAssets.script)</script>
            </body>
            </html>

            """
    }

    private static func header(_ report: SnapshotReport, artifactsPath: String) -> String {
        let s = report.summary
        var html = "<h1>plumb check</h1>\n<p class=\"summary\" id=\"summary\">"
        html += "<span class=\"count\">\(s.environments) environments</span> "
        html += "<span class=\"pass\">\(s.passed) passed</span> "
        html += "<span class=\"fail\">\(s.failed) failed</span> "
        html += "<span class=\"recorded\">\(s.recorded) recorded</span></p>\n"
        html += "<p class=\"meta\">Baselines <code>\(htmlEscaped(report.baselines))</code>, record mode <code>\(htmlEscaped(report.recordMode))</code>; "
        html += "renderer cairo \(htmlEscaped(report.fingerprint.cairo)), pango \(htmlEscaped(report.fingerprint.pango)), "
        html += "harfbuzz \(htmlEscaped(report.fingerprint.harfbuzz)), freetype \(htmlEscaped(report.fingerprint.freetype)).</p>\n"
        if report.summary.failed > 0 {
            html += "<p>Accept every failure shown here (copies this run's images into the baselines, no re-render): "
                + commandBox("plumb accept " + artifactsPath + baselinesFlag(report.baselines)) + "</p>\n"
        }
        return html
    }

    /// The widths × categories grid of one spec; scales and directions share a cell.
    private static func specGrid(_ spec: SnapshotReport.SpecEntry, verdicts: [EnvironmentVerdict], position: [String: Int]) -> String {
        var widths: [Double] = [], categories: [String] = []
        for verdict in verdicts {
            if !widths.contains(verdict.key.width) { widths.append(verdict.key.width) }
            if !categories.contains(verdict.key.category) { categories.append(verdict.key.category) }
        }
        widths.sort()
        let rank = { (name: String) in ContentSizeCategory(name: name).flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) } ?? .max }
        categories.sort { rank($0) < rank($1) }
        let failed = verdicts.count { $0.outcome != .passed }
        var html = "<section class=\"spec\" data-spec=\"\(htmlEscaped(spec.folder))\">\n"
        html += "<h2>\(htmlEscaped(spec.name)) <small>\(htmlEscaped(spec.source)) · \(verdicts.count - failed)/\(verdicts.count) passed</small></h2>\n"
        if !spec.fingerprintNotes.isEmpty {
            html += "<p class=\"fingerprint\">Renderer differs from the baselines': \(spec.fingerprintNotes.map(htmlEscaped).joined(separator: "; ")).</p>\n"
        }
        html += "<table class=\"grid\">\n<tr><th></th>" + widths.map { "<th>\(formatNumber($0)) pt</th>" }.joined() + "</tr>\n"
        for category in categories {
            html += "<tr><th>\(htmlEscaped(category))</th>"
            for width in widths {
                let cell = verdicts.filter { $0.key.width == width && $0.key.category == category }
                html += "<td>" + cell.map { gridEntry($0, anchor: position[$0.id]!) }.joined() + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    private static func gridEntry(_ verdict: EnvironmentVerdict, anchor: Int) -> String {
        let title = htmlEscaped(verdict.id + ": " + (verdict.messages.first ?? "passed"))
        let label = htmlEscaped(verdict.key.label)
        guard verdict.outcome != .passed else { return "<span class=\"cell passed\" title=\"\(title)\">✓ \(label)</span>" }
        var html = "<a class=\"cell \(verdict.outcome.rawValue)\" href=\"#env-\(anchor)\" title=\"\(title)\">"
        if let actual = verdict.artifacts?.actual { html += "<img src=\"\(htmlEscaped(actual))\" alt=\"\(label)\">" }
        return html + "✗ \(label)</a>"
    }

    /// One environment that did not pass: messages, the three views, the lint outlines and the accept commands.
    private static func detail(_ verdict: EnvironmentVerdict, anchor: Int, artifactsPath: String) -> String {
        // `data-plumb-environment`, `data-plumb-status` and the empty `plumb-actions` are where `plumb review` adds
        // its Accept buttons (see PlumbServe's ReviewPage).
        var html = "<section class=\"failure \(verdict.outcome.rawValue)\" id=\"env-\(anchor)\" data-id=\"\(htmlEscaped(verdict.id))\" "
            + "data-plumb-environment=\"\(htmlEscaped(verdict.id))\" data-plumb-status=\"\(verdict.outcome.rawValue)\">\n"
        html += "<h3>\(htmlEscaped(verdict.spec)) · \(htmlEscaped(verdict.key.label)) <small>\(verdict.outcome.rawValue)</small></h3>\n"
        html += "<div class=\"plumb-actions\"></div>\n<ul class=\"messages\">\n"
        html += verdict.messages.map { "<li>\(htmlEscaped($0))</li>\n" }.joined() + "</ul>\n"
        if let files = verdict.artifacts {
            html += views(verdict, files: files)
        }
        if let frames = verdict.frames, !frames.passed {
            html += "<details><summary>Frame changes</summary><pre>\(htmlEscaped(frames.changes.joined(separator: "\n")))</pre></details>\n"
        }
        html += "<p class=\"accept\">Re-record this environment: " + commandBox(verdict.recordCommand)
        if verdict.outcome == .failed && verdict.artifacts != nil {
            html += " or accept this run's image: "
                + commandBox("plumb accept " + artifactsPath + " --only " + shellQuoted(verdict.id) + baselinesFlag(verdictBaselines(verdict)))
        }
        return html + "</p>\n</section>\n"
    }

    private static func views(_ verdict: EnvironmentVerdict, files: ArtifactFiles) -> String {
        let actual = htmlEscaped(files.actual)
        var html = "<div class=\"views\">\n<div class=\"tabs\">"
        html += "<button type=\"button\" data-view=\"side\" class=\"active\">Side by side</button>"
        if files.expected != nil { html += "<button type=\"button\" data-view=\"slider\">Slider</button>" }
        if files.diff != nil { html += "<button type=\"button\" data-view=\"diff\">Diff</button>" }
        html += "</div>\n<div class=\"view side active\">"
        if let expected = files.expected {
            html += "<figure><figcaption>expected</figcaption><img src=\"\(htmlEscaped(expected))\" alt=\"expected\"></figure>"
        } else {
            html += "<figure><figcaption>expected</figcaption><div class=\"none\">no baseline</div></figure>"
        }
        html += "<figure><figcaption>actual</figcaption><div class=\"frame\"><img src=\"\(actual)\" alt=\"actual\">\(lintOverlay(verdict))</div></figure></div>\n"
        if let expected = files.expected {
            html += "<div class=\"view slider\"><div class=\"compare\"><img src=\"\(htmlEscaped(expected))\" alt=\"expected\">"
            html += "<div class=\"top\"><img src=\"\(actual)\" alt=\"actual\"></div></div>"
            html += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected | actual\"></div>\n"
        }
        if let diff = files.diff {
            html += "<div class=\"view diff\"><figure><figcaption>diff (red: differs, yellow: anti-aliasing)</figcaption><img src=\"\(htmlEscaped(diff))\" alt=\"diff\"></figure></div>\n"
        }
        return html + "</div>\n"
    }

    /// The lint findings' rects as outlines over the actual image, in percent of its size so they scale with it.
    private static func lintOverlay(_ verdict: EnvironmentVerdict) -> String {
        let width = Double(max(verdict.image.width, 1)), height = Double(max(verdict.image.height, 1))
        let scale = Double(verdict.image.scale)
        var html = ""
        for lint in verdict.lints {
            for rect in lint.rects {
                let style = "left:\(percent(rect.x * scale / width))%;top:\(percent(rect.y * scale / height))%;"
                    + "width:\(percent(rect.width * scale / width))%;height:\(percent(rect.height * scale / height))%"
                html += "<div class=\"lint \(htmlEscaped(lint.severity))\" style=\"\(style)\" title=\"\(htmlEscaped(lint.kind + " " + lint.nodes.joined(separator: ", ") + ": " + lint.message))\"></div>"
            }
        }
        return html
    }

    private static func percent(_ fraction: Double) -> String { formatNumber((fraction * 100 * 1000).rounded() / 1000) }

    private static func commandBox(_ command: String) -> String {
        let escaped = htmlEscaped(command).replacingOccurrences(
            of: artifactsPlaceholder, with: "<span class=\"artifacts-dir\">\(artifactsPlaceholder)</span>")
        return "<span class=\"command\"><code>\(escaped)</code><button type=\"button\" class=\"copy\">copy</button></span>"
    }

    /// Stands for the artifacts folder in commands until the script puts in the folder the page was opened from.
    static let artifactsPlaceholder = "ARTIFACTS_DIR"

    private static func baselinesFlag(_ baselines: String) -> String {
        baselines == BaselineStore.defaultRoot ? "" : " --baselines " + shellQuoted(baselines)
    }

    /// The baselines folder of a verdict: its baseline path without `/<folder>/<label>.png`.
    private static func verdictBaselines(_ verdict: EnvironmentVerdict) -> String {
        let suffix = "/" + verdict.key.folder + "/" + verdict.key.label + ".png"
        return verdict.baseline.hasSuffix(suffix) ? String(verdict.baseline.dropLast(suffix.count)) : BaselineStore.defaultRoot
    }
}
