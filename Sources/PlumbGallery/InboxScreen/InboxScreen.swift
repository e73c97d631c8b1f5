import PlumbCore

/// A whole phone screen of system controls, on three device presets in light and dark (the dark-mode and
/// device-preset gallery entry): an inline navigation bar under the status bar with bar button items, a search
/// text field, a segmented control, two shadowed cards with 44 pt minimum rows, and a tab bar over the home
/// indicator. Written in Swift, as a team would write a screen for PlumbTesting; colours are semantic, so dark mode
/// needs nothing of its own.
///
/// - The root is a `constraints` container the size of the screen (`systemGroupedBackground`); the bar hangs from the
///   safe area's top (it paints the status bar above it), the tab bar from the screen's bottom (it covers the home
///   indicator, `NodeKind.tabBar`).
/// - The content — search field, segments and the cards — is a vertical stack on the layout margins (the device
///   preset's: 16, 20 on the Pro Max), 8 pt under the bar; the tab bar keeps at least 16 pt below it.
/// - Each card is a column of rows on `secondarySystemGroupedBackground`, 10 pt continuous corners, a soft shadow,
///   and `minHeight: 44` rows: UIKit's minimum tap target (Human Interface Guidelines, "Layout").
public enum InboxScreen {
    public enum ID {
        public static let screen = "screen"
        public static let navigation = "navigation"
        public static let content = "content"
        public static let search = "search"
        public static let filter = "filter"
        public static let tabs = "tabs"
    }

    /// iPhone SE (3rd generation), iPhone 16 and iPhone 16 Pro Max (docs/devices.md), each in light and dark.
    public static let matrix = Matrix(
        devices: ["iphone-se-3", "iphone-16", "iphone-16-pro-max"].compactMap(DevicePreset.named),
        appearances: [.light, .dark])

    /// The cards: a title and the rows under it.
    public static let cards: [(id: String, title: String, rows: [String])] = [
        ("today", "Today", ["Design review moved to 3 pm", "Your order has shipped"]),
        ("earlier", "Earlier", ["Quarterly report: the numbers are in, and they look better than last year’s"]),
    ]

    public static let rowHeight = 44.0
    public static let cornerRadius = 10.0
    public static let cardShadow = Shadow(color: .black, opacity: 0.08, offset: Size(width: 0, height: 2), radius: 6)

    public static func root(environment: Environment) -> Node {
        Node(
            id: ID.screen, style: NodeStyle(background: SemanticColors.systemGroupedBackground),
            layout: .constraints(
                constraints([
                    "H:|[navigation]|", "navigation.top == safeArea.top",
                    "H:|-[content]-|", "content.top == navigation.bottom + 8",
                    "H:|[tabs]|", "tabs.bottom == superview.bottom", "V:[content]-(>=16)-[tabs]",
                ])),
            children: [navigationBar(), content(), tabBar()])
    }

    static func navigationBar() -> Node {
        var bar = Node(id: ID.navigation, kind: .navigationBar, text: TextContent("Inbox", style: .body, lines: 1))
        bar.control = ControlContent(pageCount: 3, leadingItems: ["Edit"], trailingItems: ["Compose"])
        return bar
    }

    static func content() -> Node {
        var search = Node(id: ID.search, kind: .textField)
        search.control = ControlContent(placeholder: "Search", pageCount: 3)
        var filter = Node(id: ID.filter, kind: .segmentedControl)
        filter.control = ControlContent(items: ["All", "Unread", "Flagged"], selectedIndex: 0, pageCount: 3)
        var content = Node(
            id: ID.content, layout: .stack(StackParameters(axis: .vertical, alignment: .fill, spacing: 12)),
            children: [search, filter] + cards.map(card))
        content.children[1].spacingAfter = 16
        return content
    }

    static func card(_ card: (id: String, title: String, rows: [String])) -> Node {
        var title = Node.text("\(card.id)-title", TextContent(card.title, style: .headline))
        title.minHeight = rowHeight
        let rows = card.rows.enumerated().map { index, text in
            var row = Node.text("\(card.id)-\(index)", TextContent(text, style: .body, lines: 0))
            row.minHeight = rowHeight
            return row
        }
        var parameters = StackParameters(axis: .vertical, alignment: .fill, spacing: 0)
        parameters.padding = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        parameters.isLayoutMarginsRelative = true
        var node = Node(
            id: card.id,
            style: NodeStyle(background: SemanticColors.secondarySystemGroupedBackground, cornerRadius: cornerRadius),
            layout: .stack(parameters), children: [title] + rows)
        node.style.decoration = NodeDecoration(shadow: cardShadow, cornerCurve: .continuous)
        return node
    }

    static func tabBar() -> Node {
        var tabs = Node(id: ID.tabs, kind: .tabBar)
        tabs.control = ControlContent(items: ["Inbox", "Flagged", "Settings"], selectedIndex: 0, pageCount: 3)
        return tabs
    }
}
