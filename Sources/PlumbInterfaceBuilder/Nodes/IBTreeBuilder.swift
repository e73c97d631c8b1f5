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
        let traits = options.traits ?? document.canvasTraits
        var root = root
        root.view = IBVariations.resolve(root.view, traits: traits)
        root.controller = root.controller.map { IBVariations.resolve($0, traits: traits) }
        let index = IBViewIndex(root: root)
        let convertedStacks = IBStackConversion.stacks(in: index)
        let isContainer: (String) -> Bool = { id in
            guard let view = index[id], !view.children.isEmpty else { return false }
            return !view.isStack || convertedStacks.contains(id)
        }
        let constraints = try IBConstraints(index: index, file: document.file, isConstraintsContainer: isContainer)
        var builder = Builder(
            index: index, constraints: constraints,
            leaf: IBLeaf(document: document, resources: resources, options: options), options: options,
            isContainer: isContainer, convertedStacks: convertedStacks)
        let node = builder.node(index.rootID)
        var tree = IBTree(
            root: node, views: index.viewsByID, order: index.order, textDependent: builder.textDependent,
            autoresized: builder.autoresized, dropped: constraints.dropped,
            notes: constraints.notes + builder.leaf.notes)
        tree.root = IBObjectAnnotation.annotate(node, tree: tree, textSizes: options.textSizes)
        tree.root.interfaceBuilderObject?.simulatesSafeArea = !IBCanvas.isControllerView(root, in: document)
        return tree
    }

    private struct Builder {
        let index: IBViewIndex
        let constraints: IBConstraints
        var leaf: IBLeaf
        let options: IBTreeOptions
        let isContainer: (String) -> Bool
        let convertedStacks: Set<String>
        var textDependent = Set<String>()
        var autoresized = Set<String>()

        mutating func node(_ id: String) -> Node {
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
            if element.name == "scrollView" {
                // Its content beyond the frame is scrolled out of view: UIScrollView clips to its bounds, so lints
                // and drawing treat what lies beyond as scrolled, not as out of bounds.
                var decoration = node.style.decoration ?? NodeDecoration()
                decoration.clipsToBounds = true
                node.style.decoration = decoration
            }
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
            let explicitMargins = Self.margins(of: element)
            if let explicitMargins { node.layoutMargins = .insets(explicitMargins) }
            if element["insetsLayoutMarginsFromSafeArea"] == "NO" { node.insetsLayoutMarginsFromSafeArea = false }
            if explicitMargins == nil, element.name == "tableViewCellContentView" {
                // UITableViewCell's content view: 11 pt above and below, the system's 16 at the sides, 20 from 414 pt
                // wide (observed: `contentView.directionalLayoutMargins` on iOS 13–17, and stored frames).
                let side = SystemLayoutMargins.insets(forWidth: view.storedFrame?.width ?? 0).left
                node.layoutMargins = .insets(EdgeInsets(top: 11, left: side, bottom: 11, right: side))
            }
            if element.flag("preservesSuperviewLayoutMargins") {
                leaf.note("preservesSuperviewLayoutMargins (the view's own margins are used)")
            }
            node.children = view.children.map { self.node($0) }
            if view.isStack, !convertedStacks.contains(id) {
                node.layout = .stack(Self.stack(element, margins: explicitMargins))
            } else if !view.children.isEmpty {
                var declarations = constraints.declarations[id] ?? []
                if view.isStack {
                    let parameters = Self.stack(element, margins: explicitMargins)
                    if parameters.isLayoutMarginsRelative, node.layoutMargins == nil {
                        node.layoutMargins = .insets(parameters.padding)
                    }
                    declarations =
                        IBStackConversion.recipe(for: view, parameters: parameters, index: index)
                        + declarations
                }
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
        static func stack(_ element: IBElement, margins: EdgeInsets?) -> StackParameters {
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
            let padding = margins ?? .zero
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
