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
    /// The title measured at `box`'s width, as it is drawn; `nil` when the frame is narrower than its insets (the
    /// box has a negative width, the title is measured at it when asked).
    public let boxMeasurement: TextMeasurement?

    /// The title box of `title` in a button of `frame`.
    ///
    /// A one-line title that fits between the full side insets keeps them: it is measured there first, and its
    /// natural width (one more text lookup) is asked for only when it does not fit (issue 33: three lookups per
    /// button had become two per button more than before).
    ///
    /// - Parameter defaults: the physical insets kept around the title while they fit: `ButtonMetrics.contentInsets`,
    ///   or a configured button's (`Node.buttonTitleInsets(in:)`: its content insets and the room of its image).
    public init(
        _ title: TextContent, in frame: Rect, environment: Environment, measurer: any TextMeasuring,
        insets defaults: EdgeInsets = ButtonMetrics.contentInsets
    ) {
        var centred = title
        centred.alignment = .center
        var horizontal = (leading: defaults.left, trailing: defaults.right)
        var wrapWidth = max(0, frame.width - horizontal.leading - horizontal.trailing)
        var measured = measurer.measure(centred, in: environment, width: wrapWidth)
        // Fits on its line between the full insets: its natural width is at most `wrapWidth`, so `shrunk` would
        // keep the insets; only a title that does not fit is measured unbounded to shrink them.
        let fits =
            wrapWidth > 0 && measured.lineCount <= 1 && !measured.isTruncated && measured.size.width <= wrapWidth
        if title.lines == 1, !fits {
            let natural = measurer.measure(centred, in: environment, width: nil).size
            horizontal = Self.shrunk(defaults.left, defaults.right, room: frame.width - natural.width)
            let shrunkWidth = max(0, frame.width - horizontal.leading - horizontal.trailing)
            if shrunkWidth != wrapWidth {
                wrapWidth = shrunkWidth
                measured = measurer.measure(centred, in: environment, width: wrapWidth)
            }
        }
        let vertical = Self.shrunk(defaults.top, defaults.bottom, room: frame.height - measured.size.height)
        text = centred
        insets = EdgeInsets(
            top: vertical.leading, left: horizontal.leading, bottom: vertical.trailing, right: horizontal.trailing)
        box = frame.inset(by: insets)
        boxMeasurement = box.width == wrapWidth ? measured : nil
    }

    /// The title measured at `box`'s width: `boxMeasurement`, or measured now for a box narrower than nothing.
    public func measurement(measurer: any TextMeasuring, in environment: Environment) -> TextMeasurement {
        boxMeasurement ?? measurer.measure(text, in: environment, width: box.width)
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
