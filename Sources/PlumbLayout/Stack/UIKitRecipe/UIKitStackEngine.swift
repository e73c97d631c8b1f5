import PlumbCore

/// The `stack` engine in UIKit-parity mode (`mode: uikit`): the stack's children laid out by the constraints
/// UIStackView itself installs (`UIKitStackRecipe`), solved by Plumb's Cassowary solver.
///
/// It answers the same two questions as the direct `StackEngine` and mirrors right-to-left the same way; the places
/// where the two deliberately give different frames are listed in docs/stack-parity.md and asserted by the
/// differential test (StackParityTests).
public struct UIKitStackEngine: ContainerEngine {
    /// More passes than any real stack needs; a cycle (text whose height changes its own width) stops here.
    static let maximumPasses = 8

    public init() {}

    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        guard case .stack(let parameters) = node.layout else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let axis = parameters.axis
        let safeArea = ContainerInsets.safeArea(of: node, frame: nil, context: context)
        let insets = StackEngine.contentInsets(node, parameters, safeArea: safeArea, context: context)
        return solve(
            node, parameters, main: axis.main(proposal), cross: axis.cross(proposal), insets: insets, context: context
        ).size
    }

    /// The children's frames: the recipe solved for the frame's size, moved to the frame and mirrored inside it
    /// under right-to-left (leading and trailing follow the reading direction, as in UIKit). Required
    /// constraints the solver had to break are reported as `unsatisfiable` issues.
    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        guard case .stack(let parameters) = node.layout else { return [] }
        let axis = parameters.axis
        let safeArea = ContainerInsets.safeArea(of: node, frame: frame, context: context)
        let insets = StackEngine.contentInsets(node, parameters, safeArea: safeArea, context: context)
        var recipe = solve(
            node, parameters, main: axis.main(frame.size), cross: axis.cross(frame.size), insets: insets,
            context: context)
        // Container children measured with the safe area they land in (`StackEngine+SafeArea.swift`).
        let region = ContainerInsets.region(for: node, frame: frame, context: context)
        if case .parent = region, node.children.contains(where: { !$0.isLeaf && !$0.hidden }) {
            var landed = Array(repeating: EdgeInsets.zero, count: node.children.count)
            for _ in 0..<StackEngine.landingPasses {
                var changed = false
                for (index, child) in node.children.enumerated() where !child.isLeaf && !child.hidden {
                    let insets = region.insets(of: placed(recipe.frame(of: index), in: frame, context: context))
                    if insets != landed[index] {
                        landed[index] = insets
                        changed = true
                    }
                }
                guard changed else { break }
                recipe = solve(
                    node, parameters, main: axis.main(frame.size), cross: axis.cross(frame.size), insets: insets,
                    landed: landed,
                    context: context)
            }
        }
        if let collector = context.issues {
            for refusal in recipe.refusals {
                collector.report(
                    .unsatisfiable(
                        container: node.id, broken: Self.reference(refusal.broken, node: node),
                        conflicting: (refusal.conflicting + [refusal.broken]).map { Self.reference($0, node: node) }))
            }
        }
        if let collector = context.issues, parameters.distribution == .fill {
            // A tie of equal priorities is found as the direct engine finds it, on the same content box (the
            // recipe breaks it the same way, `UIKitStackRecipe.tieBreaks`).
            let content = frame.inset(by: insets)
            var measuring = context
            measuring.issues = nil
            let arrangement = StackEngine().arrange(
                node, parameters, main: max(0, axis.main(content.size)), cross: max(0, axis.cross(content.size)),
                context: measuring)
            if let tie = arrangement.tie { collector.report(tie.issue(in: node)) }
        }
        return node.children.indices.map { index in
            Placement(node: node.children[index], frame: placed(recipe.frame(of: index), in: frame, context: context))
        }
    }

    /// A solved frame (relative to the stack, left to right) in root coordinates, mirrored inside `frame` under
    /// right-to-left.
    private func placed(_ solved: Rect, in frame: Rect, context: LayoutContext) -> Rect {
        let placed = solved.offsetBy(dx: frame.x, dy: frame.y)
        guard context.environment.direction == .rtl else { return placed }
        return Rect(x: frame.minX + frame.maxX - placed.maxX, y: placed.y, width: placed.width, height: placed.height)
    }

    /// Solves to a fixed point of text measurement (Auto Layout's two-pass label, docs/uikit-semantics.md §2): pass 1
    /// measures every width-dependent child at its natural width; a child whose solved width differs is measured
    /// again at that width and the recipe solved again. Hidden children keep their natural measurement: collapsed
    /// to zero width, text would measure one word per line and hold a `fill` row open for nothing.
    ///
    /// - Parameter insets: the margins the canvas is inset by (`StackEngine.contentInsets`), directional; `nil`
    ///   for the stack's `padding` alone when it is margins-relative (no safe area).
    func solve(
        _ node: Node, _ parameters: StackParameters, main: Double?, cross: Double?, insets: EdgeInsets? = nil,
        landed: [EdgeInsets]? = nil, context: LayoutContext
    ) -> UIKitStackRecipe {
        let insets = insets ?? (parameters.isLayoutMarginsRelative ? parameters.padding : .zero)
        var measuring = context
        measuring.issues = nil
        var widths: [Int: Double] = [:]
        var recipe = UIKitStackRecipe(
            node, parameters, main: main, cross: cross, contentInsets: insets, measuredWidths: widths, landed: landed,
            context: measuring)
        for _ in 1..<Self.maximumPasses {
            var changed = false
            for item in recipe.items where item.isWidthDependent && !item.isHidden {
                let solved = recipe.frame(of: item.index).width
                if abs((item.measuredWidth ?? item.intrinsic.width) - solved) < 1e-9 { continue }
                widths[item.index] = solved
                changed = true
            }
            guard changed else { break }
            recipe = UIKitStackRecipe(
                node, parameters, main: main, cross: cross, contentInsets: insets, measuredWidths: widths,
                landed: landed, context: measuring)
        }
        return recipe
    }

    /// A recipe constraint for an issue: its tag (which names the children it involves as whole words, or as `id.attribute`) and those
    /// children, or the stack itself when it names none.
    private static func reference(_ constraint: Constraint, node: Node) -> ConstraintReference {
        let words = (constraint.tag ?? "").split(whereSeparator: { " (),".contains($0) })
        let ids = node.children.map(\.id).filter { id in words.contains { $0 == id || $0.hasPrefix(id + ".") } }
        return ConstraintReference(text: constraint.tag ?? constraint.description, nodes: ids.isEmpty ? [node.id] : ids)
    }
}
