import PlumbCore
import Yams

/// `when:` — a node's overrides by trait (spec format: "Variants by trait").
///
/// A node may list overrides, each an `if:` condition and any node keys but `id` and `when`; those whose condition
/// holds in the environment replace (or add) their keys, in list order, before the node is parsed. The base parse
/// (no environment) checks every override on its own over the base node and all of them together, so a spec error
/// in an override is reported at load time with its line, whatever matrix is used later.
extension NodeParser {
    /// One `when:` entry: its condition and its keys.
    struct Override {
        var condition: TraitCondition
        var pairs: [(key: Yams.Node, value: Yams.Node)]
    }

    /// `yaml` with the `when:` overrides that hold in `environment` applied, or without `when:` in the base parse,
    /// after checking that each override parses.
    mutating func applyingVariants(
        _ yaml: Yams.Node, key: String, parentLayout: ContainerLayout?
    ) throws(SpecError) -> Yams.Node {
        guard case .mapping(let mapping) = yaml, let whenNode = mapping["when"] else { return yaml }
        let overrides = try parseOverrides(whenNode)
        let base = mapping.filter { $0.key.scalar?.string != "when" }.map { (key: $0.key, value: $0.value) }
        if let environment {
            let holding = overrides.filter { $0.condition.holds(in: environment) }
            return merged(yaml, base: base, overrides: holding)
        }
        conditions += overrides.map(\.condition)
        if isProbe { return merged(yaml, base: base, overrides: []) }
        for override in overrides {
            try check(merged(yaml, base: base, overrides: [override]), key: key, parentLayout: parentLayout)
        }
        if overrides.count > 1 {
            try check(merged(yaml, base: base, overrides: overrides), key: key, parentLayout: parentLayout)
        }
        return merged(yaml, base: base, overrides: [])
    }

    /// Parses a variant of a node with a throwaway copy of this parser, so ids and limits count once; the
    /// deprecated keys it meets (an override's own) are kept.
    private mutating func check(
        _ variant: Yams.Node, key: String, parentLayout: ContainerLayout?
    ) throws(SpecError) {
        var probe = self
        probe.isProbe = true
        _ = try probe.parse(variant, key: key, parentLayout: parentLayout)
        warnings = probe.warnings
    }

    /// The `when:` list.
    private func parseOverrides(_ node: Yams.Node) throws(SpecError) -> [Override] {
        guard case .sequence(let items) = node, !items.isEmpty else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: "when",
                expected: "a non-empty list of overrides, each with `if:`")
        }
        var overrides: [Override] = []
        for item in items {
            let reader = try YAMLReader(item, key: "when", file: file, context: "a `when:` override")
            guard let condition = reader.node("if") else {
                throw .missingKey(
                    file: file, line: item.line, column: item.column, key: "if", context: "a `when:` override")
            }
            var pairs: [(key: Yams.Node, value: Yams.Node)] = []
            for (keyNode, value) in reader.mapping where keyNode.scalar?.string != "if" {
                let name = keyNode.scalar?.string ?? ""
                if name == "id" || name == "when" {
                    throw .unsupported(
                        file: file, line: keyNode.line, column: keyNode.column,
                        feature: "`\(name)` in a `when:` override",
                        reason: name == "id"
                            ? "a node keeps its id in every environment"
                            : "overrides do not nest; list them in one `when:`")
                }
                pairs.append((keyNode, value))
            }
            overrides.append(Override(condition: try TraitConditionParser(file: file).parse(condition), pairs: pairs))
        }
        return overrides
    }

    /// The base pairs with each override's keys replacing the same keys (or added at the end), in order.
    private func merged(
        _ original: Yams.Node, base: [(key: Yams.Node, value: Yams.Node)], overrides: [Override]
    ) -> Yams.Node {
        var pairs = base
        for override in overrides {
            for pair in override.pairs {
                if let index = pairs.firstIndex(where: { $0.key.scalar?.string == pair.key.scalar?.string }) {
                    pairs[index].value = pair.value
                } else {
                    pairs.append(pair)
                }
            }
        }
        guard case .mapping(let mapping) = original else { return original }
        return .mapping(Yams.Node.Mapping(pairs.map { ($0.key, $0.value) }, mapping.tag, mapping.style, mapping.mark))
    }
}
