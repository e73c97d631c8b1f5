/// The axis a scroll container's content scrolls along (`scroll: vertical | horizontal` in a spec).
///
/// A node with a scroll axis is a `UIScrollView` whose content view is laid out by its own engine: its frame is
/// the viewport, its content has its own size along the axis (the content's fitting length), and its content
/// insets are adjusted for the safe area as `contentInsetAdjustmentBehavior = .automatic` does. A `sections`
/// container scrolls vertically without saying so, as a collection view does.
public enum ScrollAxis: String, CaseIterable, Hashable, Sendable {
    case vertical, horizontal
}

extension Node {
    /// The axis this node's content scrolls along: its own `scroll`, else vertical for a `sections` container.
    public var scrollAxis: ScrollAxis? {
        if let scroll { return scroll }
        if case .sections(.container) = layout { return .vertical }
        return nil
    }

    /// Whether drawing of this node's descendants is clipped to its frame: a scroll container's (its content
    /// beyond the viewport is scrolled out of view) or an orthogonal section's.
    public var clipsDescendants: Bool {
        scrollAxis != nil || layout.clipsDescendants
    }
}

extension Node {
    /// This tree with nothing scrolling: every `scroll` removed, so each scroll container takes its content's
    /// size wherever it can (`plumb render --full-content` lays such a tree out with the screen's height left to
    /// fit, which draws the whole content).
    public var withoutScrolling: Node {
        var node = self
        if node.scroll != nil { node.scroll = nil }
        if node.children.contains(where: { $0.scroll != nil || !$0.children.isEmpty }) {
            node.children = node.children.map(\.withoutScrolling)
        }
        return node
    }
}
