import PlumbCore
import PlumbLayout

/// One inbox row computed by hand from the width: the `layoutFor(width:)` pattern, shared by the app and its tests.
///
/// Rules: 16 at the sides, 12 at the top and bottom. A 40 pt avatar at the leading edge; the sender and the time
/// share a line to its trailing side (the time keeps its one line, the sender wraps in what is left, 8 between);
/// the body 4 below the taller of them; an unread dot 8 pt wide centred on the avatar's trailing-top corner.
/// At accessibility sizes the avatar goes above the text, and the time below the sender. Mirrored under RTL.
public struct MessageCell: NamedManualLayout {
    public static let layoutName = "message-cell"
    public static let summary = "An inbox row: avatar, sender, time and body, computed from the width"
    static let inset = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    static let avatar = 40.0, gap = 12.0, lineGap = 4.0

    public let placements: [Placement]
    public var bottomInset: Double { Self.inset.bottom }

    public init(message: Message, width: Double, environment: Environment, measurer: any TextMeasuring) {
        let inset = Self.inset
        let stacked = environment.category.isAccessibilityCategory
        let avatar = Rect(x: inset.left, y: inset.top, width: Self.avatar, height: Self.avatar)
        let textX = stacked ? inset.left : avatar.maxX + Self.gap
        let textTop = stacked ? avatar.maxY + Self.gap : inset.top
        let textWidth = width - textX - inset.right
        let time = measurer.integralSize(of: message.timeText, in: environment, width: nil)
        var frames: [(Node, Rect)] = []
        var bottom: Double
        if stacked {
            let sender = measurer.integralSize(of: message.senderText, in: environment, width: textWidth)
            let senderFrame = Rect(x: textX, y: textTop, width: textWidth, height: sender.height)
            let timeFrame = Rect(
                x: textX, y: senderFrame.maxY + Self.lineGap, width: min(time.width, textWidth), height: time.height)
            frames += [
                (.text("sender", message.senderText), senderFrame), (.text("time", message.timeText), timeFrame),
            ]
            bottom = timeFrame.maxY
        } else {
            let senderWidth = textWidth - time.width - 8
            let sender = measurer.integralSize(of: message.senderText, in: environment, width: senderWidth)
            let senderFrame = Rect(x: textX, y: textTop, width: senderWidth, height: sender.height)
            let timeFrame = Rect(
                x: width - inset.right - time.width, y: textTop, width: time.width, height: time.height)
            frames += [
                (.text("sender", message.senderText), senderFrame), (.text("time", message.timeText), timeFrame),
            ]
            bottom = max(senderFrame.maxY, timeFrame.maxY)
        }
        let body = measurer.integralSize(of: message.bodyText, in: environment, width: textWidth)
        frames.append(
            (
                .text("body", message.bodyText),
                Rect(x: textX, y: bottom + Self.lineGap, width: textWidth, height: body.height)
            ))
        var avatarNode = Node(
            id: "avatar", kind: .image,
            style: NodeStyle(background: Color(hex: "#5E5CE6")!, cornerRadius: Self.avatar / 2))
        avatarNode.overlapsWith = ["unread"]
        frames.insert((avatarNode, avatar), at: 0)
        if message.isUnread {
            let dot = Rect(x: avatar.maxX - 4, y: avatar.minY - 4, width: 8, height: 8)
            frames.append((Node(id: "unread", style: NodeStyle(background: .systemBlue, cornerRadius: 4)), dot))
        }
        let mirror = environment.direction == .rtl
        placements = frames.map { Placement(node: $0.0, frame: mirror ? $0.1.mirrored(inWidth: width) : $0.1) }
    }

    /// The sample message, for specs (`manual: message-cell`) and the team's `plumb`.
    public init(width: Double, environment: Environment, measurer: any TextMeasuring) {
        self.init(message: .sample, width: width, environment: environment, measurer: measurer)
    }
}
