import PlumbCore

/// The `absolute` engine: every child carries its own `frame`, relative to the container's origin.
///
/// A child without a frame sits at the origin with its measured size. Frames are taken literally in both
/// directions (no mirroring under right-to-left), like setting `UIView.frame` by hand.
public struct AbsoluteEngine: ContainerEngine {
    public init() {}

    /// The union of the children's frames (from the origin), unless the proposal or the node fixes a dimension.
    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        var maxX = 0.0, maxY = 0.0
        for child in node.children {
            let frame = childFrame(child, context: context)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return Size(width: proposal.width ?? maxX, height: maxY)
    }

    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        node.children.map { child in
            Placement(node: child, frame: childFrame(child, context: context).offsetBy(dx: frame.x, dy: frame.y))
        }
    }

    /// A child's `frame`, its size kept inside the child's size bounds (required, so they win over a frame, as
    /// Auto Layout's next pass would resize a view whose width constraints its frame breaks); else its measured
    /// size at the origin.
    private func childFrame(_ child: Node, context: LayoutContext) -> Rect {
        if let frame = child.frame {
            return child.sizeBounds.isEmpty
                ? frame : Rect(origin: frame.origin, size: child.sizeBounds.clamp(frame.size))
        }
        return Rect(origin: .zero, size: NodeSizing.size(of: child, proposal: ProposedSize(), context: context))
    }
}
