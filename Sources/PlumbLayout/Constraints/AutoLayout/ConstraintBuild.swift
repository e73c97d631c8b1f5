import PlumbCore

/// The constraints of one solve of a constraint tree, in the order the solver gets them: Auto Layout's attributes,
/// guides and intrinsic-size constraints over each item's variables, at given text widths.
///
/// Building is separate from solving so that a solver already holding the same constraints with other numbers can
/// be updated instead of rebuilt (`ConstraintSystem.update`): the constraints go into a `ConstraintList`, which
/// records them for that, and the spec's constraints may be taken from an earlier build (`DeclarationSegment`); both
/// live in `Constraints/Reuse/`. This file maps Auto Layout onto linear constraints. Descriptions for diagnostics are
/// formatted only when `describes` is set: a fresh system needs them for its conflict reports, an update does not.
struct ConstraintBuild {
    let tree: ConstraintTree
    let context: LayoutContext
    /// Each container's safe-area insets (physical), the top one's and the nested ones' of this pass.
    let safeAreas: [String: EdgeInsets]
    private(set) var variables: [String: ItemVariables]
    /// `variables` of `tree.items`, in their order: the steps below go through items by position, not by id.
    let itemVariables: [ItemVariables]
    let describes: Bool
    /// Every constraint in add order, with its constant and where that comes from; standing on the constraints of
    /// the system this build is meant to update (`reusing:`) while it matches them. Appended to here and by
    /// `takeDeclarations`.
    var list: ConstraintList
    /// What each constraint is (only when `describes`); spec constraints have a `source`.
    private(set) var references: [ConstraintReference] = []
    /// Indices in `list` of the constraints written in the spec (not implicit ones), in order; set here and when
    /// taken from an earlier build (`takeDeclarations`).
    var declared: [Int] = []
    /// What each of `declared` is, when this build made them; nil when it took them from `previous` (made from
    /// the same inputs, so the system being updated describes them already).
    private(set) var declaredReferences: [DeclaredConstraint]?
    /// The leaves' intrinsic sizes; their natural sizes are the same in every pass of one solve, so a build
    /// passes them on to the next (`naturalSizes:`) instead of measuring them again.
    private(set) var leafSizes: LeafSizes
    /// The spec's constraints with what they were made from, nil when they depend on text (through baselines); set
    /// by `takeDeclarations` and `keepDeclarations`.
    var declarations: DeclarationSegment?
    /// Where each width-dependent leaf's intrinsic-height bounds (hugging, compression) are in `list`, by item
    /// position.
    private(set) var heightBounds: [(hugging: Int, compression: Int)?]

    /// Builds the constraints.
    ///
    /// - Parameters:
    ///   - size: the top container's size; `nil` for a dimension that should fit its content (Auto Layout's
    ///     `systemLayoutSizeFitting` with that dimension at fitting-size priority, 50, towards 0).
    ///   - textWidths: for each width-dependent leaf, by its position in `tree.items`, the width its height is
    ///     measured at (its natural width when nil; empty for all nil).
    ///   - safeAreas: each container's safe-area insets, for its `safeArea` and `margins` guides.
    ///   - variables: the items' variables, when they exist already (a system being updated); made otherwise.
    ///   - itemVariables: those of `tree.items`, in order, when a build over `variables` listed them already.
    ///   - previous: spec constraints made over the same variables, which this build takes when they were made
    ///     from the same inputs (so an update finds them unchanged).
    ///   - itemSafeAreas: the insets each container item inherits where the last solve put it (`LeafSizes`).
    ///   - reusing: the constraints of a system over the same variables this build will update, its `template`
    ///     (ignored when the build `describes`).
    init(
        tree: ConstraintTree, context: LayoutContext, width: Double?, height: Double?, textWidths: [Double?],
        safeAreas: [String: EdgeInsets], variables: [String: ItemVariables]?,
        itemVariables listed: [ItemVariables]? = nil, describes: Bool,
        previous: DeclarationSegment? = nil, naturalSizes: [Size?] = [], itemSafeAreas: [EdgeInsets] = [],
        reusing: [Constraint] = []
    ) {
        let textWidths = textWidths.isEmpty ? Array(repeating: nil, count: tree.items.count) : textWidths
        leafSizes = LeafSizes(tree: tree, context: context, natural: naturalSizes, safeAreas: itemSafeAreas)
        heightBounds = Array(repeating: nil, count: tree.items.count)
        list = ConstraintList(template: describes || reusing.isEmpty ? nil : reusing, capacity: 8 * tree.items.count)
        self.tree = tree
        self.context = context
        self.safeAreas = safeAreas
        self.describes = describes
        if let variables {
            self.variables = variables
        } else {
            self.variables = [:]
            for container in tree.containers { self.variables[container.id] = ItemVariables(id: container.id) }
            for item in tree.items where self.variables[item.id] == nil {
                self.variables[item.id] = ItemVariables(id: item.id)
            }
        }
        let variables = self.variables
        if let listed, listed.count == tree.items.count, variables.count > 0 {
            self.itemVariables = listed
        } else {
            self.itemVariables = tree.items.map { variables[$0.id]! }
        }
        addContainerSize(width: width, height: height)
        let start = list.count
        let inputs = Self.declarationInputs(
            tree: tree, context: context, safeAreas: safeAreas, previous: previous?.inputs)
        if !takeDeclarations(of: previous, inputs: inputs) {
            declaredReferences = []
            for container in tree.containers { addDeclarations(of: container, textWidths: textWidths) }
            keepDeclarations(from: start, inputs: inputs)
        }
        for index in tree.items.indices {
            addSizeBounds(ofItemAt: index, itemVariables[index])
            addFixedSizes(ofItemAt: index, itemVariables[index])
        }
        for index in tree.items.indices where ConstraintTree.isLeaf(tree.items[index]) {
            addIntrinsicSize(ofItemAt: index, itemVariables[index], measuredAt: textWidths[index])
        }
        list.leaveTemplateUnlessWhole()
    }

    // MARK: - Steps

    /// The top container sits at the origin with the given size, or fits its content at priority 50 (a
    /// compressed fitting size), as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    private mutating func addContainerSize(width: Double?, height: Double?) {
        let top = variables[tree.containers[0].id]!
        let id = tree.containers[0].id
        addBound(top.left, .equal, 0, source: .unchanged, reference: Self.implicit("\(id).left == 0", [id]))
        addBound(top.top, .equal, 0, source: .unchanged, reference: Self.implicit("\(id).top == 0", [id]))
        for (variable, value, name, source) in [
            (top.width, width, "width", ConstraintPlan.Source.containerWidth),
            (top.height, height, "height", .containerHeight),
        ] {
            if let value {
                addBound(
                    variable, .equal, value, source: source,
                    reference: Self.implicit("\(id).\(name) == \(formatNumber(value)) (container size)", [id]))
            } else {
                addBound(
                    variable, .equal, 0, priority: .fittingSize, source: .unchanged,
                    reference: Self.implicit("\(id).\(name) == 0 @50 (fitting size)", [id]))
            }
        }
        let items = tree.items
        for index in items.indices {
            let v = itemVariables[index]
            addBound(
                v.width, .greaterThanOrEqual, 0, source: .unchanged,
                reference: Self.implicit("\(items[index].id).width >= 0", [items[index].id]))
            addBound(
                v.height, .greaterThanOrEqual, 0, source: .unchanged,
                reference: Self.implicit("\(items[index].id).height >= 0", [items[index].id]))
        }
    }

    /// The container's spec constraints, each attribute resolved against the right item or guide.
    private mutating func addDeclarations(of container: Node, textWidths: [Double?]) {
        guard case .constraints(let parameters) = container.layout else { return }
        for declaration in parameters.declarations {
            let lhs = expression(
                declaration.item1, declaration.attribute1, container: container, textWidths: textWidths)
            var rhs = LinearExpression(declaration.constant)
            if let item2 = declaration.item2, let attribute2 = declaration.attribute2 {
                rhs =
                    declaration.multiplier * expression(item2, attribute2, container: container, textWidths: textWidths)
                    + declaration.constant
            }
            let relation: Relation =
                switch declaration.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            // The tag names the spec line in solver dumps; an update's constraints go without (nothing prints them).
            let constraint = Constraint(
                lhs, relation, rhs, priority: Priority(declaration.priority),
                tag: describes ? declaration.description : nil)
            // Described only when read (a report, a fresh system's conflicts): most builds update a system and
            // report nothing, and formatting every spec constraint would cost more than the update.
            let spec = DeclaredConstraint(declaration: declaration, container: container.id)
            declared.append(list.count)
            declaredReferences?.append(spec)
            add(constraint, reference: spec.reference)
        }
    }

    /// `minWidth:` … `maxHeight:` on a node: required inequalities, as `widthAnchor.constraint(greaterThanOrEqualToConstant:)`
    /// and its siblings.
    private mutating func addSizeBounds(ofItemAt index: Int, _ v: ItemVariables) {
        let item = tree.items[index]
        let bounds = item.sizeBounds
        guard !bounds.isEmpty else { return }
        for key in ConstraintPlan.SizeBoundKey.allCases {
            guard let value = key.value(in: bounds) else { continue }
            let isWidth = key == .minWidth || key == .maxWidth, isMinimum = key == .minWidth || key == .minHeight
            let dimension = isWidth ? "width" : "height"
            addBound(
                isWidth ? v.width : v.height, isMinimum ? .greaterThanOrEqual : .lessThanOrEqual, value,
                source: .sizeBound(item: index, key),
                reference: Self.implicit(
                    "\(item.id).\(dimension) \(isMinimum ? ">=" : "<=") \(formatNumber(value)) (\(isMinimum ? "minimum" : "maximum") \(dimension))",
                    [item.id]))
        }
    }

    /// `width:` / `height:` on a node: required equalities.
    private mutating func addFixedSizes(ofItemAt index: Int, _ v: ItemVariables) {
        let item = tree.items[index]
        if let width = item.fixedWidth {
            addBound(
                v.width, .equal, width, source: .fixedWidth(item: index),
                reference: Self.implicit("\(item.id).width == \(formatNumber(width)) (fixed width)", [item.id]))
        }
        if let height = item.fixedHeight {
            addBound(
                v.height, .equal, height, source: .fixedHeight(item: index),
                reference: Self.implicit("\(item.id).height == \(formatNumber(height)) (fixed height)", [item.id]))
        }
    }

    /// Intrinsic content size → `size <= ics @hugging` and `size >= ics @compression` on each axis that has one.
    ///
    /// Text (and any container leaf) is width-dependent: its intrinsic width is its natural one-line width and
    /// its intrinsic height the height at the width it is given (`measuredAt`), as a `UILabel` with
    /// `preferredMaxLayoutWidth` set to its frame width.
    private mutating func addIntrinsicSize(ofItemAt index: Int, _ v: ItemVariables, measuredAt width: Double?) {
        let leaf = tree.items[index]
        if leaf.kind == .switch {
            // A UISwitch keeps 51 × 31 whatever frame it is given, so its size is required, not a preference.
            let size = NodeKind.switchSize
            if leaf.fixedWidth == nil {
                addBound(
                    v.width, .equal, size.width, source: .unchanged,
                    reference: Self.implicit("\(leaf.id).width == 51 (switch size)", [leaf.id]))
            }
            if leaf.fixedHeight == nil {
                addBound(
                    v.height, .equal, size.height, source: .unchanged,
                    reference: Self.implicit("\(leaf.id).height == 31 (switch size)", [leaf.id]))
            }
            return
        }
        guard let size = leafSizes.intrinsicSize(ofItemAt: index, width: width) else { return }
        // A nested stack's size carries the priorities its arranged views imply (`StackContentPriorities`).
        let (hugging, compression) = StackContentPriorities.of(leaf)
        if leaf.fixedWidth == nil, let w = size.width {
            addBound(
                v.width, .lessThanOrEqual, w, priority: Self.priority(hugging.horizontal),
                source: .intrinsicWidth(item: index),
                reference: Self.implicit(
                    "\(leaf.id).width <= \(formatNumber(w)) @\(formatNumber(hugging.horizontal)) (hugging)", [leaf.id]))
            addBound(
                v.width, .greaterThanOrEqual, w, priority: Self.priority(compression.horizontal),
                source: .intrinsicWidth(item: index),
                reference: Self.implicit(
                    "\(leaf.id).width >= \(formatNumber(w)) @\(formatNumber(compression.horizontal)) (compression resistance)",
                    [leaf.id]))
        }
        if let firm = StackContentPriorities.firmCrossLength(of: leaf), case .stack(let parameters) = leaf.layout {
            // The stack's fixed-length views hold it at their length, required; its own size above is a preference.
            if parameters.axis == .vertical, leaf.fixedWidth == nil {
                addBound(
                    v.width, .greaterThanOrEqual, firm, source: .firmCrossLength(item: index),
                    reference: Self.implicit(
                        "\(leaf.id).width >= \(formatNumber(firm)) (fixed-width arranged views)", [leaf.id]))
            } else if parameters.axis == .horizontal, leaf.fixedHeight == nil {
                addBound(
                    v.height, .greaterThanOrEqual, firm, source: .firmCrossLength(item: index),
                    reference: Self.implicit(
                        "\(leaf.id).height >= \(formatNumber(firm)) (fixed-height arranged views)", [leaf.id]))
            }
        }
        if leaf.fixedHeight == nil, let h = size.height {
            if Self.isWidthDependent(leaf) { heightBounds[index] = (list.count, list.count + 1) }
            addBound(
                v.height, .lessThanOrEqual, h, priority: Self.priority(hugging.vertical),
                source: .intrinsicHeight(item: index),
                reference: Self.implicit(
                    "\(leaf.id).height <= \(formatNumber(h)) @\(formatNumber(hugging.vertical)) (hugging)", [leaf.id]))
            addBound(
                v.height, .greaterThanOrEqual, h, priority: Self.priority(compression.vertical),
                source: .intrinsicHeight(item: index),
                reference: Self.implicit(
                    "\(leaf.id).height >= \(formatNumber(h)) @\(formatNumber(compression.vertical)) (compression resistance)",
                    [leaf.id]))
        }
    }

    // MARK: - Helpers

    /// Whether a leaf's height depends on its width (text, buttons, containers), so it takes part in the
    /// height-for-width loop.
    static func isWidthDependent(_ leaf: Node) -> Bool {
        switch leaf.kind {
        case .text, .button: return true
        default: if case .none = leaf.layout { return false } else { return true }
        }
    }

    /// The expression for `item.attribute` as seen from `container` (whose `superview`, `margins`, `safeArea` it is).
    private mutating func expression(
        _ item: ConstraintItem, _ attribute: LayoutAttribute, container: Node, textWidths: [Double?]
    ) -> LinearExpression {
        let direction = context.environment.direction
        switch item {
        case .superview:
            return variables[container.id]!.expression(attribute, direction: direction, baselines: nil)
        case .margins:
            // The layout root is the screen's view controller's view; a constraint tree's top container is the
            // root only when the layout starts with it.
            let isRoot = container.id == tree.containers[0].id && context.safeArea.isRoot
            let safeArea = safeAreas[container.id] ?? .zero
            let margins = ContainerInsets.layoutMargins(
                of: container, safeArea: safeArea, isRoot: isRoot, environment: context.environment)
            return variables[container.id]!.expression(attribute, direction: direction, baselines: nil, insets: margins)
        case .safeArea:
            let safeArea = safeAreas[container.id] ?? .zero
            return variables[container.id]!.expression(
                attribute, direction: direction, baselines: nil, insets: safeArea)
        case .node(let id):
            var baselines: (first: Double, last: Double)?
            if attribute == .firstBaseline || attribute == .lastBaseline,
                let index = tree.items.firstIndex(where: { $0.id == id })
            {
                baselines = baselineOffsets(of: tree.items[index], width: textWidths[index])
            }
            // Unknown ids are rejected when a spec is read; one in a tree built in Swift is misuse, said here by name
            // (`UnknownConstraintNode.all(in:)` finds them all first, for a caller that would rather throw).
            guard let v = variables[id] else {
                preconditionFailure(UnknownConstraintNode.unknown(in: tree).first { $0.node == id }?.description ?? id)
            }
            return v.expression(attribute, direction: direction, baselines: baselines)
        }
    }

    /// Distances from a text node's (or a button's) top to its (title's) first and last baselines at `width`.
    private func baselineOffsets(of node: Node, width: Double?) -> (first: Double, last: Double)? {
        guard let title = TitleBaselines.of(node, width: width, context: context) else { return nil }
        return (title.inset + title.first, title.inset + title.last)
    }

    private static func priority(_ value: Double) -> Priority { Priority(min(1000, max(1, value))) }

    /// A spec constraint's description, with the nodes it mentions (a guide or `superview` is its container).
    fileprivate static func reference(
        to declaration: ConstraintDeclaration, in container: String
    ) -> ConstraintReference {
        let nodes = [declaration.item1, declaration.item2].compactMap { item -> String? in
            guard let item else { return nil }
            if case .node(let id) = item { return id }
            return container
        }
        return ConstraintReference(
            text: declaration.description, written: declaration.text, source: declaration.source, nodes: unique(nodes))
    }

    private static func implicit(_ text: String, _ nodes: [String]) -> ConstraintReference {
        ConstraintReference(text: text, nodes: nodes)
    }

    private static func unique(_ ids: [String]) -> [String] {
        var seen: [String] = []
        for id in ids where !seen.contains(id) { seen.append(id) }
        return seen
    }

    /// Appends `variable relation value` at `priority`, the constraint `(variable relation value) | priority`
    /// makes — or only its constant, when the system being updated has such a bound here (`ConstraintList`).
    private mutating func addBound(
        _ variable: Variable, _ relation: Relation, _ value: Double, priority: Priority = .required,
        source: ConstraintPlan.Source, reference: @autoclosure () -> ConstraintReference
    ) {
        if list.appendTemplateBound(variable, relation, value, priority: priority, source: source) { return }
        add(
            Constraint(LinearExpression(variable), relation, LinearExpression(value), priority: priority),
            source: source, reference: reference())
    }

    /// Appends a constraint; its description is formatted only when this build `describes`.
    private mutating func add(
        _ constraint: Constraint, source: ConstraintPlan.Source = .unchanged,
        reference: @autoclosure () -> ConstraintReference
    ) {
        list.append(constraint, constant: constraint.expression.constant, source: source)
        if describes { references.append(reference()) }
    }
}

/// A spec constraint and the container it was written in: its `ConstraintReference` (the text diagnostics print),
/// formatted only when asked for.
struct DeclaredConstraint {
    let declaration: ConstraintDeclaration
    let container: String

    var reference: ConstraintReference { ConstraintBuild.reference(to: declaration, in: container) }
}
