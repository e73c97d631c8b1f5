/// The twelve Dynamic Type content-size categories, smallest first, with the long and short names of the CLI contract.
public enum ContentSizeCategory: Int, CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The name used in specs, JSON and messages, as UIKit spells it (`accessibilityMedium`).
    public var name: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The short name used on the command line and in baseline file names (`ax1`).
    public var shortName: String {
        switch self {
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        }
    }

    /// Whether this is one of the five larger accessibility sizes (AX1…AX5), where layouts usually turn vertical.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Looks a category up by its long or short name, ignoring case.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let match = Self.allCases.first(where: { $0.name.lowercased() == wanted || $0.shortName == wanted })
        else { return nil }
        self = match
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
