import Foundation

/// Reads a `.stringsdict` file (an XML property list): per key, `NSStringLocalizedFormatKey` (the format, with
/// `%#@name@` variables) and per variable a dictionary with `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` (`d`, `lld`, …) and the forms `zero`, `one`, `two`, `few`, `many`, `other`.
/// The plist itself is read by `PlistXMLReader`.
public enum StringsDictReader {
    /// The values of `data` by key.
    ///
    /// - Throws: `StringsError` naming the key and what it lacks: a plist that does not parse, a key without
    ///   `NSStringLocalizedFormatKey`, a variable of another rule type, plural forms without `other`.
    public static func read(_ data: Data, file: String) throws(StringsError) -> [String: LocalizedValue] {
        var reader = PlistXMLReader(data, file: file)
        guard case .dictionary(let root) = try reader.read() else {
            throw StringsError(
                file: file,
                problem: "is not a dictionary of keys (expected <plist><dict><key>…</key><dict>…</dict></dict></plist>)"
            )
        }
        var values: [String: LocalizedValue] = [:]
        for (key, value) in root {
            guard case .dictionary(let pairs) = value else {
                throw StringsError(
                    file: file,
                    problem:
                        "key \(key.debugDescription) is not a dictionary (expected NSStringLocalizedFormatKey and its variables)"
                )
            }
            let entry = Dictionary(pairs, uniquingKeysWith: { _, last in last })
            guard case .string(let format) = entry["NSStringLocalizedFormatKey"] else {
                throw StringsError(
                    file: file,
                    problem:
                        "key \(key.debugDescription) has no NSStringLocalizedFormatKey string (expected the format, such as \"%#@items@\")"
                )
            }
            var value = LocalizedValue(format: format)
            for (name, variableValue) in pairs where name != "NSStringLocalizedFormatKey" {
                guard case .dictionary(let variablePairs) = variableValue else { continue }
                let variable = Dictionary(variablePairs, uniquingKeysWith: { _, last in last })
                let type = variable["NSStringFormatSpecTypeKey"].flatMap(Self.string)
                guard type == "NSStringPluralRuleType" else {
                    throw StringsError(
                        file: file,
                        problem:
                            "key \(key.debugDescription), variable \(name.debugDescription): NSStringFormatSpecTypeKey is \((type ?? "missing").debugDescription) (expected NSStringPluralRuleType)"
                    )
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = variable[category.rawValue].flatMap(Self.string) { forms[category] = form }
                }
                guard forms[.other] != nil else {
                    throw StringsError(
                        file: file,
                        problem:
                            "key \(key.debugDescription), variable \(name.debugDescription) has no `other` form (expected `other` and any of zero, one, two, few, many: CLDR gives every language `other`)"
                    )
                }
                value.substitutions[name] = PluralSubstitution(
                    argumentNumber: nil,
                    formatSpecifier: variable["NSStringFormatValueTypeKey"].flatMap(Self.string) ?? "d",
                    plural: PluralForms(forms))
            }
            values[key] = value
        }
        return values
    }

    private static func string(_ value: PlistValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
