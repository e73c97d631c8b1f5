import PlumbCore

/// Where a scroll container rests (`Node.scrollPosition`), as UIKit's `contentOffset`, and how far its content moves
/// from the top to get there.
///
/// UIKit: the content's origin is drawn at the viewport's origin minus `contentOffset` ("the point at which the
/// origin of the content view is offset from the origin of the scroll view", `UIScrollView.contentOffset`). A
/// scroll view the user lets go of comes to rest between `-adjustedContentInset` and `contentSize - bounds.size +
/// adjustedContentInset` (it bounces back from beyond, `UIScrollView.bounces`), the lower bound winning when the
/// content is shorter than the viewport; Plumb draws that resting state, so every position is clamped to it.
struct ScrollOffset {
    /// The scroll view's frame (root coordinates).
    let viewport: Rect
    /// The content's rectangle at rest (root coordinates): where `ScrollContent` placed it.
    let content: Rect
    /// UIKit's `adjustedContentInset`.
    let insets: EdgeInsets
    let axis: ScrollAxis
    let direction: LayoutDirection

    /// `contentOffset` at rest: the top, or the leading edge of a horizontal scroll view (right to left, its right
    /// end, where `ScrollContent` starts the content).
    var resting: Point { Point(x: viewport.minX - content.minX, y: viewport.minY - content.minY) }

    /// The resting range's lower bound: `-adjustedContentInset`.
    var minimum: Point { Point(x: -insets.left, y: -insets.top) }

    /// The resting range's upper bound, `contentSize - bounds.size + adjustedContentInset`, never below `minimum`.
    var maximum: Point {
        Point(
            x: max(-insets.left, content.width + insets.right - viewport.width),
            y: max(-insets.top, content.height + insets.bottom - viewport.height))
    }

    /// `point` inside the resting range.
    func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, minimum.x), maximum.x), y: min(max(point.y, minimum.y), maximum.y))
    }

    /// The `contentOffset` for `position`; `target` is the frame (root coordinates, content at rest) of the node a
    /// `.node` position names, `nil` when it is not among the content.
    func offset(for position: ScrollPosition, target: Rect?) -> Point {
        switch position {
        case .top, .leading:
            return resting
        case .bottom:
            return clamped(Point(x: resting.x, y: maximum.y))
        case .trailing:
            return clamped(Point(x: direction == .rtl ? minimum.x : maximum.x, y: resting.y))
        case .offset(let point):
            return clamped(point)
        case .node:
            guard let target else { return resting }
            return clamped(visible(target))
        }
    }

    /// `scrollRectToVisible(_:animated:)` from rest: the smallest move that brings `target` into the part of the
    /// viewport clear of the content insets (the bars), along each axis; none when it is already in view ("If the
    /// area is already visible, the method does nothing", Apple's documentation). A target longer than that part is
    /// aligned by its top (leading) edge.
    private func visible(_ target: Rect) -> Point {
        let start = resting
        // The target in content coordinates, and the visible part of the viewport at rest in the same coordinates.
        let x = target.minX - content.minX, y = target.minY - content.minY
        let visibleX = start.x + insets.left, visibleWidth = viewport.width - insets.left - insets.right
        let visibleY = start.y + insets.top, visibleHeight = viewport.height - insets.top - insets.bottom
        return Point(
            x: start.x + Self.move(from: x, length: target.width, into: visibleX, visibleWidth),
            y: start.y + Self.move(from: y, length: target.height, into: visibleY, visibleHeight))
    }

    /// The distance a span at `origin` of `length` must scroll to lie inside `start … start + visible`.
    private static func move(from origin: Double, length: Double, into start: Double, _ visible: Double) -> Double {
        if origin < start || length > visible { return origin - start }
        if origin + length > start + visible { return origin + length - (start + visible) }
        return 0
    }
}
