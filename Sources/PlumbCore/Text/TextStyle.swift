/// Apple's eleven Dynamic Type text styles.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight a style has when the node does not set one: `headline` is semibold, every other style regular.
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// Looks a style up by name, ignoring case.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }
}

/// A font weight, named as in `UIFont.Weight`, with its OpenType weight class.
public enum FontWeight: String, CaseIterable, Hashable, Sendable {
    case thin, light, regular, medium, semibold, bold, heavy, black

    /// The numeric weight (100…900) that selects the font file.
    public var value: Int {
        switch self {
        case .thin: 100
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Looks a weight up by name, ignoring case.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == name.lowercased() }) else { return nil }
        self = match
    }
}

/// A font size and the line height (baseline to baseline) that goes with it, in points.
public struct TypeMetrics: Hashable, Sendable {
    public var size: Double
    public var leading: Double

    public init(size: Double, leading: Double) {
        self.size = size
        self.leading = leading
    }
}
