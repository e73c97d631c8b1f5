import PlumbCore

/// Runs a registered manual layout as a container: it measures by building the layout for the proposed width, and
/// places the layout's own nodes, offset to the container's origin.
///
/// An unknown name lays out as an empty container; `PlumbSpec` rejects such specs before layout, so this only
/// happens for trees built in Swift by hand.
public struct ManualEngine: ContainerEngine {
    public init() {}

    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        guard let layout = make(node, width: proposal.width ?? context.environment.width, context: context) else {
            return Size(width: proposal.width ?? 0, height: 0)
        }
        return Size(width: proposal.width ?? context.environment.width, height: layout.height)
    }

    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        guard let layout = make(node, width: frame.width, frame: frame, context: context) else { return [] }
        return layout.placements.map { Placement(node: $0.node, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y)) }
    }

    /// The layout, given an environment whose `safeAreaInsets` are this container's own (what it inherits plus
    /// its additional insets), so a manual layout can keep its content out of the unsafe area.
    private func make(_ node: Node, width: Double, frame: Rect? = nil, context: LayoutContext) -> (any ManualLayout)? {
        guard case .manual(let name) = node.layout, let definition = context.manualLayouts[name] else { return nil }
        var environment = context.environment
        environment.safeAreaInsets = ContainerInsets.safeArea(of: node, frame: frame, context: context)
        return definition.make(width, environment, context.measurer)
    }
}
