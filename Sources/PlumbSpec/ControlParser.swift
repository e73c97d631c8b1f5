import PlumbCore
import Yams

/// Reads the keys of the system controls into `ControlContent` (spec format: "System controls"), refusing a key on a
/// kind it does not belong to.
struct ControlParser {
    let file: String

    /// Which keys each control kind takes (besides the text keys a text field and a navigation bar take), deprecated
    /// names last (`SpecKeyAliases.controlKeys`).
    static let keysByKind: [NodeKind: [String]] = [
        .textField: ["placeholder", "secure", "clearButton"],
        .segmentedControl: ["segments", "selected", "segmentWidths", "widths"],
        .pageControl: ["pages", "selected", "current"],
        .progressView: ["value", "progress"],
        .slider: ["value"],
        .stepper: [],
        .activityIndicator: ["large"],
        .navigationBar: ["largeTitle", "leadingItems", "trailingItems"],
        .tabBar: ["items", "selected"],
    ]
    static let keys = Array(Set(keysByKind.values.joined())).sorted()

    /// The control content of a node of `kind`, or `nil` for a kind that is not a system control.
    func parse(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) -> ControlContent? {
        let allowed = Self.keysByKind[kind] ?? []
        for key in reader.keys where Self.keys.contains(key.name) && !allowed.contains(key.name) {
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                reason: "it belongs to \(Self.kinds(taking: key.name)), and this node is a \(kind.rawValue)")
        }
        guard kind.isSystemControl else { return nil }
        var control = ControlContent()
        control.placeholder = try reader.string("placeholder")
        control.isSecure = try reader.bool("secure") ?? false
        control.showsClearButton = try reader.bool("clearButton") ?? false
        if let titles = try titles(reader, kind == .tabBar ? "items" : "segments") {
            control.items = titles.map(\.string)
            if titles.contains(where: { $0.keyed != nil }) { control.localizedItems = titles.map(\.keyed) }
        }
        let selectedKey = try SpecKeyAliases.controlKey("selected", of: kind, in: reader)
        control.selectedIndex = try reader.integer(selectedKey, in: 0...1000)
        if let widths = try reader.choice(
            try SpecKeyAliases.controlKey("segmentWidths", of: kind, in: reader),
            { ["equal", "proportional"].contains($0) ? $0 : nil }, expected: "equal or proportional")
        {
            control.proportionalWidths = widths == "proportional"
        }
        control.value =
            try reader.number(try SpecKeyAliases.controlKey("value", of: kind, in: reader), in: 0...1)
            ?? (kind == .slider ? 0.5 : 0)
        control.pageCount = try reader.integer("pages", in: 0...100) ?? 3
        control.largeTitle = try reader.bool("largeTitle") ?? false
        control.leadingItems = try strings(reader, "leadingItems") ?? []
        control.trailingItems = try strings(reader, "trailingItems") ?? []
        control.isLarge = try reader.bool("large") ?? false
        if let selected = control.selectedIndex, kind == .segmentedControl || kind == .tabBar || kind == .pageControl {
            let count = kind == .pageControl ? control.pageCount : control.items.count
            guard selected < count else {
                let node = reader.node(selectedKey)!
                throw .invalidValue(
                    file: file, line: node.line, column: node.column, key: selectedKey, value: String(selected),
                    expected: "an index from 0 to \(max(0, count - 1)) (there are \(count))")
            }
        }
        return control
    }

    /// The keys a title written as a mapping takes: a text node's `key:`, `args:`, `count:`, and `text:` (the
    /// development-language title, else the key).
    static let titleKeys = ["key", "text"] + StringsParser.textKeys.filter { $0 != "key" }

    /// A list of at most 100 titles, each a string or `{key: tab.home, text: Home, args: […], count: 3}`, looked up in
    /// the spec's strings as a text node's `key:` is (docs/localisation.md).
    private func titles(
        _ reader: YAMLReader, _ key: String
    ) throws(SpecError) -> [(string: String, keyed: LocalizedText?)]? {
        guard let node = reader.node(key) else { return nil }
        let expected = "a list of at most 100 titles, each a string or {key: …}"
        guard case .sequence(let items) = node, items.count <= 100 else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: expected)
        }
        var titles: [(string: String, keyed: LocalizedText?)] = []
        for item in items {
            if let scalar = item.scalar {
                titles.append((scalar.string, nil))
                continue
            }
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
            titles.append((try title.string("text") ?? keyed.key, keyed))
        }
        return titles
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
        NodeKind.allCases.filter { keysByKind[$0]?.contains(key) == true }.map { "`kind: \($0.rawValue)`" }.joined(
            separator: " and ")
    }
}
