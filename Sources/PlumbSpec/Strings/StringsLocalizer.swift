import PlumbCore

/// Puts a locale's strings into a tree: every keyed text (`key:`) gets the locale's value, formatted with its
/// `args:` and the plural form its `count:` picks (docs/localisation.md).
///
/// Base and the pseudo-locales draw the development-language value (the catalog's source language, `Base.lproj`,
/// else the node's `text:`); the pseudo-locales then transform it as for any text. A real locale draws its own
/// value; a key it has no value for draws the development-language value, as iOS's bundle lookup does, and is
/// marked (`LocalizedText.missingLocale`) for the `missingTranslation` lint.
public struct StringsLocalizer: Sendable {
    public var table: StringsTable

    public init(table: StringsTable) { self.table = table }

    /// `root` with every keyed text in `localization`; the tree itself when it has no keyed text.
    public func localize(_ root: Node, in localization: Localization) -> Node {
        guard Self.hasKeys(root) else { return root }
        return localizeTree(root, localization)
    }

    private func localizeTree(_ node: Node, _ localization: Localization) -> Node {
        var node = node
        if var content = node.text, let keyed = content.localized {
            content.string = string(for: keyed, literal: content.string, in: localization, missing: &content.localized!.missingLocale)
            node.text = content
        }
        if node.children.contains(where: Self.hasKeys) {
            node.children = node.children.map { localizeTree($0, localization) }
        }
        return node
    }

    /// The text of `keyed` in `localization`; `literal` is the node's `text:`.
    public func string(for keyed: LocalizedText, literal: String, in localization: Localization, missing: inout String?) -> String {
        missing = nil
        let language = localization.languageCode ?? table.sourceLanguage.map { String($0.split(separator: "-")[0]) } ?? "en"
        var value: LocalizedValue?
        if localization.isLocale {
            value = table.value(keyed.key, locale: localization.rawValue)
            if value == nil { missing = localization.rawValue }
        }
        let chosen = value ?? table.developmentValue(keyed.key) ?? LocalizedValue(format: literal)
        // A missing locale's fallback keeps the development language's plural rules, as the value is in that language.
        let rulesLanguage = value == nil && localization.isLocale ? (table.sourceLanguage ?? "en") : language
        return (try? StringsFormatter.string(chosen, for: keyed, language: rulesLanguage)) ?? chosen.format
    }

    /// Whether `node` or a descendant is a keyed text.
    static func hasKeys(_ node: Node) -> Bool {
        node.text?.localized != nil || node.children.contains(where: hasKeys)
    }

    /// Every keyed text of `root`: node id, key and the node's `text:`, depth first.
    public static func keyedTexts(_ root: Node) -> [(id: String, text: LocalizedText, literal: String)] {
        var out: [(String, LocalizedText, String)] = []
        func walk(_ node: Node) {
            if let content = node.text, let keyed = content.localized { out.append((node.id, keyed, content.string)) }
            node.children.forEach(walk)
        }
        walk(root)
        return out
    }
}

/// A value filled in: the plural form the count picks, then the arguments (see `FormatString`).
enum StringsFormatter {
    /// Languages that write a decimal comma (CLDR's `decimal` symbol): `%f` arguments use it.
    static let decimalComma: Set<String> = [
        "de", "fr", "es", "it", "pt", "nl", "ru", "uk", "pl", "cs", "sk", "da", "sv", "nb", "no", "nn", "fi", "tr", "el",
        "ro", "hr", "sl", "sr", "bs", "bg", "hu", "id", "vi", "ca", "lt", "lv", "et", "be", "kk", "az", "is", "fo", "gl", "eu",
    ]

    /// `value` for `keyed` in `language` (a language code, for plural rules and the decimal separator).
    static func string(_ value: LocalizedValue, for keyed: LocalizedText, language: String) throws(FormatProblem) -> String {
        guard keyed.arguments != nil || keyed.count != nil else {
            // No arguments: drawn as it is (the `other` form of a plural).
            return value.plural?.forms[.other] ?? value.format
        }
        let arguments = keyed.arguments ?? [keyed.count!]
        let separator = decimalComma.contains(language) ? "," : "."
        var format = value.format
        if let plural = value.plural {
            guard let countText = keyed.count ?? arguments.first else {
                throw FormatProblem(message: "the value has plural forms, but the node gives no `count:` and no arguments to pick one")
            }
            guard let number = PluralOperands(countText) else {
                throw FormatProblem(message: "the plural count is \(countText.debugDescription), expected a number")
            }
            format = plural.form(for: number, language: language)
        }
        return try FormatString.fill(format, arguments: arguments, decimalSeparator: separator) { name, index throws(FormatProblem) in
            guard let substitution = value.substitutions[name] else {
                throw FormatProblem(message: "the format uses the variable %#@\(name)@, which the value does not define (`substitutions` or a `.stringsdict` entry)")
            }
            let argument = substitution.argumentNumber.map { $0 - 1 } ?? index
            guard argument < arguments.count else {
                throw FormatProblem(message: "the variable %#@\(name)@ reads argument \(argument + 1), but the node gives \(arguments.count) (`args:`)")
            }
            guard let number = PluralOperands(arguments[argument]) else {
                throw FormatProblem(message: "argument \(argument + 1) is \(arguments[argument].debugDescription), but the plural variable %#@\(name)@ expects a number")
            }
            let form = substitution.plural.form(for: number, language: language)
                .replacingOccurrences(of: "%arg", with: "%\(argument + 1)$" + substitution.formatSpecifier)
            return try FormatString.fill(form, arguments: arguments, firstArgument: argument, decimalSeparator: separator) { inner, _ throws(FormatProblem) in
                throw FormatProblem(message: "the variable %#@\(name)@'s forms use another variable, %#@\(inner)@; variables do not nest")
            }
        }
    }

    /// Every way `value` can be drawn for `keyed`: each plural form (and each variable's forms) filled in, so an
    /// argument mismatch in any form is found at load time. Throws the first problem.
    static func check(_ value: LocalizedValue, for keyed: LocalizedText, language: String) throws(FormatProblem) {
        guard keyed.arguments != nil || keyed.count != nil else { return }
        var variants = [value]
        if let plural = value.plural {
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
            for candidate in expanded.prefix(64) { _ = try string(candidate, for: keyed, language: language) }
        }
    }
}
