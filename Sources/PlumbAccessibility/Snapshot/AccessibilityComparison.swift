/// What changed between two accessibility snapshots of one environment, as a reviewer reads it: elements that
/// appeared or went, a different reading order, and a different label, value, hint or traits.
///
/// Elements are matched by their node id (and, for a part of a system control, the part). Where ids repeat — two
/// cells built from one layout — they are matched by their paths from the root when both snapshots have them, and
/// else, or where paths repeat too, by reading order: the second "title" with the second. Frames and activation points are left to the frames comparison, which
/// already reports every moved node within its tolerance (an element's frame is its node's, its activation point
/// the centre of its node or of its control), so sub-point noise never makes an accessibility change; here only
/// what VoiceOver says, and in which order, counts.
///
/// Codable: `plumb check`'s JSON report keeps each change (`kind`, `node`, `order`, `before`, `after`).
public struct AccessibilityChange: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case added, removed, order, label, value, hint, traits
    }

    public var kind: Kind
    /// The element's node (for `order`, the first node read at a different position).
    public var node: String
    /// The element's 1-based position in VoiceOver's order now (for `removed`, in the baseline's); `nil` for `order`,
    /// whose `before` and `after` list the positions.
    public var order: Int?
    public var before: String?
    public var after: String?
    /// Which part of the node's control the element is ("segment 2"), when it is one.
    public var part: String?
    /// The ids from the root to the node, when another element has the same node id.
    public var path: [String]?

    public init(
        kind: Kind, node: String, order: Int? = nil, before: String?, after: String?, part: String? = nil,
        path: [String]? = nil
    ) {
        self.kind = kind
        self.node = node
        self.order = order
        self.before = before
        self.after = after
        self.part = part
        self.path = path
    }

    /// "2. label of \"airplane-row\": \"Airplane Mode\" → \"Flight Mode\"": the element's number as the legend of the
    /// accessibility image shows it, then what changed.
    public var description: String {
        (order.map { "\($0). " } ?? "") + what
    }

    /// The change without the element's number.
    public var what: String {
        func quoted(_ text: String?) -> String { text.map { $0.debugDescription } ?? "none" }
        let name = Self.name(node: node, part: part, path: path)
        switch kind {
        case .added: return "new element \(name): \(quoted(after))"
        case .removed: return "element \(name) is gone (it read \(quoted(before)))"
        case .order: return "reading order from \(name): \(before ?? "") → \(after ?? "")"
        case .label, .value, .hint, .traits:
            return "\(kind.rawValue) of \(name): \(quoted(before)) → \(quoted(after))"
        }
    }

    /// `"title"`, `"filter" (segment 2)`, or with a repeated id `"title" (in list/row2/title)`.
    static func name(node: String, part: String?, path: [String]?) -> String {
        node.debugDescription + (part.map { " (\($0))" } ?? "")
            + (path.map { " (in \($0.joined(separator: "/")))" } ?? "")
    }
}
