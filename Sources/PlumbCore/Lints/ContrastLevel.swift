/// How strictly the `lowContrast` lint reads WCAG's contrast minimums: `platform` (the default), `aa` or `aaa`.
///
/// - `platform` follows what iOS ships: text below 3:1 is unreadable by any standard (an error), and so is any
///   pair below the AA minimum that Apple's own semantic colours do not produce; small text between 3:1 and 4.5:1
///   in one of Apple's text colours on one of Apple's backgrounds (`secondaryLabel` on white is 3.43:1 once
///   composited, `systemBlue` on white 4.01:1) is a warning, as Apple ships those pairs for secondary and tappable
///   text (Human Interface Guidelines, "Color and contrast").
/// - `aa` is WCAG 2.x success criterion 1.4.3 exactly: 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt bold).
/// - `aaa` is success criterion 1.4.6: 7:1 for text, 4.5:1 for large text.
///
/// Set in a spec's `lints:` (`lints: {contrast: aa}`, on any node for its subtree) or for a run (`--contrast aa`).
public enum ContrastLevel: String, CaseIterable, Hashable, Sendable {
    case platform, aa, aaa

    /// The names a spec or flag may use, for error messages.
    public static let names = allCases.map(\.rawValue)
}
