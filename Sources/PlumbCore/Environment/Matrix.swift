/// A list of environments to lay out, render or check: widths × categories × scales × directions.
public struct Matrix: Hashable, Sendable {
    public var widths: [Double]
    public var categories: [ContentSizeCategory]
    public var scales: [Int]
    public var directions: [LayoutDirection]

    public init(
        widths: [Double],
        categories: [ContentSizeCategory],
        scales: [Int] = [1],
        directions: [LayoutDirection] = [.ltr]
    ) {
        self.widths = widths
        self.categories = categories
        self.scales = scales
        self.directions = directions
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
                        result.append(Environment(width: width, category: category, scale: scale, direction: direction))
                    }
                }
            }
        }
        return result
    }
}
