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
        let safeArea = ContainerInsets.safeArea(of: node, frame: nil, context: context)
        context.sizeCache?.engineCache(PassCache.self).layouts[node.id] = (width, safeArea, layout)
        return Size(width: width, height: layout.height)
    }

    /// A layout is a function of its name, width, safe area, environment and measurer; the last two are fixed within
    /// a layout pass (`SizeCache`), so the one built while measuring at this width and safe area is placed as it is.
    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        let safeArea = ContainerInsets.safeArea(of: node, frame: frame, context: context)
        let built = context.sizeCache?.engineCache(PassCache.self).layouts[node.id].flatMap {
            $0.width == frame.width && $0.safeArea == safeArea ? $0.layout : nil
        }
        guard let layout = built ?? make(node, width: frame.width, frame: frame, context: context) else { return [] }
        return layout.placements.map { Placement(node: $0.node, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y)) }
    }

    /// The manual engine's state for one layout pass (its `SizeCache` slot).
    final class PassCache: EngineCache {
        /// Declared, so the engine reaches this cache by index (`EngineCache.slot`).
        static let slot = EngineCacheSlot(for: PassCache.self)
        /// Manual layouts built by `measure`, by container id, with the width and safe area they were built for.
        var layouts: [String: (width: Double, safeArea: EdgeInsets, layout: any ManualLayout)] = [:]
        init() {}
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
