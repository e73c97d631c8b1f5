import PlumbCore

/// The settings cell (docs/design.md §11.1) in Auto Layout constraints; must give the manual layout's frames exactly.
///
/// Horizontal: `|-16-[title]-8-[toggle]-16-|`, the two centred on each other, each at least 12 from the top and
/// bottom; the fitting height (priority 50 towards 0) then puts the taller one at y = 12. Vertical (AX1…AX5):
/// the title pinned 16 from both sides and 12 from the top, the switch 8 below it at the leading margin, 12 above
/// the bottom. The switch keeps 51 × 31; the title's height follows its text at the width it gets.
public enum SettingsCellConstraints {
    public static func root(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> Node {
        typealias ID = SettingsCellModel.ID
        let strings =
            environment.category.isAccessibilityCategory
            ? [
                "H:|-16-[title]-16-|",
                "H:|-16-[toggle]",
                "V:|-12-[title]-8-[toggle]-12-|",
            ]
            : [
                "H:|-16-[title]-8-[toggle]-16-|",
                "title.top >= superview.top + 12",
                "toggle.top >= superview.top + 12",
                "toggle.centerY == title.centerY",
                "superview.bottom >= title.bottom + 12",
                "superview.bottom >= toggle.bottom + 12",
            ]
        var cell = Node(
            id: ID.cell, style: NodeStyle(background: .white), layout: .constraints(constraints(strings)),
            children: [.text(ID.title, model.titleText), .switch(ID.toggle, isOn: model.isOn)])
        cell.accessibility = SettingsCellModel.cellAccessibility
        return cell
    }
}
