import Foundation

/// Reads a `.stringsdict` file (an XML property list): per key, `NSStringLocalizedFormatKey` (the format, with
/// `%#@name@` variables) and per variable a dictionary with `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` (`d`, `lld`, …) and the forms `zero`, `one`, `two`, `few`, `many`, `other`.
/// The plist itself is read by Foundation's `PropertyListSerialization`.
public enum StringsDictReader {
    /// The values of `data` by key.
    ///
    /// - Throws: `StringsError` naming the key and what it lacks: a plist that does not parse, a key without
    ///   `NSStringLocalizedFormatKey`, a variable of another rule type, plural forms without `other`.
    public static func read(_ data: Data, file: String) throws(StringsError) -> [String: LocalizedValue] {
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw StringsError(file: file, problem: "is not a property list: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)") (expected a .stringsdict XML plist)")
        }
        guard let root = plist as? [String: Any] else {
            throw StringsError(file: file, problem: "is not a dictionary of keys (expected <plist><dict><key>…</key><dict>…</dict></dict></plist>)")
        }
        var values: [String: LocalizedValue] = [:]
        for (key, entry) in root.sorted(by: { $0.key < $1.key }) {
            guard let entry = entry as? [String: Any] else {
                throw StringsError(file: file, problem: "key \(key.debugDescription) is not a dictionary (expected NSStringLocalizedFormatKey and its variables)")
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw StringsError(file: file, problem: "key \(key.debugDescription) has no NSStringLocalizedFormatKey string (expected the format, such as \"%#@items@\")")
            }
            var value = LocalizedValue(format: format)
            for (name, variable) in entry.sorted(by: { $0.key < $1.key }) where name != "NSStringLocalizedFormatKey" {
                guard let variable = variable as? [String: Any] else { continue }
                let type = variable["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw StringsError(file: file, problem: "key \(key.debugDescription), variable \(name.debugDescription): NSStringFormatSpecTypeKey is \((type ?? "missing").debugDescription) (expected NSStringPluralRuleType)")
                }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = variable[category.rawValue] as? String { forms[category] = form }
                }
                guard forms[.other] != nil else {
                    throw StringsError(file: file, problem: "key \(key.debugDescription), variable \(name.debugDescription) has no `other` form (expected `other` and any of zero, one, two, few, many: CLDR gives every language `other`)")
                }
                value.substitutions[name] = PluralSubstitution(
                    argumentNumber: nil, formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String ?? "d", plural: PluralForms(forms))
            }
            values[key] = value
        }
        return values
    }
}
