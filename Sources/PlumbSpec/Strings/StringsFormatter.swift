import Foundation
import PlumbCore

/// A value filled in: the plural form the count picks, then the arguments (see `FormatString`).
enum StringsFormatter {
    /// Languages that write a decimal comma (CLDR's `decimal` symbol): `%f` arguments use it.
    static let decimalComma: Set<String> = [
        "de", "fr", "es", "it", "pt", "nl", "ru", "uk", "pl", "cs", "sk", "da", "sv", "nb", "no", "nn", "fi", "tr",
        "el",
        "ro", "hr", "sl", "sr", "bs", "bg", "hu", "id", "vi", "ca", "lt", "lv", "et", "be", "kk", "az", "is", "fo",
        "gl", "eu",
    ]

    /// The digits of CLDR's default numbering system where it is not Latin (`defaultNumberingSystem` in CLDR 45's
    /// `numbers.xml`): Arabic-Indic for Arabic (but Latin in the Maghreb regions), extended Arabic-Indic for Persian
    /// and Pashto. Numbers filled into `%d` / `%f` are written in them, as `String(localized:)` writes them on iOS.
    static func digits(forLocale locale: String) -> [Character]? {
        let parts = locale.split(separator: "-").map(String.init)
        switch parts.first {
        case "ar":
            if let region = parts.last, ["MA", "DZ", "TN", "LY", "EH"].contains(region) { return nil }
            return Array("٠١٢٣٤٥٦٧٨٩")
        case "fa", "ps": return Array("۰۱۲۳۴۵۶۷۸۹")
        default: return nil
        }
    }

    /// `value` for `keyed` in `locale` (a locale code: its language gives the plural rules and the decimal separator,
    /// the whole code the digits).
    static func string(
        _ value: LocalizedValue, for keyed: LocalizedText, locale: String
    ) throws(FormatProblem) -> String {
        guard keyed.arguments != nil || keyed.count != nil else {
            // No arguments: drawn as it is (the `other` form of a plural).
            return value.plural?.forms[.other] ?? value.format
        }
        let language = String(locale.split(separator: "-").first ?? "")
        let digits = digits(forLocale: locale)
        let arguments = keyed.arguments ?? [keyed.count!]
        let separator = digits != nil ? "٫" : decimalComma.contains(language) ? "," : "."
        var format = value.format
        if let plural = value.plural {
            format = plural.form(for: try pluralCount(for: keyed), language: language)
        }
        return try FormatString.fill(format, arguments: arguments, decimalSeparator: separator, digits: digits) {
            name, index throws(FormatProblem) in
            guard let substitution = value.substitutions[name] else {
                throw FormatProblem(
                    message:
                        "the format uses the variable %#@\(name)@, which the value does not define (`substitutions` or a `.stringsdict` entry)"
                )
            }
            let argument = substitution.argumentNumber.map { $0 - 1 } ?? index
            guard argument < arguments.count else {
                throw FormatProblem(
                    message:
                        "the variable %#@\(name)@ reads argument \(argument + 1), but the node gives \(arguments.count) (`args:`)"
                )
            }
            guard let number = PluralOperands(arguments[argument]) else {
                throw FormatProblem(
                    message:
                        "argument \(argument + 1) is \(arguments[argument].debugDescription), but the plural variable %#@\(name)@ expects a number"
                )
            }
            let form = substitution.plural.form(for: number, language: language)
                .replacingOccurrences(of: "%arg", with: "%\(argument + 1)$" + substitution.formatSpecifier)
            return try FormatString.fill(
                form, arguments: arguments, firstArgument: argument, decimalSeparator: separator, digits: digits
            ) { inner, _ throws(FormatProblem) in
                throw FormatProblem(
                    message:
                        "the variable %#@\(name)@'s forms use another variable, %#@\(inner)@; variables do not nest")
            }
        }
    }

    /// The number that picks a plural value's form: the node's `count:`, else its first argument.
    ///
    /// `string` and `check` both ask it, so a value that passes the check has a count its fill can read.
    static func pluralCount(for keyed: LocalizedText) throws(FormatProblem) -> PluralOperands {
        guard let countText = keyed.count ?? keyed.arguments?.first else {
            throw FormatProblem(
                message: "the value has plural forms, but the node gives no `count:` and no arguments to pick one")
        }
        guard let number = PluralOperands(countText) else {
            throw FormatProblem(message: "the plural count is \(countText.debugDescription), expected a number")
        }
        return number
    }

    /// Every way `value` can be drawn for `keyed`: each plural form (and each variable's forms) filled in, so an
    /// argument mismatch in any form is found at load time, and so is one longer than `maxLength` characters (the
    /// spec's text limit, which a value filled in must keep as a `text:` does). Throws the first problem.
    static func check(
        _ value: LocalizedValue, for keyed: LocalizedText, locale: String,
        maxLength: Int = SpecLimits.default.textLength
    ) throws(FormatProblem) {
        let written =
            [value.format] + (value.plural.map { Array($0.forms.values) } ?? [])
            + value.substitutions.values.flatMap { $0.plural.forms.values }
        if let long = written.first(where: { $0.count > maxLength }) {
            throw FormatProblem(message: tooLong(long.count, maxLength, what: "the value"))
        }
        guard keyed.arguments != nil || keyed.count != nil else { return }
        var variants = [value]
        if let plural = value.plural {
            // Each form is filled below without the count that picks it: the count itself is checked here.
            _ = try pluralCount(for: keyed)
            variants = plural.forms.keys.sorted { $0.rawValue < $1.rawValue }.map { category in
                LocalizedValue(format: plural.forms[category]!, substitutions: value.substitutions)
            }
        }
        for variant in variants {
            var expanded = [variant]
            for (name, substitution) in variant.substitutions.sorted(by: { $0.key < $1.key }) {
                expanded = expanded.flatMap { candidate in
                    substitution.plural.forms.values.sorted().map { form in
                        var copy = candidate
                        copy.substitutions[name]?.plural = PluralForms([.other: form])
                        return copy
                    }
                }
            }
            for candidate in expanded.prefix(64) {
                let filled = try string(candidate, for: keyed, locale: locale)
                if filled.count > maxLength {
                    throw FormatProblem(message: tooLong(filled.count, maxLength, what: "the value filled in"))
                }
            }
        }
    }

    /// The sentence for a value over the text limit.
    private static func tooLong(_ length: Int, _ limit: Int, what: String) -> String {
        "\(what) is \(length) characters long, over the limit of \(limit) characters a text may have "
            + "(raise it with --limits text=N, up to \(SpecLimits.maximumTextLength))"
    }
}
