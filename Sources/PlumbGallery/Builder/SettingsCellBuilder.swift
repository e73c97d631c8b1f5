import PlumbBuilder
import PlumbCore
import PlumbLayout

/// The settings cell's three builds written with PlumbBuilder; each gives the frames of its imperative twin
/// (`SettingsCellStack`, `SettingsCellConstraints`, the manual layout), which `BuilderGalleryTests` checks.
enum SettingsCellBuilder {
    typealias ID = SettingsCellModel.ID

    static func manual() -> Manual {
        Manual(named: "settings-cell", id: ID.cell).background(.white).accessibility(
            SettingsCellModel.cellAccessibility)
    }

    static func stack(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> StackView {
        let vertical = environment.category.isAccessibilityCategory
        return StackView(
            vertical ? .vertical : .horizontal, id: ID.cell, spacing: 8, alignment: vertical ? .leading : .center
        ) {
            if vertical {
                TextLabel(model.title, id: ID.title).alignSelf(.fill)
            } else {
                TextLabel(model.title, id: ID.title)
            }
            Switch(id: ID.toggle, isOn: model.isOn)
                .hugging(horizontal: 750, vertical: 750)
                .compressionResistance(horizontal: 751, vertical: 751)
        }
        .padding(top: 12, leading: 16, bottom: 12, trailing: 16)
        .background(.white)
        .accessibility(SettingsCellModel.cellAccessibility)
    }

    static func constraints(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> Constraints {
        let vertical = environment.category.isAccessibilityCategory
        let title = TextLabel(model.title, id: ID.title)
        let toggle = Switch(id: ID.toggle, isOn: model.isOn)
        return Constraints(id: ID.cell) {
            title
            toggle
        } constraints: { superview in
            if vertical {
                title.leading == superview.leading + 16
                superview.trailing == title.trailing + 16
                toggle.leading == superview.leading + 16
                title.top == superview.top + 12
                toggle.top == title.bottom + 8
                superview.bottom == toggle.bottom + 12
            } else {
                title.leading == superview.leading + 16
                toggle.leading == title.trailing + 8
                superview.trailing == toggle.trailing + 16
                title.top >= superview.top + 12
                toggle.top >= superview.top + 12
                toggle.centerY == title.centerY
                superview.bottom >= title.bottom + 12
                superview.bottom >= toggle.bottom + 12
            }
        }
        .background(.white)
        .accessibility(SettingsCellModel.cellAccessibility)
    }
}
