import PlumbCore

/// The elements VoiceOver finds in a laid-out tree, in the order it reads them.
///
/// The steps: walk the tree from the root, skipping hidden nodes and `accessibilityHidden` subtrees; a node that is
/// an element (`AccessibilityDefaults.isElement`) ends the walk there, since UIKit does not look inside an element;
/// a combining node becomes one element made of the elements inside it; a container with its own
/// `accessibilityElements` contributes exactly those, in that order; a `sections` container (a collection view)
/// contributes its items in index order, each item's elements together; any other node contributes its children's.
/// Then `VoiceOverOrder` sorts the result.
public struct AccessibilityHierarchy: Sendable {
    public let result: LayoutResult
    /// Entry indices of each entry's children.
    let children: [[Int]]
    /// Whether an entry is drawn and not inside an `accessibilityHidden` subtree.
    let reachable: [Bool]
    let indexByID: [String: Int]

    public init(_ result: LayoutResult) {
        self.result = result
        var children = [[Int]](repeating: [], count: result.entries.count)
        var reachable = [Bool](repeating: false, count: result.entries.count)
        for index in result.visibleIndices {
            let entry = result.entries[index]
            let parentReachable = entry.parent.map { reachable[$0] } ?? true
            reachable[index] = parentReachable && !entry.node.accessibility.hidden
        }
        var indexByID: [String: Int] = [:]
        for (index, entry) in result.entries.enumerated() {
            if let parent = entry.parent { children[parent].append(index) }
            indexByID[entry.node.id] = index
        }
        self.children = children
        self.reachable = reachable
        self.indexByID = indexByID
    }

    /// The entry index of the node with `id` (of the last such node when ids repeat; `index(of:)` with an element
    /// finds the element's own).
    public func index(of id: String) -> Int? { indexByID[id] }

    /// The entry index of the node that is `element`, found by its path when ids repeat.
    public func index(of element: AccessibilityElement) -> Int? {
        guard var index = indexByID[element.node] else { return nil }
        if path(index) == element.path { return index }
        // Another node has the id: walk down the element's path from the root.
        guard element.path.first == result.entries.first?.node.id else { return nil }
        index = 0
        for id in element.path.dropFirst() {
            guard let child = children[index].first(where: { result.entries[$0].node.id == id }) else { return nil }
            index = child
        }
        return index
    }

    /// The ids from the root to the node at `index`.
    func path(_ index: Int) -> [String] {
        var ids: [String] = []
        var current: Int? = index
        while let c = current {
            ids.append(result.entries[c].node.id)
            current = result.entries[c].parent
        }
        return ids.reversed()
    }

    /// The elements in VoiceOver's reading order.
    public var elements: [AccessibilityElement] {
        guard !result.entries.isEmpty else { return [] }
        return VoiceOverOrder.flatten(items(0), explicitlyOrdered: false, direction: result.environment.direction)
    }

    /// What the node at `index` and its subtree contribute.
    func items(_ index: Int) -> [AccessibilityItem] {
        guard reachable[index] else { return [] }
        let entry = result.entries[index]
        let defaults = AccessibilityDefaults(node: entry.node, environment: result.environment)
        switch defaults.grouping {
        case .element:
            return [.element(element(index, defaults))]
        case .combine:
            return [.element(combined(index, defaults))]
        case .none:
            if entry.node.accessibility.element == nil, let parts = controlParts(index) {
                return parts.map { .element($0) }
            }
            if let order = entry.node.accessibility.elements {
                return [.group(order.compactMap { indexByID[$0] }.flatMap(items), explicitlyOrdered: true)]
            }
            if entry.contentOffset != nil {
                // A scroll view resting elsewhere than its top is read as one run of its content, in the content's
                // order, where the scroll view is: VoiceOver moves through it element by element, scrolling each
                // into view, so the offset moves the frames but not the order.
                return [.scrolled(children[index].flatMap(items), viewport: entry.frame)]
            }
            if case .sections = entry.node.layout {
                // A collection view is an accessibility container of its cells: VoiceOver reads them in index
                // order (header, items, footer), each cell's own elements together, sorted within the cell.
                return [
                    .group(children[index].map { .group(items($0), explicitlyOrdered: false) }, explicitlyOrdered: true)
                ]
            }
            return children[index].flatMap(items)
        }
    }

    /// The element a node is on its own: its properties, or UIKit's defaults for its kind.
    func element(_ index: Int, _ defaults: AccessibilityDefaults) -> AccessibilityElement {
        let entry = result.entries[index]
        let frame = entry.frame
        return AccessibilityElement(
            node: entry.node.id, nodes: [entry.node.id], label: defaults.label, value: defaults.value,
            hint: defaults.hint,
            traits: defaults.traits, frame: frame, activationPoint: Point(x: frame.midX, y: frame.midY),
            path: path(index))
    }

    /// The elements inside a system control that is not one element (a segmented control's segments, a bar's
    /// items, a stepper's buttons), as its description (`ControlKind.accessibilityParts`) gives them; `nil` for
    /// other nodes. The node's own label, value and hint apply to none of them.
    func controlParts(_ index: Int) -> [AccessibilityElement]? {
        let entry = result.entries[index]
        let content = entry.node.control ?? ControlContent()
        let measured = entry.navigationBar.map { layout in
            NavigationBarKind().accessibilityParts(
                of: entry.node, content: content, layout: layout, in: result.environment)
        }
        guard let kind = entry.node.kind.controlKind,
            let parts = measured
                ?? kind.accessibilityParts(of: entry.node, content: content, frame: entry.frame, in: result.environment)
        else { return nil }
        let path = path(index)
        return parts.map { part in
            AccessibilityElement(
                node: entry.node.id, nodes: [entry.node.id], label: part.label, value: part.value, hint: nil,
                traits: part.traits, frame: part.frame,
                activationPoint: Point(x: part.frame.midX, y: part.frame.midY), path: path, part: part.name,
                series: part.series)
        }
    }

    /// One element for a combining node: its own properties where given, else the elements inside it joined in
    /// reading order (labels, values and hints with ", ", traits together), activated where its first control is.
    func combined(_ index: Int, _ defaults: AccessibilityDefaults) -> AccessibilityElement {
        let entry = result.entries[index]
        let inner = VoiceOverOrder.flatten(
            children[index].flatMap(items), explicitlyOrdered: false, direction: result.environment.direction)
        let own = entry.node.accessibility
        func joined(_ parts: [String?]) -> String? {
            parts.compactMap { $0?.nonEmpty }.joined(separator: ", ").nonEmpty
        }
        let values = inner.compactMap { $0.value?.nonEmpty }
        let control = inner.first {
            !$0.traits.isDisjoint(with: [.button, .toggleButton, .adjustable, .link, .searchField])
        }
        let frame = entry.frame
        return AccessibilityElement(
            node: entry.node.id, nodes: [entry.node.id] + inner.flatMap(\.nodes),
            label: own.label ?? joined(inner.map(\.label)),
            value: own.value ?? (values.count == 1 ? values[0] : joined(inner.map(\.spokenValue))),
            hint: own.hint ?? joined(inner.map(\.hint)),
            traits: own.traits ?? inner.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) },
            frame: frame, activationPoint: control?.activationPoint ?? Point(x: frame.midX, y: frame.midY),
            path: path(index))
    }
}
