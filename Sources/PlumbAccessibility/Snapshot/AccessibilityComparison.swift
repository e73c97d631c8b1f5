/// What changed between two accessibility snapshots of one environment, as a reviewer reads it: elements that
/// appeared or went, a different reading order, and a different label, value, hint or traits.
///
/// Elements are matched by their node id. Frames and activation points are left to the frames comparison, which
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

    public init(kind: Kind, node: String, order: Int? = nil, before: String?, after: String?) {
        self.kind = kind
        self.node = node
        self.order = order
        self.before = before
        self.after = after
    }

    /// "2. label of \"airplane-row\": \"Airplane Mode\" → \"Flight Mode\"": the element's number as the legend of the
    /// accessibility image shows it, then what changed.
    public var description: String {
        (order.map { "\($0). " } ?? "") + what
    }

    /// The change without the element's number.
    public var what: String {
        func quoted(_ text: String?) -> String { text.map { $0.debugDescription } ?? "none" }
        switch kind {
        case .added: return "new element \(node.debugDescription): \(quoted(after))"
        case .removed: return "element \(node.debugDescription) is gone (it read \(quoted(before)))"
        case .order: return "reading order from \(node.debugDescription): \(before ?? "") → \(after ?? "")"
        case .label, .value, .hint, .traits:
            return "\(kind.rawValue) of \(node.debugDescription): \(quoted(before)) → \(quoted(after))"
        }
    }
}

extension AccessibilityDocument {
    /// The changes from `baseline` to this document; empty when VoiceOver would read both the same.
    public func changes(from baseline: AccessibilityDocument) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        let old = Dictionary(baseline.elements.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(elements.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        for element in baseline.elements where new[element.node] == nil {
            changes.append(
                AccessibilityChange(
                    kind: .removed, node: element.node, order: element.order, before: element.description, after: nil))
        }
        for element in elements where old[element.node] == nil {
            changes.append(
                AccessibilityChange(
                    kind: .added, node: element.node, order: element.order, before: nil, after: element.description))
        }
        // Order: the elements both have, in each one's reading order, compared from the first that differs.
        let oldOrder = baseline.elements.map(\.node).filter { new[$0] != nil }
        let newOrder = elements.map(\.node).filter { old[$0] != nil }
        if let first = oldOrder.indices.first(where: { oldOrder[$0] != newOrder[$0] }) {
            // Positions among the elements both snapshots have.
            func listing(_ order: [String]) -> String {
                order.indices[first...].prefix(4).map { "\($0 + 1). \(order[$0])" }.joined(separator: ", ")
                    + (order.count - first > 4 ? ", …" : "")
            }
            changes.append(
                AccessibilityChange(
                    kind: .order, node: oldOrder[first], before: listing(oldOrder), after: listing(newOrder)))
        }
        for element in elements {
            guard let before = old[element.node] else { continue }
            if before.label != element.label {
                changes.append(
                    AccessibilityChange(
                        kind: .label, node: element.node, order: element.order, before: before.label,
                        after: element.label))
            }
            if before.value != element.value {
                changes.append(
                    AccessibilityChange(
                        kind: .value, node: element.node, order: element.order, before: before.value,
                        after: element.value))
            }
            if before.hint != element.hint {
                changes.append(
                    AccessibilityChange(
                        kind: .hint, node: element.node, order: element.order, before: before.hint, after: element.hint)
                )
            }
            if before.traits != element.traits {
                changes.append(
                    AccessibilityChange(
                        kind: .traits, node: element.node, order: element.order,
                        before: before.traits.joined(separator: ", "), after: element.traits.joined(separator: ", ")))
            }
        }
        return changes
    }
}
