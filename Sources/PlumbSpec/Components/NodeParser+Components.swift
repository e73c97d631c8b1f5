import PlumbCore
import Yams

/// What a `NodeParser` knows of components: the spec's library and the instances it is inside.
struct ComponentContext {
    var library = SpecLibrary()
    /// The instances being parsed, innermost last.
    var scopes: [InstanceScope] = []
}

/// One component instance being parsed.
struct InstanceScope {
    var component: String
    /// The instance's id in the tree (its root's), which prefixes the ids inside it: `row1` → `row1.title`.
    var id: String
    /// The depth at which the instance's root is parsed.
    var rootDepth: Int
    /// The ids written in the component (and its slots) → the ids they get, for references (constraints, overlaps,
    /// reading orders), which the component writes with its own ids.
    var names: [String: String] = [:]
    /// Where the arguments were written, so errors and `Node.source` inside them name their file.
    var relocation: ArgumentRelocation
}

/// `use: NAME` — a component instance (spec format: "Components").
extension NodeParser {
    /// Keys a `use:` node cannot override: they make the component what it is.
    static let fixedInstanceKeys = ["children", "kind", "layout"]

    /// The instance when `yaml` is a `use:` node: the component's tree with the arguments substituted, its root
    /// taking the using node's id and any other keys written beside `use:` (a `frame`, `width`, `spacingAfter`…),
    /// every id inside prefixed with the instance's.
    mutating func parseInstance(
        _ yaml: Yams.Node, key: String, parentLayout: ContainerLayout?
    ) throws(SpecError) -> PlumbCore.Node? {
        guard case .mapping(let mapping) = yaml, let useNode = mapping["use"] else { return nil }
        let reader = try YAMLReader(yaml, key: key, file: file, context: "a `use:` node")
        let component = try definition(named: useNode)
        for fixed in reader.keys where Self.fixedInstanceKeys.contains(fixed.name) {
            throw .component(
                .misuse(
                    at: SpecLocation(file: file, line: fixed.line, column: fixed.column),
                    problem:
                        "`\(fixed.name)` cannot be set on a `use:` node: component `\(component.name)` (defined at \(component.location)) decides it; "
                        + (fixed.name == "children"
                            ? "pass nodes through a parameter instead (a slot: `children: [$accessory]` in the component)"
                            : "change the component or add a parameter")))
        }
        let useID = try reader.requiredString("id")
        let arguments = try self.arguments(for: component, reader: reader, at: useNode)
        let usedAt = SpecLocation(file: file, line: yaml.line, column: yaml.column)
        let relocation = ArgumentRelocation(
            argumentFile: file, componentFile: component.file,
            arguments: arguments.values.filter { $0.file == file }.map(\.value)
                + mapping.filter { $0.key.scalar?.string != "use" }.flatMap { [$0.key, $0.value] })
        var body: Yams.Node
        do {
            body = try ValueSubstitution(
                file: component.file, arguments: arguments, tokens: components.library.tokens, limits: limits
            ).apply(component.root, what: "root")
        } catch {
            throw Self.placed(error, relocation: relocation, component: component.name, usedAt: usedAt)
        }
        let localRootID = body.mapping?["id"]?.scalar?.string
        body = Self.instanceRoot(
            body, overrides: mapping.filter { !["use", "args"].contains($0.key.scalar?.string ?? "") })

        let instanceID = scopedID(useID, depth: depth + 1).id
        var scope = InstanceScope(
            component: component.name, id: instanceID, rootDepth: depth + 1, relocation: relocation)
        if let localRootID { scope.names[localRootID] = instanceID }
        let usingFile = file
        file = component.file
        components.scopes.append(scope)
        defer { file = usingFile }
        var node: PlumbCore.Node
        let firstWarning = warnings.count
        do {
            node = try parse(body, key: key, parentLayout: parentLayout)
        } catch {
            components.scopes.removeLast()
            throw Self.placed(error, relocation: relocation, component: component.name, usedAt: usedAt)
        }
        // A deprecated key written in an argument is the argument's file's, as an error there would be.
        for index in warnings.indices.dropFirst(firstWarning) where relocation.isArgument(warnings[index].location) {
            warnings[index] = warnings[index].inFile(relocation.argumentFile)
        }
        let finished = components.scopes.removeLast()
        node.renameReferences(finished.names)
        if component.file != usingFile { node.relocateSources(relocation) }
        node.source = usedAt
        return node
    }

    /// `error`, raised inside an instance: in an argument, located in the argument's file; in the component's
    /// tree, with a note naming the use; a cycle as it is (it names its chain).
    private static func placed(
        _ error: SpecError, relocation: ArgumentRelocation, component: String, usedAt: SpecLocation
    ) -> SpecError {
        if case .component(.cycle) = error { return error }
        if let position = error.position,
            relocation.isArgument(SpecLocation(file: error.file, line: position.line, column: position.column))
        {
            return relocation.relocated(error)
        }
        return .component(.inInstance(error, component: component, usedAt: usedAt))
    }

    /// The id a node written as `id` at `depth` gets, and the instance that owns the name: inside an instance,
    /// the instance's id and a dot before it; the root of an instance (or of a chain of components whose root is
    /// another component) belongs to the instance around it.
    func scopedID(_ id: String, depth: Int) -> (id: String, owner: Int?) {
        var index = components.scopes.count - 1
        while index >= 0, components.scopes[index].rootDepth == depth { index -= 1 }
        guard index >= 0 else { return (id, nil) }
        return (components.scopes[index].id + "." + id, index)
    }

    /// Records a node's id (refusing one already used) and returns the id it gets in the tree.
    mutating func register(_ id: String, at idNode: Yams.Node) throws(SpecError) -> String {
        let (scoped, owner) = scopedID(id, depth: depth)
        if let first = seenIDs[scoped] {
            throw .duplicateID(file: file, line: idNode.line, column: idNode.column, id: scoped, firstLine: first)
        }
        seenIDs[scoped] = idNode.line
        if let owner { components.scopes[owner].names[id] = scoped }
        return scoped
    }

    /// The component `use:` names, refusing an unknown one or one that would contain itself.
    private func definition(named useNode: Yams.Node) throws(SpecError) -> ComponentDefinition {
        let at = SpecLocation(file: file, line: useNode.line, column: useNode.column)
        guard let name = useNode.scalar?.string else {
            throw .wrongType(
                file: file, line: useNode.line, column: useNode.column, key: "use", expected: "the name of a component")
        }
        guard let component = components.library.components[name] else {
            throw .component(.unknownComponent(at: at, name: name, known: components.library.components.keys.sorted()))
        }
        if let start = components.scopes.firstIndex(where: { $0.component == name }) {
            throw .component(.cycle(at: at, chain: components.scopes[start...].map(\.component) + [name]))
        }
        return component
    }

    /// The values of the component's parameters: `args:` over the defaults, each argument declared and each
    /// parameter without a default given.
    private func arguments(
        for component: ComponentDefinition, reader: YAMLReader, at useNode: Yams.Node
    ) throws(SpecError) -> [String: NamedValue] {
        var given: [String: NamedValue] = [:]
        if let args = reader.node("args"), !ValueSubstitution.isNull(args) {
            let list = try YAMLReader(args, key: "args", file: file, context: "`args:`")
            for (keyNode, value) in list.mapping {
                given[keyNode.scalar?.string ?? ""] = NamedValue(value: value, file: file)
            }
            try Self.checkArguments(list, of: component, file: file)
        }
        return try Self.completing(
            given, for: component, tokens: components.library.tokens, limits: limits,
            at: SpecLocation(file: file, line: useNode.line, column: useNode.column))
    }

    /// Refuses an argument the component does not declare, at its key.
    static func checkArguments(_ args: YAMLReader, of component: ComponentDefinition, file: String) throws(SpecError) {
        for key in args.keys where component.parameter(key.name) == nil {
            throw .component(
                .unknownArgument(
                    at: SpecLocation(file: file, line: key.line, column: key.column), argument: key.name,
                    component: component.name,
                    parameters: component.parameters.map(\.name), definedAt: component.location))
        }
    }

    /// `given` with the defaults of the parameters it leaves out (their tokens resolved); a required one missing
    /// is an error at `use`.
    static func completing(
        _ given: [String: NamedValue], for component: ComponentDefinition, tokens: [String: NamedValue],
        limits: SpecLimits = .default, at use: SpecLocation
    ) throws(SpecError) -> [String: NamedValue] {
        var values = given
        for parameter in component.parameters where values[parameter.name] == nil {
            guard let value = parameter.defaultValue else {
                throw .component(
                    .missingArgument(
                        at: use, parameter: parameter.name, component: component.name, declaredAt: parameter.location))
            }
            let resolved =
                ValueSubstitution.isNull(value)
                ? value
                : try ValueSubstitution(file: component.file, tokens: tokens, limits: limits).apply(
                    value, what: parameter.name)
            values[parameter.name] = NamedValue(value: resolved, file: component.file)
        }
        return values
    }

    /// The component's root with the using node's `id` and its other keys in place of the root's own.
    private static func instanceRoot(_ body: Yams.Node, overrides: [(key: Yams.Node, value: Yams.Node)]) -> Yams.Node {
        guard case .mapping(let mapping) = body else { return body }
        var pairs = mapping.map { (key: $0.key, value: $0.value) }
        for override in overrides {
            if let index = pairs.firstIndex(where: { $0.key.scalar?.string == override.key.scalar?.string }) {
                pairs[index].value = override.value
            } else {
                pairs.append(override)
            }
        }
        return .mapping(Yams.Node.Mapping(pairs.map { ($0.key, $0.value) }, mapping.tag, mapping.style, mapping.mark))
    }
}
