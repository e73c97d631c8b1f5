import PlumbCore

/// A CLDR plural category (https://cldr.unicode.org/index/cldr-spec/plural-rules): the forms a String Catalog's
/// `variations.plural` and a `.stringsdict`'s `NSStringPluralRuleType` give.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// Plural forms of one string: a format per category, `other` always present (the readers refuse one without it).
public struct PluralForms: Hashable, Sendable {
    public var forms: [PluralCategory: String]

    public init(_ forms: [PluralCategory: String]) { self.forms = forms }

    /// The form for `number` in `language`: Apple uses an explicit `zero` form for 0 in every language (Apple's
    /// "Stringsdict file format": "zero … used for the number 0, even if the language's rules don't have a zero
    /// category"), then the CLDR category, then `other`.
    public func form(for number: PluralOperands, language: String) -> String {
        if number.isZero, let zero = forms[.zero] { return zero }
        return forms[PluralRules.category(for: number, language: language)] ?? forms[.other] ?? ""
    }
}

/// A variable of a format (`%#@files@`, a String Catalog's `substitutions`, a `.stringsdict`'s inner dictionary):
/// the argument it reads and its plural forms.
public struct PluralSubstitution: Hashable, Sendable {
    /// The 1-based argument the variable reads (`argNum`), or `nil` for "the next one", as in a `.stringsdict`.
    public var argumentNumber: Int?
    /// The specifier the forms use for the number (`lld`, `d`, `@`): `%arg` in a catalog's forms stands for it.
    public var formatSpecifier: String
    public var plural: PluralForms

    public init(argumentNumber: Int?, formatSpecifier: String, plural: PluralForms) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.plural = plural
    }
}

/// One key's value in one language: a format, or plural forms picked by the count, with its variables.
public struct LocalizedValue: Hashable, Sendable {
    /// The format when the value has no top-level plural forms.
    public var format: String
    /// Top-level plural forms (a catalog's `variations.plural`), picked by `count:` or the first integer argument.
    public var plural: PluralForms?
    /// The `%#@name@` variables, by name.
    public var substitutions: [String: PluralSubstitution]
    /// The file the value was read from, for messages.
    public var file = ""

    public init(format: String, plural: PluralForms? = nil, substitutions: [String: PluralSubstitution] = [:]) {
        self.format = format
        self.plural = plural
        self.substitutions = substitutions
    }

}

/// Every translation read from a spec's `strings:` (and `--strings`): values by locale code and key.
///
/// Locale codes are canonical (`LocaleCodes.canonical`); `base` holds `Base.lproj` values. A lookup in `pt-BR` falls
/// back to `pt`, as iOS's bundle lookup does; a key no file of the locale has is untranslated there.
public struct StringsTable: Hashable, Sendable {
    /// The catalog's `sourceLanguage` (the development language), or `nil` when only `.strings` files were read.
    public var sourceLanguage: String?
    /// Values by locale code, then key.
    public var values: [String: [String: LocalizedValue]] = [:]
    /// The files read, in order, for messages.
    public var files: [String] = []
    /// Keys a catalog marks `"shouldTranslate": false` (a brand name, a format of numbers only): every locale draws
    /// the development-language value, and none reports it untranslated.
    public var untranslatable: Set<String> = []

    public init() {}

    /// The value of `key` in `locale` (a canonical code), falling back from `pt-BR` to `pt`; `nil` when untranslated.
    public func value(_ key: String, locale: String) -> LocalizedValue? {
        if let value = values[locale]?[key] { return value }
        if untranslatable.contains(key) { return developmentValue(key) }
        var parts = locale.split(separator: "-")
        while parts.count > 1 {
            parts.removeLast()
            if let value = values[parts.joined(separator: "-")]?[key] { return value }
        }
        return nil
    }

    /// The development-language value of `key`: the source language's, else `Base.lproj`'s.
    public func developmentValue(_ key: String) -> LocalizedValue? {
        if let sourceLanguage, let value = value(key, locale: sourceLanguage) { return value }
        return values["base"]?[key]
    }

    /// Whether any locale (or `Base.lproj`) defines `key`.
    public func defines(_ key: String) -> Bool { values.values.contains { $0[key] != nil } }

    /// Every key of every locale, sorted, for "did you mean".
    public var allKeys: [String] { Array(Set(values.values.flatMap(\.keys))).sorted() }

    /// The locales with values, sorted (`base` included when `Base.lproj` was read).
    public var locales: [String] { values.keys.sorted() }

    /// Adds `value` for `key` in `locale`; a value already there (from an earlier file) wins, as the first table
    /// in a bundle does.
    public mutating func add(_ value: LocalizedValue, key: String, locale: String) {
        guard values[locale]?[key] == nil else { return }
        var value = value
        if value.file.isEmpty { value.file = files.first ?? "" }
        values[locale, default: [:]][key] = value
    }

    /// This table's values, then `other`'s where this one has none.
    public mutating func merge(_ other: StringsTable) {
        if sourceLanguage == nil { sourceLanguage = other.sourceLanguage }
        untranslatable.formUnion(other.untranslatable)
        for (locale, keys) in other.values {
            for (key, value) in keys { add(value, key: key, locale: locale) }
        }
        files += other.files.filter { !files.contains($0) }
    }

    /// The files as one phrase for messages: `Localizable.xcstrings` or `a.strings, b.strings`.
    public var fileList: String {
        files.isEmpty
            ? "no strings file"
            : files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
    }
}

/// A strings file that does not read: the file, where (line 0 when unknown) and what was expected.
public struct StringsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var problem: String
    /// What named the file (`--strings`), printed first; `nil` when a spec's `strings:` did (its own error says so).
    public var origin: String?

    public init(file: String, line: Int = 0, column: Int = 0, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        (origin.map { "\($0): " } ?? "") + (line > 0 ? "\(file):\(line):\(column): \(problem)" : "\(file): \(problem)")
    }
}
