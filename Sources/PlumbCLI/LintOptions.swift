import ArgumentParser
import PlumbCore

/// `--lint KIND=SEVERITY` (repeatable), shared by `lint`, `check` and `record`: the run's severity of a lint kind.
struct LintOptions: ParsableArguments {
    @Option(
        name: .customLong("lint"),
        help: ArgumentHelp(
            "Set a lint kind's severity for this run: error, warning, note or off (repeatable; a spec's lints: wins).",
            valueName: "KIND=SEVERITY"))
    var settings: [String] = []

    /// The settings by kind; a later one of the same kind wins.
    ///
    /// - Throws: `LintSettingError` naming the value, the valid kinds or severities and the closest one.
    func severities() throws -> [String: LintSeverity] {
        var severities: [String: LintSeverity] = [:]
        for text in settings {
            let (kind, severity) = try LintRules.parseSetting(text)
            severities[kind] = severity
        }
        return severities
    }
}
