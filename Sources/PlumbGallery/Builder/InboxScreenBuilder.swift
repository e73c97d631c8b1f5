import PlumbBuilder
import PlumbCore

/// `InboxScreen` written with PlumbBuilder: system controls as elements, a card's layer styling and its rows'
/// minimum height as modifiers.
enum InboxScreenBuilder {
    typealias ID = InboxScreen.ID

    static func root(environment: Environment) -> Constraints {
        let navigation = NavigationBar("Inbox", id: ID.navigation, leadingItems: ["Edit"], trailingItems: ["Compose"])
        let content = VStackView(id: ID.content, spacing: 12) {
            TextFieldControl(id: ID.search, placeholder: "Search")
            SegmentedControl(["All", "Unread", "Flagged"], id: ID.filter, selected: 0).spacingAfter(16)
            for card in InboxScreen.cards { self.card(card) }
        }
        let tabs = TabBar(["Inbox", "Flagged", "Settings"], id: ID.tabs, selected: 0)
        return Constraints(id: ID.screen) {
            navigation
            content
            tabs
        } constraints: { superview in
            navigation.leading == superview.leading
            superview.trailing == navigation.trailing
            navigation.top == superview.safeAreaLayoutGuide.top
            content.leading == superview.leadingMargin
            superview.trailingMargin == content.trailing
            content.top == navigation.bottom + 8
            tabs.leading == superview.leading
            superview.trailing == tabs.trailing
            tabs.bottom == superview.bottom
            tabs.top >= content.bottom + 16
        }
        .background(SemanticColors.systemGroupedBackground)
    }

    static func card(_ card: (id: String, title: String, rows: [String])) -> VStackView {
        VStackView(id: card.id) {
            TextLabel(card.title, id: "\(card.id)-title", style: .headline, lines: 1).frame(
                minHeight: InboxScreen.rowHeight)
            for (index, text) in card.rows.enumerated() {
                TextLabel(text, id: "\(card.id)-\(index)").frame(minHeight: InboxScreen.rowHeight)
            }
        }
        .padding(top: 4, leading: 16, bottom: 4, trailing: 16)
        .background(SemanticColors.secondarySystemGroupedBackground)
        .cornerRadius(InboxScreen.cornerRadius)
        .cornerCurve(.continuous)
        .shadow(color: .black, opacity: 0.08, offset: Size(width: 0, height: 2), radius: 6)
    }
}
