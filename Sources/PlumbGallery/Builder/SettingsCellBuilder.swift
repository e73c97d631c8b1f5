import PlumbBuilder
import PlumbCore
import PlumbLayout

/// The settings cell's three builds written with PlumbBuilder; each gives the frames of its imperative twin
/// (`SettingsCellStack`, `SettingsCellConstraints`, the manual layout), which `BuilderGalleryTests` checks.
enum SettingsCellBuilder {
    typealias ID = SettingsCellModel.ID

    static func manual() -> Node {
        Manual(named: "settings-cell", id: ID.cell).background(.white).accessibility(
            SettingsCellModel.cellAccessibility
        ).node
    }

    static func stack(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> Node {
        let vertical = environment.category.isAccessibilityCategory
        return Stack(
            vertical ? .vertical : .horizontal, id: ID.cell, spacing: 8, alignment: vertical ? .leading : .center
        ) {
            if vertical {
                Text(model.title, id: ID.title).alignSelf(.fill)
            } else {
                Text(model.title, id: ID.title)
            }
            Switch(id: ID.toggle, isOn: model.isOn)
                .hugging(horizontal: 750, vertical: 750)
                .compressionResistance(horizontal: 751, vertical: 751)
        }
        .padding(top: 12, leading: 16, bottom: 12, trailing: 16)
        .background(.white)
        .accessibility(SettingsCellModel.cellAccessibility)
        .node
    }

    static func constraints(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> Node {
        let vertical = environment.category.isAccessibilityCategory
        return Constraints(id: ID.cell) {
            Text(model.title, id: ID.title)
            Switch(id: ID.toggle, isOn: model.isOn)
        } constraints: { c in
            if vertical {
                c.title.leading == c.superview.leading + 16
                c.superview.trailing == c.title.trailing + 16
                c.toggle.leading == c.superview.leading + 16
                c.title.top == c.superview.top + 12
                c.toggle.top == c.title.bottom + 8
                c.superview.bottom == c.toggle.bottom + 12
            } else {
                c.title.leading == c.superview.leading + 16
                c.toggle.leading == c.title.trailing + 8
                c.superview.trailing == c.toggle.trailing + 16
                c.title.top >= c.superview.top + 12
                c.toggle.top >= c.superview.top + 12
                c.toggle.centerY == c.title.centerY
                c.superview.bottom >= c.title.bottom + 12
                c.superview.bottom >= c.toggle.bottom + 12
            }
        }
        .background(.white)
        .accessibility(SettingsCellModel.cellAccessibility)
        .node
    }
}
