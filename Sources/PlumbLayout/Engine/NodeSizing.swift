import PlumbCore

/// Measures any node: fixed sizes first, then its container engine, then its intrinsic content size.
public enum NodeSizing {
    /// The size `node` takes for `proposal`: a fixed width or height wins; a container asks its engine; a leaf
    /// reports its intrinsic size (text measured at the proposed width). The node's `sizeBounds` clamp both the
    /// proposal and the answer, as required width and height constraints would.
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
        let bounds = node.sizeBounds
        if !bounds.isEmpty {
            // A required width (height) bound holds whatever is proposed: the content is measured inside it.
            inner.width = inner.width.map(bounds.clampWidth)
            inner.height = inner.height.map(bounds.clampHeight)
        }
        let natural: Size
        if node.isLeaf {
            natural = IntrinsicSize.of(node, proposedWidth: inner.width, context: context)
        } else if case .known = context.safeArea {
            // The size cache is keyed without the safe area; a node measured with a known one is measured afresh.
            natural = measure(container: node, proposal: inner, context: context)
        } else {
            // Optional chaining reads the cache in place; binding it to a constant would retain and release it.
            natural =
                context.sizeCache?.size(of: node, proposal: inner) {
                    measure(container: node, proposal: inner, context: context)
                }
                ?? measure(container: node, proposal: inner, context: context)
        }
        let size = Size(width: node.fixedWidth ?? natural.width, height: node.fixedHeight ?? natural.height)
        guard !bounds.isEmpty else { return size }
        if inner.width == nil, bounds.clampWidth(size.width) != size.width {
            // With no width proposed, the node would take its natural width, which a bound refuses: it is as wide as
            // the bound lets it be, and its height is measured at that width (text wraps inside a `maxWidth`).
            let width = bounds.clampWidth(size.width)
            return Size(
                width: width,
                height: self.size(
                    of: node, proposal: ProposedSize(width: width, height: inner.height), inheriting: context
                ).height)
        }
        return bounds.clamp(size)
    }

    /// What `container`'s engine measures (`EngineDispatch`); a container with no layout, its intrinsic size.
    private static func measure(container: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        EngineDispatch.call(Measure(proposal: proposal), on: container, context: context)
            ?? IntrinsicSize.of(container, proposedWidth: proposal.width, context: context)
    }

    /// An engine's `measure` for one proposal.
    private struct Measure: EngineCall {
        let proposal: ProposedSize

        func run<Engine: ContainerEngine>(_ engine: Engine, on node: Node, context: LayoutContext) -> Size {
            engine.measure(node, proposal: proposal, context: context)
        }
    }
}
