/// Apple's Dynamic Type table: the point size and leading of every text style at every content-size category.
///
/// Values are the Human Interface Guidelines' (docs/design.md §10), including caption2 at AX5 = 40
/// where one simulator measurement gave 41.
public enum DynamicTypeTable {
    /// The size and leading of `style` at `category`.
    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory) -> TypeMetrics {
        let (size, leading) = rows[style.tableRow][category.rawValue]
        return TypeMetrics(size: size, leading: leading)
    }

    /// Scales a custom value the way `UIFontMetrics` does: `value × size(style, category) / size(style, large)`.
    ///
    /// The result is not rounded; callers that need whole points round it themselves. At `.large` it returns
    /// `value` exactly.
    public static func scaled(_ value: Double, style: TextStyle, category: ContentSizeCategory) -> Double {
        if category == .large { return value }
        return value * metrics(style, category).size / metrics(style, .large).size
    }

    /// One row per style in `TextStyle.allCases` order (an array, not a dictionary: every text request reads it);
    /// columns in category order xS, S, M, L, XL, XXL, XXXL, AX1…AX5, as (size, leading).
    private static let rows: [[(Double, Double)]] = [
        [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
            (56, 66), (60, 70),
        ],  // largeTitle
        [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
            (53, 62), (58, 68),
        ],  // title1
        [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
            (50, 59), (56, 66),
        ],  // title2
        [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
            (49, 58), (55, 65),
        ],  // title3
        [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],  // headline
        [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],  // body
        [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
            (44, 52), (51, 60),
        ],  // callout
        [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
            (42, 50), (49, 58),
        ],  // subheadline
        [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
            (38, 46), (44, 52),
        ],  // footnote
        [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
            (37, 44), (43, 51),
        ],  // caption1
        [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
            (34, 41), (40, 48),
        ],  // caption2
    ]
}

extension TextStyle {
    /// The style's row in `DynamicTypeTable`: its position in `allCases`.
    var tableRow: Int {
        switch self {
        case .largeTitle: 0
        case .title1: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption1: 9
        case .caption2: 10
        }
    }
}
