import PlumbAssets
import PlumbCore
import Yams

/// Turns the `root:` mapping of a spec into a `Node` tree (docs/design.md §8 keys), checking every key and value.
struct NodeParser {
    /// The file being read: the spec's, or a component's while its body is parsed.
    var file: String
    /// Names accepted for `layout: manual` + `manual: NAME`.
    let manualLayouts: Set<String>
    /// The largest tree, text and constraint list accepted.
    let limits: SpecLimits
    /// First line of each id seen so far, for duplicate-id errors.
    var seenIDs: [String: Int] = [:]
    /// The level of the node being parsed (the root is 1), checked before parsing its children.
    var depth = 0
    /// Constraints parsed so far in the whole spec.
    private var constraintCount = 0
    /// The spec's `colors:` palette, for colour values.
    var palette: [String: Color] = [:]
    /// The spec's `symbols:` folder (absolute), for `symbol:` on image nodes.
    var symbolsFolder: String?
    /// The spec's asset catalogs (`assets:`, `--assets`), for `asset:` images.
    var assets = AssetCatalogs()
    /// The environment whose `when:` overrides apply, or `nil` for the base tree (every override is then checked).
    var environment: Environment?
    /// Every `when:` condition met so far, in file order (see `NodeParser+Variants.swift`).
    var conditions: [TraitCondition] = []
    /// Whether this parser only checks one variant of a node: nested `when:` lists are then read but not expanded
    /// again, so checking stays linear in the number of overrides.
    var isProbe = false
    /// The spec's components and tokens and the instances being parsed (`NodeParser+Components.swift`).
    var components = ComponentContext()
    /// Deprecated keys met so far (`SpecKeyAliases`), possibly more than once: `SpecLoader` keeps each once.
    var warnings: [SpecWarning] = []

    init(file: String, manualLayouts: Set<String>, limits: SpecLimits = .default) {
        self.file = file
        self.manualLayouts = manualLayouts
        self.limits = limits
    }

    static let nodeKeys =
        [
            "id", "kind", "size", "width", "height", "hidden", "hugging", "compression", "background", "borderColor",
            "borderWidth", "cornerRadius", "children", "layout", "frame", "on", "manual", "spacingAfter", "alignSelf",
            "overlap",
            "lints", "when", "state",
        ] + ButtonParser.keys + DecorationParser.keys + ControlParser.keys + SizeBoundsParser.keys + TintParser.keys
    static let textKeys =
        [
            "text", "style", "weight", "lines", "alignment", "color", "lineBreakMode", "writingDirection", "font",
            "italic", "fontSize",
            "maxCategory",
        ] + StringsParser.textKeys + TextStylingParser.keys
    /// Keys of container engines that later issues add (stack, constraints, sections); parsed as contract keys.
    static let engineKeys =
        ContainerParsers.stackKeys + ["constraints"] + SectionsParser.nodeKeys + InsetsParser.nodeKeys
        + ScrollParser.nodeKeys
        + ImageParser.keys
    static let layouts = ["none", "absolute", "manual", "stack", "constraints", "sections"]

    /// Parses one node and, recursively, its children.
    ///
    /// - Parameter parentLayout: the parent's layout, which decides whether `frame` is required.
    mutating func parse(
        _ yaml: Yams.Node, key: String, parentLayout: ContainerLayout?
    ) throws(SpecError) -> PlumbCore.Node {
        let yaml = try applyingVariants(yaml, key: key, parentLayout: parentLayout)
        if let instance = try parseInstance(yaml, key: key, parentLayout: parentLayout) { return instance }
        depth += 1
        defer { depth -= 1 }
        let reader = try YAMLReader(yaml, key: key, file: file, context: "a node")
        try reader.checkKeys(Self.nodeKeys + Self.textKeys + Self.engineKeys + AccessibilityParser.nodeKeys)
        let id = try reader.requiredString("id")
        try checkTreeLimits(id: id, at: yaml)
        let nodeID = try register(id, at: reader.node("id")!)
        let kind =
            try reader.choice("kind", NodeKind.init(rawValue:), expected: Self.oneOf(NodeKind.allCases.map(\.rawValue)))
            ?? Self.defaultKind(reader)
        try IgnoredKeys(file: file).checkKind(reader, kind: kind)
        try IgnoredKeys(file: file).checkFrame(reader, parentLayout: parentLayout)
        var node = PlumbCore.Node(
            id: nodeID, kind: kind, source: SpecLocation(file: file, line: yaml.line, column: yaml.column))
        if let size = try reader.numbers("size", counts: [2], in: 0...1e6) {
            node.intrinsicWidth = size[0]
            node.intrinsicHeight = size[1]
        }
        node.fixedWidth = try reader.number("width", in: 0...1e6)
        node.fixedHeight = try reader.number("height", in: 0...1e6)
        try SizeBoundsParser(file: file).parse(reader, into: &node)
        node.hidden = try reader.bool("hidden") ?? false
        node.isOn = try reader.bool("on") ?? false
        if let hugging = try reader.numbers("hugging", counts: [2], in: 1...1000) {
            node.hugging = AxisPriorities(horizontal: hugging[0], vertical: hugging[1])
        }
        if let compression = try reader.numbers("compression", counts: [2], in: 1...1000) {
            node.compression = AxisPriorities(horizontal: compression[0], vertical: compression[1])
        }
        try ImageParser(
            file: file, palette: palette, symbolsFolder: symbolsFolder, assets: assets, maxPixels: limits.imagePixels
        ).parse(reader, into: &node, id: id)
        node.style = try parseStyle(reader)
        node.style.decoration = try DecorationParser(file: file, colors: ColorParser(file: file, palette: palette))
            .parse(reader, kind: kind)
        try ButtonParser(file: file).checkStyle(reader, kind: kind)
        node.text = try parseText(reader, kind: kind)
        node.control = try ControlParser(file: file, symbolsFolder: symbolsFolder).parse(reader, kind: kind)
        node.controlState = try ControlStateParser(file: file).parse(reader, kind: kind)
        try AccessibilityParser(file: file).parse(reader, yaml: yaml, into: &node)
        try TintParser(file: file, palette: palette).parse(reader, into: &node)
        try ButtonParser(file: file, symbolsFolder: symbolsFolder).parse(reader, into: &node)
        node.layout = try parseLayout(reader, hasChildren: reader.has("children"), parentLayout: parentLayout)
        try checkEngineKeys(reader, layout: node.layout, kind: kind)
        try StructureChecker.checkChildren(reader, id: id, kind: kind, layout: node.layout, file: file)
        try InsetsParser(file: file).parse(reader, into: &node)
        try ScrollParser(file: file).parse(reader, into: &node)
        try checkConstraintLimit(node.layout, reader: reader)
        node.spacingAfter = try reader.number("spacingAfter", in: -1e6...1e6)
        try parseOverlap(reader, into: &node)
        node.lintSeverities = try LintsParser(file: file).parse(reader)
        node.contrastLevel = try LintsParser(file: file).contrastLevel(reader)
        node.alignSelf = try reader.choice(
            "alignSelf", { name in StackAlignment.allCases.first { $0.rawValue.lowercased() == name.lowercased() } },
            expected: Self.oneOf(StackAlignment.allCases.map(\.rawValue)))
        if let frame = try reader.numbers("frame", counts: [4]) {
            guard frame[2] >= 0, frame[3] >= 0 else {
                let f = reader.node("frame")!
                throw .invalidValue(
                    file: file, line: f.line, column: f.column, key: "frame",
                    value: frame.map(formatNumber).joined(separator: ", "),
                    expected: "[x, y, width, height] with a width and height of 0 or more")
            }
            node.frame = Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        } else if parentLayout == .absolute {
            throw .missingKey(
                file: file, line: yaml.line, column: yaml.column, key: "frame",
                context: "a child of an `absolute` container (node \(id.debugDescription))")
        }
        warnings += SpecKeyAliases.warnings(in: reader, node: node)
        if let children = reader.node("children") {
            guard case .sequence(let list) = children else {
                throw .wrongType(
                    file: file, line: children.line, column: children.column, key: "children",
                    expected: "a list of nodes")
            }
            // Refuse a list that cannot fit before parsing any of it, pointing at the first child over the limit.
            let room = limits.nodes - seenIDs.count
            if list.count > room {
                let first = list[max(0, room)]
                throw .overLimit(
                    file: file, line: first.line, column: first.column,
                    problem:
                        "node \(id.debugDescription) has \(list.count) children, and this one is node number \(limits.nodes + 1) of the spec",
                    limit: "nodes", value: limits.nodes)
            }
            for child in list { node.children.append(try parse(child, key: "children", parentLayout: node.layout)) }
        }
        try ScrollParser(file: file).checkTarget(reader, node: node)
        return node
    }

    /// Refuses the node when it is one level too deep or one node too many (`seenIDs` counts the nodes so far).
    private func checkTreeLimits(id: String, at yaml: Yams.Node) throws(SpecError) {
        if depth > limits.depth {
            throw .overLimit(
                file: file, line: yaml.line, column: yaml.column,
                problem: "node \(id.debugDescription) is nested \(depth) levels deep",
                limit: "depth", value: limits.depth)
        }
        if seenIDs.count >= limits.nodes {
            throw .overLimit(
                file: file, line: yaml.line, column: yaml.column,
                problem: "node \(id.debugDescription) is node number \(seenIDs.count + 1) of the spec",
                limit: "nodes", value: limits.nodes)
        }
    }

    /// Counts a constraint container's constraints towards the spec's total.
    private mutating func checkConstraintLimit(_ layout: ContainerLayout, reader: YAMLReader) throws(SpecError) {
        guard case .constraints(let parameters) = layout else { return }
        constraintCount += parameters.declarations.count
        if constraintCount > limits.constraints {
            let list = reader.node("constraints")!
            throw .overLimit(
                file: file, line: list.line, column: list.column,
                problem: "the spec has \(constraintCount) constraints up to here",
                limit: "constraints", value: limits.constraints)
        }
    }

    /// `overlap: allowed` (this container's descendants may overlap) or `overlap: [id, …]` (this node may overlap those).
    private func parseOverlap(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        guard let value = reader.node("overlap") else { return }
        if value.scalar?.string == "allowed" {
            node.allowsOverlap = true
        } else if case .sequence(let list) = value, list.allSatisfy({ $0.scalar != nil }) {
            node.overlapsWith = list.map { $0.scalar!.string }
        } else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "overlap",
                expected: "`allowed` or a list of node ids")
        }
    }

    /// `background`, `borderColor`, `borderWidth`, `cornerRadius`.
    private func parseStyle(_ reader: YAMLReader) throws(SpecError) -> NodeStyle {
        let colors = ColorParser(file: file, palette: palette)
        return NodeStyle(
            background: try colors.color(reader, "background"),
            borderColor: try colors.color(reader, "borderColor"),
            borderWidth: try reader.number("borderWidth", in: 0...1000) ?? 0,
            // Radii per corner (a mapping) are the decoration's; a number is every corner's.
            cornerRadius: reader.node("cornerRadius")?.mapping != nil
                ? 0 : try reader.number("cornerRadius", in: 0...1e6) ?? 0)
    }

    /// The kind of a node that gives none: a leaf with `text:`, `key:` or `runs:` is a text (a label is what a UIKit
    /// developer means by `{id: title, text: Hello}`), a leaf with `src:` or `symbol:` an image; anything else a box.
    static func defaultKind(_ reader: YAMLReader) -> NodeKind {
        guard !reader.has("children"), !reader.has("layout") else { return .box }
        if reader.has("text") || reader.has("key") || reader.has("runs") { return .text }
        return reader.has("src") || reader.has("symbol") ? .image : .box
    }

    /// Kinds that show a text: a text, a button's title, and the controls whose description says so
    /// (`ControlKind.showsText`: a text field's text, a navigation bar's title).
    static let textKinds: Set<NodeKind> = Set(
        NodeKind.allCases.filter { $0 == .text || $0 == .button || $0.controlKind?.showsText == true })

    /// The text keys; allowed on `textKinds` only.
    private func parseText(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) -> TextContent? {
        let present = Self.textKeys.filter {
            reader.has($0) && !($0 == "alignment" && kind != .text && kind != .button)
                && !(kind == .image && SymbolParser.keys.contains($0))
        }
        guard !present.isEmpty else { return nil }
        guard Self.textKinds.contains(kind) else {
            let key = reader.keys.first { present.contains($0.name) }!
            throw .unknownKey(file: file, line: key.line, column: key.column, key: key.name, allowed: Self.nodeKeys)
        }
        let string = try reader.string("text") ?? TextStylingParser.runsText(reader)
        if string.count > limits.textLength {
            let node = reader.node("text")!
            throw .overLimit(
                file: file, line: node.line, column: node.column, problem: "`text` is \(string.count) characters long",
                limit: "text", value: limits.textLength)
        }
        let style =
            try reader.choice("style", TextStyle.init(name:), expected: Self.oneOf(TextStyle.allCases.map(\.rawValue)))
            ?? .body
        var content = TextContent(
            string,
            style: style,
            weight: try reader.choice(
                "weight", FontWeight.init(name:), expected: Self.oneOf(FontWeight.allCases.map(\.rawValue))),
            lines: try reader.integer("lines", in: 0...100_000) ?? (kind == .text ? 0 : 1),
            alignment: try reader.choice(
                "alignment", { TextAlignment(rawValue: $0.lowercased()) },
                expected: Self.oneOf(TextAlignment.allCases.map(\.rawValue))) ?? .natural,
            color: try ColorParser(file: file, palette: palette).color(reader, "color") ?? .label,
            lineBreakMode: try reader.choice(
                "lineBreakMode", { LineBreakMode(rawValue: $0) },
                expected: Self.oneOf(LineBreakMode.allCases.map(\.rawValue))) ?? .truncateTail,
            writingDirection: try reader.choice(
                "writingDirection", { WritingDirection(rawValue: $0) },
                expected: Self.oneOf(WritingDirection.allCases.map(\.rawValue))) ?? .natural)
        if let family = try reader.string("font") {
            guard !family.allSatisfy({ $0 == " " }), !family.contains(",") else {
                let node = reader.node("font")!
                throw .invalidValue(
                    file: file, line: node.line, column: node.column, key: "font", value: family,
                    expected: "one font family name, such as \"Brand Sans\" (from the spec's `fonts:` or --fonts)")
            }
            content.fontFamily = family
        }
        content.italic = try reader.bool("italic") ?? false
        content.fontSize = try reader.number("fontSize", in: 1...1000)
        content.styling = try TextStylingParser(file: file, palette: palette, limits: limits).parse(reader)
        content.localized = try StringsParser(file: file).localizedText(reader)
        if let keyed = content.localized, !reader.has("text") { content.string = keyed.key }
        try Self.checkUnfilledFormat(reader, string, keyed: content.localized, file: file)
        return content
    }

    /// A `text:` holding a printf placeholder (`%@`, `%d`, …; `FormatPlaceholder`) with nothing to fill it: UIKit
    /// draws it as written and VoiceOver reads "percent at". A keyed text's `args:` or `count:` fill it.
    static func checkUnfilledFormat(
        _ reader: YAMLReader, _ string: String, keyed: LocalizedText?, file: String
    ) throws(SpecError) {
        guard keyed?.arguments == nil, keyed?.count == nil, let node = reader.node("text"),
            let placeholder = FormatPlaceholder.first(in: string)
        else { return }
        throw .invalidValue(
            file: file, line: node.line, column: node.column, key: "text", value: string,
            expected:
                "the text as it reads: `\(placeholder)` is a format placeholder, and with nothing to fill it UIKit draws it as written and VoiceOver reads it out; "
                + "fill it with `key:` and `args:` (docs/localisation.md), or write the value it stands for"
        )
    }

    /// `layout:` (default `absolute` for a node with children, none for a leaf) and `manual:`; `section:` on a
    /// child of a `sections` container.
    private func parseLayout(
        _ reader: YAMLReader, hasChildren: Bool, parentLayout: ContainerLayout?
    ) throws(SpecError) -> ContainerLayout {
        if let section = try SectionsParser(file: file).sectionIfPresent(reader, parentLayout: parentLayout) {
            return section
        }
        let name = try reader.choice(
            "layout", { Self.layouts.contains($0) ? $0 : nil }, expected: Self.oneOf(Self.layouts))
        let position = reader.node("layout") ?? reader.node("id")!
        switch name {
        case nil: return hasChildren ? .absolute : .none
        case "none": return .none
        case "absolute": return .absolute
        case "manual":
            guard let manual = try reader.string("manual") else {
                throw .missingKey(
                    file: file, line: position.line, column: position.column, key: "manual", context: "`layout: manual`"
                )
            }
            guard manualLayouts.contains(manual) else {
                let m = reader.node("manual")!
                // The registered names come from the caller (`PlumbCommand.main(layouts:)`, `.spec(_:layouts:)`).
                let expected =
                    manualLayouts.isEmpty
                    ? "a registered manual layout, and none is registered (register it: `.spec(path, layouts: [MyCell.self])`, `PlumbCommand.main(layouts:)`)"
                    : Self.oneOf(manualLayouts.sorted())
                        + " (or register yours: `.spec(path, layouts: [MyCell.self])`, `PlumbCommand.main(layouts:)`)"
                throw .invalidValue(
                    file: file, line: m.line, column: m.column, key: "manual", value: manual, expected: expected)
            }
            return .manual(manual)
        case "stack": return .stack(try ContainerParsers(file: file).stack(reader))
        case "constraints": return .constraints(try ContainerParsers(file: file).constraints(reader))
        default: return try SectionsParser(file: file).container(reader)  // "sections", the last of `layouts`
        }
    }

    /// Stack keys belong to stack containers and `constraints:` to constraint containers; `alignment` on a text
    /// node or button is text alignment.
    private func checkEngineKeys(_ reader: YAMLReader, layout: ContainerLayout, kind: NodeKind) throws(SpecError) {
        let isText = kind == .text || kind == .button
        for key in reader.keys {
            let needs: String?
            switch key.name {
            case "alignment" where isText: needs = nil
            case _ where ContainerParsers.stackKeys.contains(key.name):
                needs = layout.keyword == "stack" ? nil : "stack"
            case "constraints": needs = layout.keyword == "constraints" ? nil : "constraints"
            case "interSectionSpacing": needs = layout.keyword == "sections" ? nil : "sections"
            default: needs = nil
            }
            if let needs {
                throw .unsupported(
                    file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                    reason: "it applies to `layout: \(needs)` containers, and this node's layout is \(layout.keyword)")
            }
        }
    }

    static func oneOf(_ names: [String]) -> String { "one of " + names.joined(separator: ", ") }
}
