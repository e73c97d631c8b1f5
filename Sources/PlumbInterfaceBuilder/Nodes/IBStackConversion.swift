import PlumbCore

/// Stack views whose arranged subviews carry constraints a stack cannot state (equal widths of two arranged
/// subviews, an aspect ratio, a view inside the stack pinned to one outside it), laid out as what UIStackView is:
/// Auto Layout constraints (docs/uikit-semantics.md §3, "The constraint recipe").
///
/// Such a stack becomes a `constraints` container whose declarations are the recipe's canvas, spacing, alignment
/// and fill-equally constraints, so the document's own constraints join them in one constraint tree. The
/// equal-spacing and equal-centring distributions need gap guides, which declarations cannot name: those stacks
/// stay stacks and their extra constraints are dropped with a note.
enum IBStackConversion {
    /// The stacks to lay out as constraints.
    static func stacks(in index: IBViewIndex) -> Set<String> {
        var converted = Set<String>()
        for id in index.order {
            guard let view = index[id], let list = view.element.child("constraints") else { continue }
            for constraint in list.children("constraint") where !constraint.flag("placeholder") {
                let first = owner(of: constraint["firstItem"] ?? id, index: index)
                let second =
                    constraint["secondAttribute"].flatMap { $0 == "notAnAttribute" ? nil : $0 }
                    .map { _ in owner(of: constraint["secondItem"] ?? id, index: index) } ?? nil
                if let first, let second, first != second {
                    converted.formUnion(stacksBetween(first, second, index: index))
                } else if let first, !isPlainSize(constraint), let parent = index[first]?.parent,
                    index[parent]?.isStack == true
                {
                    converted.insert(parent)
                }
            }
        }
        return converted.filter { id in
            let distribution = index[id]?.element["distribution"] ?? "fill"
            return ["fill", "fillEqually", "fillProportionally"].contains(distribution)
        }
    }

    /// The view an item id names: itself, or the view whose safe-area guide it is.
    private static func owner(of item: String, index: IBViewIndex) -> String? {
        if index[item] != nil { return item }
        if case .safeArea(let view)? = index.guides[item] { return view }
        return nil
    }

    /// A required `==`, `<=` or `>=` on a view's own width or height: a stack child's fixed size or bound.
    private static func isPlainSize(_ constraint: IBElement) -> Bool {
        let attribute = constraint["firstAttribute"]
        return (attribute == "width" || attribute == "height")
            && (constraint["secondAttribute"] == nil || constraint["secondAttribute"] == "notAnAttribute")
            && (constraint.number("priority") ?? 1000) == 1000
    }

    /// The stack views on the paths from `a` and `b` up to their nearest common ancestor, that ancestor included
    /// when both are inside it.
    private static func stacksBetween(_ a: String, _ b: String, index: IBViewIndex) -> Set<String> {
        func ancestors(_ id: String) -> [String] {
            var chain = [id]
            while let parent = index[chain.last!]?.parent { chain.append(parent) }
            return chain
        }
        let chainA = ancestors(a), chainB = ancestors(b)
        let setB = Set(chainB)
        guard let common = chainA.first(where: setB.contains) else { return [] }
        var stacks = Set<String>()
        for chain in [chainA, chainB] {
            for id in chain.dropFirst() {
                if index[id]?.isStack == true { stacks.insert(id) }
                if id == common { break }
            }
        }
        if a == common || b == common { stacks.remove(common) }
        return stacks
    }

    /// UIStackView's recipe for `stack` as declarations of the stack's own container.
    static func recipe(for stack: IBView, parameters: StackParameters, index: IBViewIndex) -> [ConstraintDeclaration] {
        let horizontal = parameters.axis == .horizontal
        let (start, end, size) =
            horizontal
            ? (LayoutAttribute.leading, LayoutAttribute.trailing, LayoutAttribute.width) : (.top, .bottom, .height)
        let (crossStart, crossEnd, crossCenter) =
            horizontal
            ? (LayoutAttribute.top, LayoutAttribute.bottom, LayoutAttribute.centerY) : (.leading, .trailing, .centerX)
        let edge: ConstraintItem = parameters.isLayoutMarginsRelative ? .margins : .superview
        let text = "stack view \(stack.id)"
        func make(
            _ item1: ConstraintItem, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
            _ item2: ConstraintItem, _ attribute2: LayoutAttribute, constant: Double = 0
        ) -> ConstraintDeclaration {
            ConstraintDeclaration(
                item1: item1, attribute1: attribute1, relation: relation, item2: item2, attribute2: attribute2,
                constant: constant, text: text)
        }
        func equal(
            _ item1: ConstraintItem, _ attribute1: LayoutAttribute, _ item2: ConstraintItem,
            _ attribute2: LayoutAttribute, constant: Double = 0
        ) -> ConstraintDeclaration {
            make(item1, attribute1, .equal, item2, attribute2, constant: constant)
        }
        let children = stack.children.compactMap { index[$0] }
        let shown = children.filter { !$0.element.flag("hidden") }
        var declarations: [ConstraintDeclaration] = []
        // Canvas and spacing along the axis; a hidden view is held at zero length at the start (`UISV-hiding`).
        for (position, child) in shown.enumerated() {
            let item = ConstraintItem.node(child.id)
            if position == 0 {
                declarations.append(equal(item, start, edge, start))
            } else {
                let previous = ConstraintItem.node(shown[position - 1].id)
                declarations.append(equal(item, start, previous, end, constant: parameters.spacing))
            }
            if position == shown.count - 1 { declarations.append(equal(edge, end, item, end)) }
            if parameters.distribution == .fillEqually, position > 0 {
                declarations.append(equal(item, size, .node(shown[0].id), size))
            }
        }
        for child in children where child.element.flag("hidden") {
            declarations.append(equal(.node(child.id), start, edge, start))
            declarations.append(
                ConstraintDeclaration(
                    item1: .node(child.id), attribute1: size, relation: .equal, constant: 0, text: text))
        }
        // Alignment across the axis, with the stack fitted to its largest view (`UISV-spanning-fit`).
        for child in children {
            let item = ConstraintItem.node(child.id)
            switch parameters.alignment {
            case .fill:
                declarations.append(equal(item, crossStart, edge, crossStart))
                declarations.append(equal(item, crossEnd, edge, crossEnd))
            case .leading, .top:
                declarations.append(equal(item, crossStart, edge, crossStart))
                declarations.append(make(item, crossEnd, .lessThanOrEqual, edge, crossEnd))
            case .trailing, .bottom:
                declarations.append(equal(item, crossEnd, edge, crossEnd))
                declarations.append(make(item, crossStart, .greaterThanOrEqual, edge, crossStart))
            case .center:
                declarations.append(equal(item, crossCenter, edge, crossCenter))
                declarations.append(make(item, crossStart, .greaterThanOrEqual, edge, crossStart))
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = parameters.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = children.first, first.id != child.id {
                    declarations.append(equal(item, baseline, .node(first.id), baseline))
                }
                declarations.append(make(item, crossStart, .greaterThanOrEqual, edge, crossStart))
                declarations.append(make(item, crossEnd, .lessThanOrEqual, edge, crossEnd))
            }
        }
        if parameters.alignment != .fill {
            let crossSize: LayoutAttribute = horizontal ? .height : .width
            declarations.append(
                ConstraintDeclaration(
                    item1: .superview, attribute1: crossSize, relation: .equal, constant: 0, priority: 51, text: text))
        }
        return declarations
    }
}
