import Foundation
import PlumbCore

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): `sourceLanguage`, and `strings` → key → `localizations` →
/// locale → a `stringUnit` (`state`, `value`), `variations` (`plural`: zero/one/two/few/many/other; `device`:
/// the `iphone` variant, else `other`) and `substitutions` (`argNum`, `formatSpecifier`, `variations.plural`).
///
/// A key with no value in the source language has the key itself as its source value, as Xcode writes catalogs
/// whose keys are the English strings. A key marked `"shouldTranslate": false` draws its source value everywhere.
public enum StringCatalogReader {
    /// The table in `data`; `file` names it in errors.
    ///
    /// - Throws: `StringsError` for JSON that does not parse (with the parser's position), a missing or mistyped
    ///   field (with its path in the catalog), or plural forms without `other`.
    public static func read(_ data: Data, file: String) throws(StringsError) -> StringsTable {
        let catalog: Catalog
        do { catalog = try JSONDecoder().decode(Catalog.self, from: data) } catch {
            if let syntax = syntaxError(data, file: file) { throw syntax }
            throw StringsError(file: file, problem: describe(error))
        }
        var table = StringsTable()
        let source = LocaleCodes.canonical(catalog.sourceLanguage) ?? catalog.sourceLanguage
        table.sourceLanguage = source
        table.files = [file]
        for (key, entry) in catalog.strings.sorted(by: { $0.key < $1.key }) {
            for (code, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
                let locale = LocaleCodes.canonical(code) ?? code
                let path = "strings → \(key.debugDescription) → localizations → \(code)"
                if let value = try value(of: localization, path: path, file: file) {
                    table.add(value, key: key, locale: locale)
                }
            }
            if table.values[source]?[key] == nil { table.add(LocalizedValue(format: key), key: key, locale: source) }
            if entry.shouldTranslate == false { table.untranslatable.insert(key) }
        }
        return table
    }

    /// One localisation's value: its string unit or its variations, with its substitutions.
    static func value(of localization: Localization, path: String, file: String) throws(StringsError) -> LocalizedValue?
    {
        guard var value = try unitValue(localization.stringUnit, localization.variations, path: path, file: file) else {
            return nil
        }
        for (name, substitution) in (localization.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
            let place = path + " → substitutions → \(name)"
            guard let plural = substitution.variations?.plural else {
                throw StringsError(
                    file: file,
                    problem: "\(place) has no `variations.plural` (expected the plural forms of the variable)")
            }
            value.substitutions[name] = PluralSubstitution(
                argumentNumber: substitution.argNum, formatSpecifier: substitution.formatSpecifier ?? "lld",
                plural: try forms(plural, path: place + " → variations → plural", file: file))
        }
        return value
    }

    /// A string unit's value, or the plural (or device) variations' forms.
    static func unitValue(
        _ unit: StringUnit?, _ variations: Variations?, path: String, file: String
    ) throws(StringsError) -> LocalizedValue? {
        if let unit { return LocalizedValue(format: unit.value) }
        guard let variations else { return nil }
        if let plural = variations.plural {
            let forms = try forms(plural, path: path + " → variations → plural", file: file)
            return LocalizedValue(format: forms.forms[.other] ?? "", plural: forms)
        }
        if let device = variations.device {
            // Plumb draws iPhone screens: the iPhone variant, else the catch-all.
            guard let variant = device["iphone"] ?? device["other"] else { return nil }
            return try unitValue(
                variant.stringUnit, variant.variations, path: path + " → variations → device", file: file)
        }
        return nil
    }

    /// Plural forms from `plural`; `other` is required (the form CLDR gives every language).
    static func forms(_ plural: [String: Variant], path: String, file: String) throws(StringsError) -> PluralForms {
        var forms: [PluralCategory: String] = [:]
        for (name, variant) in plural.sorted(by: { $0.key < $1.key }) {
            guard let category = PluralCategory(rawValue: name) else {
                throw StringsError(
                    file: file,
                    problem:
                        "\(path) has the form \(name.debugDescription)\(Suggestion.didYouMean(name, in: PluralCategory.allCases.map(\.rawValue))) (expected zero, one, two, few, many or other)"
                )
            }
            guard let unit = variant.stringUnit else {
                throw StringsError(
                    file: file,
                    problem:
                        "\(path) → \(name) has no `stringUnit` (expected {\"stringUnit\": {\"state\": …, \"value\": …}})"
                )
            }
            forms[category] = unit.value
        }
        guard forms[.other] != nil else {
            throw StringsError(
                file: file,
                problem:
                    "\(path) has no `other` form (expected `other` and any of zero, one, two, few, many: CLDR gives every language `other`)"
            )
        }
        return PluralForms(forms)
    }

    /// Where JSON that does not parse goes wrong: `JSONSerialization` names the character ("around character 212"),
    /// turned here into a line and column; `nil` when the JSON parses (the shape is wrong instead).
    static func syntaxError(_ data: Data, file: String) -> StringsError? {
        let reason: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        }
        var line = 0, column = 0
        if let range = reason.range(of: "character "),
            let offset = Int(reason[range.upperBound...].prefix { $0.isNumber })
        {
            line = 1
            column = 1
            for byte in data.prefix(offset) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        let problem = reason.replacingOccurrences(
            of: #" around character \d+\.?"#, with: "", options: .regularExpression)
        return StringsError(
            file: file, line: line, column: column,
            problem: "is not valid JSON: \(problem) (expected an Xcode String Catalog)")
    }

    /// A decoding error as a sentence: the JSON parser's own message, or the path to the field and what it needed.
    static func describe(_ error: Error) -> String {
        guard let decoding = error as? DecodingError else { return "is not a String Catalog: \(error)" }
        func place(_ path: [CodingKey]) -> String {
            path.isEmpty
                ? "the catalog" : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: " → ")
        }
        switch decoding {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?).map {
                ($0.userInfo[NSDebugDescriptionErrorKey] as? String) ?? $0.localizedDescription
            }
            return "is not valid JSON: \(underlying ?? context.debugDescription) (expected an Xcode String Catalog)"
        case .keyNotFound(let key, let context):
            return
                "\(place(context.codingPath)) has no `\(key.stringValue)` (expected a String Catalog: {\"sourceLanguage\": \"en\", \"strings\": {…}})"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is not \(typeName(type)) (expected a String Catalog field)"
        @unknown default:
            return "is not a String Catalog: \(decoding)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        default: "a JSON object of the expected shape"
        }
    }

    // The catalog's JSON shape; unknown fields (comment, extractionState, version, state) are ignored.
    struct Catalog: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
    }
    struct Entry: Decodable {
        var localizations: [String: Localization]?
        var shouldTranslate: Bool?
    }
    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }
    struct StringUnit: Decodable {
        var value: String
    }
    struct Variations: Decodable {
        var plural: [String: Variant]?
        var device: [String: Variant]?
    }
    final class Variant: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
    }
    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }
}
