import PlumbBuilder
import PlumbCore

/// `SearchScreen` written with PlumbBuilder: `Sections` of `Section`s whose items are stacks.
enum SearchScreenBuilder {
    typealias ID = SearchScreenModel.ID
    static let secondaryLabel = Color(hex: "#6C6C70")!

    static func root(model: SearchScreenModel = SearchScreenModel(), environment: Environment) -> Sections {
        Sections(id: ID.screen, interSectionSpacing: 24) {
            LayoutSection(
                id: ID.popular, layout: SearchScreen.popularSection(model, environment: environment).sectionLayout
            ) {
                TextLabel(model.popularTitle, id: ID.popularHeader, style: .title3, weight: .semibold)
                    .accessibilityTraits(
                        .header)
                for (index, restaurant) in model.restaurants.enumerated() {
                    VStackView(id: ID.card(index)) {
                        ImageView(id: ID.card(index) + "-photo").size(height: 112).background(Color(hex: "#FFD8A8")!)
                        info(ID.card(index), restaurant.name, restaurant.caption)
                    }
                    .background(.white).cornerRadius(12)
                }
            }
            LayoutSection(
                id: ID.kitchens, layout: SearchScreen.kitchensSection(model, environment: environment).sectionLayout
            ) {
                TextLabel(model.kitchensTitle, id: ID.kitchensHeader, style: .title3, weight: .semibold)
                    .accessibilityTraits(
                        .header)
                for (index, kitchen) in model.kitchens.enumerated() {
                    card(
                        ID.kitchen(index), kitchen.name, kitchen.places, tail: "-places",
                        detailColor: Color(hex: "#545458")!
                    )
                    .background(Color(hex: "#D6EAF8")!).cornerRadius(12)
                }
                SystemButton(model.showAllTitle, id: ID.showAll, lines: 0).textColor(.systemBlueIncreasedContrast)
                    .background(
                        .white
                    ).cornerRadius(10)
            }
        }
        .background(Color(hex: "#F2F2F7")!)
    }

    /// A card's text column: name, caption, and a spacer that takes any extra height.
    static func info(_ id: String, _ name: String, _ caption: String) -> VStackView {
        card(id + "-info", name, caption, tail: "-caption", prefix: id)
    }

    static func card(
        _ id: String, _ name: String, _ detail: String, tail: String, prefix: String? = nil,
        detailColor: Color = secondaryLabel
    ) -> VStackView {
        let base = prefix ?? id
        return VStackView(id: id, spacing: 4) {
            TextLabel(name, id: base + "-name", style: .headline)
            TextLabel(detail, id: base + tail, style: .footnote).textColor(detailColor)
            Box(id: base + "-spacer")
        }
        .padding(12)
    }
}

extension Node {
    /// The `SectionLayout` of a section node, so a builder form reuses the imperative form's section settings.
    var sectionLayout: SectionLayout {
        guard case .sections(.section(let layout)) = layout else { preconditionFailure("\(id) is not a section") }
        return layout
    }
}
