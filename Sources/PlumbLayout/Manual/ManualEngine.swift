import PlumbCore

/// Runs a registered manual layout as a container: it measures by building the layout for the proposed width, and
/// places the layout's own nodes, offset to the container's origin.
///
/// An unknown name lays out as an empty container; `PlumbSpec` rejects such specs before layout, so this only
/// happens for trees built in Swift by hand.
public struct ManualEngine: ContainerEngine {
    public init() {}

    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? context.environment.width
        guard let layout = make(node, width: width, context: context) else {
            return Size(width: proposal.width ?? 0, height: 0)
        }
        context.sizeCache?.manualLayouts[node.id] = (width, layout)
        return Size(width: width, height: layout.height)
    }

    /// A layout is a function of its name, width, environment and measurer, which are fixed within a layout pass
    /// (`SizeCache`), so the one built while measuring at this width is placed as it is.
    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        let built = context.sizeCache?.manualLayouts[node.id].flatMap { $0.width == frame.width ? $0.layout : nil }
        guard let layout = built ?? make(node, width: frame.width, context: context) else { return [] }
        return layout.placements.map { Placement(node: $0.node, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y)) }
    }

    private func make(_ node: Node, width: Double, context: LayoutContext) -> (any ManualLayout)? {
        guard case .manual(let name) = node.layout, let definition = context.manualLayouts[name] else { return nil }
        return definition.make(width, context.environment, context.measurer)
    }
}
