import ArgumentParser
import PlumbCore
import PlumbLint

/// `--lint KIND=SEVERITY` (repeatable), shared by `lint`, `check`, `record` and `bisect`: the run's severity of a
/// lint kind; and `--contrast-level platform|aa|aaa`: how strictly `lowContrast` reads contrast (`ContrastLevel`).
struct LintOptions: ParsableArguments {
    @Option(
        name: .customLong("lint"),
        help: ArgumentHelp(
            "Set a lint kind's severity for this run: error, warning, note or off (repeatable; a spec's lints: wins).",
            valueName: "KIND=SEVERITY"))
    var settings: [String] = []

    @Option(
        name: .customLong("contrast-level"),
        help: ArgumentHelp(
            "How strictly lowContrast reads contrast: platform (default: Apple's own pairs between 3:1 and 4.5:1 are warnings), aa or aaa (WCAG's minimums; a spec's lints: {contrast:} wins).",
            valueName: "LEVEL"))
    var contrastLevel: String?

    /// The run's policy: the severities and the contrast level.
    func policy() throws -> LintPolicy { LintPolicy(run: try severities(), contrast: try contrast()) }

    /// `--contrast-level`, `.platform` when it is not given.
    ///
    /// - Throws: `UsageError.badValue` naming the value and the levels, with a suggestion.
    func contrast() throws -> ContrastLevel {
        guard let text = contrastLevel else { return .platform }
        guard let level = ContrastLevel(rawValue: text.lowercased()) else {
            throw UsageError.badValue(
                flag: "--contrast-level", value: text, isNot: "a contrast level",
                suggestion: Suggestion.closest(to: text, in: ContrastLevel.names), expected: "platform, aa or aaa")
        }
        return level
    }

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
