/// Where a button's title is laid out and drawn: its frame minus content insets that shrink when the frame is
/// too small for them, as `UIButton.Configuration` lays out its title.
///
/// A button keeps `ButtonMetrics.contentInsets` around its title while it is at least its intrinsic size. Made
/// smaller (a 28 pt "GET" capsule, a narrow one-line button) it gives up the insets before the title: the insets
/// of an axis in which the title cannot reflow shrink, equally on both sides, to what the frame has left over
/// around the title, down to 0. The title never reflows vertically; horizontally only a title of several lines
/// does (it wraps at the frame minus the full side insets, as the content rectangle of `UIButton` gives it), so
/// a one-line title gives up the side insets before it is truncated. So a title may use the whole frame, and only
/// a title larger than the frame itself is clipped or truncated.
public struct ButtonTitle: Hashable, Sendable {
    /// The title as the button shows it: centred on each line.
    public let text: TextContent
    /// The rectangle the title is wrapped in and centred in.
    public let box: Rect
    /// The insets the button keeps in this frame.
    public let insets: EdgeInsets

    /// The title box of `title` in a button of `frame`.
    public init(_ title: TextContent, in frame: Rect, environment: Environment, measurer: any TextMeasuring) {
        var centred = title
        centred.alignment = .center
        let defaults = ButtonMetrics.contentInsets
        var horizontal = (leading: defaults.left, trailing: defaults.right)
        if title.lines == 1 {
            let natural = measurer.measure(centred, in: environment, width: nil).size
            horizontal = Self.shrunk(defaults.left, defaults.right, room: frame.width - natural.width)
        }
        let wrapWidth = max(0, frame.width - horizontal.leading - horizontal.trailing)
        let height = measurer.measure(centred, in: environment, width: wrapWidth).size.height
        let vertical = Self.shrunk(defaults.top, defaults.bottom, room: frame.height - height)
        text = centred
        insets = EdgeInsets(
            top: vertical.leading, left: horizontal.leading, bottom: vertical.trailing, right: horizontal.trailing)
        box = frame.inset(by: insets)
    }

    /// Two opposite insets fitted into `room` points: unchanged when it holds both, else both scaled down by the
    /// same factor (equal insets stay equal), and 0 when there is no room.
    static func shrunk(_ leading: Double, _ trailing: Double, room: Double) -> (leading: Double, trailing: Double) {
        let total = leading + trailing
        guard total > 0, room < total else { return (leading, trailing) }
        let factor = max(0, room) / total
        return (leading * factor, trailing * factor)
    }
}
