import PlumbCore
import Yams

/// A value a `$name` may stand for: a token (whose own `$name`s are resolved against the tokens when it is used),
/// or an argument of the component being used (inserted as written), with the file it was written in.
struct NamedValue {
    var value: Yams.Node
    var file: String
}

/// Replaces `$name` references in a YAML tree by arguments and tokens (`ValueReference` has the syntax).
///
/// Arguments are inserted as written, never searched for references again, so a title "$5 off" stays as it is. An
/// argument or token that is null (`~`) removes the key it is the value of, or the list item it is; a list in a
/// list item is spliced in, which is how a slot takes several nodes.
struct ValueSubstitution {
    /// The file of the tree being walked.
    let file: String
    /// Arguments by parameter name; empty outside a component.
    var arguments: [String: NamedValue] = [:]
    /// Tokens by dotted name.
    let tokens: [String: NamedValue]
    /// Tokens being resolved, to refuse a token defined through itself.
    var resolving: [String] = []
    /// The spec's limits: one `apply` makes at most `limits.expandedYAMLNodes` nodes, so tokens that name other
    /// tokens several times each (each level multiplying the last) are refused before they fill memory.
    var limits = SpecLimits.default

    /// The nodes one `apply` has made, and the tokens it has resolved with the nodes each made.
    ///
    /// A token resolves to the same value wherever it is used (arguments never reach into tokens, and a token
    /// resolved once has no cycle through it), so it is resolved once per `apply` and its size counted at each
    /// use: tokens naming other tokens ten times each cost what they make, not ten times that per level.
    struct Expansion {
        var nodes = 0
        var resolved: [String: (value: Yams.Node, size: Int)] = [:]
    }

    /// What a value became.
    enum Outcome {
        case node(Yams.Node)
        /// A null argument or token: the key or list item goes.
        case removed
        /// A list standing for a list item: its items take its place.
        case spliced([Yams.Node])
    }

    /// `node` with its references replaced; a reference at the top that is null or a list is refused.
    func apply(_ node: Yams.Node, what: String = "value") throws(SpecError) -> Yams.Node {
        var made = Expansion()
        return try apply(node, what: what, made: &made)
    }

    /// `apply`, adding the nodes made to `made`.
    private func apply(_ node: Yams.Node, what: String, made: inout Expansion) throws(SpecError) -> Yams.Node {
        switch try substitute(node, key: nil, made: &made) {
        case .node(let result): return result
        case .removed, .spliced:
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: what,
                expected: "a single value (its argument is null or a list)")
        }
    }

    private func substitute(_ node: Yams.Node, key: String?, made: inout Expansion) throws(SpecError) -> Outcome {
        made.nodes += 1
        if made.nodes > limits.expandedYAMLNodes {
            throw YAMLExpansion.overLimit(
                at: node, file: file, limits: limits, what: "a value with its `$` tokens and arguments substituted")
        }
        switch node {
        case .scalar(let scalar):
            return try substitute(scalar, at: node, made: &made)
        case .mapping(let mapping):
            var pairs: [(Yams.Node, Yams.Node)] = []
            for (keyNode, value) in mapping {
                switch try substitute(value, key: keyNode.scalar?.string, made: &made) {
                case .node(let result): pairs.append((keyNode, result))
                case .removed: continue
                case .spliced(let items): pairs.append((keyNode, .sequence(.init(items, .implicit, .any, value.mark))))
                }
            }
            return .node(.mapping(.init(try applying(pairs), mapping.tag, mapping.style, mapping.mark)))
        case .sequence(let sequence):
            var items: [Yams.Node] = []
            for item in sequence {
                let slotName = item.scalar.flatMap { ValueReference.whole($0.string) }
                switch try substitute(item, key: nil, made: &made) {
                case .node(let result):
                    items.append(key == "children" ? Self.namingSlot(result, name: slotName) : result)
                case .removed: continue
                case .spliced(let more): items += more
                }
            }
            return .node(.sequence(.init(items, sequence.tag, sequence.style, sequence.mark)))
        default:
            return .node(node)
        }
    }

    /// A scalar: a whole reference becomes its value; references inside a string become their text.
    private func substitute(
        _ scalar: Yams.Node.Scalar, at node: Yams.Node, made: inout Expansion
    ) throws(SpecError) -> Outcome {
        guard let pieces = ValueReference.pieces(scalar.string) else { return .node(node) }
        if pieces.count == 1, case .reference(let name) = pieces[0] {
            let value = try lookUp(name, at: node, made: &made)
            if Self.isNull(value) { return .removed }
            if case .sequence(let list) = value { return .spliced(Array(list)) }
            return .node(value)
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .reference(let name):
                let value = try lookUp(name, at: node, made: &made)
                guard let string = value.scalar?.string else {
                    throw .component(
                        .misplacedValue(
                            at: SpecLocation(file: file, line: node.line, column: node.column), name: name,
                            problem:
                                "is a \(value.mapping != nil ? "mapping or node" : "list"), which cannot be part of a text; write it as the whole value"
                        ))
                }
                text += Self.isNull(value) ? "" : string
            }
        }
        return .node(.scalar(.init(text, scalar.tag, scalar.style, scalar.mark)))
    }

    /// The argument or token `name`, a token's own references resolved.
    private func lookUp(_ name: String, at node: Yams.Node, made: inout Expansion) throws(SpecError) -> Yams.Node {
        let location = SpecLocation(file: file, line: node.line, column: node.column)
        if let argument = arguments[name] { return argument.value }
        guard let token = tokens[name] else {
            let known = arguments.keys.sorted() + tokens.keys.sorted()
            throw .component(.unknownValue(at: location, name: name, known: Array(known.prefix(40))))
        }
        guard resolving.count < Self.maximumTokenDepth else {
            throw .component(
                .misplacedValue(
                    at: location, name: name,
                    problem:
                        "goes through more than \(Self.maximumTokenDepth) tokens that name other tokens; name the value directly"
                ))
        }
        guard !resolving.contains(name) else {
            throw .component(
                .misplacedValue(
                    at: location, name: name,
                    problem:
                        "is defined through itself (\((resolving + [name]).map { "$" + $0 }.joined(separator: " → ")))")
            )
        }
        if let (value, size) = made.resolved[name] {
            made.nodes += size
            if made.nodes > limits.expandedYAMLNodes {
                throw YAMLExpansion.overLimit(
                    at: node, file: file, limits: limits, what: "a value with its `$` tokens and arguments substituted")
            }
            return value
        }
        var inner = ValueSubstitution(file: token.file, tokens: tokens, resolving: resolving + [name], limits: limits)
        inner.arguments = [:]
        let before = made.nodes
        let value = try inner.apply(token.value, what: name, made: &made)
        made.resolved[name] = (value, made.nodes - before)
        return value
    }

    /// `apply: $type.title` (or a list of such mappings): the mappings' keys added to this one's, its own keys
    /// winning and later mappings over earlier ones, like classes of a style sheet.
    private func applying(_ pairs: [(Yams.Node, Yams.Node)]) throws(SpecError) -> [(Yams.Node, Yams.Node)] {
        guard let index = pairs.firstIndex(where: { $0.0.scalar?.string == "apply" }) else { return pairs }
        let (key, value) = pairs[index]
        let sources: [Yams.Node]
        switch value {
        case .mapping: sources = [value]
        case .sequence(let list) where list.allSatisfy({ $0.mapping != nil }): sources = Array(list)
        default:
            throw .wrongType(
                file: file, line: key.line, column: key.column, key: "apply",
                expected: "a mapping of node keys, such as a type-style token ($type.title), or a list of them")
        }
        var result = pairs
        result.remove(at: index)
        var added: [(Yams.Node, Yams.Node)] = []
        for source in sources {
            for (key, value) in source.mapping ?? [:]
            where !result.contains(where: { $0.0.scalar?.string == key.scalar?.string }) {
                added.removeAll { $0.0.scalar?.string == key.scalar?.string }
                added.append((key, value))
            }
        }
        return result + added
    }

    /// A node tree given for a slot in `children` gets the parameter's name as its id when it has none.
    private static func namingSlot(_ node: Yams.Node, name: String?) -> Yams.Node {
        guard let name, case .mapping(var mapping) = node, mapping["id"] == nil else { return node }
        mapping["id"] = .scalar(.init(name, .implicit, .plain, node.mark))
        return .mapping(mapping)
    }

    /// How many tokens naming tokens a reference may go through.
    static let maximumTokenDepth = SpecLimits.maximumTokenDepth

    /// `~`, `null` or nothing, written plainly.
    static func isNull(_ node: Yams.Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
