import PlumbCore

/// docs/design.md §11.4: a list of cells, each a multi-line label pinned on three sides (leading, top, trailing), whose
/// height follows its text at the width it gets — `UITableView.automaticDimension` with no code from the user.
///
/// The list and its cells are one constraint tree; each cell's height is its fitting height: the label's height
/// at the cell's width plus 12 above and at least 12 below.
public enum SelfSizingCells {
    /// The cells' texts, short to long, so widths change line counts differently per cell.
    public static let texts = [
        "Wi-Fi",
        "Automatically join networks that you have joined before, without asking.",
        "Plumb measures each label at the width it actually gets, so the cell grows with Dynamic Type and shrinks on wide screens.",
        "Известные сети будут подключаться автоматически. Ask to join new networks when no known network is available.",
    ]

    public static func root(environment: Environment) -> Node {
        var cells: [Node] = []
        var list: [String] = []
        for (index, text) in texts.enumerated() {
            let id = "cell\(index)", label = "label\(index)"
            cells.append(
                Node(
                    id: id, style: NodeStyle(background: .white),
                    layout: .constraints(
                        constraints([
                            "H:|-16-[\(label)]-16-|",
                            "V:|-12-[\(label)]",
                            "superview.bottom >= \(label).bottom + 12",
                        ])),
                    children: [Node.text(label, TextContent(text, style: .body, lines: 0))]))
            list.append("H:|[\(id)]|")
        }
        let chain = "V:|" + texts.indices.map { "[cell\($0)]" }.joined(separator: "-1-") + "|"
        return Node(
            id: "list", style: NodeStyle(background: Color(hex: "#C6C6C8")),
            layout: .constraints(constraints(list + [chain])),
            children: cells)
    }
}
