import PlumbCore

/// The settings cell (docs/design.md §11.1) as a stack; must give the manual layout's frames exactly.
///
/// - Non-accessibility categories: a horizontal stack, `fill` distribution, `center` alignment, spacing 8,
///   padding 12 top and bottom and 16 at the sides. The switch hugs (750) and resists compression (751) more than
///   the title (250, 750), so the title takes whatever the switch and the gap leave — stretched when its text is
///   short, shrunk when it is long — and its height is its text wrapped at that width. `center` alignment puts
///   the taller of the two at y = 12 and centres the other on it.
/// - Accessibility categories: a vertical stack, `leading` alignment, spacing 8, same padding; the title overrides
///   the alignment with `alignSelf: fill` so it spans W − 32 and wraps there; the switch keeps 51 × 31 at the
///   leading margin.
/// The cell's height is the stack's fitting height: the lowest child's bottom plus 12.
public enum SettingsCellStack {
    public static func root(model: SettingsCellModel = SettingsCellModel(), environment: Environment) -> Node {
        typealias ID = SettingsCellModel.ID
        let vertical = environment.category.isAccessibilityCategory
        var title = Node.text(ID.title, model.titleText)
        var toggle = Node.switch(ID.toggle, isOn: model.isOn)
        toggle.hugging = AxisPriorities(horizontal: 750, vertical: 750)
        toggle.compression = AxisPriorities(horizontal: 751, vertical: 751)
        if vertical { title.alignSelf = .fill }
        let parameters = StackParameters(
            axis: vertical ? .vertical : .horizontal, distribution: .fill, alignment: vertical ? .leading : .center,
            spacing: 8, padding: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
        var cell = Node(
            id: ID.cell, style: NodeStyle(background: .white), layout: .stack(parameters), children: [title, toggle])
        cell.accessibility = SettingsCellModel.cellAccessibility
        return cell
    }
}
