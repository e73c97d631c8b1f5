import PlumbCore

/// Whether the fill model already knows exactly what is behind a text, so its pixels need not be drawn.
///
/// The model (`ContrastCheck`) reads the opaque square fills drawn before a text under its whole frame, over the
/// system background: exact when everything drawn there is such a fill, covering all of the text or none of it. Anything else — an image, a control's own
/// drawing, a gradient, a shadow reaching in, a rounded corner or a border, a translucent fill or a faded ancestor —
/// makes the backdrop something only the rendered pixels tell (`RenderedBackdrop`). Most screens' text sits on
/// plain fills, so a check draws a backdrop only where it can differ from the model, and the cost of measuring on
/// pixels is paid where it finds something.
enum PlainBackdrop {
    /// Whether every node drawn before `index` (tree order is drawing order) that reaches into `area`, and every
    /// node that fades `index`, is a plain opaque square fill or draws nothing.
    static func isPlain(under area: Rect, of index: Int, in result: LayoutResult) -> Bool {
        let environment = result.environment
        guard isPlain(result.entries[index].node, in: environment) else { return false }
        var ancestor = result.entries[index].parent
        while let a = ancestor {
            if let decoration = result.entries[a].node.style.decoration, decoration.opacity < 1 { return false }
            ancestor = result.entries[a].parent
        }
        for earlier in 0..<index {
            let entry = result.entries[earlier]
            var reach = entry.frame
            if let shadow = entry.node.style.decoration?.shadow {
                let spread = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height)
                reach = Rect(
                    x: reach.x - spread, y: reach.y - spread, width: reach.width + 2 * spread,
                    height: reach.height + 2 * spread)
            }
            guard let overlap = reach.intersection(area), overlap.width > 0, overlap.height > 0 else { continue }
            if !isPlain(entry.node, in: environment) { return false }
            // The model reads a fill only where it lies under the whole text; one that covers part of it makes two
            // colours behind the line.
            if entry.node.style.background != nil, overlap != area { return false }
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
