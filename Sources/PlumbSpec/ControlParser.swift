import PlumbCore
import Yams

/// Reads the keys of the system controls into `ControlContent` (spec format: "System controls"), each as its kind's
/// description declares it (`ControlKind.keys`), refusing a key on a kind it does not belong to.
struct ControlParser {
    let file: String
    /// The spec's `symbols:` folder, for bar button items written `{symbol: …}`.
    var symbolsFolder: String? = nil

    /// Every control key, deprecated names too (`SpecKeyAliases.controlKeys`), sorted.
    static let keys = Array(Set(NodeKind.allCases.flatMap { $0.controlKind?.specKeyNames ?? [] })).sorted()

    /// The control content of a node of `kind`, or `nil` for a kind that is not a system control: the kind's default
    /// content with each of its keys that the spec gives read in, in the order the kind lists them.
    func parse(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) -> ControlContent? {
        let allowed = kind.controlKind?.specKeyNames ?? []
        for key in reader.keys where Self.keys.contains(key.name) && !allowed.contains(key.name) {
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                reason: "it belongs to \(Self.kinds(taking: key.name)), and this node is a \(kind.rawValue)")
        }
        guard let description = kind.controlKind else { return nil }
        var control = description.defaultContent
        var indices: [(name: String, among: KeyPath<ControlContent, Int>, index: Int)] = []
        for key in description.keys {
            let name = try SpecKeyAliases.controlKey(key.name, of: kind, in: reader)
            switch key.value {
            case .flag(let field):
                if let value = try reader.bool(name) { control[keyPath: field] = value }
            case .choice(let field, let off, let on):
                let word = try reader.choice(name, { [off, on].contains($0) ? $0 : nil }, expected: "\(off) or \(on)")
                if let word { control[keyPath: field] = word == on }
            case .string(let field):
                if let value = try reader.string(name) { control[keyPath: field] = value }
            case .number(let field, let range):
                if let value = try reader.number(name, in: range) { control[keyPath: field] = value }
            case .count(let field, let range):
                if let value = try reader.integer(name, in: range) { control[keyPath: field] = value }
            case .index(let field, let among):
                guard let index = try reader.integer(name, in: ControlKey.indexRange) else { continue }
                control[keyPath: field] = index
                indices.append((name, among, index))
            case .titles(let field, let keysField):
                guard let titles = try titles(reader, name, takesImages: key.images != nil) else { continue }
                control[keyPath: field] = titles.map(\.string)
                if titles.contains(where: { $0.keyed != nil }) { control[keyPath: keysField] = titles.map(\.keyed) }
                if let images = key.images, titles.contains(where: { $0.image != nil }) {
                    control[keyPath: images] = titles.map(\.image)
                }
            case .strings(let field):
                if let value = try strings(reader, name) { control[keyPath: field] = value }
            case .option(let field, let among):
                let expected = "one of " + among.joined(separator: ", ")
                if let word = try reader.choice(name, { among.contains($0) ? $0 : nil }, expected: expected) {
                    control[keyPath: field] = word
                }
            case .title(let field, let keyField):
                guard let node = reader.node(name) else { continue }
                let title = try title(node, name, expected: "a title: a string or {key: …}")
                control[keyPath: field] = title.string
                control[keyPath: keyField] = title.keyed
            }
        }
        // An index is checked once the list it indexes is read, whichever key gives that.
        for (name, among, index) in indices {
            let count = control[keyPath: among]
            guard index < count else {
                let node = reader.node(name)!
                throw .invalidValue(
                    file: file, line: node.line, column: node.column, key: name, value: String(index),
                    expected: "an index from 0 to \(max(0, count - 1)) (there are \(count))")
            }
        }
        return control
    }

    /// The keys a title written as a mapping takes: a text node's `key:`, `args:`, `count:`, and `text:` (the
    /// development-language title, else the key).
    static let titleKeys = ["key", "text"] + StringsParser.textKeys.filter { $0 != "key" }

    /// A list of at most 100 titles, each a string or `{key: tab.home, text: Home, args: […], count: 3}`, looked up in
    /// the spec's strings as a text node's `key:` is (docs/localisation.md); bar button items (`takesImages`) may
    /// also be images (`BarButtonItemParser`).
    private func titles(
        _ reader: YAMLReader, _ key: String, takesImages: Bool = false
    ) throws(SpecError) -> [(string: String, keyed: LocalizedText?, image: BarButtonImage?)]? {
        guard let node = reader.node(key) else { return nil }
        let expected =
            takesImages
            ? "a list of at most 100 bar button items, each a title, {key: …} or an image ({symbol: …} or {src: …} "
                + "with accessibilityLabel)"
            : "a list of at most 100 titles, each a string or {key: …}"
        guard case .sequence(let items) = node, items.count <= 100 else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: expected)
        }
        return try items.map { item throws(SpecError) in
            if takesImages, case .mapping = item {
                let reader = try YAMLReader(item, key: key, file: file, context: "an item of `\(key)`")
                if let parsed = try BarButtonItemParser(file: file, symbolsFolder: symbolsFolder).parse(
                    reader, at: item, key: key)
                {
                    return parsed
                }
            }
            let title = try title(item, key, expected: expected)
            return (title.string, title.keyed, nil)
        }
    }

    /// One title: a string, or `{key: …, text: …, args: […], count: …}` (its string the `text:`, else the key).
    private func title(
        _ item: Yams.Node, _ key: String, expected: String
    ) throws(SpecError) -> (string: String, keyed: LocalizedText?) {
        if let scalar = item.scalar { return (scalar.string, nil) }
        guard case .mapping = item else {
            throw .wrongType(file: file, line: item.line, column: item.column, key: key, expected: expected)
        }
        let title = try YAMLReader(item, key: key, file: file, context: "a title of `\(key)`")
        try title.checkKeys(Self.titleKeys)
        guard let keyed = try StringsParser(file: file).localizedText(title) else {
            throw .missingKey(
                file: file, line: item.line, column: item.column, key: "key",
                context: "a title of `\(key)` written as a mapping")
        }
        return (try title.string("text") ?? keyed.key, keyed)
    }

    /// A list of strings (at most 100).
    private func strings(_ reader: YAMLReader, _ key: String) throws(SpecError) -> [String]? {
        guard let node = reader.node(key) else { return nil }
        guard case .sequence(let items) = node, items.count <= 100, items.allSatisfy({ $0.scalar != nil }) else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: key, expected: "a list of at most 100 strings")
        }
        return items.map { $0.scalar!.string }
    }

    private static func kinds(taking key: String) -> String {
        NodeKind.allCases.filter { $0.controlKind?.specKeyNames.contains(key) == true }.map { "`kind: \($0.rawValue)`" }
            .joined(separator: " and ")
    }
}
