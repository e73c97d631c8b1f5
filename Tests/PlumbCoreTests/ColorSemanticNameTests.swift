import Testing

@testable import PlumbCore

/// Every semantic colour is a `Color` member of its UIKit name, equal to the table's value, except the two older
/// members documented on `Color+SemanticNames` (`systemFill`, `separator`).
@Suite struct ColorSemanticNameTests {
    @Test func membersAreTheTablesColours() {
        let members: [(String, Color)] = [
            ("secondaryLabel", .secondaryLabel),
            ("tertiaryLabel", .tertiaryLabel),
            ("quaternaryLabel", .quaternaryLabel),
            ("placeholderText", .placeholderText),
            ("link", .link),
            ("opaqueSeparator", .opaqueSeparator),
            ("systemBackground", .systemBackground),
            ("secondarySystemBackground", .secondarySystemBackground),
            ("tertiarySystemBackground", .tertiarySystemBackground),
            ("systemGroupedBackground", .systemGroupedBackground),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
            ("secondarySystemFill", .secondarySystemFill),
            ("tertiarySystemFill", .tertiarySystemFill),
            ("quaternarySystemFill", .quaternarySystemFill),
            ("systemGray", .systemGray),
            ("systemGray2", .systemGray2),
            ("systemGray3", .systemGray3),
            ("systemGray4", .systemGray4),
            ("systemGray5", .systemGray5),
            ("systemGray6", .systemGray6),
            ("systemRed", .systemRed),
            ("systemOrange", .systemOrange),
            ("systemYellow", .systemYellow),
            ("systemMint", .systemMint),
            ("systemTeal", .systemTeal),
            ("systemCyan", .systemCyan),
            ("systemIndigo", .systemIndigo),
            ("systemPurple", .systemPurple),
            ("systemPink", .systemPink),
            ("systemBrown", .systemBrown),
            ("label", .label),
            ("systemGreen", .systemGreen),
            ("systemBlue", .systemBlue),
        ]
        #expect(members.count == SemanticColors.all.count - 2)
        for (name, color) in members {
            #expect(SemanticColors.named(name) == color, "\(name)")
        }
        #expect(Color.systemFill == SemanticColors.systemGray5)
        #expect(Color.separator == SemanticColors.opaqueSeparator)
    }
}
