/// The text axis of the matrix: a spec's strings as written, a pseudo-localisation of them, or a real locale whose
/// translations come from the spec's `strings:` (docs/localisation.md).
///
/// Pseudo-locales catch layout bugs before any translation exists, as Android's `en-XA` and `ar-XB` do:
/// `pseudo` makes every string accented, about 40 % longer and bracketed (so clipping and truncation show),
/// `pseudo-rtl` shows every word mirrored in a right-to-left layout (so hard-coded left/right shows).
/// A real locale (`de`, `pt-BR`, `zh-Hans`) draws each keyed text in that language; right-to-left languages (Arabic,
/// Hebrew, Persian, Urdu) lay out right to left, as iOS does when the app runs in them.
public struct Localization: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `base`, `pseudo`, `pseudo-rtl` or a locale code in canonical case (`de`, `pt-BR`, `zh-Hans`).
    public let rawValue: String

    /// The strings as written in the spec (Apple's "Base" localisation).
    public static let base = Localization(uncheckedCode: "base")
    /// Accented, ~40 % longer, bracketed: `[Śéţţîñĝš one two]`.
    public static let pseudo = Localization(uncheckedCode: "pseudo")
    /// Every word wrapped in a right-to-left override, laid out right to left.
    public static let pseudoRTL = Localization(uncheckedCode: "pseudo-rtl")

    /// The three built-in localisations (a real locale is made with `locale(_:)`).
    public static let allCases: [Localization] = [.base, .pseudo, .pseudoRTL]

    private init(uncheckedCode: String) { rawValue = uncheckedCode }

    /// `base`, `pseudo`, `pseudo-rtl` (any case) or a well-formed locale code of a known language; `nil` otherwise.
    public init?(rawValue: String) {
        if let builtIn = Self.allCases.first(where: { $0.rawValue == rawValue.lowercased() }) {
            self = builtIn
        } else if let locale = Self.locale(rawValue) {
            self = locale
        } else {
            return nil
        }
    }

    /// The real locale `code` names (`de`, `de-CH`, `pt_BR`, `zh-Hans`, `sr-Latn-RS`), in canonical case, or `nil`
    /// when its language is not in `LocaleCodes.languages` or a subtag is malformed.
    public static func locale(_ code: String) -> Localization? {
        LocaleCodes.canonical(code).map(Localization.init(uncheckedCode:))
    }

    /// Whether this is a real locale (not base or a pseudo-locale).
    ///
    /// Read for every text request (`languageTag`): a switch on the code, not a search of `allCases`.
    public var isLocale: Bool {
        switch rawValue {
        case "base", "pseudo", "pseudo-rtl": false
        default: true
        }
    }

    /// The language subtag of a real locale (`pt` for `pt-BR`), or `nil` for base and the pseudo-locales.
    public var languageCode: String? {
        isLocale ? String(rawValue.split(separator: "-").first ?? "") : nil
    }

    /// The BCP 47 tag Pango shapes and breaks lines with: the locale's own, or `en` for base and the pseudo-locales.
    public var languageTag: String { isLocale ? rawValue : "en" }

    /// The suffix in an environment's file-name label: empty for `base`, else `-` and the code (`-de`, `-pseudo`).
    public var labelSuffix: String {
        self == .base ? "" : "-" + rawValue
    }

    /// The direction this localisation forces, if any: `pseudo-rtl` and the right-to-left languages
    /// (`LocaleCodes.rightToLeft`: Arabic, Hebrew, Persian, Urdu, …) lay out right to left, every other real locale
    /// left to right (an app running in German is never mirrored); `base` and `pseudo` follow the direction axis.
    public var forcedDirection: LayoutDirection? {
        if self == .pseudoRTL { return .rtl }
        guard let languageCode else { return nil }
        return LocaleCodes.rightToLeft.contains(languageCode) ? .rtl : .ltr
    }

    public var description: String { rawValue }
}

extension Localization: ExpressibleByStringLiteral {
    /// `"de"`, `"pt-BR"`, `"pseudo"` in Swift code (`Matrix(widths: [375], locales: ["en", "de", "ar"])`).
    /// A literal that names no localisation is kept as written; `isKnown` is then false, and PlumbTesting's
    /// assertions fail naming it (docs/testing.md) rather than drawing the development language.
    public init(stringLiteral value: String) {
        self = Localization(rawValue: value) ?? Localization(uncheckedCode: value)
    }

    /// Whether this is base, a pseudo-locale or a well-formed locale of a known language.
    public var isKnown: Bool { Localization(rawValue: rawValue) == self }
}
