import PlumbCore

/// The widths × categories grid of one spec in `report.html`; scales and directions share a cell.
///
/// A passed environment's cell is that environment's element for review tools (`data-plumb-environment`,
/// `data-plumb-status`, an empty `.plumb-actions`); an environment to review links to its detail section, which
/// is its element, and carries `data-plumb-cell` instead, so each id names exactly one element.
enum ReportGrid {
    /// Above this many environments to review in a report, grid cells show no thumbnail (the groups have the images).
    static let thumbnailLimit = 200

    static func html(
        _ spec: SnapshotReport.SpecEntry, verdicts: [EnvironmentVerdict], position: [String: Int], thumbnails: Bool
    ) -> String {
        var widths: [Double] = [], categories: [String] = []
        for verdict in verdicts {
            if !widths.contains(verdict.key.width) { widths.append(verdict.key.width) }
            if !categories.contains(verdict.key.category) { categories.append(verdict.key.category) }
        }
        widths.sort()
        let rank = { (name: String) in
            ContentSizeCategory(name: name).flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) } ?? .max
        }
        categories.sort { rank($0) < rank($1) }
        let passed = verdicts.count { $0.status == .passed }
        var html = "<section class=\"spec\" data-spec=\"\(htmlEscaped(spec.folder))\">\n"
        html +=
            "<h3>\(htmlEscaped(spec.name)) <small>\(htmlEscaped(spec.source)) · \(passed)/\(verdicts.count) passed</small></h3>\n"
        if !spec.fingerprintNotes.isEmpty {
            html +=
                "<p class=\"fingerprint\">Renderer differs from the baselines' (pixels compared with pixelmatch's tolerance): \(spec.fingerprintNotes.map(htmlEscaped).joined(separator: "; ")).</p>\n"
        }
        html +=
            "<table class=\"grid\">\n<tr><th></th>" + widths.map { "<th>\(formatNumber($0)) pt</th>" }.joined()
            + "</tr>\n"
        for category in categories {
            html += "<tr><th>\(htmlEscaped(category))</th>"
            for width in widths {
                let cell = verdicts.filter { $0.key.width == width && $0.key.category == category }
                html +=
                    "<td>" + cell.map { entry($0, anchor: position[$0.id]!, thumbnail: thumbnails) }.joined() + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    private static func entry(_ verdict: EnvironmentVerdict, anchor: Int, thumbnail: Bool) -> String {
        let title = htmlEscaped(verdict.id + ": " + (verdict.messages.first ?? verdict.status.rawValue))
        let label = htmlEscaped(verdict.key.label)
        let id = htmlEscaped(verdict.id)
        guard verdict.status != .passed else {
            return
                "<div class=\"cell passed\" data-plumb-environment=\"\(id)\" data-plumb-status=\"passed\" title=\"\(title)\">✓ \(label)<div class=\"plumb-actions\"></div></div>"
        }
        var html =
            "<a class=\"cell \(verdict.outcome.rawValue) status-\(verdict.status.slug)\" href=\"#env-\(anchor)\" data-plumb-cell=\"\(id)\" title=\"\(title)\">"
        if thumbnail, let actual = verdict.artifacts?.actual {
            html += "<img src=\"\(htmlEscaped(actual))\" alt=\"\(label)\" loading=\"lazy\" decoding=\"async\">"
        }
        return html + (verdict.outcome == .passed ? "• " : "✗ ")
            + "\(label) <small>\(verdict.status.rawValue)</small></a>"
    }
}
