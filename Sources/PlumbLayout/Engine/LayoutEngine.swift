import PlumbCore

/// Lays out a whole tree: sizes the root from the environment, asks each container's engine to place its children,
/// and collects every frame in root coordinates.
public enum LayoutEngine {
    /// The layout of `root` in `context.environment`.
    ///
    /// The root's width is the environment's (or, when `fitsWidth`, its natural width up to that: `FittedWidth`,
    /// and the result's environment has the fitted width); its height is the environment's, else the node's fixed height,
    /// else its fitting height at that width. Text entries carry their measurement at the width they are drawn.
    public static func layout(_ root: Node, name: String, context: LayoutContext) -> LayoutResult {
        var context = context
        let count = nodeCount(root)
        if context.sizeCache == nil { context.sizeCache = SizeCache(capacity: count.containers) }
        context.safeArea = .screen(context.environment.safeAreaInsets)
        // A root fitted to its content is measured at an open width first (`FittedWidth`).
        if context.environment.fitsWidth { context.environment = FittedWidth.environment(for: root, context: context) }
        let environment = context.environment
        let height =
            environment.height
            ?? NodeSizing.size(of: root, proposal: ProposedSize(width: environment.width), inheriting: context).height
        let size = Size(width: environment.width, height: height)
        var entries: [LayoutResult.Entry] = []
        entries.reserveCapacity(count.nodes)
        var placing = context
        let collector = LayoutIssueCollector()
        placing.issues = collector
        place(root, frame: Rect(origin: .zero, size: size), parent: nil, depth: 0, context: &placing, into: &entries)
        return LayoutResult(
            name: name, environment: environment, size: size, entries: entries, issues: collector.issues)
    }

    /// The number of nodes in the subtree of `node` — the usual number of entries, reserved up front so the
    /// entries are not copied each time the array grows — and of the nodes with children, the containers whose
    /// sizes `SizeCache` keeps.
    private static func nodeCount(_ node: Node) -> (nodes: Int, containers: Int) {
        var count = (nodes: 0, containers: 0)
        nodeCount(children: CollectionOfOne(node), into: &count)
        return count
    }

    private static func nodeCount(children: some Collection<Node>, into count: inout (nodes: Int, containers: Int)) {
        for child in children {
            count.nodes += 1
            if child.children.isEmpty { continue }
            count.containers += 1
            nodeCount(children: child.children, into: &count)
        }
    }

    /// Records `node` at `frame`, then its children wherever its engine puts them, depth first.
    ///
    /// `context.safeArea` is where `node`'s safe area comes from; its children inherit from the region `node`
    /// leaves safe at `frame` (`ContainerInsets.region`). The context is lent to the children rather than copied
    /// for each container (a copy retains everything it holds): its safe area is set for them and put back after.
    private static func place(
        _ node: Node, frame: Rect, parent: Int?, depth: Int, context: inout LayoutContext,
        into entries: inout [LayoutResult.Entry]
    ) {
        entries.append(
            LayoutResult.Entry(
                node: node.withoutChildren, parent: parent, depth: depth, frame: frame,
                text: textMeasurement(of: node, in: frame, context: context)))
        let index = entries.count - 1
        if node.kind == .navigationBar {
            entries[index].navigationBar = NavigationBarLayout.measured(
                frame: frame, content: node.control ?? ControlContent(), title: node.text?.string ?? "",
                environment: context.environment, measurer: context.measurer)
        }
        guard let placed = EngineDispatch.call(PlaceChildren(frame: frame), on: node, context: context) else { return }
        let safeArea = context.safeArea
        defer { context.safeArea = safeArea }
        switch placed {
        case .scrolled(let content, let placements, let inside, let insets):
            entries[index].contentSize = content.size
            context.safeArea = inside
            for placement in placements {
                place(
                    placement.node, frame: placement.frame, parent: index, depth: depth + 1, context: &context,
                    into: &entries)
            }
            if let position = node.scrollPosition, let axis = node.scrollAxis {
                scroll(
                    index, to: position,
                    by: ScrollOffset(
                        viewport: frame, content: content, insets: insets, axis: axis,
                        direction: context.environment.direction),
                    entries: &entries)
            }
        case .children(let frames):
            context.safeArea = ContainerInsets.region(for: node, frame: frame, context: context)
            // Each child read in place rather than copied into a `Placement`.
            node.children.withUnsafeBufferPointer { children in
                for child in children.indices {
                    place(
                        children[child], frame: frames[child], parent: index, depth: depth + 1, context: &context,
                        into: &entries)
                }
            }
        case .placements(let placements):
            context.safeArea = ContainerInsets.region(for: node, frame: frame, context: context)
            for placement in placements {
                place(
                    placement.node, frame: placement.frame, parent: index, depth: depth + 1, context: &context,
                    into: &entries)
            }
        }
    }

    /// Moves the content of the scroll container at `index` (its descendants, the entries after it) from rest at the
    /// top to `position`, and records its `contentOffset`: frames are where things are drawn.
    private static func scroll(
        _ index: Int, to position: ScrollPosition, by offset: ScrollOffset, entries: inout [LayoutResult.Entry]
    ) {
        var target: Rect?
        if case .node(let id) = position {
            target = entries[(index + 1)...].first { $0.node.id == id }?.frame
        }
        let chosen = offset.offset(for: position, target: target)
        let moved = Point(x: chosen.x - offset.resting.x, y: chosen.y - offset.resting.y)
        entries[index].contentOffset = chosen
        entries[index].scrolledBy = moved
        guard moved != .zero else { return }
        for descendant in (index + 1)..<entries.count {
            entries[descendant].frame.origin.x -= moved.x
            entries[descendant].frame.origin.y -= moved.y
        }
    }

    /// Where a container's engine put what it contains.
    private enum ChildPlacement {
        /// A scroll container's content rectangle, its placements in it and the region they inherit their safe
        /// area from (`ScrollContent`).
        case scrolled(content: Rect, placements: [Placement], inside: InheritedSafeArea, insets: EdgeInsets)
        /// One frame per child of the container, in order (`ContainerEngine.childFrames`).
        case children([Rect])
        /// The nodes the engine placed (`ContainerEngine.place`).
        case placements([Placement])
    }

    /// An engine's placement of a container at `frame`: in a content area of its own when it scrolls, else its
    /// children's frames when the engine gives them (`childFrames`), else its placements.
    private struct PlaceChildren: EngineCall {
        let frame: Rect

        func run<Engine: ContainerEngine>(_ engine: Engine, on node: Node, context: LayoutContext) -> ChildPlacement {
            if let axis = node.scrollAxis {
                let scrolled = ScrollContent.place(node, axis: axis, engine: engine, in: frame, context: context)
                return .scrolled(
                    content: scrolled.content, placements: scrolled.placements, inside: scrolled.inside,
                    insets: scrolled.insets)
            }
            if let frames = engine.childFrames(node, in: frame, context: context) { return .children(frames) }
            return .placements(engine.place(node, in: frame, context: context))
        }
    }

    /// The measurement of a text node's (or button title's) text at the width it will be drawn.
    private static func textMeasurement(of node: Node, in frame: Rect, context: LayoutContext) -> TextMeasurement? {
        guard let text = node.text else { return nil }
        switch node.kind {
        case .text:
            return context.measurer.measure(text, in: context.environment, width: frame.width)
        case .button:
            let title = ButtonTitle(
                text, in: frame, environment: context.environment, measurer: context.measurer,
                insets: node.buttonTitleInsets(in: context.environment))
            return title.measurement(measurer: context.measurer, in: context.environment)
        default:
            return nil
        }
    }
}
