import Foundation
import PlumbCore
import Yams

/// `strings:` at the top of a spec (String Catalogs, `.strings` / `.stringsdict` files or folders of them, relative
/// to the spec's folder) and a text node's `key:`, `args:` and `count:` (docs/localisation.md).
struct StringsParser {
    let file: String

    /// The text node keys this parser reads.
    static let textKeys = ["key", "args", "count"]

    /// The table of every path `value` names (a path or a list of paths).
    func table(_ value: Yams.Node) throws(SpecError) -> StringsTable {
        let entries: [Yams.Node]
        switch value {
        case .scalar: entries = [value]
        case .sequence(let list): entries = Array(list)
        default:
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "strings",
                expected: "a strings file or folder, or a list of them")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var table = StringsTable()
        for entry in entries {
            guard let path = entry.scalar?.string, !path.isEmpty else {
                throw .wrongType(
                    file: file, line: entry.line, column: entry.column, key: "strings",
                    expected: "a path to a strings file or folder")
            }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw .invalidValue(
                    file: file, line: entry.line, column: entry.column, key: "strings", value: path,
                    expected:
                        "a .xcstrings, .strings or .stringsdict file, or a folder of them, that exists (looked for \(url.standardizedFileURL.path))"
                )
            }
            do { table.merge(try StringsLoader.load([url.standardizedFileURL.path])) } catch { throw .strings(error) }
        }
        return table
    }

    /// A text node's `key:`, `args:` and `count:`, or `nil` when it has no `key:` (`args:` and `count:` then refused).
    func localizedText(_ reader: YAMLReader) throws(SpecError) -> LocalizedText? {
        guard let key = try reader.string("key") else {
            if let stray = reader.keys.first(where: { $0.name == "args" || $0.name == "count" }) {
                throw .missingKey(
                    file: file, line: stray.line, column: stray.column, key: "key",
                    context: "`\(stray.name)` (it formats a keyed text)")
            }
            return nil
        }
        let keyNode = reader.node("key")!
        if let runs = reader.keys.first(where: { $0.name == "runs" }) {
            // A keyed text's value comes from the strings, in each locale; runs would style the development text only.
            throw .unsupported(
                file: file, line: runs.line, column: runs.column, feature: "`runs` with `key`",
                reason:
                    "a keyed text's value comes from the strings in each locale; style the whole text with the node's own keys, or write the runs without `key`"
            )
        }
        guard !key.isEmpty, key.count <= 1000 else {
            throw .invalidValue(
                file: file, line: keyNode.line, column: keyNode.column, key: "key", value: key,
                expected: "a key of the spec's strings, 1 to 1000 characters")
        }
        var text = LocalizedText(key: key)
        if let args = reader.node("args") {
            let items: [Yams.Node]
            switch args {
            case .scalar: items = [args]
            case .sequence(let list): items = Array(list)
            default:
                throw .wrongType(
                    file: file, line: args.line, column: args.column, key: "args",
                    expected: "a list of format arguments (strings or numbers)")
            }
            guard items.count <= 100 else {
                throw .invalidValue(
                    file: file, line: args.line, column: args.column, key: "args", value: "\(items.count) arguments",
                    expected: "at most 100 arguments")
            }
            text.arguments = try items.map { item throws(SpecError) in
                guard let scalar = item.scalar?.string else {
                    throw .wrongType(
                        file: file, line: item.line, column: item.column, key: "args", expected: "a string or a number")
                }
                return scalar
            }
        }
        if let count = reader.node("count") {
            guard let written = count.scalar?.string, PluralOperands(written) != nil else {
                throw .invalidValue(
                    file: file, line: count.line, column: count.column, key: "count", value: count.scalar?.string ?? "",
                    expected: "a number that picks the plural form, such as 3 or 1.5")
            }
            text.count = written
        }
        return text
    }
}

/// The load-time checks of keyed texts against the strings: a key no file defines is an error, and so is a value
/// whose format does not fit the node's `args:` in any language (iOS would read a wrong argument or crash).
public enum StringsCheck {
    /// The first problem of `root`'s keyed texts with `table`. Without strings (`nil` or empty) only the `text:`
    /// formats are checked: keys then draw their `text:`, and a real locale reports each as untranslated.
    /// `textLimit` is the spec's `--limits text=N`: every value, and every value filled in, must keep to it.
    public static func problem(
        in root: PlumbCore.Node, table: StringsTable?, specFile: String,
        textLimit: Int = SpecLimits.default.textLength
    ) -> StringsError? {
        for (id, keyed, literal) in StringsLocalizer.keyedTexts(root) {
            guard let table, !table.values.isEmpty else {
                do {
                    try StringsFormatter.check(
                        LocalizedValue(format: literal), for: keyed, locale: "en", maxLength: textLimit)
                } catch {
                    return StringsError(
                        file: specFile,
                        problem:
                            "node \(id.debugDescription), key \(keyed.key.debugDescription): \(error.message) (its `text:` is the format while the spec has no `strings:`)"
                    )
                }
                continue
            }
            guard table.defines(keyed.key) else {
                return StringsError(
                    file: specFile,
                    problem:
                        "node \(id.debugDescription): key \(keyed.key.debugDescription) is defined in no strings file (\(table.fileList))"
                        + "\(Suggestion.didYouMean(keyed.key, in: table.allKeys)); add it to the strings, or fix the key"
                )
            }
            for locale in table.locales {
                guard let value = table.values[locale]?[keyed.key] else { continue }
                if let problem = unfilledFormat(value, keyed: keyed, locale: locale, id: id, specFile: specFile) {
                    return problem
                }
                do {
                    try StringsFormatter.check(
                        value, for: keyed, locale: locale == "base" ? (table.sourceLanguage ?? "en") : locale,
                        maxLength: textLimit)
                } catch {
                    let given =
                        keyed.arguments.map { "args: [\($0.joined(separator: ", "))]" }
                        ?? keyed.count.map { "count: \($0)" } ?? "no `args:` or `count:`"
                    return StringsError(
                        file: value.file,
                        problem:
                            "key \(keyed.key.debugDescription) in \(locale): \(error.message); node \(id.debugDescription) of \(specFile) gives \(given)"
                    )
                }
            }
        }
        return nil
    }

    /// A value with a format placeholder (`FormatPlaceholder`) for a node that gives no `args:` and no `count:`:
    /// `String(localized:)` without arguments returns it as written, so UIKit draws "%@" and VoiceOver reads it.
    static func unfilledFormat(
        _ value: LocalizedValue, keyed: LocalizedText, locale: String, id: String, specFile: String
    ) -> StringsError? {
        guard keyed.arguments == nil, keyed.count == nil else { return nil }
        let drawn = value.plural?.forms[.other] ?? value.format
        guard let placeholder = FormatPlaceholder.first(in: drawn) else { return nil }
        return StringsError(
            file: value.file,
            problem:
                "key \(keyed.key.debugDescription) in \(locale): the value \(drawn.debugDescription) has the format placeholder `\(placeholder)`, but node \(id.debugDescription) of \(specFile) gives no `args:` or `count:` to fill it, so UIKit would draw it as written and VoiceOver read it out; add `args:` to the node"
        )
    }
}
