import PlumbCore

/// The self-contained `report.html` of a check: inline CSS and JavaScript, no network, images by relative path
/// inside the artifacts folder.
///
/// The page, top to bottom: the count of each status; a toolbar (filters per status and per spec, the lint
/// layer's toggle); the environments to review grouped by identical change (`ChangeGroups`), changed first, each
/// group collapsible and only the first ones open; the widths × categories grid of each spec; orphans. Images load
/// lazily and closed groups load none, so a run with thousands of failures opens quickly. Every string that comes
/// from a spec or a path is escaped.
///
/// The page's contract with review tools (`plumb review` injects Accept buttons into it), which only extends:
/// - each environment has exactly one element with `data-plumb-environment="ID"` (ID is what
///   `plumb accept --only ID` takes) and `data-plumb-status="STATUS"` (an `EnvironmentStatus` name such as
///   `changed` or `new lint`): the detail section of an environment to review, the grid cell of a passed one;
/// - each such element contains one empty `<div class="plumb-actions"></div>` where buttons may be injected;
/// - each group of identical changes has `data-plumb-group="GROUP-ID"`, lists its environments' ids (space-separated;
///   ids hold no spaces) in `data-plumb-environments`, and contains their elements;
/// - grid cells of environments to review carry `data-plumb-cell="ID"` and link to the detail section.
/// report.json lists each environment's `id` and `status` with the same values.
public enum ReportHTML {
    /// How many groups are open when the page loads; the rest are collapsed (and load no images until opened).
    static let openGroups = 20
    /// How many environments of a group are shown in full before the rest fold into "N more", one line each (the
    /// change is the group's, already shown).
    static let shownPerGroup = 12

    /// The page does not contain the artifacts folder's path: its `plumb accept` commands name the folder the page
    /// was opened from (filled in by the script; `ARTIFACTS_DIR` until then), so the reports of shards merged into
    /// another folder equal the unsharded report byte for byte, and a downloaded CI artifact shows local paths.
    public static func html(for report: SnapshotReport) -> String {
        let artifactsPath = artifactsPlaceholder
        let position = Dictionary(uniqueKeysWithValues: report.environments.enumerated().map { ($1.id, $0) })
        let groups = ChangeGroups(report).groups
        var body = header(report, artifactsPath: artifactsPath)
        body += toolbar(report)
        if !groups.isEmpty {
            body += "<h2>To review</h2>\n"
            for (index, group) in groups.enumerated() {
                body += groupHTML(
                    group, open: index < openGroups, position: position,
                    acceptCommand: report.acceptProgram + " " + artifactsPath)
            }
        }
        body += "<h2>Matrix</h2>\n"
        for spec in report.specs {
            body += ReportGrid.html(
                spec, verdicts: report.environments.filter { $0.key.folder == spec.folder }, position: position,
                thumbnails: report.environments.count { $0.status != .passed } <= ReportGrid.thumbnailLimit)
        }
        if !report.orphans.isEmpty {
            body +=
                "<h2>Orphaned baselines</h2>\n<p>No environment of the checked specs produces these; <code>plumb prune</code> with the same specs removes them.</p>\n<ul class=\"orphans\">\n"
            body += report.orphans.map { "<li><code>\(htmlEscaped($0))</code></li>\n" }.joined()
            body += "</ul>\n"
        }
        let toReview = report.environments.count { $0.status != .passed }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>plumb check: \(toReview == 0 ? "passed" : "\(toReview) to review")</title>
            <style>\(ReportAssets.css)</style>
            </head>
            <body>
            <!-- For review tools: one element per environment with data-plumb-environment="ID" (as plumb accept --only ID) and data-plumb-status="STATUS", holding an empty div.plumb-actions; a group of identical changes carries data-plumb-group="GROUP-ID" and data-plumb-environments="ID ID …" and contains its environments' elements. -->
            \(body)<script>\(ReportAssets.script)</script>
            </body>
            </html>

            """
    }

    private static func header(_ report: SnapshotReport, artifactsPath: String) -> String {
        let s = report.summary
        var html = "<h1>plumb check</h1>\n<p class=\"summary\" id=\"summary\">"
        html += "<span class=\"count\">\(s.environments) environments</span> "
        for (status, count) in report.statusCounts {
            html +=
                "<span class=\"status-\(status.slug)\" data-count=\"\(status.rawValue)\">\(count) \(status.rawValue)</span> "
        }
        html +=
            "<span class=\"fail\">\(s.failed) failed</span> <span class=\"recorded\">\(s.recorded) recorded</span></p>\n"
        html +=
            "<p class=\"meta\">Baselines <code>\(htmlEscaped(PrintedPath.relative(report.baselines)))</code>, record mode <code>\(htmlEscaped(report.recordMode))</code>"
        if let shard = report.shard, shard != Shard.whole.description {
            html += ", shard <code>\(htmlEscaped(shard))</code>"
        }
        html +=
            "; renderer cairo \(htmlEscaped(report.fingerprint.cairo)), pango \(htmlEscaped(report.fingerprint.pango)), "
        html +=
            "harfbuzz \(htmlEscaped(report.fingerprint.harfbuzz)), freetype \(htmlEscaped(report.fingerprint.freetype))"
        html += report.plumbVersion.map { "; plumb \(htmlEscaped($0))" } ?? ""
        html += ".</p>\n"
        if report.environments.contains(where: { $0.outcome == .failed && $0.artifacts != nil }) {
            html +=
                "<p>Accept every failure shown here (copies this run's images and lints into the baselines, no re-render): "
                + commandBox(report.acceptProgram + " " + artifactsPath + baselinesFlag(report.baselines)) + "</p>\n"
        }
        return html
    }

    /// Filters per status and per spec, and the lint layer's switch; the script makes them work.
    private static func toolbar(_ report: SnapshotReport) -> String {
        var html =
            "<form class=\"toolbar\" id=\"toolbar\" onsubmit=\"return false\">\n<fieldset><legend>Status</legend>"
        for (status, count) in report.statusCounts {
            html +=
                "<label><input type=\"checkbox\" name=\"status\" value=\"\(status.rawValue)\"\(status == .passed ? "" : " checked")> \(status.rawValue) (\(count))</label> "
        }
        html += "</fieldset>\n<label>Spec <select name=\"spec\"><option value=\"\">all specs</option>"
        for spec in report.specs {
            html += "<option value=\"\(htmlEscaped(spec.folder))\">\(htmlEscaped(spec.name))</option>"
        }
        html +=
            "</select></label>\n<label><input type=\"checkbox\" name=\"lints\" id=\"show-lints\"> Show lint outlines</label>\n"
        html +=
            "<button type=\"button\" data-expand=\"all\">Expand all</button> <button type=\"button\" data-expand=\"none\">Collapse all</button>\n"
        return html + "</form>\n"
    }

    private static func groupHTML(
        _ group: ChangeGroups.Group, open: Bool, position: [String: Int], acceptCommand: String
    ) -> String {
        var html =
            "<details class=\"group status-\(group.status.slug)\" data-plumb-group=\"\(group.id)\" data-status=\"\(group.status.rawValue)\" "
        html +=
            "data-spec=\"\(htmlEscaped(group.folder))\" data-plumb-environments=\"\(htmlEscaped(group.verdicts.map(\.id).joined(separator: " ")))\""
        html += open ? " open>\n" : ">\n"
        html +=
            "<summary><span class=\"badge status-\(group.status.slug)\">\(group.status.rawValue)</span> <strong>\(htmlEscaped(group.spec))</strong> · "
        html +=
            htmlEscaped(group.title) + " <small>"
            + htmlEscaped(group.verdicts.map(\.key.label).prefix(8).joined(separator: " "))
        html += group.verdicts.count > 8 ? " …" : ""
        html += "</small></summary>\n"
        for verdict in group.verdicts.prefix(shownPerGroup) {
            html += ReportEnvironmentHTML.detail(
                verdict, anchor: position[verdict.id]!, acceptCommand: acceptCommand)
        }
        if group.verdicts.count > shownPerGroup {
            html +=
                "<details class=\"more\"><summary>\(group.verdicts.count - shownPerGroup) more environments with the same change</summary>\n"
            for verdict in group.verdicts.dropFirst(shownPerGroup) {
                html += ReportEnvironmentHTML.compact(verdict, anchor: position[verdict.id]!)
            }
            html += "</details>\n"
        }
        return html + "</details>\n"
    }

    static func commandBox(_ command: String) -> String {
        let escaped = htmlEscaped(command).replacingOccurrences(
            of: artifactsPlaceholder, with: "<span class=\"artifacts-dir\">\(artifactsPlaceholder)</span>")
        return
            "<span class=\"command\"><code>\(escaped)</code><button type=\"button\" class=\"copy\">copy</button></span>"
    }

    /// Stands for the artifacts folder in commands until the script puts in the folder the page was opened from.
    static let artifactsPlaceholder = "ARTIFACTS_DIR"

    static func baselinesFlag(_ baselines: String) -> String {
        baselines == BaselineStore.defaultRoot ? "" : " --baselines " + shellQuoted(PrintedPath.relative(baselines))
    }
}
