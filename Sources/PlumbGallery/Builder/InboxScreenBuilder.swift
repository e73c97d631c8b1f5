import PlumbBuilder
import PlumbCore

/// `InboxScreen` written with PlumbBuilder: system controls as elements, a card's layer styling and its rows'
/// minimum height as modifiers.
enum InboxScreenBuilder {
    typealias ID = InboxScreen.ID

    static func root(environment: Environment) -> Node {
        Constraints(id: ID.screen) {
            NavigationBar("Inbox", id: ID.navigation, leadingItems: ["Edit"], trailingItems: ["Compose"])
            VStack(id: ID.content, spacing: 12) {
                TextField(id: ID.search, placeholder: "Search")
                SegmentedControl(["All", "Unread", "Flagged"], id: ID.filter, selected: 0).spacingAfter(16)
                for card in InboxScreen.cards { self.card(card) }
            }
            TabBar(["Inbox", "Flagged", "Settings"], id: ID.tabs, selected: 0)
        } constraints: { c in
            c.navigation.leading == c.superview.leading
            c.superview.trailing == c.navigation.trailing
            c.navigation.top == c.superview.safeAreaLayoutGuide.top
            c.content.leading == c.superview.leadingMargin
            c.superview.trailingMargin == c.content.trailing
            c.content.top == c.navigation.bottom + 8
            c.tabs.leading == c.superview.leading
            c.superview.trailing == c.tabs.trailing
            c.tabs.bottom == c.superview.bottom
            c.tabs.top >= c.content.bottom + 16
        }
        .background(SemanticColors.systemGroupedBackground)
        .node
    }

    static func card(_ card: (id: String, title: String, rows: [String])) -> Node {
        VStack(id: card.id) {
            Text(card.title, id: "\(card.id)-title", style: .headline, lines: 1).frame(minHeight: InboxScreen.rowHeight)
            for (index, text) in card.rows.enumerated() {
                Text(text, id: "\(card.id)-\(index)").frame(minHeight: InboxScreen.rowHeight)
            }
        }
        .padding(top: 4, leading: 16, bottom: 4, trailing: 16)
        .background(SemanticColors.secondarySystemGroupedBackground)
        .cornerRadius(InboxScreen.cornerRadius)
        .cornerCurve(.continuous)
        .shadow(color: .black, opacity: 0.08, offset: Size(width: 0, height: 2), radius: 6)
        .node
    }
}
