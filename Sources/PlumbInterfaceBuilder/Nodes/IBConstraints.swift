import PlumbCore

/// A root's `<constraint>`s as Plumb's constraint declarations, each given to the container that can state it.
///
/// Interface Builder stores a constraint on the nearest common ancestor of its items (a size constraint on the view
/// itself) and names items by object id, guides included. Plumb's `constraints` containers solve nested
/// `constraints` containers in one system, so a declaration may name any view of its constraint tree; the safe
/// area and margins are each container's own items (`.safeArea`, `.margins`). So a constraint on a view's margins or
/// safe area goes to that view's declarations, any other to the top of the tree its items are in. A size
/// constraint on an arranged subview of a stack (outside any constraint tree) becomes the node's fixed size or
/// size bound. Constraints Plumb cannot state are dropped with a note naming their kind.
struct IBConstraints {
    /// Declarations by the id of the container that holds them.
    var declarations: [String: [ConstraintDeclaration]] = [:]
    /// Size bounds of arranged subviews (and other views outside a constraint tree), by id.
    var sizes: [String: SizeRule] = [:]
    /// Every view a kept or dropped constraint names: these are not placed by their autoresizing mask.
    var referenced: Set<String> = []
    var notes: [String] = []
    /// The views a dropped constraint names.
    var dropped: Set<String> = []

    /// Constraints to a scroll view's content area's far edge, by scroll view and edge, in document order: resolved
    /// against each other once every constraint is read (`resolveScrollContent`).
    private var contentEdges: [ContentEdgeKey: [ContentEdge]] = [:]
    private var contentEdgeOrder: [ContentEdgeKey] = []

    private struct ContentEdgeKey: Hashable {
        var scroll: String
        var vertical: Bool
    }

    /// `content edge  relation  inner + constant` at `priority`.
    private struct ContentEdge {
        var inner: End
        var relation: LayoutRelation
        var constant: Double
        var priority: Double
        var text: String
        var holder: String
    }

    /// Fixed sizes and bounds from a view's own required size constraints.
    struct SizeRule {
        var fixedWidth: Double?, fixedHeight: Double?
        var bounds = SizeBounds.none
    }

    /// One resolved end of a constraint.
    private struct End {
        var view: String
        var attribute: LayoutAttribute
        /// `.margins` or `.safeArea` of `view`, or `nil` for the view itself.
        var guide: ConstraintItem?
        /// A far edge or the size of a scroll view's content area: it sets the content size, not a frame.
        var contentSizeOnly = false
    }

    /// Reads every constraint of `index`'s views; `isConstraintsContainer` says which views are containers solved
    /// by constraints (views with subviews that are not stack views).
    init(index: IBViewIndex, file: String, isConstraintsContainer: (String) -> Bool) throws(IBError) {
        for id in index.order {
            guard let view = index[id], let list = view.element.child("constraints") else { continue }
            for element in list.children("constraint") where !element.flag("placeholder") {
                try read(element, holder: id, index: index, file: file, isContainer: isConstraintsContainer)
            }
        }
        resolveScrollContent(index: index, isContainer: isConstraintsContainer)
    }

    /// A scroll view's content area ends where its content says: every constraint from a view inside it to the
    /// content's trailing (or bottom) edge names one edge. The first required equality defines it (`edge = A +
    /// a`); each other one becomes a constraint between its view and that one (`B + b` against `A + a`), which is
    /// what it says about the views once the content size is set. With no such equality, they only set the
    /// content size and place nothing.
    private mutating func resolveScrollContent(index: IBViewIndex, isContainer: (String) -> Bool) {
        for key in contentEdgeOrder {
            let edges = contentEdges[key] ?? []
            guard let anchor = edges.first(where: { $0.relation == .equal && $0.priority == 1000 }) else { continue }
            for edge in edges where edge.text != anchor.text || edge.inner.view != anchor.inner.view {
                // anchor.inner + anchor.constant  relation  edge.inner + edge.constant
                place(
                    first: anchor.inner, second: edge.inner, relation: edge.relation, multiplier: 1,
                    constant: edge.constant - anchor.constant, priority: edge.priority, text: edge.text,
                    holder: edge.holder, index: index, isContainer: isContainer)
            }
        }
    }

    private mutating func read(
        _ element: IBElement, holder: String, index: IBViewIndex, file: String, isContainer: (String) -> Bool
    ) throws(IBError) {
        let text = element["id"].map { "\"\($0)\"" } ?? "at line \(element.line)"
        guard let firstAttribute = element["firstAttribute"] else {
            throw IBError(
                file: file, line: element.line,
                problem: .badValue(element: "constraint", attribute: "firstAttribute", value: nil))
        }
        guard
            let first = try end(
                element["firstItem"] ?? holder, firstAttribute, index: index, file: file, line: element.line,
                constraint: text)
        else {
            dropped.insert(element["firstItem"] ?? holder)
            return note("constraints to a scroll view's content or frame layout guide")
        }
        var second: End?
        if let secondAttribute = element["secondAttribute"], secondAttribute != "notAnAttribute" {
            guard
                let resolved = try end(
                    element["secondItem"] ?? holder, secondAttribute, index: index, file: file, line: element.line,
                    constraint: text)
            else { return note("constraints to a scroll view's content or frame layout guide") }
            second = resolved
        }
        referenced.insert(first.view)
        if let second { referenced.insert(second.view) }
        // A size given to the content area alone sets the content size only.
        if first.contentSizeOnly && second == nil { return }
        if let second,
            first.contentSizeOnly || second.contentSizeOnly || Self.isScrollContentSize(first, second, index: index)
        {
            // content.far  relation  inner * 1 + constant, whichever item the document wrote first.
            let scrollFirst =
                first.contentSizeOnly
                || (index[first.view]?.className == "scrollView"
                    && second.view != first.view && first.guide == nil && !second.contentSizeOnly)
            let (content, inner) = scrollFirst ? (first, second) : (second, first)
            let far: Set<LayoutAttribute> = [.trailing, .right, .bottom]
            guard far.contains(content.attribute), inner.attribute == content.attribute, inner.guide == nil,
                try Self.multiplier(element, file: file) == 1
            else { return }
            var relation = ConstraintRelationFlip.relation(element["relation"])
            var constant = try number(element, "constant", default: 0, file: file)
            if !scrollFirst {
                // inner rel content + c  ⇔  content flip(rel) inner - c
                relation = ConstraintRelationFlip.flipped(relation)
                constant = -constant
            }
            let key = ContentEdgeKey(scroll: content.view, vertical: content.attribute == .bottom)
            if contentEdges[key] == nil { contentEdgeOrder.append(key) }
            contentEdges[key, default: []].append(
                ContentEdge(
                    inner: inner, relation: relation, constant: constant,
                    priority: min(1000, max(1, try number(element, "priority", default: 1000, file: file))),
                    text: element["id"] ?? "", holder: holder))
            return
        }
        let relation: LayoutRelation =
            switch element["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let constant = try number(element, "constant", default: 0, file: file)
        let priority = min(1000, max(1, try number(element, "priority", default: 1000, file: file)))
        let multiplier = try Self.multiplier(element, file: file)
        place(
            first: first, second: second, relation: relation, multiplier: multiplier, constant: constant,
            priority: priority, text: element["id"] ?? "", holder: holder, index: index, isContainer: isContainer)
    }

    /// Puts one constraint where Plumb can state it, or notes why it cannot.
    private mutating func place(
        first: End, second: End?, relation: LayoutRelation, multiplier: Double, constant: Double, priority: Double,
        text: String, holder: String, index: IBViewIndex, isContainer: (String) -> Bool
    ) {
        let ends = [first, second].compactMap { $0 }
        func drop(_ kind: String) {
            for end in ends { dropped.insert(end.view) }
            note(kind)
        }
        let guided = ends.filter { $0.guide != nil }
        let owner: String
        if let guide = guided.first {
            guard guided.allSatisfy({ $0.view == guide.view }) else {
                return drop("constraints between the guides of two different views")
            }
            guard isContainer(guide.view) else {
                return drop("constraints to the margins of a stack view or a view without subviews")
            }
            owner = guide.view
        } else if let tree = tree(of: first.view, index: index, isContainer: isContainer) {
            owner = tree
        } else {
            // Outside any constraint tree: an arranged subview's own size.
            guard second == nil, relation == .equal || priority == 1000 else {
                return drop("constraints between arranged subviews of a stack view or across its edge")
            }
            return sizeRule(first, relation: relation, constant: constant, priority: priority)
        }
        let treeOfOwner = tree(ofContainer: owner, index: index, isContainer: isContainer)
        for end in [first, second].compactMap({ $0 }) where end.guide == nil {
            guard tree(of: end.view, index: index, isContainer: isContainer) == treeOfOwner else {
                return drop("constraints across a stack view's edge (a view inside a stack to one outside it)")
            }
        }
        func item(_ end: End) -> ConstraintItem { end.guide ?? .node(end.view) }
        declarations[owner, default: []].append(
            ConstraintDeclaration(
                item1: item(first), attribute1: first.attribute, relation: relation,
                multiplier: second == nil ? 1 : multiplier, item2: second.map(item), attribute2: second?.attribute,
                constant: constant, priority: priority, text: text))
    }

    private mutating func sizeRule(_ end: End, relation: LayoutRelation, constant: Double, priority: Double) {
        guard end.attribute == .width || end.attribute == .height, priority == 1000 else {
            dropped.insert(end.view)
            return note("non-required or positional constraints on an arranged subview")
        }
        var rule = sizes[end.view] ?? SizeRule()
        let width = end.attribute == .width
        switch relation {
        case .equal: if width { rule.fixedWidth = constant } else { rule.fixedHeight = constant }
        case .greaterThanOrEqual: if width { rule.bounds.minWidth = constant } else { rule.bounds.minHeight = constant }
        case .lessThanOrEqual: if width { rule.bounds.maxWidth = constant } else { rule.bounds.maxHeight = constant }
        }
        sizes[end.view] = rule
    }

    /// The top of the constraint tree `view` is an item of, or `nil` when it is in none (the root of a stack's
    /// arranged subview that is not itself a constraints container).
    private func tree(of view: String, index: IBViewIndex, isContainer: (String) -> Bool) -> String? {
        if let parent = index[view]?.parent, isContainer(parent) {
            return tree(ofContainer: parent, index: index, isContainer: isContainer)
        }
        return isContainer(view) ? view : nil
    }

    private func tree(ofContainer container: String, index: IBViewIndex, isContainer: (String) -> Bool) -> String {
        var top = container
        while let parent = index[top]?.parent, isContainer(parent) { top = parent }
        return top
    }

    /// Whether a constraint between `a` and `b` ties a scroll view's trailing or bottom edge to a view inside it:
    /// UIKit reads that edge as the content area's, so the constraint sets the content size and places nothing
    /// (Apple's Technical Note TN2154, "UIScrollView and Autolayout").
    private static func isScrollContentSize(_ a: End, _ b: End, index: IBViewIndex) -> Bool {
        for (scroll, inner) in [(a, b), (b, a)]
        where scroll.guide == nil && index[scroll.view]?.className == "scrollView"
            && [.trailing, .right, .bottom].contains(scroll.attribute)
        {
            var ancestor = index[inner.view]?.parent
            while let id = ancestor {
                if id == scroll.view { return true }
                ancestor = index[id]?.parent
            }
        }
        return false
    }

    /// Resolves an item id and an attribute name; `nil` for a guide Plumb cannot state.
    private func end(
        _ item: String, _ attribute: String, index: IBViewIndex, file: String, line: Int, constraint: String
    ) throws(IBError) -> End? {
        guard let (attribute, margins) = Self.attribute(attribute) else {
            throw IBError(file: file, line: line, problem: .unknownAttribute(attribute))
        }
        if index[item] != nil { return End(view: item, attribute: attribute, guide: margins ? .margins : nil) }
        switch index.guides[item] {
        case .safeArea(let view)?: return End(view: view, attribute: attribute, guide: .safeArea)
        case .legacy(let top, let root)?:
            // topLayoutGuide.bottom is the safe area's top; its top is the root's top (and so for the bottom guide).
            let inner = top ? attribute == .bottom : attribute == .top
            if inner { return End(view: root, attribute: top ? .top : .bottom, guide: .safeArea) }
            return End(view: root, attribute: attribute, guide: nil)
        case .scrollGuide(let view, let key)?:
            // The frame guide is the scroll view's frame; the content guide's leading and top edges are its
            // content's origin, at the frame's while nothing is scrolled; its far edges and size set the content
            // size only (UIScrollView.frameLayoutGuide / contentLayoutGuide).
            switch key {
            case "frameLayoutGuide": return End(view: view, attribute: attribute, guide: nil)
            case "contentLayoutGuide":
                let origin = [.leading, .left, .top].contains(attribute)
                return End(view: view, attribute: attribute, guide: nil, contentSizeOnly: !origin)
            default: return nil
            }
        case nil:
            throw IBError(file: file, line: line, problem: .unknownConstraintItem(id: item, constraint: constraint))
        }
    }

    /// An Interface Builder attribute name as a layout attribute and whether it is the margins variant.
    static func attribute(_ name: String) -> (LayoutAttribute, margins: Bool)? {
        if name == "baseline" { return (.lastBaseline, false) }
        if let attribute = LayoutAttribute(rawValue: name) { return (attribute, false) }
        for suffix in ["WithinMargins", "Margin"] where name.hasSuffix(suffix) {
            if let attribute = LayoutAttribute(rawValue: String(name.dropLast(suffix.count))) {
                return (attribute, true)
            }
        }
        return nil
    }

    /// `multiplier="0.5"` or the ratio forms `multiplier="16:9"` and `multiplier="2/3"`.
    static func multiplier(_ element: IBElement, file: String) throws(IBError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0,
            (numerator / denominator).isFinite
        {
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else {
            throw IBError(
                file: file, line: element.line,
                problem: .badValue(element: "constraint", attribute: "multiplier", value: text))
        }
        return value
    }

    private func number(
        _ element: IBElement, _ name: String, default value: Double, file: String
    ) throws(IBError) -> Double {
        guard let text = element[name] else { return value }
        guard let number = Double(text), number.isFinite else {
            throw IBError(
                file: file, line: element.line, problem: .badValue(element: element.name, attribute: name, value: text))
        }
        return number
    }

    private mutating func note(_ kind: String) {
        let text = "not laid out yet: " + kind
        if !notes.contains(text) { notes.append(text) }
    }
}

/// An Interface Builder `relation` attribute, and the relation with its two sides swapped.
enum ConstraintRelationFlip {
    static func relation(_ text: String?) -> LayoutRelation {
        switch text {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
    }

    static func flipped(_ relation: LayoutRelation) -> LayoutRelation {
        switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
