/// The locale codes the `locales` axis accepts: a known language, then optionally a script and a region, as Apple's
/// `.lproj` folders and String Catalogs name them (`de`, `pt-BR`, `zh-Hans`, `es-419`, `sr-Latn`).
public enum LocaleCodes {
    /// ISO 639 language codes of the languages iOS offers as an interface or a keyboard language, and a few more
    /// with translations in common apps. An unknown code is refused with a suggestion, so a typo (`dee`) is
    /// not silently drawn in the development language.
    public static let languages: [String] = [
        "af", "am", "ar", "as", "az", "be", "bg", "bn", "bo", "bs", "ca", "chr", "cs", "cy", "da", "de", "dv", "el",
        "en", "es", "et", "eu", "fa", "fi", "fil", "fo", "fr", "ga", "gl", "gu", "ha", "haw", "he", "hi", "hr", "hu",
        "hy", "id", "ig", "is", "it", "ja", "ka", "kk", "km", "kn", "ko", "ku", "ky", "lb", "lo", "lt", "lv", "mi",
        "mk", "ml", "mn", "mr", "ms", "mt", "my", "nb", "ne", "nl", "nn", "no", "or", "pa", "ps", "pl", "pt", "ro",
        "ru", "rw", "sd", "si", "sk", "sl", "so", "sq", "sr", "sv", "sw", "ta", "te", "tg", "th", "ti", "tk", "tr",
        "tt", "ug", "uk", "ur", "uz", "vi", "yi", "yo", "yue", "zh", "zu",
    ]

    /// Languages written right to left, whose interfaces iOS mirrors: Arabic, Divehi, Hebrew, Persian, Kurdish
    /// (Sorani, in Arabic script), Pashto, Sindhi, Uyghur, Urdu, Yiddish.
    public static let rightToLeft: Set<String> = ["ar", "dv", "fa", "he", "ku", "ps", "sd", "ug", "ur", "yi"]

    private static let known = Set(languages)

    /// `code` in canonical case (`pt_br` → `pt-BR`, `ZH-hans` → `zh-Hans`), or `nil` when the language is unknown
    /// or a later subtag is neither a four-letter script, a two-letter region nor a three-digit region.
    public static func canonical(_ code: String) -> String? {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }.map(String.init)
        guard let first = parts.first, parts.count <= 3, known.contains(first.lowercased()) else { return nil }
        var result = [first.lowercased()]
        var sawScript = false, sawRegion = false
        for part in parts.dropFirst() {
            let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
            if part.count == 4 && letters && !sawScript && !sawRegion {
                result.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
                sawScript = true
            } else if part.count == 2 && letters && !sawRegion {
                result.append(part.uppercased())
                sawRegion = true
            } else if part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber }) && !sawRegion {
                result.append(part)
                sawRegion = true
            } else {
                return nil
            }
        }
        return result.joined(separator: "-")
    }

    /// What a `locales:` entry should have been, with the closest name first when there is one.
    public static func expected(for code: String) -> String {
        let examples = "a locale code such as de, ja, ar, pt-BR or zh-Hans"
        if let close = Suggestion.closest(to: code, in: ["base", "pseudo", "pseudo-rtl"] + languages) {
            return "`\(close)` (or base, pseudo, pseudo-rtl or another locale: \(examples))"
        }
        return "base, pseudo, pseudo-rtl or " + examples
    }

    /// Why `code` is not a locale, with a close match when there is one: for the `--locale` flag and `locales:`.
    public static func problem(with code: String) -> String {
        let language = String(code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        let candidates = ["base", "pseudo", "pseudo-rtl"] + languages
        if known.contains(language.lowercased()) {
            return
                "\(code.debugDescription) is not a locale code (expected a language, then optionally a four-letter script and a two-letter or three-digit region, such as pt-BR, zh-Hans or es-419)"
        }
        return "\(code.debugDescription) is not a localisation\(Suggestion.didYouMean(code, in: candidates)) "
            + "(expected base, pseudo, pseudo-rtl or a locale code such as de, ja, ar, pt-BR or zh-Hans)"
    }
}
