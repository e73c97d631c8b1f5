import PlumbCore

/// Whether the fill model already knows exactly what is behind a text, so its pixels need not be drawn.
///
/// The model (`ContrastCheck`) reads the opaque square fills drawn before a text under its whole frame, over the
/// system background: exact when everything drawn there is such a fill, covering all of the text or none of it. Anything else — an image, a control's own
/// drawing, a gradient, a shadow reaching in, a rounded corner or a border, a translucent fill or a faded ancestor —
/// makes the backdrop something only the rendered pixels tell (`RenderedBackdrop`). Most screens' text sits on
/// plain fills, so a check draws a backdrop only where it can differ from the model, and the cost of measuring on
/// pixels is paid where it finds something.
///
/// What each entry draws is read once per layout (`init(_:)`), so asking for every text costs a pass over plain
/// arrays of rectangles and flags rather than a copy of every earlier node per text.
struct PlainBackdrop {
    /// Where each entry's drawing can reach: its frame, grown by its shadow's blur and offset.
    private let reach: [Rect]
    /// Whether each entry draws at most an opaque square fill (`isPlain(_:in:)`).
    private let plain: [Bool]
    /// Whether each entry has a fill of its own.
    private let filled: [Bool]
    /// Whether each entry or one of its ancestors is faded (`opacity` below 1), counting the entry itself only
    /// through its ancestors: `fadedAbove[i]` is true when an ancestor of `i` is faded.
    private let fadedAbove: [Bool]

    init(_ result: LayoutResult) {
        let environment = result.environment
        let count = result.entries.count
        var reach = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: count)
        var plain = [Bool](repeating: true, count: count)
        var filled = [Bool](repeating: false, count: count)
        var faded = [Bool](repeating: false, count: count)
        var fadedAbove = [Bool](repeating: false, count: count)
        result.entries.withUnsafeBufferPointer { entries in
            for index in 0..<count {
                let node = entries[index].node
                var area = entries[index].frame
                if let shadow = node.style.decoration?.shadow {
                    let spread = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height)
                    area = Rect(
                        x: area.x - spread, y: area.y - spread, width: area.width + 2 * spread,
                        height: area.height + 2 * spread)
                }
                reach[index] = area
                plain[index] = Self.isPlain(node, in: environment)
                filled[index] = node.style.background != nil
                faded[index] = (node.style.decoration?.opacity ?? 1) < 1
                // Tree order: a parent comes before its children.
                if let parent = entries[index].parent { fadedAbove[index] = faded[parent] || fadedAbove[parent] }
            }
        }
        self.reach = reach
        self.plain = plain
        self.filled = filled
        self.fadedAbove = fadedAbove
    }

    /// Whether every entry drawn before `index` (tree order is drawing order) that reaches into `area`, and every
    /// entry that fades `index`, is a plain opaque square fill or draws nothing.
    func isPlain(under area: Rect, of index: Int) -> Bool {
        guard plain[index], !fadedAbove[index] else { return false }
        for earlier in 0..<index {
            guard let overlap = reach[earlier].intersection(area), overlap.width > 0, overlap.height > 0 else {
                continue
            }
            if !plain[earlier] { return false }
            // The model reads a fill only where it lies under the whole text; one that covers part of it makes two
            // colours behind the line.
            if filled[earlier], overlap != area { return false }
        }
        return true
    }

    /// A node that draws at most an opaque square fill: a plain view or a text's background (its glyphs are the
    /// text being measured, or are not part of the backdrop), with no image, gradient, shadow, corner, border or
    /// fading.
    private static func isPlain(_ node: Node, in environment: Environment) -> Bool {
        switch node.kind {
        case .box, .text: break
        default: return false
        }
        if node.image != nil { return false }
        let style = node.style
        if style.cornerRadius > 0 || style.borderWidth > 0 { return false }
        if let decoration = style.decoration {
            if decoration.shadow != nil || decoration.gradient != nil || decoration.cornerRadii != nil
                || decoration.opacity < 1
            {
                return false
            }
        }
        if let background = style.background, background.resolved(in: environment).alpha != 255 { return false }
        return true
    }
}
