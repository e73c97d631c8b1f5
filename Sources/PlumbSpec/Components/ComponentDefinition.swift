import PlumbCore
import Yams

/// One entry of `components:`: a named node tree with declared parameters (spec format: "Components").
///
/// ```yaml
/// components:
///   list-row:
///     params: [title, subtitle: "", accessory: ~]   # a bare name is required; `name: default` is optional
///     root: {id: row, layout: stack, children: [{id: title, kind: text, text: $title}, $accessory]}
/// ```
struct ComponentDefinition {
    /// One declared parameter: its default, or `nil` when the argument is required.
    struct Parameter {
        var name: String
        var defaultValue: Yams.Node?
        var location: SpecLocation
    }

    var name: String
    /// In declaration order.
    var parameters: [Parameter]
    /// The tree written under `root:`, before substitution.
    var root: Yams.Node
    /// The file that defines it, for errors and `Node.source`.
    var file: String
    /// Where its name is written.
    var location: SpecLocation

    func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }

    static let keys = ["params", "root"]

    /// Parses `components:`' entry `name` of `file`.
    static func parse(
        name: String, at keyNode: Yams.Node, _ yaml: Yams.Node, file: String
    ) throws(SpecError) -> ComponentDefinition {
        let reader = try YAMLReader(yaml, key: name, file: file, context: "component `\(name)`")
        try reader.checkKeys(keys)
        guard let root = reader.node("root") else {
            throw .missingKey(
                file: file, line: yaml.line, column: yaml.column, key: "root", context: "component `\(name)`")
        }
        guard root.mapping != nil else {
            throw .wrongType(
                file: file, line: root.line, column: root.column, key: "root", expected: "a node (a mapping with `id:`)"
            )
        }
        var parameters: [Parameter] = []
        if let list = reader.node("params") { parameters = try parseParameters(list, file: file) }
        let location = SpecLocation(file: file, line: keyNode.line, column: keyNode.column)
        return ComponentDefinition(name: name, parameters: parameters, root: root, file: file, location: location)
    }

    /// `params:` — a list of bare names (required) and `name: default` pairs, or a mapping of names to defaults.
    private static func parseParameters(_ node: Yams.Node, file: String) throws(SpecError) -> [Parameter] {
        var pairs: [(key: Yams.Node, value: Yams.Node?)] = []
        switch node {
        case .mapping(let mapping):
            _ = try YAMLReader(node, key: "params", file: file, context: "`params`")  // plain, unique keys
            pairs = mapping.map { ($0.key, $0.value) }
        case .sequence(let items):
            for item in items {
                if item.scalar != nil {
                    pairs.append((item, nil))
                } else if case .mapping(let mapping) = item, mapping.count == 1 {
                    pairs.append((mapping.first!.key, mapping.first!.value))
                } else {
                    throw .wrongType(
                        file: file, line: item.line, column: item.column, key: "params",
                        expected: "a parameter name (required) or `name: default` (optional)")
                }
            }
        default:
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: "params",
                expected: "a list of parameter names (required) and `name: default` pairs (optional)")
        }
        var parameters: [Parameter] = []
        for pair in pairs {
            let name = pair.key.scalar?.string ?? ""
            guard ValueReference.isName(name), !name.contains(".") else {
                throw .invalidValue(
                    file: file, line: pair.key.line, column: pair.key.column, key: "params", value: name,
                    expected: "a parameter name: a letter or _ then letters, digits, _ or -")
            }
            if let first = parameters.first(where: { $0.name == name }) {
                throw .duplicateKey(
                    file: file, line: pair.key.line, column: pair.key.column,
                    key: name + " (first at line \(first.location.line))")
            }
            let location = SpecLocation(file: file, line: pair.key.line, column: pair.key.column)
            parameters.append(Parameter(name: name, defaultValue: pair.value, location: location))
        }
        return parameters
    }
}
