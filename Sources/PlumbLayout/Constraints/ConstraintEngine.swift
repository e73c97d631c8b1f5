import PlumbCore

/// The `constraints` engine: Auto Layout semantics on Plumb's Cassowary solver.
///
/// A container's children — and the children of nested `constraints` containers, in one coordinate space — are
/// placed by their spec constraints plus the implicit ones Auto Layout adds: intrinsic content size as hugging
/// (`<=`, default 250) and compression resistance (`>=`, default 750) on each axis, fixed sizes as required
/// equalities. The container's height, when not given, is its fitting height: height at priority 50 towards 0,
/// as `systemLayoutSizeFitting` with `.fittingSizeLevel`. Conflicts do not stop layout: a required constraint
/// that cannot hold is left out ("broken") and reported with its minimal conflicting set, as Auto Layout recovers.
public struct ConstraintEngine: ContainerEngine {
    public init() {}

    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        let tree = ConstraintTree(top: node)
        let safeArea = ContainerInsets.safeArea(of: node, frame: nil, context: context)
        let pool = context.session?.constraintSystems
        let key = ConstraintSystemPool.Key(tree, width: proposal.width, height: proposal.height)
        // Only a system fitted to a width is kept for `place` (below), which reports its issues.
        let placeable = context.sizeCache != nil && proposal.width != nil && proposal.height == nil
        let system = ConstraintLayout.solve(
            tree, context: measuring(context), width: proposal.width, height: proposal.height, safeArea: safeArea,
            pool: pool,
            key: key, reported: placeable)
        let size = system.frame(of: node.id).size
        if let cache = context.sizeCache, let width = proposal.width, proposal.height == nil {
            // Kept out of the pool until `place` takes it (or the layout ends).
            let passCache = cache.engineCache(PassCache.self)
            if let replaced = passCache.fitted.removeValue(forKey: node.id) {
                pool?.give(replaced.system, for: replaced.key)
            }
            passCache.fitted[node.id] = FittedConstraintSystem(
                node: node, size: Size(width: width, height: size.height), safeArea: safeArea, system: system, key: key)
        } else {
            pool?.give(system, for: key)
        }
        return size
    }

    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        let safeArea = ContainerInsets.safeArea(of: node, frame: frame, context: context)
        let pool = context.session?.constraintSystems
        let system: ConstraintSystem
        let key: ConstraintSystemPool.Key
        let fitted = context.sizeCache?.engineCache(PassCache.self).fitted.removeValue(forKey: node.id)
        if let fitted, fitted.size == frame.size, fitted.safeArea == safeArea, fitted.node == node {
            // Placed at exactly the size (and safe area) its measure fitted: the same solution (the fitting-size
            // constraint's error is then a constant), so the solve is reused instead of repeated with the height
            // required; its tree is this node's.
            (system, key) = (fitted.system, fitted.key)
        } else {
            if let fitted { pool?.give(fitted.system, for: fitted.key) }
            let tree = ConstraintTree(top: node)
            key = ConstraintSystemPool.Key(tree, width: frame.width, height: frame.height)
            system = ConstraintLayout.solve(
                tree, context: context, width: frame.width, height: frame.height, safeArea: safeArea, pool: pool,
                key: key)
        }
        let tree = system.tree
        if let collector = context.issues { system.reportIssues(to: collector) }
        // The system's tree was made from this node, so its top children are `node.children`, in order.
        let placements = zip(node.children, tree.topChildren).map { child, index in
            Placement(
                node: settled(child, in: system, tree: tree),
                frame: system.frame(ofItemAt: index).offsetBy(dx: frame.x, dy: frame.y))
        }
        pool?.give(system, for: key)
        return placements
    }

    /// A nested `constraints` container was solved with this tree; it becomes an `absolute` container whose
    /// children carry their solved frames, so the layout pass does not solve it again on its own.
    private func settled(_ child: Node, in system: ConstraintSystem, tree: ConstraintTree) -> Node {
        guard !ConstraintTree.isLeaf(child) else { return child }
        var node = child
        let origin = system.frame(of: child.id).origin
        node.layout = .absolute
        node.children = child.children.map { grandchild in
            var placed = settled(grandchild, in: system, tree: tree)
            placed.frame = system.frame(of: grandchild.id).offsetBy(dx: -origin.x, dy: -origin.y)
            return placed
        }
        return node
    }

    private func measuring(_ context: LayoutContext) -> LayoutContext {
        var context = context
        context.issues = nil
        return context
    }
}

extension ConstraintEngine {
    /// The constraint engine's state for one layout pass (its `SizeCache` slot).
    final class PassCache: EngineCache {
        /// Declared, so the engine reaches this cache by index (`EngineCache.slot`).
        static let slot = EngineCacheSlot(for: PassCache.self)
        /// Constraint systems solved by `measure` for a width with the height left to fit, by container id, so
        /// placing the container at exactly the measured size reuses the solve.
        var fitted: [String: FittedConstraintSystem] = [:]
        init() {}
    }
}

/// A constraint container solved for a width with its height fitted: what `ConstraintEngine.place` can reuse.
struct FittedConstraintSystem {
    let node: Node
    let size: Size
    /// The container's own safe area the system was solved with.
    let safeArea: EdgeInsets
    let system: ConstraintSystem
    /// Where the system goes back in the session's `ConstraintSystemPool` once placed.
    let key: ConstraintSystemPool.Key
}
