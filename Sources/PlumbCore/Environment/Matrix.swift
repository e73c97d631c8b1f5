/// A list of environments to lay out, render or check: widths × categories × scales × directions.
public struct Matrix: Hashable, Sendable {
    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var scales: [Int]
    public var directions: [LayoutDirection]
    /// Localisations of the strings; `pseudo-rtl` forces right to left whatever `directions` says.
    public var localizations: [Localization]
    /// The screen height given to every environment (`nil`: each root takes its fitting height).
    public var height: Double?
    /// The screen's safe-area insets given to every environment (a notch phone: top 47, bottom 34).
    public var safeAreaInsets: EdgeInsets

    public init(
        widths: [Double],
        categories: [ContentSizeCategory],
        scales: [Int] = [1],
        directions: [LayoutDirection] = [.ltr],
        height: Double? = nil,
        safeAreaInsets: EdgeInsets = .zero,
        localizations: [Localization] = [.base]
    ) {
        self.widths = widths
        self.categories = categories
        self.scales = scales
        self.directions = directions
        self.localizations = localizations
        self.height = height
        self.safeAreaInsets = safeAreaInsets
    }

    /// docs/design.md §4: widths 320, 375, 414 × categories large and accessibilityExtraExtraExtraLarge.
    public static let `default` = Matrix(
        widths: [320, 375, 414], categories: [.large, .accessibilityExtraExtraExtraLarge])

    /// Every combination, in a fixed order: width, then category, then scale, then direction, then localisation.
    ///
    /// A localisation that forces a direction (`pseudo-rtl`) appears once per width × category × scale, not once
    /// per direction.
    public var environments: [Environment] {
        var result: [Environment] = []
        var seen = Set<Environment>()
        for width in widths {
            for category in categories {
                for scale in scales {
                    for direction in directions {
                        for localization in localizations {
                            let environment = Environment(
                                width: width, height: height, category: category, scale: scale,
                                direction: localization.forcedDirection ?? direction, safeAreaInsets: safeAreaInsets,
                                localization: localization)
                            if seen.insert(environment).inserted { result.append(environment) }
                        }
                    }
                }
            }
        }
        return result
    }
}
