import PlumbCore

/// Measures any node: fixed sizes first, then its container engine, then its intrinsic content size.
public enum NodeSizing {
    /// The engine that lays out `node`'s children, or `nil` for a leaf.
    static func engine(for node: Node) -> (any ContainerEngine)? {
        switch node.layout {
        case .none: nil
        case .absolute: AbsoluteEngine()
        case .manual: ManualEngine()
        case .stack(let parameters): parameters.mode == .uikit ? UIKitStackEngine() : StackEngine()
        case .constraints: ConstraintEngine()
        case .sections: SectionsEngine()
        }
    }

    /// The size `node` takes for `proposal`: a fixed width or height wins; a container asks its engine; a leaf
    /// reports its intrinsic size (text measured at the proposed width).
    ///
    /// A node measured this way has no position yet: it inherits no safe area (`InheritedSafeArea.none`), so
    /// only its own `additionalSafeAreaInsets` count. `LayoutEngine` measures the root with the screen's.
    public static func size(of node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        guard case .none = context.safeArea else {
            var context = context
            context.safeArea = .none
            return size(of: node, proposal: proposal, inheriting: context)
        }
        return size(of: node, proposal: proposal, inheriting: context)
    }

    /// `size(of:proposal:context:)` with `context.safeArea` taken as `node`'s inherited safe area.
    static func size(of node: Node, proposal: ProposedSize, inheriting context: LayoutContext) -> Size {
        var inner = proposal
        if let width = node.fixedWidth { inner.width = width }
        if let height = node.fixedHeight { inner.height = height }
        let natural: Size
        if let engine = engine(for: node) {
            if let cache = context.sizeCache {
                natural = cache.size(of: node, proposal: inner) { engine.measure(node, proposal: inner, context: context) }
            } else {
                natural = engine.measure(node, proposal: inner, context: context)
            }
        } else {
            natural = IntrinsicSize.of(node, proposedWidth: inner.width, context: context)
        }
        return Size(width: node.fixedWidth ?? natural.width, height: node.fixedHeight ?? natural.height)
    }
}
