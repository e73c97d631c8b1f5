import PlumbCore

/// The view model of one row of the inbox: who wrote, what, when, and whether it is unread.
public struct Message: Hashable, Sendable {
    public var sender: String
    public var text: String
    public var time: String
    public var isUnread: Bool

    public init(sender: String, text: String, time: String, isUnread: Bool = false) {
        self.sender = sender
        self.text = text
        self.time = time
        self.isUnread = isUnread
    }

    /// The message the snapshots and the team's `plumb` show.
    public static let sample = Message(
        sender: "Ada Lovelace",
        text: "The engine can arrange and combine its numerical quantities exactly as if they were letters.",
        time: "09:41", isUnread: true)

    /// A sender whose name is long enough to wrap, for the edge-case snapshots.
    public static let longName = Message(
        sender: "Ada Augusta King, Countess of Lovelace",
        text: "Nothing in life is to be feared, it is only to be known.", time: "Yesterday")

    var senderText: TextContent { TextContent(sender, style: .headline, lines: 0) }
    var bodyText: TextContent { TextContent(text, style: .body, lines: 0) }
    var timeText: TextContent { TextContent(time, style: .footnote, lines: 1, color: Color(hex: "#6C6C70")!) }
}
