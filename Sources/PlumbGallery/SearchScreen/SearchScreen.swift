import PlumbCore

/// docs/design.md §11.5: the search screen of the compositional-layout article, as a `sections` container.
///
/// - "Popular nearby": a header (topLeading, estimated height), then an orthogonal row: one group of estimated
///   width takes every card, 12 apart (`interItemSpacing`), as in the article's `restaurantsSectionLayout`. Each
///   card is `absolute(0.6 × container width)` wide — the article's `contentSize.width * 0.6` — and its height
///   is estimated at 216 and measured from its content; `uniformAcrossSiblings` then gives every card the tallest
///   card's height, the "stretch to the tallest item in a group" the article's designers could not have.
/// - "Kitchens": a header, then a grid: groups as wide as the content and 128 high, two cards each (`count: 2`,
///   `interItemSpacing` 12), 12 between rows (`interGroupSpacing`); a "Show all kitchens" button as the footer.
///
/// At accessibility categories the grid becomes one column of self-sizing cards (128 is only an estimate
/// there), as a 128 pt tile cannot hold a name at those sizes, and the footer grows with its title; the row keeps
/// its 0.6 × width cards.
public enum SearchScreen {
    public static let horizontalInset = 16.0
    public static let spacing = 12.0
    public static let cardWidthFraction = 0.6
    public static let cardEstimatedHeight = 216.0
    public static let gridRowHeight = 128.0
    /// The footer button's height: a 44 pt tap target, growing with its title at accessibility sizes.
    public static let footerButtonHeight = 44.0

    public static func root(model: SearchScreenModel = SearchScreenModel(), environment: Environment) -> Node {
        typealias ID = SearchScreenModel.ID
        return Node(
            id: ID.screen, style: NodeStyle(background: Color(hex: "#F2F2F7")),
            layout: .sections(.container(SectionsConfiguration(interSectionSpacing: 24))),
            children: [
                popularSection(model, environment: environment), kitchensSection(model, environment: environment),
            ])
    }

    /// The orthogonal row of restaurant cards.
    static func popularSection(_ model: SearchScreenModel, environment: Environment) -> Node {
        typealias ID = SearchScreenModel.ID
        let card = SectionItem(
            size: LayoutSize(
                width: .absolute(cardWidthFraction * environment.width),
                height: .uniformAcrossSiblings(estimate: cardEstimatedHeight)))
        let group = SectionGroup(
            axis: .horizontal, size: LayoutSize(width: .estimated(600), height: .estimated(cardEstimatedHeight)),
            subitems: [card], interItemSpacing: .fixed(spacing))
        let layout = SectionLayout(
            group: group, contentInsets: EdgeInsets(top: 8, left: horizontalInset, bottom: 0, right: horizontalInset),
            isOrthogonal: true, boundaryItems: [header(ID.popularHeader)])
        let cards = model.restaurants.enumerated().map { index, restaurant in
            restaurantCard(ID.card(index), restaurant)
        }
        return Node(
            id: ID.popular, layout: .sections(.section(layout)),
            children: [title(ID.popularHeader, model.popularTitle)] + cards)
    }

    /// The two-column grid of kitchens with its footer button; one self-sizing column at accessibility sizes.
    static func kitchensSection(_ model: SearchScreenModel, environment: Environment) -> Node {
        typealias ID = SearchScreenModel.ID
        let large = environment.category.isAccessibilityCategory
        let group = SectionGroup(
            axis: .horizontal,
            size: LayoutSize(
                width: .fractionalWidth(1), height: large ? .estimated(gridRowHeight) : .absolute(gridRowHeight)),
            subitems: [SectionItem()], count: large ? 1 : 2, interItemSpacing: .fixed(spacing))
        let footerHeight: LayoutDimension = large ? .estimated(footerButtonHeight) : .absolute(footerButtonHeight)
        let footer = BoundaryItem(
            id: ID.showAll, size: LayoutSize(width: .fractionalWidth(1), height: footerHeight), alignment: .bottom)
        let layout = SectionLayout(
            group: group, contentInsets: EdgeInsets(top: 8, left: horizontalInset, bottom: 8, right: horizontalInset),
            interGroupSpacing: spacing, boundaryItems: [header(ID.kitchensHeader), footer])
        let cards = model.kitchens.enumerated().map { index, kitchen in kitchenCard(ID.kitchen(index), kitchen) }
        var button = Node(id: ID.showAll, kind: .button, style: NodeStyle(background: .white, cornerRadius: 10))
        // The Increase Contrast blue: `systemBlue` is 4.02:1 on white, under 4.5:1 for a 17 pt title (lowContrast).
        button.text = TextContent(model.showAllTitle, style: .body, lines: 0, color: .systemBlueIncreasedContrast)
        return Node(
            id: ID.kitchens, layout: .sections(.section(layout)),
            children: [title(ID.kitchensHeader, model.kitchensTitle)] + cards + [button])
    }

    /// A section header: the whole band wide, its height measured from the title.
    static func header(_ id: String) -> BoundaryItem {
        BoundaryItem(
            id: id, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .topLeading)
    }

    /// A section's title, a heading for VoiceOver (its rotor jumps between headings).
    static func title(_ id: String, _ text: String) -> Node {
        var title = Node.text(id, TextContent(text, style: .title3, weight: .semibold, lines: 0))
        title.accessibility.traits = .header
        return title
    }

    /// A restaurant card: a photo 112 high over the name and caption; an empty box at the bottom takes any extra
    /// height, so the text stays at the top when the card is stretched to its tallest sibling.
    static func restaurantCard(_ id: String, _ restaurant: SearchScreenModel.Restaurant) -> Node {
        let info = Node(
            id: id + "-info",
            layout: .stack(StackParameters(axis: .vertical, spacing: 4, padding: EdgeInsets(all: 12))),
            children: [
                Node.text(id + "-name", TextContent(restaurant.name, style: .headline, lines: 0)),
                Node.text(
                    id + "-caption",
                    TextContent(restaurant.caption, style: .footnote, lines: 0, color: Color(hex: "#6C6C70")!)),
                Node(id: id + "-spacer"),
            ])
        return Node(
            id: id, style: NodeStyle(background: .white, cornerRadius: 12),
            layout: .stack(StackParameters(axis: .vertical)),
            children: [
                Node(
                    id: id + "-photo", kind: .image, fixedHeight: 112,
                    style: NodeStyle(background: Color(hex: "#FFD8A8"))), info,
            ])
    }

    /// A kitchen tile: name and number of places at the top of a tinted card.
    static func kitchenCard(_ id: String, _ kitchen: SearchScreenModel.Kitchen) -> Node {
        Node(
            id: id, style: NodeStyle(background: Color(hex: "#D6EAF8"), cornerRadius: 12),
            layout: .stack(StackParameters(axis: .vertical, spacing: 4, padding: EdgeInsets(all: 12))),
            children: [
                Node.text(id + "-name", TextContent(kitchen.name, style: .headline, lines: 0)),
                // Darker than the restaurants' #6C6C70 caption: on the card's #D6EAF8 that grey is 4.23:1 (lowContrast).
                Node.text(
                    id + "-places",
                    TextContent(kitchen.places, style: .footnote, lines: 0, color: Color(hex: "#545458")!)),
                Node(id: id + "-spacer"),
            ])
    }
}
