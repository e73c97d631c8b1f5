/// The pinned glyph-fallback chain: fonts from Debian packages for the scripts Inter and DejaVu Sans lack, so that
/// emoji, Chinese, Japanese, Korean, Thai, Devanagari and other text draws real glyphs rather than boxes.
///
/// docs/fonts.md says why each was chosen and what it adds to install time and disk. Colour emoji come right after
/// Inter, before DejaVu Sans, as on iOS, where a symbol the system font lacks (😀, ☀, ✔, ❤) is drawn from Apple Color
/// Emoji even when another font has a black-and-white form; the script fonts come after DejaVu Sans, so the scripts
/// it covers (Greek, Cyrillic, Hebrew, Arabic, Armenian, Georgian, Lao) draw as before.
public enum FallbackFonts {
    /// One Debian package's files and the families they provide.
    public struct Package: Sendable {
        public var name: String
        public var folder: String
        public var fileNames: [String]
        /// Families named in the font description, in fallback order (empty: found by coverage and language).
        public var families: [String]
    }

    /// Scripts with a Noto "UI" face (vertical metrics fitted to UI line heights, like iOS's system fonts), regular
    /// and bold each.
    static let uiScripts = [
        "Thai", "Devanagari", "Bengali", "Tamil", "Telugu", "Kannada", "Malayalam", "Gujarati", "Gurmukhi", "Oriya",
        "Sinhala", "Khmer", "Myanmar",
    ]

    public static let packages: [Package] = [
        // Colour emoji (CBDT bitmaps, drawn in colour by Cairo), the same design as Android's and close to Apple's
        // coverage: every emoji of Unicode 15.
        Package(
            name: "fonts-noto-color-emoji", folder: "/usr/share/fonts/truetype/noto", fileNames: ["NotoColorEmoji.ttf"],
            families: ["Noto Color Emoji"]),
        Package(
            name: "fonts-noto-ui-core", folder: "/usr/share/fonts/truetype/noto",
            fileNames: uiScripts.flatMap { ["NotoSans\($0)UI-Regular.ttf", "NotoSans\($0)UI-Bold.ttf"] },
            families: uiScripts.map { "Noto Sans \($0) UI" }),
        // Chinese, Japanese and Korean (Source Han Sans: the sans design closest to PingFang, Hiragino Sans and
        // Apple SD Gothic Neo). Each collection holds SC, TC, HK, JP and KR faces with the same coverage and
        // regional forms of Han characters; `cjkFamily(forLanguage:)` picks one.
        Package(
            name: "fonts-noto-cjk", folder: "/usr/share/fonts/opentype/noto",
            fileNames: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"], families: []),
    ]

    /// Every fallback file name, in chain order.
    public static var fileNames: [String] { packages.flatMap(\.fileNames) }

    /// Every fallback folder, once each.
    public static var folders: [String] {
        var seen: [String] = []
        for package in packages where !seen.contains(package.folder) { seen.append(package.folder) }
        return seen
    }

    /// The whole family list Pango is asked for: Inter, the emoji font, DejaVu Sans, the script fonts, then the CJK
    /// face for `language`.
    public static func familyList(language: String = "en") -> String {
        (["Inter"] + packages[0].families + ["DejaVu Sans"] + packages.dropFirst().flatMap(\.families)
            + [cjkFamily(forLanguage: language)]).joined(separator: ", ")
    }

    /// The Noto Sans CJK face for text in `language` (a BCP 47 tag): Japanese, Korean, Traditional Chinese (Taiwan,
    /// Hong Kong) get their regional forms; everything else gets Simplified Chinese, as iOS draws Han characters
    /// with PingFang SC unless the language says otherwise (so kanji in an English screen take Chinese forms there
    /// too).
    public static func cjkFamily(forLanguage language: String) -> String {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if tag == "ja" || tag.hasPrefix("ja-") { return "Noto Sans CJK JP" }
        if tag == "ko" || tag.hasPrefix("ko-") { return "Noto Sans CJK KR" }
        if tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-hant-hk") || tag.hasPrefix("zh-mo") { return "Noto Sans CJK HK" }
        if tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-hant") { return "Noto Sans CJK TC" }
        return "Noto Sans CJK SC"
    }
}
