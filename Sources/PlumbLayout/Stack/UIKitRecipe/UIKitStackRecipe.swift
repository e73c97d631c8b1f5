import PlumbCore

/// One solve of a stack as the constraints UIStackView itself installs (docs/uikit-semantics.md §3, after kean.blog "Let's
/// build UIStackView" and TZStackView's `updateConstraints`, whose tests diff its constraints against UIKit's).
///
/// The stack sits at the origin of its own coordinate space. The steps, in the order they are added (a required
/// constraint that conflicts with those before it is refused — "broken" — as Auto Layout recovers, so the order
/// decides which one gives way):
///
/// 1. The stack's size: given, or fitting at `fittingSizeLevel` (50) towards 0 (`systemLayoutSizeFitting`).
/// 2. Each arranged view's own constraints: sizes ≥ 0, fixed sizes, `UISV-hiding`, intrinsic content size as
///    hugging (`<=`) and compression resistance (`>=`); Plumb's tie-breaks for equal priorities (`tieBreaks`).
/// 3. `UISV-canvas-connection` (leading edge), `UISV-spacing`, canvas connection (trailing edge) — along the axis.
/// 4. The distribution (`UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge` gap guides).
/// 5. `UISV-alignment`, the spanning guide (`UISV-spanning-boundary`, `UISV-spanning-fit`) and
///    `UISV-ambiguity-suppression` — across the axis.
/// 6. `UISV-canvas-fit` (49) where UIKit adds it.
///
/// The canvas is the stack's bounds, or its layout margins (`padding`, plus the safe area it lands in) when
/// `isLayoutMarginsRelative`, as the recipe's canvas connection targets `UIViewLayoutMarginsGuide`.
final class UIKitStackRecipe {
    let solver = Solver()
    let parameters: StackParameters
    let items: [UIKitStackItem]
    /// The stack's own length along and across its axis.
    let stackMain: Variable
    let stackCross: Variable
    /// Required constraints the solver refused, each with its minimal conflicting set.
    private(set) var refusals: [(broken: Constraint, conflicting: [Constraint])] = []

    var axis: Axis { parameters.axis }
    var visible: [UIKitStackItem] { items.filter { !$0.isHidden } }

    /// The stack's layout margins when it arranges relative to them (`StackEngine.contentInsets`: `padding` or
    /// `layoutMargins`, plus its safe area when `insetsLayoutMarginsFromSafeArea`), else zero; directional.
    let contentInsets: EdgeInsets

    /// The canvas edges: the stack's bounds inset by its margins when arranging relative to them.
    var insets: (mainStart: Double, mainEnd: Double, crossStart: Double, crossEnd: Double) {
        let padding = contentInsets
        return axis == .horizontal
            ? (padding.left, padding.right, padding.top, padding.bottom)
            : (padding.top, padding.bottom, padding.left, padding.right)
    }
    var canvasMainStart: LinearExpression { LinearExpression(insets.mainStart) }
    var canvasMainEnd: LinearExpression { stackMain - insets.mainEnd }
    var canvasCrossStart: LinearExpression { LinearExpression(insets.crossStart) }
    var canvasCrossEnd: LinearExpression { stackCross - insets.crossEnd }

    /// Builds and solves the system.
    ///
    /// - Parameters:
    ///   - main, cross: the stack's length along and across its axis, or `nil` to fit.
    ///   - measuredWidths: per child index, the width its height is measured at this pass (natural when absent).
    ///   - contentInsets: the stack's margins the canvas is inset by (`StackEngine.contentInsets`).
    ///   - landed: per child, the safe-area insets it inherits where an earlier solve placed it.
    init(
        _ node: Node, _ parameters: StackParameters, main: Double?, cross: Double?, contentInsets: EdgeInsets,
        measuredWidths: [Int: Double], landed: [EdgeInsets]? = nil, context: LayoutContext
    ) {
        self.parameters = parameters
        self.contentInsets = contentInsets
        stackMain = Variable("\(node.id).\(parameters.axis == .horizontal ? "width" : "height")")
        stackCross = Variable("\(node.id).\(parameters.axis == .horizontal ? "height" : "width")")
        items = node.children.enumerated().map { index, child in
            UIKitStackItem(
                node: child, index: index, parameters: parameters, measuredWidth: measuredWidths[index],
                landed: landed?[index] ?? .zero,
                context: context)
        }
        stackSize(main: main, cross: cross)  // 1
        for item in items { itemConstraints(item) }  // 2
        tieBreaks()
        canvasConnection(leading: true)  // 3
        spacing()
        canvasConnection(leading: false)
        distribution()  // 4
        alignment()  // 5
        canvasFit()  // 6
    }

    // MARK: - Steps

    /// The stack's size along and across the axis: required when given, else `== 0 @50` (`fittingSizeLevel`).
    private func stackSize(main: Double?, cross: Double?) {
        for (variable, value, name) in [(stackMain, main, "main"), (stackCross, cross, "cross")] {
            if let value {
                add(variable == value, "stack \(name) length (given)")
            } else {
                add((variable == 0) | .fittingSize, "stack \(name) length (fitting size)")
            }
        }
    }

    /// A view's own constraints: lengths ≥ 0, its `min`/`max` size bounds and fixed sizes (required), `UISV-hiding` (a hidden view's length
    /// along the axis == 0, required; its fixed length and intrinsic length along the axis are left out, where
    /// UIKit would log a `UISV-hiding` conflict and break one), and its intrinsic content size on each axis it has
    /// one: `length <= ics @hugging`, `length >= ics @compressionResistance` (docs/uikit-semantics.md §2). A switch keeps
    /// 51 × 31 whatever its frame, as the constraint engine has it.
    private func itemConstraints(_ item: UIKitStackItem) {
        let id = item.node.id
        add(item.mainLength >= 0, "\(id) main length >= 0")
        add(item.crossLength >= 0, "\(id) cross length >= 0")
        if item.isHidden { add(item.mainLength == 0, "UISV-hiding \(id)") }
        for (length, onAxis, name) in [(item.mainLength, axis, "main"), (item.crossLength, axis.other, "cross")] {
            if item.isHidden, onAxis == axis { continue }
            let horizontal = onAxis == .horizontal
            if let minimum = item.node.sizeBounds.minimum(horizontal: horizontal) {
                add(length >= minimum, "\(id) \(name) length >= \(minimum) (minimum)")
            }
            if let maximum = item.node.sizeBounds.maximum(horizontal: horizontal) {
                add(length <= maximum, "\(id) \(name) length <= \(maximum) (maximum)")
            }
            if let fixed = onAxis.fixedLength(of: item.node) {
                add(length == fixed, "\(id) \(name) length == \(fixed) (fixed)")
                continue
            }
            let intrinsic = onAxis == .horizontal ? item.intrinsic.width : item.intrinsic.height
            if item.node.kind == .switch {
                add(length == intrinsic, "\(id) \(name) length == \(intrinsic) (switch size)")
                continue
            }
            guard item.hasIntrinsicLength(along: onAxis) else { continue }
            let hugging = onAxis.priority(item.node.hugging), compression = onAxis.priority(item.node.compression)
            add(
                (length <= intrinsic) | Self.priority(hugging),
                "\(id) \(name) length <= \(intrinsic) @\(hugging) (hugging)")
            add(
                (length >= intrinsic) | Self.priority(compression),
                "\(id) \(name) length >= \(intrinsic) @\(compression) (compression resistance)")
        }
    }

    /// Ties of equal hugging or compression resistance in a `fill` stack, broken as the direct engine breaks them
    /// (`StackDistributor`: the last of the tied views stretches; the last shrinks first, then the one before):
    /// each view but the last of a group gets its intrinsic-size bound again just below the group's priority —
    /// above any other priority in use, since the group's own is the next one up — and, for compression, the
    /// earlier the view the higher. Auto Layout leaves such a tie to its solver; both engines report it
    /// (`StackTie`), and this keeps their frames the same.
    private func tieBreaks() {
        guard parameters.distribution == .fill else { return }
        let axis = self.axis
        let flexible = visible.filter { item in
            axis.fixedLength(of: item.node) == nil && item.node.kind.fixedSize == nil
                && item.hasIntrinsicLength(along: axis)
        }
        for resistance in [false, true] {
            let value: (UIKitStackItem) -> Double = {
                axis.priority(resistance ? $0.node.compression : $0.node.hugging)
            }
            var groups: [Double: [UIKitStackItem]] = [:]
            for item in flexible where value(item) < 1000 { groups[value(item), default: []].append(item) }
            for (priority, group) in groups.sorted(by: { $0.key < $1.key }) where group.count > 1 {
                for (rank, item) in group.dropLast().enumerated() {
                    let step = resistance ? Double(rank + 1) : 1
                    let below = Self.priority(priority - 0.5 * step / Double(group.count))
                    let ics = axis.main(item.intrinsic), id = item.node.id
                    if resistance {
                        add(
                            (item.mainLength >= ics) | below, "\(id) tie-break \(below) (Plumb, compression resistance)"
                        )
                    } else {
                        add((item.mainLength <= ics) | below, "\(id) tie-break \(below) (Plumb, hugging)")
                    }
                }
            }
        }
    }

    /// `UISV-canvas-connection` along the axis: the first visible view's leading edge on the canvas's leading
    /// edge, or the last visible view's trailing edge on the canvas's trailing edge (TZStackView connects the
    /// first and last *visible* views). Hidden views at either end are chained to these with no gap.
    private func canvasConnection(leading: Bool) {
        if leading, let first = visible.first {
            add(first.mainStart == canvasMainStart, "UISV-canvas-connection \(first.node.id) leading")
        } else if !leading, let last = visible.last {
            add(last.mainEnd == canvasMainEnd, "UISV-canvas-connection \(last.node.id) trailing")
        }
    }

    /// `UISV-spacing`: each view's leading edge after the previous view's trailing edge, `==` the gap, or `>=` it
    /// for `equalSpacing` and `equalCentering`.
    ///
    /// The gap between two visible views is the spacing after the first (its custom spacing, else `spacing`).
    /// Around hidden views it collapses as TZStackView does it: half the spacing on each side of a run of hidden
    /// views between two visible ones, none between two hidden views, and none before the first or after the last
    /// visible view. So the visible neighbours stay one spacing apart and a hidden view sits in the middle of
    /// that gap. Vertical stacks with `isBaselineRelative` measure a gap between two visible views from the
    /// upper one's last baseline to the lower one's first baseline.
    private func spacing() {
        let isEqual = parameters.distribution != .equalSpacing && parameters.distribution != .equalCentering
        var previousVisible: UIKitStackItem?
        for (previous, next) in zip(items, items.dropFirst()) {
            if !previous.isHidden { previousVisible = previous }
            let gap = previousVisible.map { $0.node.spacingAfter ?? parameters.spacing } ?? 0
            let hasVisibleAfter = items[next.index...].contains { !$0.isHidden }
            let constant: Double
            switch (previous.isHidden, next.isHidden) {
            case (false, false): constant = gap
            case (true, false): constant = previousVisible == nil ? 0 : gap / 2
            case (false, true): constant = hasVisibleAfter ? gap / 2 : 0
            case (true, true): constant = 0
            }
            var lhs = next.mainStart + 0.0, rhs = previous.mainEnd + constant
            if parameters.isBaselineRelative, axis == .vertical, !previous.isHidden, !next.isHidden {
                lhs = next.baselineRelativeTop(first: true)
                rhs = previous.baselineRelativeTop(first: false) + constant
            }
            let tag = "UISV-spacing \(previous.node.id) → \(next.node.id)"
            add(isEqual ? lhs == rhs : lhs >= rhs, tag)
        }
    }

    /// `UISV-canvas-fit`, priority 49: the stack's length along the axis towards 0 for `equalSpacing` and
    /// `equalCentering`, and across it for baseline alignments (TZStackView).
    private func canvasFit() {
        if parameters.distribution == .equalSpacing || parameters.distribution == .equalCentering {
            add((stackMain == 0) | Priority(49), "UISV-canvas-fit main")
        }
        if axis == .horizontal, items.contains(where: { $0.alignment.isBaseline }) {
            add((stackCross == 0) | Priority(49), "UISV-canvas-fit cross")
        }
    }

    // MARK: - Helpers

    /// A hugging or compression-resistance value as a solver priority (1…1000).
    static func priority(_ value: Double) -> Priority { Priority(min(1000, max(1, value))) }

    /// Adds a constraint; a required one that conflicts with those added before is refused and recorded.
    func add(_ constraint: Constraint, _ tag: String) {
        let tagged = constraint.withTag(tag)
        do {
            try solver.add(tagged)
        } catch SolverError.unsatisfiable(let refused, let others) {
            refusals.append((refused, others))
        } catch {
            preconditionFailure("the solver rejected a fresh constraint: \(error)")
        }
    }

    /// The solved frame of child `index`, relative to the stack's top-left corner (left-to-right).
    func frame(of index: Int) -> Rect {
        let item = items[index]
        return axis.rect(
            main: solver.value(of: item.mainStart), cross: solver.value(of: item.crossStart),
            mainLength: solver.value(of: item.mainLength), crossLength: solver.value(of: item.crossLength))
    }

    /// The solved size of the stack.
    var size: Size { axis.size(main: solver.value(of: stackMain), cross: solver.value(of: stackCross)) }
}

extension UIKitStackItem {
    /// In a vertical stack, the first or last baseline along the axis (the vertical one). A child without text
    /// has its top as its first baseline and its bottom as its last here, so the spacing next to it runs edge to
    /// edge, the direct engine's reading (`StackSpacing.baselineRelative`).
    func baselineRelativeTop(first: Bool) -> LinearExpression {
        if baselines == nil, first { return LinearExpression(mainStart) }
        return baseline(first: first, top: mainStart, height: mainLength)
    }
}
