/// iOS's semantic ("element") and system colours by their UIKit names, each with its light and dark value and, for
/// the system colours and grays, its values with Increase Contrast on.
///
/// The system colours and system grays are the four columns of Apple's Human Interface Guidelines, Color ›
/// Specifications (iOS, iPadOS: "Default (Light)", "Default (Dark)", "Accessible (Light)", "Accessible (Dark)" — the
/// last two being the values with Increase Contrast on). The element colours (label, backgrounds, fills, separators,
/// link), which the HIG lists by name only, are those `UIColor.resolvedColor(with:)` returns for the light and dark
/// styles; no published source gives their high-contrast values, so they keep their normal values at high contrast.
/// docs/colors.md has the table, and `Tests/Fixtures/semantic-colors.tsv` is the fixture the tests compare with.
public enum SemanticColors {
    // Foreground (element) colours.
    public static let label = Color.dynamic(light: Color(0, 0, 0), dark: Color(255, 255, 255))
    public static let secondaryLabel = Color.dynamic(light: Color(60, 60, 67, 0.6), dark: Color(235, 235, 245, 0.6))
    public static let tertiaryLabel = Color.dynamic(light: Color(60, 60, 67, 0.3), dark: Color(235, 235, 245, 0.3))
    public static let quaternaryLabel = Color.dynamic(light: Color(60, 60, 67, 0.18), dark: Color(235, 235, 245, 0.16))
    public static let placeholderText = Color.dynamic(light: Color(60, 60, 67, 0.3), dark: Color(235, 235, 245, 0.3))
    public static let link = Color.dynamic(light: Color(0, 122, 255), dark: Color(9, 132, 255))
    public static let separator = Color.dynamic(light: Color(60, 60, 67, 0.29), dark: Color(84, 84, 88, 0.6))
    public static let opaqueSeparator = Color.dynamic(light: Color(198, 198, 200), dark: Color(56, 56, 58))

    // Backgrounds.
    public static let systemBackground = Color.dynamic(light: Color(255, 255, 255), dark: Color(0, 0, 0))
    public static let secondarySystemBackground = Color.dynamic(light: Color(242, 242, 247), dark: Color(28, 28, 30))
    public static let tertiarySystemBackground = Color.dynamic(light: Color(255, 255, 255), dark: Color(44, 44, 46))
    public static let systemGroupedBackground = Color.dynamic(light: Color(242, 242, 247), dark: Color(0, 0, 0))
    public static let secondarySystemGroupedBackground = Color.dynamic(
        light: Color(255, 255, 255), dark: Color(28, 28, 30))
    public static let tertiarySystemGroupedBackground = Color.dynamic(
        light: Color(242, 242, 247), dark: Color(44, 44, 46))

    // Fills.
    public static let systemFill = Color.dynamic(light: Color(120, 120, 128, 0.2), dark: Color(120, 120, 128, 0.36))
    public static let secondarySystemFill = Color.dynamic(
        light: Color(120, 120, 128, 0.16), dark: Color(120, 120, 128, 0.32))
    public static let tertiarySystemFill = Color.dynamic(
        light: Color(118, 118, 128, 0.12), dark: Color(118, 118, 128, 0.24))
    public static let quaternarySystemFill = Color.dynamic(
        light: Color(116, 116, 128, 0.08), dark: Color(118, 118, 128, 0.18))

    // System grays.
    public static let systemGray = system(
        Color(142, 142, 147), Color(142, 142, 147), Color(108, 108, 112), Color(174, 174, 178))
    public static let systemGray2 = system(
        Color(174, 174, 178), Color(99, 99, 102), Color(142, 142, 147), Color(124, 124, 128))
    public static let systemGray3 = system(
        Color(199, 199, 204), Color(72, 72, 74), Color(174, 174, 178), Color(84, 84, 86))
    public static let systemGray4 = system(
        Color(209, 209, 214), Color(58, 58, 60), Color(188, 188, 192), Color(68, 68, 70))
    public static let systemGray5 = system(
        Color(229, 229, 234), Color(44, 44, 46), Color(216, 216, 220), Color(54, 54, 56))
    public static let systemGray6 = system(
        Color(242, 242, 247), Color(28, 28, 30), Color(235, 235, 240), Color(36, 36, 38))

    // System colours (tints).
    public static let systemRed = system(Color(255, 59, 48), Color(255, 69, 58), Color(215, 0, 21), Color(255, 105, 97))
    public static let systemOrange = system(
        Color(255, 149, 0), Color(255, 159, 10), Color(201, 52, 0), Color(255, 179, 64))
    public static let systemYellow = system(
        Color(255, 204, 0), Color(255, 214, 10), Color(178, 80, 0), Color(255, 212, 38))
    public static let systemGreen = system(
        Color(52, 199, 89), Color(48, 209, 88), Color(36, 138, 61), Color(48, 219, 91))
    public static let systemMint = system(
        Color(0, 199, 190), Color(102, 212, 207), Color(12, 129, 123), Color(102, 212, 207))
    public static let systemTeal = system(
        Color(48, 176, 199), Color(64, 200, 224), Color(0, 130, 153), Color(93, 230, 255))
    public static let systemCyan = system(
        Color(50, 173, 230), Color(100, 210, 255), Color(0, 113, 164), Color(112, 215, 255))
    public static let systemBlue = system(
        Color(0, 122, 255), Color(10, 132, 255), Color(0, 64, 221), Color(64, 156, 255))
    public static let systemIndigo = system(
        Color(88, 86, 214), Color(94, 92, 230), Color(54, 52, 163), Color(125, 122, 255))
    public static let systemPurple = system(
        Color(175, 82, 222), Color(191, 90, 242), Color(137, 68, 171), Color(218, 143, 255))
    public static let systemPink = system(
        Color(255, 45, 85), Color(255, 55, 95), Color(211, 15, 69), Color(255, 100, 130))
    public static let systemBrown = system(
        Color(165, 132, 94), Color(172, 142, 104), Color(127, 101, 69), Color(181, 148, 105))

    /// A system colour or gray: its default light and dark values and its values with Increase Contrast on.
    static func system(_ light: Color, _ dark: Color, _ highContrastLight: Color, _ highContrastDark: Color) -> Color {
        .dynamic(light: light, dark: dark, highContrastLight: highContrastLight, highContrastDark: highContrastDark)
    }

    /// Every colour by its UIKit name (`secondaryLabel`, `systemBlue`), in the order of docs/colors.md.
    public static let all: [(name: String, color: Color)] = [
        ("label", label), ("secondaryLabel", secondaryLabel), ("tertiaryLabel", tertiaryLabel),
        ("quaternaryLabel", quaternaryLabel), ("placeholderText", placeholderText), ("link", link),
        ("separator", separator), ("opaqueSeparator", opaqueSeparator),
        ("systemBackground", systemBackground), ("secondarySystemBackground", secondarySystemBackground),
        ("tertiarySystemBackground", tertiarySystemBackground), ("systemGroupedBackground", systemGroupedBackground),
        ("secondarySystemGroupedBackground", secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", tertiarySystemGroupedBackground),
        ("systemFill", systemFill), ("secondarySystemFill", secondarySystemFill),
        ("tertiarySystemFill", tertiarySystemFill), ("quaternarySystemFill", quaternarySystemFill),
        ("systemGray", systemGray), ("systemGray2", systemGray2), ("systemGray3", systemGray3),
        ("systemGray4", systemGray4), ("systemGray5", systemGray5), ("systemGray6", systemGray6),
        ("systemRed", systemRed), ("systemOrange", systemOrange), ("systemYellow", systemYellow),
        ("systemGreen", systemGreen), ("systemMint", systemMint), ("systemTeal", systemTeal),
        ("systemCyan", systemCyan), ("systemBlue", systemBlue), ("systemIndigo", systemIndigo),
        ("systemPurple", systemPurple), ("systemPink", systemPink), ("systemBrown", systemBrown),
    ]

    /// The colour named `name` (exact UIKit spelling), or `nil`.
    public static func named(_ name: String) -> Color? {
        all.first { $0.name == name }?.color
    }
}
