import PlumbCore

/// `missingTranslation`: a keyed text (`key:`) whose key the spec's strings do not translate into the environment's
/// locale, so the development-language value is drawn instead, as iOS's bundle lookup does (docs/localisation.md).
enum LocalizationLints {
    static func findings(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = view.entry(index)
            let id = entry.node.id
            // A control's keyed titles (tab bar items, segments, bar buttons, a back button), each on its own.
            let titles = entry.node.control.flatMap { entry.node.kind.controlKind?.keyedTitles(in: $0) } ?? []
            for keyed in titles.map(\.keyed) {
                guard let locale = keyed.missingLocale else { continue }
                findings.append(
                    LintFinding(
                        kind: .missingTranslation, severity: .warning, nodes: [id], environment: view.environment,
                        rects: [entry.frame],
                        message:
                            "title of \(id.debugDescription): key \(keyed.key.debugDescription) has no translation in \(locale), "
                            + "so the development-language value is drawn; add it to the strings"))
            }
            guard let keyed = entry.node.text?.localized, let locale = keyed.missingLocale else { continue }
            findings.append(
                LintFinding(
                    kind: .missingTranslation, severity: .warning, nodes: [id], environment: view.environment,
                    rects: [entry.frame],
                    message:
                        "text of \(id.debugDescription): key \(keyed.key.debugDescription) has no translation in \(locale), "
                        + "so the development-language value is drawn; add it to the strings"))
        }
        return findings
    }
}
