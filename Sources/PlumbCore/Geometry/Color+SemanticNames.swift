/// The iOS semantic and system colours as `Color` members, so Swift code writes them as UIKit code does:
/// `.textColor(.secondaryLabel)`, `.background(.secondarySystemGroupedBackground)`. Each is the `SemanticColors`
/// value of the same name (light, dark and, for system colours, Increase Contrast; docs/colors.md).
///
/// `label`, `systemGreen` and `systemBlue` are declared with `Color`. Two older members keep their meaning:
/// `Color.systemFill` is systemGray5 (an opaque placeholder fill) and `Color.separator` is opaqueSeparator; UIKit's
/// translucent `systemFill` and `separator` are `SemanticColors.systemFill` and `SemanticColors.separator`.
extension Color {
    public static let secondaryLabel = SemanticColors.secondaryLabel
    public static let tertiaryLabel = SemanticColors.tertiaryLabel
    public static let quaternaryLabel = SemanticColors.quaternaryLabel
    public static let placeholderText = SemanticColors.placeholderText
    public static let link = SemanticColors.link
    public static let opaqueSeparator = SemanticColors.opaqueSeparator
    public static let systemBackground = SemanticColors.systemBackground
    public static let secondarySystemBackground = SemanticColors.secondarySystemBackground
    public static let tertiarySystemBackground = SemanticColors.tertiarySystemBackground
    public static let systemGroupedBackground = SemanticColors.systemGroupedBackground
    public static let secondarySystemGroupedBackground = SemanticColors.secondarySystemGroupedBackground
    public static let tertiarySystemGroupedBackground = SemanticColors.tertiarySystemGroupedBackground
    public static let secondarySystemFill = SemanticColors.secondarySystemFill
    public static let tertiarySystemFill = SemanticColors.tertiarySystemFill
    public static let quaternarySystemFill = SemanticColors.quaternarySystemFill
    public static let systemGray = SemanticColors.systemGray
    public static let systemGray2 = SemanticColors.systemGray2
    public static let systemGray3 = SemanticColors.systemGray3
    public static let systemGray4 = SemanticColors.systemGray4
    public static let systemGray5 = SemanticColors.systemGray5
    public static let systemGray6 = SemanticColors.systemGray6
    public static let systemRed = SemanticColors.systemRed
    public static let systemOrange = SemanticColors.systemOrange
    public static let systemYellow = SemanticColors.systemYellow
    public static let systemMint = SemanticColors.systemMint
    public static let systemTeal = SemanticColors.systemTeal
    public static let systemCyan = SemanticColors.systemCyan
    public static let systemIndigo = SemanticColors.systemIndigo
    public static let systemPurple = SemanticColors.systemPurple
    public static let systemPink = SemanticColors.systemPink
    public static let systemBrown = SemanticColors.systemBrown
}
