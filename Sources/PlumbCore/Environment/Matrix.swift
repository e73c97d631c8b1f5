/// A list of environments to lay out, render or check: widths × categories × scales × directions.
public struct Matrix: Hashable, Sendable {
    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var scales: [Int]
    public var directions: [LayoutDirection]
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
        safeAreaInsets: EdgeInsets = .zero
    ) {
        self.widths = widths
        self.categories = categories
        self.scales = scales
        self.directions = directions
        self.height = height
        self.safeAreaInsets = safeAreaInsets
    }

    /// DESIGN §4: widths 320, 375, 414 × categories large and accessibilityExtraExtraExtraLarge.
    public static let `default` = Matrix(
        widths: [320, 375, 414], categories: [.large, .accessibilityExtraExtraExtraLarge])

    /// Every combination, in a fixed order: width, then category, then scale, then direction.
    public var environments: [Environment] {
        var result: [Environment] = []
        for width in widths {
            for category in categories {
                for scale in scales {
                    for direction in directions {
                        result.append(Environment(
                            width: width, height: height, category: category, scale: scale, direction: direction,
                            safeAreaInsets: safeAreaInsets))
                    }
                }
            }
        }
        return result
    }
}
