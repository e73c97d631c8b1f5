/// Pairs the elements of two accessibility snapshots of one environment, for `changes(from:)`.
///
/// An element is named by its node id and, for a part of a system control, the part (`Identity`). Ids repeat where
/// a screen reuses a layout (two cells with a "title" each), so a name alone would pair the second cell's title
/// with the first's and report a change on identical files. Within one name, elements are told apart by their
/// path from the root when both snapshots wrote one (`AccessibilityDocument.Element.path`, written only for
/// repeated names), else — a baseline recorded before paths, or paths that repeat too — by reading order: the
/// n-th "title" of one snapshot is the n-th of the other. A baseline without repeated ids gets exactly the keys it
/// got when elements were matched by node id alone.
struct AccessibilityMatching {
    /// A key per element of each document, equal for the elements that are each other's counterparts.
    let baselineKeys: [Key]
    let actualKeys: [Key]

    struct Key: Hashable {
        var identity: Identity
        var path: [String]?
        /// Its position among the elements with the same identity and path, in reading order.
        var occurrence: Int
    }

    init(baseline: [AccessibilityDocument.Element], actual: [AccessibilityDocument.Element]) {
        // Paths are used for an identity only when every element of it, in both documents, has one.
        var pathless = Set<Identity>()
        for element in baseline + actual where element.path == nil { pathless.insert(Identity(element)) }
        func keys(_ elements: [AccessibilityDocument.Element]) -> [Key] {
            var seen: [Key: Int] = [:]
            return elements.map { element in
                let identity = Identity(element)
                var key = Key(
                    identity: identity, path: pathless.contains(identity) ? nil : element.path, occurrence: 0)
                let first = key
                key.occurrence = seen[first, default: 0]
                seen[first] = key.occurrence + 1
                return key
            }
        }
        baselineKeys = keys(baseline)
        actualKeys = keys(actual)
    }
}

extension AccessibilityDocument {
    /// The changes from `baseline` to this document; empty when VoiceOver would read both the same.
    public func changes(from baseline: AccessibilityDocument) -> [AccessibilityChange] {
        let matching = AccessibilityMatching(baseline: baseline.elements, actual: elements)
        let old = Dictionary(uniqueKeysWithValues: zip(matching.baselineKeys, baseline.elements))
        let new = Dictionary(uniqueKeysWithValues: zip(matching.actualKeys, elements))
        var changes: [AccessibilityChange] = []
        func change(
            _ kind: AccessibilityChange.Kind, _ element: Element, before: String?, after: String?
        ) -> AccessibilityChange {
            AccessibilityChange(
                kind: kind, node: element.node, order: element.order, before: before, after: after, part: element.part,
                path: element.path)
        }
        for (key, element) in zip(matching.baselineKeys, baseline.elements) where new[key] == nil {
            changes.append(change(.removed, element, before: element.description, after: nil))
        }
        for (key, element) in zip(matching.actualKeys, elements) where old[key] == nil {
            changes.append(change(.added, element, before: nil, after: element.description))
        }
        // Order: the elements both have, in each one's reading order, compared from the first that differs.
        let oldOrder = zip(matching.baselineKeys, baseline.elements).filter { new[$0.0] != nil }
        let newOrder = zip(matching.actualKeys, elements).filter { old[$0.0] != nil }
        if let first = oldOrder.indices.first(where: { oldOrder[$0].0 != newOrder[$0].0 }) {
            // Positions among the elements both snapshots have.
            func listing(_ order: [(AccessibilityMatching.Key, Element)]) -> String {
                order.indices[first...].prefix(4).map {
                    "\($0 + 1). \(order[$0].1.node)" + (order[$0].1.part.map { " (\($0))" } ?? "")
                }.joined(separator: ", ") + (order.count - first > 4 ? ", …" : "")
            }
            let element = oldOrder[first].1
            changes.append(
                AccessibilityChange(
                    kind: .order, node: element.node, before: listing(oldOrder), after: listing(newOrder),
                    part: element.part, path: element.path))
        }
        for (key, element) in zip(matching.actualKeys, elements) {
            guard let before = old[key] else { continue }
            if before.label != element.label {
                changes.append(change(.label, element, before: before.label, after: element.label))
            }
            if before.value != element.value {
                changes.append(change(.value, element, before: before.value, after: element.value))
            }
            if before.hint != element.hint {
                changes.append(change(.hint, element, before: before.hint, after: element.hint))
            }
            if before.traits != element.traits {
                changes.append(
                    change(
                        .traits, element, before: before.traits.joined(separator: ", "),
                        after: element.traits.joined(separator: ", ")))
            }
        }
        return changes
    }
}
