/// iOS's semantic ("element") and system colours by their UIKit names, each with its light and dark value.
///
/// The values are those of iOS 13 – 18 as Apple's Human Interface Guidelines list them (Color › Specifications:
/// system colours and system grays, default light and dark values) and as `UIColor.resolvedColor(with:)` returns
/// them for the element colours (label, backgrounds, fills, separators, which the HIG lists by name only).
/// docs/colors.md has the table, and `Tests/Fixtures/semantic-colors.tsv` is the fixture the tests compare with.
/// The increased-contrast variants are not modelled.
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
    public static let secondarySystemGroupedBackground = Color.dynamic(light: Color(255, 255, 255), dark: Color(28, 28, 30))
    public static let tertiarySystemGroupedBackground = Color.dynamic(light: Color(242, 242, 247), dark: Color(44, 44, 46))

    // Fills.
    public static let systemFill = Color.dynamic(light: Color(120, 120, 128, 0.2), dark: Color(120, 120, 128, 0.36))
    public static let secondarySystemFill = Color.dynamic(light: Color(120, 120, 128, 0.16), dark: Color(120, 120, 128, 0.32))
    public static let tertiarySystemFill = Color.dynamic(light: Color(118, 118, 128, 0.12), dark: Color(118, 118, 128, 0.24))
    public static let quaternarySystemFill = Color.dynamic(light: Color(116, 116, 128, 0.08), dark: Color(118, 118, 128, 0.18))

    // System grays.
    public static let systemGray = Color.dynamic(light: Color(142, 142, 147), dark: Color(142, 142, 147))
    public static let systemGray2 = Color.dynamic(light: Color(174, 174, 178), dark: Color(99, 99, 102))
    public static let systemGray3 = Color.dynamic(light: Color(199, 199, 204), dark: Color(72, 72, 74))
    public static let systemGray4 = Color.dynamic(light: Color(209, 209, 214), dark: Color(58, 58, 60))
    public static let systemGray5 = Color.dynamic(light: Color(229, 229, 234), dark: Color(44, 44, 46))
    public static let systemGray6 = Color.dynamic(light: Color(242, 242, 247), dark: Color(28, 28, 30))

    // System colours (tints).
    public static let systemRed = Color.dynamic(light: Color(255, 59, 48), dark: Color(255, 69, 58))
    public static let systemOrange = Color.dynamic(light: Color(255, 149, 0), dark: Color(255, 159, 10))
    public static let systemYellow = Color.dynamic(light: Color(255, 204, 0), dark: Color(255, 214, 10))
    public static let systemGreen = Color.dynamic(light: Color(52, 199, 89), dark: Color(48, 209, 88))
    public static let systemMint = Color.dynamic(light: Color(0, 199, 190), dark: Color(99, 230, 226))
    public static let systemTeal = Color.dynamic(light: Color(48, 176, 199), dark: Color(64, 200, 224))
    public static let systemCyan = Color.dynamic(light: Color(50, 173, 230), dark: Color(100, 210, 255))
    public static let systemBlue = Color.dynamic(light: Color(0, 122, 255), dark: Color(10, 132, 255))
    public static let systemIndigo = Color.dynamic(light: Color(88, 86, 214), dark: Color(94, 92, 230))
    public static let systemPurple = Color.dynamic(light: Color(175, 82, 222), dark: Color(191, 90, 242))
    public static let systemPink = Color.dynamic(light: Color(255, 45, 85), dark: Color(255, 55, 95))
    public static let systemBrown = Color.dynamic(light: Color(162, 132, 94), dark: Color(172, 142, 104))

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
