@testable import PlumbCore

/// A laid-out result written by hand: a root and its descendants at the frames given, so each test's expectations
/// follow from the frames it writes and not from a layout engine.
struct HandLaidTree {
    var environment = Environment(width: 375)
    var entries: [LayoutResult.Entry] = []

    init(root: Node = Node(id: "root"), size: Size = Size(width: 375, height: 300), direction: LayoutDirection = .ltr) {
        environment.direction = direction
        entries = [LayoutResult.Entry(node: root, parent: nil, depth: 0, frame: Rect(origin: .zero, size: size))]
    }

    /// Adds `node` under the entry with id `parent` (the root by default) at `frame`.
    mutating func add(_ node: Node, _ frame: Rect, under parent: String = "root") {
        let parentIndex = entries.firstIndex { $0.node.id == parent }!
        // Insert after the parent's last descendant, keeping depth-first order.
        var position = parentIndex + 1
        while position < entries.count, entries[position].depth > entries[parentIndex].depth { position += 1 }
        entries.insert(
            LayoutResult.Entry(node: node, parent: parentIndex, depth: entries[parentIndex].depth + 1, frame: frame),
            at: position)
        for index in entries.indices where index > position {
            if let p = entries[index].parent, p >= position { entries[index].parent = p + 1 }
        }
    }

    var result: LayoutResult {
        LayoutResult(name: "hand", environment: environment, size: entries[0].frame.size, entries: entries)
    }
}

func text(
    _ id: String, _ string: String, color: Color = .label, style: TextStyle = .body, weight: FontWeight? = nil
) -> Node {
    Node.text(id, TextContent(string, style: style, weight: weight, color: color))
}

func labelled(_ node: Node, _ configure: (inout NodeAccessibility) -> Void) -> Node {
    var node = node
    configure(&node.accessibility)
    return node
}
