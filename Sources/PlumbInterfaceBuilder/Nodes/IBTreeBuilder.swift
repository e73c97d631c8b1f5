import PlumbCore

/// Turns one root of a document into Plumb's node tree: each view a node whose id is its object id, stack views
/// as stacks, other views with subviews as `constraints` containers holding the document's constraints
/// (`IBConstraints`) and, for subviews placed by frame and autoresizing mask, the constraints UIKit makes from the
/// mask (`IBAutoresizing`).
public enum IBTreeBuilder {
    /// The tree of `root`.
    ///
    /// - Throws: `IBError` for a constraint naming an unknown item or holding a bad number.
    public static func tree(
        of root: IBRoot, in document: IBDocument,
        resources: any InterfaceBuilderResources = NoInterfaceBuilderResources(),
        options: IBTreeOptions = IBTreeOptions()
    ) throws(IBError) -> IBTree {
        let index = IBViewIndex(root: root)
        let isContainer: (String) -> Bool = { id in
            guard let view = index[id] else { return false }
            return !view.isStack && !view.children.isEmpty
        }
        let constraints = try IBConstraints(index: index, file: document.file, isConstraintsContainer: isContainer)
        var builder = Builder(
            index: index, constraints: constraints,
            leaf: IBLeaf(document: document, resources: resources, options: options), options: options,
            isContainer: isContainer)
        let node = builder.node(index.rootID, isRoot: true, root: root, document: document)
        return IBTree(
            root: node, views: index.viewsByID, order: index.order, textDependent: builder.textDependent,
            autoresized: builder.autoresized, dropped: constraints.dropped,
            notes: constraints.notes + builder.leaf.notes)
    }

    private struct Builder {
        let index: IBViewIndex
        let constraints: IBConstraints
        var leaf: IBLeaf
        let options: IBTreeOptions
        let isContainer: (String) -> Bool
        var textDependent = Set<String>()
        var autoresized = Set<String>()

        mutating func node(_ id: String, isRoot: Bool = false, root: IBRoot? = nil, document: IBDocument? = nil) -> Node
        {
            let view = index[id]!
            let element = view.element
            var node = Node(id: id)
            let dependsOnText = leaf.fill(&node, from: view)
            if dependsOnText { textDependent.insert(id) }
            if dependsOnText, options.textSizes == .stored, let frame = view.storedFrame {
                node.kind = .box
                node.intrinsicWidth = frame.width + options.storedTextGrowth
                node.intrinsicHeight = frame.height + options.storedTextGrowth
            }
            node.hidden = element.flag("hidden")
            node.hugging = AxisPriorities(
                horizontal: element.number("horizontalHuggingPriority") ?? node.hugging.horizontal,
                vertical: element.number("verticalHuggingPriority") ?? node.hugging.vertical)
            node.compression = AxisPriorities(
                horizontal: element.number("horizontalCompressionResistancePriority") ?? node.compression.horizontal,
                vertical: element.number("verticalCompressionResistancePriority") ?? node.compression.vertical)
            if let rule = constraints.sizes[id] {
                node.fixedWidth = rule.fixedWidth
                node.fixedHeight = rule.fixedHeight
                node.sizeBounds = rule.bounds
            }
            if let margins = Self.margins(of: element) { node.layoutMargins = .insets(margins) }
            if element["insetsLayoutMarginsFromSafeArea"] == "NO" { node.insetsLayoutMarginsFromSafeArea = false }
            if isRoot, let root, let document, node.layoutMargins == nil, !IBCanvas.isControllerView(root, in: document)
            {
                // A XIB's top-level view is a plain UIView: 8 pt margins, not a view controller's system margins.
                node.layoutMargins = .insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            }
            if element.flag("preservesSuperviewLayoutMargins") {
                leaf.note("preservesSuperviewLayoutMargins (the view's own margins are used)")
            }
            node.children = view.children.map { self.node($0) }
            if view.isStack {
                node.layout = .stack(Self.stack(element, margins: node.layoutMargins))
            } else if !view.children.isEmpty {
                var declarations = constraints.declarations[id] ?? []
                for child in view.children {
                    guard let placed = index[child],
                        IBAutoresizing.applies(to: placed, referenced: constraints.referenced)
                    else { continue }
                    autoresized.insert(child)
                    let isTop = view.parent.map { !isContainer($0) } ?? true
                    declarations += IBAutoresizing.declarations(for: placed, in: view, superviewIsTop: isTop)
                }
                node.layout = .constraints(ConstraintParameters(declarations: declarations))
            }
            return node
        }

        /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
        static func margins(of element: IBElement) -> EdgeInsets? {
            if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
                return EdgeInsets(
                    top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                    bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
            }
            if let insets = element.child("edgeInsets", key: "layoutMargins") {
                return EdgeInsets(
                    top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                    bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
            }
            return nil
        }

        /// A stack view's attributes as `StackParameters` (UIKit's defaults where absent: horizontal, fill, fill, 0).
        static func stack(_ element: IBElement, margins: LayoutMargins?) -> StackParameters {
            let alignment: StackAlignment =
                switch element["alignment"] {
                case "top": .top
                case "center": .center
                case "bottom": .bottom
                case "leading": .leading
                case "trailing": .trailing
                case "firstBaseline": .firstBaseline
                case "lastBaseline", "baseline": .lastBaseline
                default: .fill
                }
            var padding = EdgeInsets.zero
            if case .insets(let insets)? = margins { padding = insets }
            // Interface Builder arranges a stack inside layout margins set on it (observed: its stored frames, with
            // no `layoutMarginsRelativeArrangement` attribute written; docs/interface-builder.md).
            let relative = element.flag("layoutMarginsRelativeArrangement") || margins != nil
            var parameters = StackParameters(
                axis: element["axis"] == "vertical" ? .vertical : .horizontal,
                distribution: element["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill,
                alignment: alignment, spacing: element.number("spacing") ?? 0,
                padding: relative
                    ? (margins == nil ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : padding) : .zero,
                isLayoutMarginsRelative: relative, isBaselineRelative: element.flag("baselineRelativeArrangement"))
            parameters.mode = .direct
            return parameters
        }
    }
}

extension IBViewIndex {
    var viewsByID: [String: IBView] {
        var result: [String: IBView] = [:]
        for id in order { result[id] = self[id] }
        return result
    }
}
