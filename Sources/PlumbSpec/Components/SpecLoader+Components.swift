import PlumbCore
import Yams

extension SpecLoader {
    /// Reads the spec's library (its `include:`s, `tokens:`, `components:` and `colors:`) into `parser`, and returns
    /// `root` with its `$token`s resolved (a spec without the component keys is returned as written).
    func prepareComponents(
        _ parser: inout NodeParser, reader: YAMLReader, root: Yams.Node
    ) throws(SpecError) -> Yams.Node {
        var includes = SpecIncludes(specFile: reader.file, roots: includeRoots)
        let library = try includes.library(of: reader)
        parser.palette = library.palette
        parser.components.library = library
        guard library.isActive else { return root }
        return try ValueSubstitution(file: reader.file, tokens: library.tokens, limits: limits).apply(
            root, what: "root")
    }

    /// The spec's `stories:`: for each, the spec with the story's arguments over its root's `args:`.
    func stories(
        of spec: Spec, reader: YAMLReader, root: Yams.Node, parser: NodeParser, lints: [String: LintSeverity]
    ) throws(SpecError) -> [SpecStory] {
        guard let list = reader.node("stories") else { return [] }
        let file = reader.file
        let entries = try YAMLReader(list, key: "stories", file: file, context: "`stories:`")
        guard case .mapping(let rootMapping) = root, let use = rootMapping["use"],
            let component = use.scalar.flatMap({ parser.components.library.components[$0.string] })
        else {
            throw .component(
                .misuse(
                    at: SpecLocation(file: file, line: list.line, column: list.column),
                    problem:
                        "`stories:` sets the arguments of the root's component, and the root is not a `use:` of a known component; write `root: {id: button, use: button, args: {…}}`"
                ))
        }
        var stories: [SpecStory] = []
        var slugs: [String: SpecLocation] = [:]
        for (keyNode, value) in entries.mapping {
            let name = keyNode.scalar?.string ?? ""
            let location = SpecLocation(file: file, line: keyNode.line, column: keyNode.column)
            let slug = SpecStory.slug(name)
            guard !slug.isEmpty else {
                throw .invalidValue(
                    file: file, line: keyNode.line, column: keyNode.column, key: "stories", value: name,
                    expected: "a story name with at least one letter or digit")
            }
            if let first = slugs[slug] {
                throw .component(.duplicate(at: location, what: "story", name: slug, first: first))
            }
            slugs[slug] = location
            var storyParser = parser
            let storyRoot = try Self.storyRoot(root, args: value, component: component, parser: storyParser, file: file)
            var storyTree = try storyParser.parse(storyRoot, key: "root", parentLayout: nil)
            storyTree.lintSeverities = lints.merging(storyTree.lintSeverities) { _, node in node }
            if storyTree.contrastLevel == nil {
                storyTree.contrastLevel = try LintsParser(file: file).contrastLevel(reader)
            }
            try ReferenceChecker.check(storyTree, file: file)
            var story = spec
            story.name = spec.name + "/" + slug
            story.root = storyTree
            story.warnings = (spec.warnings + storyParser.warnings).distinctInFileOrder
            story.variants =
                storyParser.conditions.isEmpty
                ? nil
                : SpecVariants(
                    rootYAML: storyRoot, parser: parser, conditions: storyParser.conditions, baseRoot: storyTree)
            // The story's keyed texts are localised from its own tree, not from the spec's cached ones.
            story.localizedTrees = nil
            try story.setStrings(spec.strings)
            stories.append(SpecStory(name: name, slug: slug, spec: story))
        }
        return stories
    }

    /// The root with the story's arguments (tokens resolved, each declared) over its own `args:`.
    private static func storyRoot(
        _ root: Yams.Node, args: Yams.Node, component: ComponentDefinition, parser: NodeParser, file: String
    ) throws(SpecError) -> Yams.Node {
        guard case .mapping(let mapping) = root else { return root }
        var pairs = mapping.map { (key: $0.key, value: $0.value) }
        guard !ValueSubstitution.isNull(args) else { return root }
        let story = try YAMLReader(args, key: "stories", file: file, context: "a story's arguments")
        try NodeParser.checkArguments(story, of: component, file: file)
        let resolved = try ValueSubstitution(
            file: file, tokens: parser.components.library.tokens, limits: parser.limits
        ).apply(args, what: "stories")
        var merged: [(Yams.Node, Yams.Node)] = []
        if let index = pairs.firstIndex(where: { $0.key.scalar?.string == "args" }),
            case .mapping(let own) = pairs[index].value
        {
            merged = own.map { ($0.key, $0.value) }
        }
        for (keyNode, value) in resolved.mapping ?? [:] {
            if let index = merged.firstIndex(where: { $0.0.scalar?.string == keyNode.scalar?.string }) {
                merged[index].1 = value
            } else {
                merged.append((keyNode, value))
            }
        }
        let argsNode = Yams.Node.mapping(.init(merged, .implicit, .block, args.mark))
        if let index = pairs.firstIndex(where: { $0.key.scalar?.string == "args" }) {
            pairs[index].value = argsNode
        } else {
            pairs.append((key: .scalar(.init("args", .implicit, .plain, args.mark)), value: argsNode))
        }
        return .mapping(Yams.Node.Mapping(pairs.map { ($0.key, $0.value) }, mapping.tag, mapping.style, mapping.mark))
    }
}

/// One entry of a spec's `stories:` (spec format: "Stories").
public struct SpecStory: Sendable {
    /// As written: "Long title".
    public var name: String
    /// For labels and file names: "long-title".
    public var slug: String
    /// The spec with the story's arguments; its `name` is `spec/slug`.
    public var spec: Spec

    /// Lower-case letters and digits, runs of anything else as one `-`, none at either end.
    public static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }
}

extension Spec {
    /// The story `name` (as written, or its file-name form, case-insensitively).
    ///
    /// - Throws: `SpecError` naming the spec's stories when it has no such story.
    public func story(named name: String) throws(SpecError) -> Spec {
        if let story = stories.first(where: {
            $0.slug == SpecStory.slug(name) || $0.name.lowercased() == name.lowercased()
        }) {
            return story.spec
        }
        let names = stories.map(\.slug)
        let known = names.isEmpty ? "the spec has no `stories:`" : "expected one of: \(names.joined(separator: ", "))"
        throw .component(
            .misuse(
                at: SpecLocation(file: file, line: 1, column: 1),
                problem:
                    "no story \(name.debugDescription)\(Suggestion.didYouMean(SpecStory.slug(name), in: names)) (\(known))"
            ))
    }
}
