import PlumbCore

/// The layout difference between two frames documents: nodes added, removed, moved and resized.
///
/// Nodes are matched by id. A position or size counts as changed only when it differs by more than `tolerance`
/// (0.001 pt by default), so floating-point noise in a re-run layout is not a change. When a document repeats an id,
/// its first node with that id is used.
public struct FrameDiff: Hashable, Sendable, CustomStringConvertible {
    /// A node present in both documents whose frame or parent changed.
    public struct Change: Hashable, Sendable {
        public var id: String
        public var old: FramesDocument.NodeFrame
        public var new: FramesDocument.NodeFrame
        /// The origin moved by more than the tolerance on either axis.
        public var moved: Bool
        /// The width or height changed by more than the tolerance.
        public var resized: Bool
        /// The parent id differs.
        public var reparented: Bool

        public var dx: Double { new.x - old.x }
        public var dy: Double { new.y - old.y }
        public var dWidth: Double { new.width - old.width }
        public var dHeight: Double { new.height - old.height }
    }

    /// A root size that changed.
    public struct SizeChange: Hashable, Sendable {
        public var old: Size
        public var new: Size
    }

    public var added: [FramesDocument.NodeFrame]
    public var removed: [FramesDocument.NodeFrame]
    /// Changed nodes, in the new document's order.
    public var changed: [Change]
    /// The documents' root sizes, when they differ beyond the tolerance.
    public var rootSize: SizeChange?

    /// Nodes whose origin moved.
    public var moved: [Change] { changed.filter(\.moved) }
    /// Nodes whose size changed.
    public var resized: [Change] { changed.filter(\.resized) }
    /// True when the layouts are the same within the tolerance.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && rootSize == nil }

    /// Compares `old` with `new`.
    ///
    /// 1. Index each document's nodes by id (first occurrence wins).
    /// 2. Removed: ids of `old` missing from `new`, in `old`'s order.
    /// 3. Added: ids of `new` missing from `old`, in `new`'s order.
    /// 4. Changed: ids in both whose origin, size or parent differs (origin and size beyond `tolerance`).
    ///
    /// - Complexity: O(n) in the number of nodes.
    public init(old: FramesDocument, new: FramesDocument, tolerance: Double = 0.001) {
        let oldByID = Self.index(old.nodes), newByID = Self.index(new.nodes)
        removed = Self.unique(old.nodes).filter { newByID[$0.id] == nil }
        added = Self.unique(new.nodes).filter { oldByID[$0.id] == nil }
        changed = Self.unique(new.nodes).compactMap { node in
            guard let previous = oldByID[node.id] else { return nil }
            let moved = abs(node.x - previous.x) > tolerance || abs(node.y - previous.y) > tolerance
            let resized = abs(node.width - previous.width) > tolerance || abs(node.height - previous.height) > tolerance
            let reparented = node.parent != previous.parent
            guard moved || resized || reparented else { return nil }
            return Change(id: node.id, old: previous, new: node, moved: moved, resized: resized, reparented: reparented)
        }
        let sizeChanged =
            abs(old.size.width - new.size.width) > tolerance || abs(old.size.height - new.size.height) > tolerance
        rootSize = sizeChanged ? SizeChange(old: old.size, new: new.size) : nil
    }

    /// One line per difference, e.g. `moved     title  (16, 20) → (16, 24)  Δ (0, +4)`, or `no layout changes`.
    public var description: String {
        var lines: [String] = []
        if let rootSize {
            let old = Self.pair(rootSize.old.width, rootSize.old.height),
                new = Self.pair(rootSize.new.width, rootSize.new.height)
            lines.append("root size \(old) → \(new)")
        }
        for node in removed { lines.append("removed   \(node.id)  \(Self.frame(node))") }
        for node in added { lines.append("added     \(node.id)  \(Self.frame(node))") }
        for change in changed {
            if change.moved {
                lines.append(
                    "moved     \(change.id)  \(Self.pair(change.old.x, change.old.y)) → \(Self.pair(change.new.x, change.new.y))"
                        + "  Δ \(Self.pair(change.dx, change.dy, signed: true))")
            }
            if change.resized {
                lines.append(
                    "resized   \(change.id)  \(Self.size(change.old)) → \(Self.size(change.new))"
                        + "  Δ \(Self.pair(change.dWidth, change.dHeight, signed: true))")
            }
            if change.reparented {
                lines.append(
                    "reparented \(change.id)  \(change.old.parent ?? "(none)") → \(change.new.parent ?? "(none)")")
            }
        }
        return lines.isEmpty ? "no layout changes" : lines.joined(separator: "\n")
    }

    private static func index(_ nodes: [FramesDocument.NodeFrame]) -> [String: FramesDocument.NodeFrame] {
        Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func unique(_ nodes: [FramesDocument.NodeFrame]) -> [FramesDocument.NodeFrame] {
        var seen = Set<String>()
        return nodes.filter { seen.insert($0.id).inserted }
    }

    private static func pair(_ a: Double, _ b: Double, signed: Bool = false) -> String {
        func number(_ value: Double) -> String {
            let text = formatNumber(value)
            return signed && !text.hasPrefix("-") && text != "0" ? "+" + text : text
        }
        return "(\(number(a)), \(number(b)))"
    }

    private static func size(_ node: FramesDocument.NodeFrame) -> String {
        "\(formatNumber(node.width))×\(formatNumber(node.height))"
    }

    private static func frame(_ node: FramesDocument.NodeFrame) -> String {
        "\(pair(node.x, node.y)) \(size(node))"
    }
}
