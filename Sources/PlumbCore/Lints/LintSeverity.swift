/// How much a lint finding counts: `error` fails `plumb lint` and `plumb check`, `warning` and `note` are printed
/// and shown in reports but never fail, `off` drops the finding.
///
/// Set per kind in a spec (`lints: {truncatedText: off}` on a node or at the top level), per run
/// (`--lint KIND=SEVERITY`, `SnapshotTolerance.lints`), or left to `LintRules.defaults`.
public enum LintSeverity: String, CaseIterable, Hashable, Sendable, Codable {
    case error, warning, note, off

    /// How strict a severity is, for picking the most lenient of several: `off` < `note` < `warning` < `error`.
    public var strictness: Int {
        switch self {
        case .off: 0
        case .note: 1
        case .warning: 2
        case .error: 3
        }
    }

    /// The names a spec or flag may use, for error messages.
    public static let names = allCases.map(\.rawValue)
}

/// The lint kinds and their default severities: the one table to extend when a lint kind is added.
///
/// A new kind (`missingGlyph`, an accessibility lint) adds one row here with its default; the spec parser, the
/// `--lint` flag and the linter all read this table, so nothing else needs to know the name. The defaults follow
/// what a UIKit developer means (docs/spec-format.md, "Lint severities", lists them with their reasons):
/// text that reached its own `lines` limit and ends in "…" was designed to truncate (`warning`); text that needs
/// more room than its frame is cut off (`error`); a violated optional constraint is how optional constraints work
/// (`note`).
public enum LintRules {
    /// Every kind's default severity, by kind name.
    public static let defaults: [String: LintSeverity] = [
        "clippedText": .error,
        "truncatedText": .warning,
        "overlap": .error,
        "outOfBounds": .error,
        "zeroSize": .error,
        "smallTarget": .error,
        "unsatisfiable": .error,
        "ambiguous": .error,
        "violatedConstraint": .note,
        "missingGlyph": .error,
        // Accessibility (docs/accessibility.md): contrast, unlabelled controls and covered elements stop people
        // from using a screen; text capped below the accessibility sizes only may (UIKit's large content viewer).
        "lowContrast": .error,
        "fixedTextSize": .warning,
        "missingLabel": .error,
        "unreachable": .error,
        // Localisation (docs/localisation.md): an untranslated key draws the development-language value, as iOS
        // does; the screen works, but a translator has work to do.
        "missingTranslation": .warning,
        "unfilledFormat": .error,
        "duplicateID": .warning,  // legal where a layout is reused for two cells (docs/lints.md)
        // A word broken between characters at a line end reads as a typo; UIKit does it, so a warning.
        "brokenWord": .warning,
        // A stored Interface Builder frame that Plumb does not reproduce: worth a look (Plumb's approximation or a
        // hand-edited document), never a failure (docs/interface-builder.md).
        "misplacedInIB": .note,
    ]

    /// Every kind name, sorted, for error messages.
    public static var kinds: [String] { defaults.keys.sorted() }

    /// The default severity of `kind`; `error` for a kind missing from the table.
    public static func defaultSeverity(of kind: String) -> LintSeverity { defaults[kind] ?? .error }

    /// Parses `KIND=SEVERITY` (the `--lint` flag's value).
    ///
    /// - Throws: `LintSettingError` quoting the text, with the valid names and a close match when there is one.
    public static func parseSetting(_ text: String) throws(LintSettingError) -> (kind: String, severity: LintSeverity) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw LintSettingError(text: text, problem: "expected KIND=SEVERITY, e.g. truncatedText=off")
        }
        let kind = parts[0].trimmingSpaces, severityName = parts[1].trimmingSpaces
        guard defaults[kind] != nil else {
            throw LintSettingError(
                text: text,
                problem: "unknown lint kind \(kind.debugDescription)" + Suggestion.didYouMean(kind, in: kinds)
                    + " (expected one of: \(kinds.joined(separator: ", ")))")
        }
        guard let severity = LintSeverity(rawValue: severityName) else {
            throw LintSettingError(
                text: text,
                problem: "unknown severity \(severityName.debugDescription)"
                    + Suggestion.didYouMean(severityName, in: LintSeverity.names)
                    + " (expected one of: \(LintSeverity.names.joined(separator: ", ")))")
        }
        return (kind, severity)
    }
}

/// A `--lint` value that is not `KIND=SEVERITY` with a known kind and severity.
public struct LintSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var problem: String

    public var description: String { "--lint \(text.debugDescription): \(problem)" }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
