import PlumbCore

/// Solves a constraint tree to a fixed point of text measurement: Auto Layout's two-pass `UILabel` problem, done
/// explicitly.
///
/// Pass 1 measures every width-dependent leaf (text, buttons, nested containers of other engines) at its natural
/// width. After each solve, a leaf whose solved width differs from the width it was measured at is re-measured at
/// the solved width and the system is solved again, until no width changes or `maximumPasses` is reached.
enum ConstraintLayout {
    /// More passes than any real layout needs; a cycle (text whose height changes its own width) stops here.
    static let maximumPasses = 8

    /// The final system, solved.
    ///
    /// Each pass either updates the system of the pass before (or one of the same shape from `pool`) to the new
    /// numbers, or — when the update cannot promise a fresh solve's result — builds a fresh one; either way its
    /// frames are those of a fresh system. The caller gives the result back to `pool` when done with it. Without a
    /// pool every pass is solved fresh, as before systems were reused (the reference `ConstraintSystemReuseTests`
    /// compares with).
    ///
    /// - Parameters:
    ///   - safeArea: the top container's own safe-area insets (`ContainerInsets.safeArea`).
    ///   - key: the tree's key in `pool`, when the caller has made it already.
    ///   - reported: whether the result may be placed and its issues reported; a system only measured (at an open
    ///     width) is solved without describing its constraints.
    static func solve(
        _ tree: ConstraintTree, context: LayoutContext, width: Double?, height: Double?, safeArea: EdgeInsets,
        pool: ConstraintSystemPool? = nil, key: ConstraintSystemPool.Key? = nil, reported: Bool = true
    ) -> ConstraintSystem {
        /// By item position (`ConstraintBuild`'s `textWidths:`).
        var textWidths = [Double?](repeating: nil, count: tree.items.count)
        var safeAreas = initialSafeAreas(tree, top: safeArea)
        let key = key ?? ConstraintSystemPool.Key(tree, width: width, height: height)
        let pooled = pool?.variables(for: key)
        let variables = pooled?.variables
        var reusable: ConstraintSystem?
        var tookFromPool = false
        /// The leaves' intrinsic sizes, each natural size measured once for every pass.
        var leafSizes = LeafSizes(tree: tree, context: context)
        /// A build to update a system with, or (`fresh`) one that makes every constraint itself, for a new system.
        func build(fresh: Bool) -> ConstraintBuild {
            let build = ConstraintBuild(
                tree: tree, context: context, width: width, height: height, textWidths: textWidths,
                safeAreas: safeAreas,
                variables: reusable?.variables ?? variables,
                itemVariables: reusable?.itemVariables ?? pooled?.itemVariables,
                describes: fresh && reported,
                previous: fresh ? nil : reusable.map(\.declarations) ?? pooled?.declarations,
                naturalSizes: leafSizes.natural,
                itemSafeAreas: leafSizes.safeAreas,
                reusing: fresh ? [] : reusable?.constraints ?? pooled?.constraints ?? [])
            leafSizes = build.leafSizes
            return build
        }
        func solved() -> ConstraintSystem {
            if reusable == nil, !tookFromPool, let pool, variables != nil {
                // The first pass looks for a pooled system of this shape; later passes update their own.
                tookFromPool = true
                let firstSafeAreas = safeAreas
                if let system = pool.take(key, where: { $0.fits(tree, context: context, safeAreas: firstSafeAreas) }) {
                    // The tree fits the system's plan: its constants are read off the tree, nothing is built.
                    let constants = system.plan.constants(
                        for: tree, width: width, height: height, textWidths: textWidths, leafSizes: &leafSizes,
                        current: system.constants)
                    if system.update(to: constants, tree: tree) {
                        reusable = system
                        return system
                    }
                } else {
                    let update = build(fresh: false)
                    if let system = pool.take(key, fitting: update), system.update(to: update) {
                        reusable = system
                        return system
                    }
                }
            } else if let system = reusable, system.update(to: build(fresh: false)) {
                return system
            }
            let system = ConstraintSystem(build(fresh: true))
            reusable = pool == nil ? nil : system
            return system
        }
        var system = solved()
        for _ in 1..<maximumPasses {
            var changed = false
            // Only nested containers' safe areas depend on the solve; the top one's is given.
            let solvedSafeAreas =
                tree.containers.count == 1 ? safeAreas : nestedSafeAreas(tree, in: system, top: safeArea)
            let safeAreasChanged = tree.containers.count > 1 && solvedSafeAreas != safeAreas
            if safeAreasChanged {
                safeAreas = solvedSafeAreas
                changed = true
            }
            // A nested stack (any container of another engine) is measured with the safe area it lands in.
            let landed = itemSafeAreas(tree, in: system, safeAreas: solvedSafeAreas)
            let itemSafeAreasChanged = landed != leafSizes.safeAreas
            if itemSafeAreasChanged {
                leafSizes = leafSizes.with(safeAreas: landed)
                changed = true
            }
            for index in tree.widthDependentLeaves {
                let solved = system.width(ofItemAt: index)
                if let measured = textWidths[index], abs(measured - solved) < 1e-9 { continue }
                textWidths[index] = solved
                changed = true
            }
            guard changed else { break }
            if !safeAreasChanged, !itemSafeAreasChanged, system.declarations != nil {
                // Only text widths moved: the next build would differ from the last in the text's heights alone.
                let changes = system.plan.heightBoundChanges(
                    at: textWidths, in: tree, leafSizes: &leafSizes, comparedWith: system)
                // No height moved either (text already at the width it was measured at: its natural width, as at an
                // open width): the next build is this one, so this solution is the fresh solve's of it.
                if changes.isEmpty { break }
                if let reused = reusable {
                    if reused.update(replacing: changes) { continue }
                    reusable = nil
                }
            }
            system = solved()
        }
        return system
    }

    /// The safe-area insets each container item of another engine (a nested stack, sections, manual, absolute
    /// box) inherits at its solved frame, by item position — what it is measured with in the next pass, as UIKit
    /// lays a stack out again once its `safeAreaInsets` change. Empty when no container of the tree has any
    /// unsafe area (the usual cell: nothing is computed).
    static func itemSafeAreas(
        _ tree: ConstraintTree, in system: ConstraintSystem, safeAreas: [String: EdgeInsets]
    ) -> [EdgeInsets] {
        guard safeAreas.values.contains(where: { $0 != .zero }) else { return [] }
        var result: [EdgeInsets] = []
        var position = 0
        var any = false
        // Items are listed depth first, each nested constraints container followed by its own items
        // (`ConstraintTree.collect`); the walk below visits them in that order.
        func walk(_ container: Node) {
            let insets = safeAreas[container.id] ?? .zero
            let bounds = system.frame(of: container.id)
            let region: InheritedSafeArea =
                insets == .zero ? .none : .parent(bounds: bounds, safe: bounds.inset(by: insets))
            for child in container.children {
                let index = position
                position += 1
                result.append(.zero)
                if !ConstraintTree.isLeaf(child) {
                    walk(child)
                } else if !child.isLeaf {
                    let landed = region.insets(of: system.frame(ofItemAt: index))
                    result[index] = landed
                    if landed != .zero { any = true }
                }
            }
        }
        walk(tree.containers[0])
        return any ? result : []
    }

    /// Before the first solve: the top container's insets, and for each nested container only its own
    /// `additionalSafeAreaInsets` (its position is not known yet).
    private static func initialSafeAreas(_ tree: ConstraintTree, top: EdgeInsets) -> [String: EdgeInsets] {
        var result = [tree.containers[0].id: top]
        for container in tree.containers.dropFirst() { result[container.id] = container.additionalSafeAreaInsets }
        return result
    }

    /// Every container's safe-area insets from the solved frames: a nested container inherits the part of its
    /// frame under its parent's unsafe bands (`InheritedSafeArea`), plus its own additional insets. Containers are
    /// in depth-first order, so a parent is done before its children.
    static func nestedSafeAreas(
        _ tree: ConstraintTree, in system: ConstraintSystem, top: EdgeInsets
    ) -> [String: EdgeInsets] {
        var result = [tree.containers[0].id: top]
        for container in tree.containers.dropFirst() {
            guard let parentID = tree.parent[container.id], let parentInsets = result[parentID] else { continue }
            let parentFrame = system.frame(of: parentID)
            let region: InheritedSafeArea =
                parentInsets == .zero ? .none : .parent(bounds: parentFrame, safe: parentFrame.inset(by: parentInsets))
            result[container.id] =
                region.insets(of: system.frame(of: container.id)) + container.additionalSafeAreaInsets
        }
        return result
    }
}
