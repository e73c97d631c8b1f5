import PlumbCore
import Yams

/// Parses `layout: sections` containers and their sections (`section:` on each child) into `SectionsParameters`.
///
/// Dimensions are written as a number (absolute points) or a string `KIND VALUE`: `absolute 44`,
/// `fractionalWidth 0.5`, `fractionalHeight 1`, `estimated 216`, `uniformAcrossSiblings 216`. Spacings are a
/// number (fixed) or `fixed 12` / `flexible 8`. docs/spec-format.md ("Sections") has the whole grammar.
struct SectionsParser {
    let file: String

    /// Node keys this parser owns.
    static let nodeKeys = ["section", "interSectionSpacing"]
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonal", "header", "footer",
        "supplementariesFollowContentInsets",
    ]
    static let groupKeys = ["axis", "width", "height", "items", "count", "interItemSpacing"]
    static let itemKeys = ["width", "height", "contentInsets", "edgeSpacing"]
    static let boundaryKeys = ["id", "width", "height", "alignment"]
    static let dimensionKinds = [
        "absolute", "fractionalWidth", "fractionalHeight", "estimated", "uniformAcrossSiblings",
    ]
    static let dimensionSyntax =
        "a number of points or \"KIND VALUE\" with KIND one of " + dimensionKinds.joined(separator: ", ")

    /// `layout: sections`: the container, with its optional `interSectionSpacing`. Every child must be a section.
    func container(_ reader: YAMLReader) throws(SpecError) -> ContainerLayout {
        if case .sequence(let children)? = reader.node("children") {
            for child in children {
                guard case .mapping(let mapping) = child, mapping["section"] == nil else { continue }
                throw .missingKey(
                    file: file, line: child.line, column: child.column, key: "section",
                    context:
                        "a child of a `layout: sections` container (node \((mapping["id"]?.scalar?.string ?? "?").debugDescription))"
                )
            }
        }
        let spacing = try reader.number("interSectionSpacing", in: 0...1e6) ?? 0
        return .sections(.container(SectionsConfiguration(interSectionSpacing: spacing)))
    }

    /// The node's `section:`, when it has one; it must be a child of a `sections` container and have no `layout:`.
    func sectionIfPresent(_ reader: YAMLReader, parentLayout: ContainerLayout?) throws(SpecError) -> ContainerLayout? {
        guard let mapping = reader.node("section") else { return nil }
        let key = reader.keys.first { $0.name == "section" }!
        guard case .sections(.container)? = parentLayout else {
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`section`",
                reason: "it applies to the children of a `layout: sections` container")
        }
        if let layout = reader.keys.first(where: { $0.name == "layout" }) {
            throw .unsupported(
                file: file, line: layout.line, column: layout.column, feature: "`layout` on a section",
                reason:
                    "a section lays out its children as items in groups; put a container inside it as an item instead")
        }
        if let spacing = reader.keys.first(where: { $0.name == "interSectionSpacing" }) {
            throw .unsupported(
                file: file, line: spacing.line, column: spacing.column, feature: "`interSectionSpacing` on a section",
                reason: "it applies to the `layout: sections` container")
        }
        return .sections(.section(try section(mapping, childIDs: Self.childIDs(reader))))
    }

    /// The `section:` mapping.
    func section(_ node: Yams.Node, childIDs: [String]) throws(SpecError) -> SectionLayout {
        let reader = try YAMLReader(node, key: "section", file: file, context: "`section`")
        try reader.checkKeys(Self.sectionKeys)
        var section = SectionLayout()
        if let group = reader.node("group") { section.group = try self.group(group) }
        if let insets = reader.node("contentInsets") {
            section.contentInsets = try ContainerParsers(file: file).insets(insets, key: "contentInsets")
        }
        section.interGroupSpacing = try reader.number("interGroupSpacing", in: 0...1e6) ?? 0
        section.isOrthogonal = try reader.bool("orthogonal") ?? false
        section.supplementariesFollowContentInsets = try reader.bool("supplementariesFollowContentInsets") ?? true
        for (key, isTop) in [("header", true), ("footer", false)] {
            guard let value = reader.node(key) else { continue }
            let item = try boundaryItem(value, key: key, isTop: isTop, childIDs: childIDs)
            if let other = section.boundaryItems.first(where: { $0.id == item.id }) {
                let id = try YAMLReader(value, key: key, file: file, context: "`\(key)`").node("id")!
                throw .invalidValue(
                    file: file, line: id.line, column: id.column, key: "id", value: item.id,
                    expected: "a child other than the \(other.alignment.isTop ? "header" : "footer")")
            }
            section.boundaryItems.append(item)
        }
        return section
    }

    /// `group:` — `axis`, `width`, `height`, `items` (a list of item sizes) or `count`, `interItemSpacing`.
    func group(_ node: Yams.Node) throws(SpecError) -> SectionGroup {
        let reader = try YAMLReader(node, key: "group", file: file, context: "`group`")
        try reader.checkKeys(Self.groupKeys)
        let axis =
            try reader.choice("axis", { Axis(rawValue: $0.lowercased()) }, expected: "horizontal or vertical")
            ?? .horizontal
        let width = try dimension(reader, "width") ?? .fractionalWidth(1)
        let height = try dimension(reader, "height") ?? .estimated(44)
        let count = try reader.integer("count", in: 1...1000)
        var subitems: [SectionItem] = [SectionItem()]
        if let list = reader.node("items") {
            guard case .sequence(let sequence) = list, !sequence.isEmpty else {
                throw .wrongType(
                    file: file, line: list.line, column: list.column, key: "items",
                    expected: "a non-empty list of item sizes")
            }
            subitems = []
            for item in sequence { subitems.append(try self.item(item, countAxis: count == nil ? nil : axis)) }
        }
        if count != nil, (axis == .horizontal ? width : height).isEstimated {
            let countNode = reader.node("count")!
            throw .unsupported(
                file: file, line: countNode.line, column: countNode.column,
                feature: "`count` in a group whose \(axis == .horizontal ? "width" : "height") is estimated",
                reason: "the items share the group's length, so it must be absolute or fractional")
        }
        return SectionGroup(
            axis: axis, size: LayoutSize(width: width, height: height), subitems: subitems, count: count,
            interItemSpacing: try spacing(reader, "interItemSpacing") ?? .fixed(0))
    }

    /// One entry of `items:` — `width`, `height`, `contentInsets`, `edgeSpacing`. In a `count` group the length
    /// along the axis is computed, so giving it is an error.
    func item(_ node: Yams.Node, countAxis: Axis?) throws(SpecError) -> SectionItem {
        let reader = try YAMLReader(node, key: "items", file: file, context: "an item")
        try reader.checkKeys(Self.itemKeys)
        if let axis = countAxis,
            let key = reader.keys.first(where: { $0.name == (axis == .horizontal ? "width" : "height") })
        {
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "an item `\(key.name)` in a `count` group",
                reason: "with `count`, the items share the group's \(key.name) equally")
        }
        var item = SectionItem()
        if let width = try dimension(reader, "width") { item.size.width = width }
        if let height = try dimension(reader, "height") { item.size.height = height }
        if let insets = reader.node("contentInsets") {
            item.contentInsets = try ContainerParsers(file: file).insets(insets, key: "contentInsets")
        }
        if let edges = reader.node("edgeSpacing") {
            let edgeReader = try YAMLReader(edges, key: "edgeSpacing", file: file, context: "`edgeSpacing`")
            try edgeReader.checkKeys(["leading", "top", "trailing", "bottom"])
            item.edgeSpacing = EdgeSpacing(
                leading: try spacing(edgeReader, "leading"), top: try spacing(edgeReader, "top"),
                trailing: try spacing(edgeReader, "trailing"), bottom: try spacing(edgeReader, "bottom"))
        }
        return item
    }

    /// `header:` or `footer:` — `id` (a child of the section), `width` (default `fractionalWidth 1`), `height`
    /// (default `estimated 44`), `alignment` (`top`, `topLeading`, `topTrailing` for a header; `bottom`…
    /// for a footer; default `top` / `bottom`).
    func boundaryItem(_ node: Yams.Node, key: String, isTop: Bool, childIDs: [String]) throws(SpecError) -> BoundaryItem
    {
        let reader = try YAMLReader(node, key: key, file: file, context: "`\(key)`")
        try reader.checkKeys(Self.boundaryKeys)
        let id = try reader.requiredString("id")
        guard childIDs.contains(id) else {
            let idNode = reader.node("id")!
            throw .invalidValue(
                file: file, line: idNode.line, column: idNode.column, key: "id", value: id,
                expected: childIDs.isEmpty
                    ? "the id of one of the section's children (it has none)"
                    : NodeParser.oneOf(childIDs) + " (the section's children)")
        }
        let allowed = BoundaryAlignment.allCases.filter { $0.isTop == isTop }
        let alignment =
            try reader.choice(
                "alignment", { name in allowed.first { $0.rawValue.lowercased() == name.lowercased() } },
                expected: NodeParser.oneOf(allowed.map(\.rawValue)) + " for a \(key)") ?? (isTop ? .top : .bottom)
        return BoundaryItem(
            id: id,
            size: LayoutSize(
                width: try dimension(reader, "width") ?? .fractionalWidth(1),
                height: try dimension(reader, "height") ?? .estimated(44)),
            alignment: alignment)
    }

    /// A dimension: a number (absolute points) or `KIND VALUE`.
    func dimension(_ reader: YAMLReader, _ key: String) throws(SpecError) -> LayoutDimension? {
        guard let node = reader.node(key) else { return nil }
        guard let text = node.scalar?.string else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: Self.dimensionSyntax)
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let invalid = SpecError.invalidValue(
            file: file, line: node.line, column: node.column, key: key, value: text, expected: Self.dimensionSyntax)
        if words.count == 1, Double(words[0]) != nil {
            return .absolute(try YAMLReader.number(node, key: key, in: 0...1e6, file: file))
        }
        guard words.count == 2,
            let kind = Self.dimensionKinds.first(where: { $0.lowercased() == words[0].lowercased() }),
            let value = Double(words[1]), value.isFinite
        else { throw invalid }
        let isFraction = kind.hasPrefix("fractional")
        guard (isFraction ? 0...100 : 0...1e6).contains(value) else {
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: text,
                expected: isFraction ? "a fraction from 0 to 100" : "a number of points from 0 to 1000000")
        }
        switch kind {
        case "absolute": return .absolute(value)
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    /// A spacing: a number (fixed) or `fixed N` / `flexible N`.
    func spacing(_ reader: YAMLReader, _ key: String) throws(SpecError) -> ItemSpacing? {
        guard let node = reader.node(key) else { return nil }
        let expected = "a number of points, \"fixed N\" or \"flexible N\" (N from 0 to 1000000)"
        guard let text = node.scalar?.string else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: expected)
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() }
        if words.count == 1, Double(words[0]) != nil {
            return .fixed(try YAMLReader.number(node, key: key, in: 0...1e6, file: file))
        }
        guard words.count == 2, words[0] == "fixed" || words[0] == "flexible", let value = Double(words[1]),
            (0...1e6).contains(value)
        else {
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: text, expected: expected)
        }
        return words[0] == "fixed" ? .fixed(value) : .flexible(value)
    }

    /// The ids written on the node's children, to check that headers and footers name one of them.
    static func childIDs(_ reader: YAMLReader) -> [String] {
        guard case .sequence(let children)? = reader.node("children") else { return [] }
        return children.compactMap { child in
            guard case .mapping(let mapping) = child else { return nil }
            return mapping["id"]?.scalar?.string
        }
    }
}
