import Foundation

/// A flag renamed so that one name means one thing in every verb (docs/flags.md): the old spelling is kept as a
/// hidden alias that still works and prints a one-line notice on stderr naming the new one.
///
/// Argument-parser declares the alias as its own hidden option (shown by `--help-hidden`); the command reads both
/// through `value(_:alias:)`, so the old spelling keeps its old meaning in that verb.
struct DeprecatedFlag {
    /// The old spelling (`--max-pixels`).
    var alias: String
    /// The name that replaces it (`--max-different-pixels`).
    var name: String
    /// The verb the alias belongs to (`check`): the same old name may have meant another thing in another verb.
    var verb: String

    /// `warning: --max-pixels is deprecated in plumb check; use --max-different-pixels`.
    var notice: String { "warning: \(alias) is deprecated in plumb \(verb); use \(name)" }

    /// The flag's value: the new spelling's, else the alias's with the notice printed.
    ///
    /// - Throws: `UsageError.notBoth` when both spellings are given.
    func value<Value>(_ value: Value?, alias aliasValue: Value?) throws -> Value? {
        guard let aliasValue else { return value }
        guard value == nil else { throw UsageError.notBoth(verb: "plumb \(verb)", flags: [name, alias]) }
        FileHandle.standardError.write(Data((notice + "\n").utf8))
        return aliasValue
    }

    /// The name the user typed for a value that `value(_:alias:)` returned: the alias when only it was given.
    func spelling(aliasGiven: Bool) -> String { aliasGiven ? alias : name }
}

/// Every deprecated alias, one per verb (docs/flags.md, "Deprecated aliases"): the same old name meant different
/// things in different verbs, so each keeps its own meaning where it was.
extension DeprecatedFlag {
    /// `check --max-pixels`: differing pixels allowed (in `diff` it was the decode limit).
    static let checkMaxPixels = DeprecatedFlag(alias: "--max-pixels", name: "--max-different-pixels", verb: "check")
    /// `diff --max-pixels`: the decode limit (in `check` it was the differing pixels allowed).
    static let diffMaxPixels = DeprecatedFlag(alias: "--max-pixels", name: "--max-image-pixels", verb: "diff")
    /// `check --json FILE`: the JSON report's file (`--json` alone prints JSON in `lint`, `diff`, `bisect`).
    static let checkJSON = DeprecatedFlag(alias: "--json", name: "--json-report", verb: "check")
    /// `render --background`: the canvas (in `sheet` it was the sheet's colour).
    static let renderBackground = DeprecatedFlag(alias: "--background", name: "--canvas-background", verb: "render")
    /// `sheet --background`: the sheet's colour (in `render` it was the canvas).
    static let sheetBackground = DeprecatedFlag(alias: "--background", name: "--sheet-background", verb: "sheet")
}
