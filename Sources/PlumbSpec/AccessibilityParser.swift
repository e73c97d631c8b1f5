import PlumbCore
import Yams

/// Parses a node's accessibility keys (UIKit's `UIAccessibility` properties) and `maxCategory:`.
struct AccessibilityParser {
    let file: String

    static let nodeKeys = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits", "accessibilityHidden",
        "accessibilityElement", "accessibilityElements",
    ]
    /// Names people reach for that UIKit spells differently.
    static let traitAliases = [
        "heading": "header", "disabled": "notEnabled", "switch": "toggleButton", "switchButton": "toggleButton",
        "toggle": "toggleButton", "text": "staticText", "search": "searchField",
    ]

    /// Reads the keys into `node.accessibility` (and `maxCategory` into its text); `yaml` is the node's mapping,
    /// whose `children` `accessibilityElements` may name.
    func parse(_ reader: YAMLReader, yaml: Yams.Node, into node: inout PlumbCore.Node) throws(SpecError) {
        var accessibility = NodeAccessibility()
        accessibility.label = try reader.string("accessibilityLabel")
        accessibility.value = try reader.string("accessibilityValue")
        accessibility.hint = try reader.string("accessibilityHint")
        accessibility.hidden = try reader.bool("accessibilityHidden") ?? false
        accessibility.traits = try traits(reader)
        accessibility.element = try reader.choice(
            "accessibilityElement", Self.grouping,
            expected:
                "true (the node is one element), false (it is not) or combine (one element joining those inside it)")
        accessibility.elements = try elements(reader, yaml: yaml, id: node.id, grouping: accessibility.element)
        node.accessibility = accessibility
        if let cap = try reader.choice(
            "maxCategory", ContentSizeCategory.init(name:),
            expected: "a content-size category (xs … xxxl, ax1 … ax5, or its long name)")
        {
            node.text?.maxCategory = cap
        }
    }

    static func grouping(_ text: String) -> AccessibilityGrouping? {
        switch text.lowercased() {
        case "true", "yes", "on": .element
        case "false", "no", "off": AccessibilityGrouping.none
        case "combine": .combine
        default: nil
        }
    }

    /// `accessibilityTraits: [header, button]` or one name.
    private func traits(_ reader: YAMLReader) throws(SpecError) -> AccessibilityTraits? {
        guard let value = reader.node("accessibilityTraits") else { return nil }
        let items: [Yams.Node]
        switch value {
        case .scalar: items = [value]
        case .sequence(let list): items = Array(list)
        case .mapping, .alias:
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "accessibilityTraits",
                expected: "a list of trait names")
        }
        var traits = AccessibilityTraits()
        for item in items {
            guard let name = item.scalar?.string else {
                throw .wrongType(
                    file: file, line: item.line, column: item.column, key: "accessibilityTraits",
                    expected: "a list of trait names")
            }
            guard let trait = AccessibilityTraits(name: name) else {
                let alias =
                    Self.traitAliases.first { $0.key.lowercased() == name.lowercased() }.map {
                        " (UIKit calls it \($0.value))"
                    } ?? ""
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: "accessibilityTraits", value: name,
                    expected: NodeParser.oneOf(AccessibilityTraits.named.map(\.name)) + alias)
            }
            traits.formUnion(trait)
        }
        return traits
    }

    /// `accessibilityElements: [id, …]`: ids of nodes inside this one, each once; not on a node that is itself an
    /// element.
    private func elements(
        _ reader: YAMLReader, yaml: Yams.Node, id: String, grouping: AccessibilityGrouping?
    ) throws(SpecError) -> [String]? {
        guard let value = reader.node("accessibilityElements") else { return nil }
        guard case .sequence(let list) = value else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "accessibilityElements",
                expected: "a list of node ids")
        }
        if let grouping, grouping != .none {
            throw .unsupported(
                file: file, line: value.line, column: value.column, feature: "`accessibilityElements` on an element",
                reason:
                    "\(id.debugDescription) has `accessibilityElement: \(grouping.rawValue)`, so VoiceOver does not look inside it"
            )
        }
        let inside = Self.descendantIDs(of: yaml)
        var ids: [String] = []
        for item in list {
            guard let name = item.scalar?.string else {
                throw .wrongType(
                    file: file, line: item.line, column: item.column, key: "accessibilityElements",
                    expected: "a list of node ids")
            }
            guard inside.contains(name) else {
                let known = inside.isEmpty ? "it has no children" : NodeParser.oneOf(inside)
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: "accessibilityElements", value: name,
                    expected: "the id of a node inside \(id.debugDescription): \(known)")
            }
            guard !ids.contains(name) else {
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: "accessibilityElements", value: name,
                    expected: "each id once")
            }
            ids.append(name)
        }
        return ids
    }

    /// The ids written under `children`, at any depth, in file order.
    static func descendantIDs(of yaml: Yams.Node) -> [String] {
        guard case .sequence(let children)? = yaml.mapping?["children"] else { return [] }
        return children.flatMap { child -> [String] in
            guard let id = child.mapping?["id"]?.scalar?.string else { return descendantIDs(of: child) }
            return [id] + descendantIDs(of: child)
        }
    }
}
