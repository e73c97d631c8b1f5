import PlumbCore

/// How a scroll container's content is laid out (`Node.scrollAxis`): UIScrollView's content view.
///
/// UIKit: the scroll view's frame is the viewport; its content has its own size (`contentSize`), here the
/// content's fitting length along the scroll axis at the viewport's length across it; and with
/// `contentInsetAdjustmentBehavior = .automatic` the content is inset by the scroll view's safe area along the
/// scroll axis (`adjustedContentInset`: "the insets derived from the content insets and the safe area of the
/// scroll view", Apple's documentation), so at rest the first row starts below the notch and the last one can
/// scroll clear of the home indicator. Content beyond the viewport is in its scroll container's bounds, clipped
/// when drawn.
///
/// Descendants see no unsafe area along the scroll axis: the content inset already keeps content out of it, and
/// a row's height must not depend on where the screen ends (a row measured without the safe area is placed
/// without it). Across the axis (a landscape notch beside a vertical list) the bands stay.
enum ScrollContent {
    /// The content's frame in root coordinates for a scroll container at `viewport`, the children's placements
    /// in it, and the region they inherit their safe area from.
    static func place(
        _ node: Node, axis: ScrollAxis, engine: some ContainerEngine, in viewport: Rect, context: LayoutContext
    ) -> (content: Rect, placements: [Placement], inside: InheritedSafeArea, insets: EdgeInsets) {
        let insets = adjustedInsets(
            node, axis: axis, safeArea: ContainerInsets.safeArea(of: node, frame: viewport, context: context))
        var content = context
        content.safeArea = .none
        let rect: Rect
        let placements: [Placement]
        if case .sections(.container) = node.layout {
            // A collection view adjusts its own insets (`SectionStack`); its content is as tall as its sections.
            placements = engine.place(node, in: viewport, context: context)
            let top = viewport.minY + insets.top
            let bottom = placements.reduce(top) { max($0, $1.frame.maxY) }
            rect = Rect(x: viewport.x, y: top, width: viewport.width, height: bottom - top)
        } else {
            var probe = node
            probe.fixedWidth = nil
            probe.fixedHeight = nil
            switch axis {
            case .vertical:
                let length = engine.measure(probe, proposal: ProposedSize(width: viewport.width), context: content)
                    .height
                rect = Rect(
                    x: viewport.x + insets.left, y: viewport.minY + insets.top, width: viewport.width, height: length)
            case .horizontal:
                let length = engine.measure(probe, proposal: ProposedSize(height: viewport.height), context: content)
                    .width
                // Right to left, the content starts at the viewport's right edge and runs off to the left, as a
                // collection view's does (`flipsHorizontallyInOppositeLayoutDirection`).
                let x =
                    context.environment.direction == .rtl
                    ? viewport.maxX - insets.right - length : viewport.minX + insets.left
                rect = Rect(x: x, y: viewport.y + insets.top, width: length, height: viewport.height)
            }
            placements = engine.place(probe, in: rect, context: content)
        }
        // Across the axis, descendants see the safe area the content insets leave to them: all of it unless
        // `always` insets the content on every side.
        let safeArea = ContainerInsets.safeArea(of: node, frame: viewport, context: context)
        let across =
            node.contentInsetAdjustment == .always
            ? EdgeInsets.zero
            : axis == .vertical
                ? EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
                : EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
        let inside: InheritedSafeArea = across == .zero ? .none : .parent(bounds: rect, safe: rect.inset(by: across))
        return (rect, placements, inside, insets)
    }

    /// UIKit's `adjustedContentInset` for `node`'s behaviour, from the scroll view's safe area: along the scroll axis
    /// for `automatic` and `scrollableAxes` (Plumb's scroll views scroll along that one axis), on every side for
    /// `always`, none for `never`.
    static func adjustedInsets(_ node: Node, axis: ScrollAxis, safeArea: EdgeInsets) -> EdgeInsets {
        switch node.contentInsetAdjustment {
        case .never:
            return .zero
        case .always:
            return safeArea
        case .automatic, .scrollableAxes:
            return axis == .vertical
                ? EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
                : EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
        }
    }
}
