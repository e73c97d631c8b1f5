import PlumbCore

/// The screen the render, PNG and diff rows draw: an iOS settings page built from stacks, text and switches.
///
/// A large title, three grouped sections of cells (an icon, a label, a value or a switch, hairline separators)
/// and a wrapped footnote, on the grouped background; a flexible spacer takes what the screen's height leaves.
/// The `toggled` variant turns the first switch on and lengthens its label: the sparse difference of the diff row.
enum BenchScreen {
    enum Variant { case baseline, toggled }

    /// One cell: its label and its value; a value of `nil` draws a switch instead.
    private typealias Cell = (label: String, value: String?)

    private static let sections: [[Cell]] = [
        [
            ("Airplane Mode", nil), ("Wi-Fi", "Plumb-5G"), ("Bluetooth", "On"), ("Cellular", "Off"),
            ("Personal Hotspot", "Off"),
        ],
        [
            ("Notifications", "Immediate"), ("Sounds & Haptics", "Default"), ("Focus", "Work"),
            ("Screen Time", "2h 11m"),
        ],
        [("General", ""), ("Control Centre", ""), ("Display & Brightness", "Automatic"), ("Accessibility", "")],
    ]

    private static let footnote = """
        Plumb lays out and renders this page headlessly with Cairo and Pango; the benchmark draws it at 1×, 2× \
        and 3× and compares the pixels of two variants.
        """

    private static let groupedBackground = Color(red: 242, green: 242, blue: 247)
    private static let secondaryLabel = Color(red: 60, green: 60, blue: 67, alpha: 153)
    private static let iconColors = [
        Color(red: 255, green: 149, blue: 0), Color(red: 0, green: 122, blue: 255),
        Color(red: 52, green: 199, blue: 89), Color(red: 255, green: 59, blue: 48),
        Color(red: 88, green: 86, blue: 214), Color(red: 142, green: 142, blue: 147),
    ]

    /// The whole screen; lay it out with the environment's width and height.
    static func root(_ variant: Variant = .baseline) -> Node {
        let title = Node.text("title", TextContent("Settings", style: .largeTitle, weight: .bold))
        var children = [inset(title, "title-row", top: 8, sides: 16, bottom: 8)]
        for (index, cells) in sections.enumerated() {
            children.append(inset(section(index, cells, variant), "section\(index)-inset", top: 18, sides: 16))
        }
        var footer = Node.text("footer", TextContent(footnote, style: .footnote, lines: 0, color: secondaryLabel))
        footer.hugging = AxisPriorities(horizontal: 250, vertical: 750)
        children.append(inset(footer, "footer-inset", top: 8, sides: 32))
        children.append(Node(id: "spacer"))
        let parameters = StackParameters(axis: .vertical, padding: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        return Node(
            id: "screen", style: NodeStyle(background: groupedBackground), layout: .stack(parameters),
            children: children)
    }

    /// A white rounded group of cells separated by hairlines that start at the label.
    private static func section(_ index: Int, _ cells: [Cell], _ variant: Variant) -> Node {
        var rows: [Node] = []
        for (c, cell) in cells.enumerated() {
            if c > 0 {
                let separator = Node(
                    id: "s\(index)-sep\(c)", kind: .separator, style: NodeStyle(background: .separator))
                rows.append(inset(separator, "s\(index)-sep\(c)-inset", left: 60))
            }
            rows.append(row(index, c, cell, toggled: variant == .toggled && index == 0 && c == 0))
        }
        return Node(
            id: "section\(index)", style: NodeStyle(background: .white, cornerRadius: 10),
            layout: .stack(StackParameters(axis: .vertical)), children: rows)
    }

    /// Icon, label, and a value or a switch, centred on one line; the label takes the slack (lowest hugging).
    private static func row(_ section: Int, _ index: Int, _ cell: Cell, toggled: Bool) -> Node {
        let id = "s\(section)c\(index)"
        let icon = Node(
            id: "\(id)-icon", kind: .image, fixedWidth: 29, fixedHeight: 29,
            style: NodeStyle(background: iconColors[(section * 5 + index) % iconColors.count], cornerRadius: 7))
        var label = Node.text("\(id)-label", TextContent(toggled ? "\(cell.label) (on)" : cell.label))
        label.hugging = AxisPriorities(horizontal: 200, vertical: 250)
        var trailing: Node
        if let value = cell.value {
            let text = value.isEmpty ? "›" : "\(value) ›"
            trailing = Node.text("\(id)-value", TextContent(text, color: secondaryLabel))
        } else {
            trailing = Node.switch("\(id)-switch", isOn: toggled)
        }
        trailing.hugging = AxisPriorities(horizontal: 750, vertical: 750)
        let parameters = StackParameters(
            axis: .horizontal, alignment: .center, spacing: 14,
            padding: EdgeInsets(top: 7, left: 16, bottom: 7, right: 16))
        return Node(id: id, layout: .stack(parameters), children: [icon, label, trailing])
    }

    /// `node` inside a vertical stack whose padding insets it.
    private static func inset(
        _ node: Node, _ id: String, top: Double = 0, left: Double? = nil, sides: Double = 0, bottom: Double = 0
    ) -> Node {
        let padding = EdgeInsets(top: top, left: left ?? sides, bottom: bottom, right: left == nil ? sides : 0)
        return Node(id: id, layout: .stack(StackParameters(axis: .vertical, padding: padding)), children: [node])
    }
}
