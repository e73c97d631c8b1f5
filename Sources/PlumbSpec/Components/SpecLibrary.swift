import PlumbCore
import Yams

/// The components, tokens and colours a spec can use: its own `components:`, `tokens:` and `colors:` and those of
/// the files it `include:`s, transitively (spec format: "Components").
///
/// Each name is defined once across the spec and its includes; a file reached twice (two includes sharing a
/// tokens file) is read once.
struct SpecLibrary {
    var components: [String: ComponentDefinition] = [:]
    /// Tokens by dotted name: every group (`space`) and every value in it (`space.m`).
    var tokens: [String: NamedValue] = [:]
    var tokenLocations: [String: SpecLocation] = [:]
    var palette: [String: Color] = [:]
    var paletteLocations: [String: SpecLocation] = [:]
    /// Whether the spec uses components, tokens or includes: only then are `$name`s in its root resolved, so
    /// that a spec without them keeps every `$` as written.
    var isActive = false

    /// The keys this grammar adds at the top of a spec.
    static let topKeys = ["include", "tokens", "components", "stories"]

    /// Adds the `components:`, `tokens:` and `colors:` of one file (its includes already added).
    mutating func add(_ reader: YAMLReader) throws(SpecError) {
        let file = reader.file
        if reader.has("include") || reader.has("tokens") || reader.has("components") || reader.has("stories") {
            isActive = true
        }
        if let colors = reader.node("colors") {
            let own = try ColorParser.palette(colors, file: file, base: palette)
            for (keyNode, _) in colors.mapping ?? [:] {
                let name = keyNode.scalar?.string ?? ""
                let location = SpecLocation(file: file, line: keyNode.line, column: keyNode.column)
                if let first = paletteLocations[name] {
                    throw .component(.duplicate(at: location, what: "colour", name: name, first: first))
                }
                paletteLocations[name] = location
                palette[name] = own[name]
            }
        }
        if let tokens = reader.node("tokens") { try addTokens(tokens, prefix: "", file: file) }
        if let components = reader.node("components") {
            let list = try YAMLReader(components, key: "components", file: file, context: "`components:`")
            for (keyNode, value) in list.mapping {
                let name = keyNode.scalar?.string ?? ""
                let location = SpecLocation(file: file, line: keyNode.line, column: keyNode.column)
                guard ValueReference.isName(name) else {
                    throw .invalidValue(
                        file: file, line: keyNode.line, column: keyNode.column, key: "components", value: name,
                        expected: "a component name: a letter or _ then letters, digits, _, - or .")
                }
                if let first = self.components[name] {
                    throw .component(.duplicate(at: location, what: "component", name: name, first: first.location))
                }
                self.components[name] = try ComponentDefinition.parse(name: name, at: keyNode, value, file: file)
            }
        }
    }

    /// `tokens:` — a mapping of names to values; a mapping value is a group whose entries are named `group.entry`
    /// (and which is itself a value, for a `{style:, weight:}` type style).
    private mutating func addTokens(_ node: Yams.Node, prefix: String, file: String) throws(SpecError) {
        let reader = try YAMLReader(
            node, key: prefix.isEmpty ? "tokens" : String(prefix.dropLast()), file: file, context: "`tokens:`")
        for (keyNode, value) in reader.mapping {
            let segment = keyNode.scalar?.string ?? ""
            let name = prefix + segment
            let location = SpecLocation(file: file, line: keyNode.line, column: keyNode.column)
            guard ValueReference.isName(name) else {
                throw .invalidValue(
                    file: file, line: keyNode.line, column: keyNode.column, key: "tokens", value: segment,
                    expected: "a token name: a letter or _ then letters, digits, _ or - (groups nest with mappings)")
            }
            if let first = tokenLocations[name] {
                throw .component(.duplicate(at: location, what: "token", name: name, first: first))
            }
            tokenLocations[name] = location
            tokens[name] = NamedValue(value: value, file: file)
            if case .mapping = value { try addTokens(value, prefix: name + ".", file: file) }
        }
    }
}
