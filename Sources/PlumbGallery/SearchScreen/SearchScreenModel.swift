import PlumbCore

/// The content of the search screen (docs/design.md §11.5): restaurants for the scrolling row, kitchens for the grid.
///
/// Strings are the kind a food-delivery search shows — names, cuisines, delivery times — of different lengths, so
/// the cards' estimated heights differ at every width and category and `uniformAcrossSiblings` has work to do.
public struct SearchScreenModel: Sendable {
    /// A card of the scrolling row.
    public struct Restaurant: Sendable {
        public var name: String
        public var caption: String
    }

    /// A card of the grid.
    public struct Kitchen: Sendable {
        public var name: String
        public var places: String
    }

    public var popularTitle = "Popular nearby"
    public var restaurants: [Restaurant] = [
        Restaurant(name: "Pho Life", caption: "Soups and rolls · 35 min"),
        Restaurant(name: "Green Bowl", caption: "Salads and bowls, open late · 20 min"),
        Restaurant(name: "Plov & Co", caption: "Plov, samsa and lagman · 40 min"),
        Restaurant(name: "Sushi Bar on the Hill", caption: "Rolls and sets · 30 min"),
        Restaurant(name: "Pizza Lab", caption: "Pizza, pasta · 25 min"),
    ]
    public var kitchensTitle = "Kitchens"
    public var kitchens: [Kitchen] = [
        Kitchen(name: "Georgian", places: "48 places"),
        Kitchen(name: "Italian", places: "112 places"),
        Kitchen(name: "Japanese", places: "87 places"),
        Kitchen(name: "Mexican", places: "23 places"),
        Kitchen(name: "Uzbek", places: "31 places"),
        Kitchen(name: "Thai", places: "19 places"),
    ]
    public var showAllTitle = "Show all kitchens"

    public init() {}

    /// Node ids, shared by the gallery entry and its tests.
    public enum ID {
        public static let screen = "search"
        public static let popular = "popular", popularHeader = "popular-header"
        public static let kitchens = "kitchens", kitchensHeader = "kitchens-header", showAll = "show-all"
        public static func card(_ index: Int) -> String { "card\(index)" }
        public static func kitchen(_ index: Int) -> String { "kitchen\(index)" }
    }
}
