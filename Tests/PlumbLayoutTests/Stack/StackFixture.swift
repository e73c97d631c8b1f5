import Foundation

@testable import PlumbCore
@testable import PlumbLayout

/// The data files of Tests/Fixtures/stack, decoded: stacks of fixed-size children and their hand-computed frames.
///
/// The format is described in Tests/Fixtures/stack/README.md. Keys are checked: a misspelt key fails the load
/// instead of being ignored.
struct StackFixtureFile: Decodable {
    /// `FixedAdvanceMeasurer` glyph width in ems for text children (default 0.5: 8.5 pt at body L).
    var advance: Double?
    var cases: [StackFixtureCase]?
    var matrices: [StackFixtureMatrix]?
}

/// One stack, its container and the frames expected in left-to-right.
struct StackFixtureCase: Decodable {
    var name: String
    /// The arithmetic behind the expected numbers.
    var why: String
    var stack: StackFixtureStack
    /// `[width, height]`; a `null` height is the stack's fitting height.
    var container: [Double?]
    var children: [StackFixtureChild]
    /// `id: [x, y, width, height]` in root coordinates, left-to-right. The root stack's id is `stack`.
    var expected: [String: [Double]]
}

/// One stack run with every distribution × every alignment: main-axis frames per distribution, cross-axis frames
/// per alignment, each written once and combined by the runner.
struct StackFixtureMatrix: Decodable {
    var name: String
    var why: String
    /// The stack's axis, spacing and padding; the runner sets its distribution and alignment.
    var stack: StackFixtureStack
    var container: [Double?]
    var children: [StackFixtureChild]
    /// Per distribution: `why`, and `id: [offset, length]` along the axis.
    var distributions: [String: [String: StackFixtureValue]]
    /// Per alignment: `why`, and `id: [offset, length]` across the axis.
    var alignments: [String: [String: StackFixtureValue]]
}

/// A matrix entry value: the `why` string or an `[offset, length]` pair.
enum StackFixtureValue: Decodable {
    case why(String)
    case span([Double])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .why(text)
        } else {
            self = .span(try container.decode([Double].self))
        }
    }
}

/// A stack's settings, with the spec's key names.
struct StackFixtureStack: Decodable {
    var axis: String?
    var distribution: String?
    var alignment: String?
    var spacing: Double?
    var padding: StackFixturePadding?
    var marginsRelative: Bool?
    var baselineRelative: Bool?

    func parameters() throws -> StackParameters {
        var parameters = StackParameters()
        if let axis { parameters.axis = try Self.value(axis, Axis.self) }
        if let distribution { parameters.distribution = try Self.value(distribution, StackDistribution.self) }
        if let alignment { parameters.alignment = try Self.value(alignment, StackAlignment.self) }
        parameters.spacing = spacing ?? 0
        parameters.padding = padding?.insets ?? .zero
        parameters.isLayoutMarginsRelative = marginsRelative ?? true
        parameters.isBaselineRelative = baselineRelative ?? false
        return parameters
    }

    static func value<T: RawRepresentable<String>>(_ name: String, _ type: T.Type) throws -> T {
        guard let value = T(rawValue: name) else { throw StackFixtureError.badValue("\(name) is not a \(T.self)") }
        return value
    }
}

/// `padding`: one number for all sides, or `{top, left, bottom, right}`.
struct StackFixturePadding: Decodable {
    var insets: EdgeInsets

    private struct Sides: Decodable {
        var top, left, bottom, right: Double?
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let all = try? container.decode(Double.self) {
            insets = EdgeInsets(all: all)
        } else {
            let sides = try container.decode(Sides.self)
            insets = EdgeInsets(
                top: sides.top ?? 0, left: sides.left ?? 0, bottom: sides.bottom ?? 0, right: sides.right ?? 0)
        }
    }
}

/// A child, with the spec's key names; `stack` + `children` make it a nested stack.
struct StackFixtureChild: Decodable {
    var id: String
    var kind: String?
    var size: [Double?]?
    var width: Double?
    var height: Double?
    var hidden: Bool?
    var hugging: [Double]?
    var compression: [Double]?
    var spacingAfter: Double?
    var alignSelf: String?
    var text: String?
    var style: String?
    var lines: Int?
    var stack: StackFixtureStack?
    var children: [StackFixtureChild]?

    func node() throws -> Node {
        var node = Node(
            id: id,
            kind: try kind.map { try StackFixtureStack.value($0, NodeKind.self) } ?? (text == nil ? .box : .text))
        node.intrinsicWidth = size?[0]
        node.intrinsicHeight = size?[1]
        node.fixedWidth = width
        node.fixedHeight = height
        node.hidden = hidden ?? false
        if let hugging { node.hugging = AxisPriorities(horizontal: hugging[0], vertical: hugging[1]) }
        if let compression { node.compression = AxisPriorities(horizontal: compression[0], vertical: compression[1]) }
        node.spacingAfter = spacingAfter
        node.alignSelf = try alignSelf.map { try StackFixtureStack.value($0, StackAlignment.self) }
        if let text {
            let style = try style.map { try StackFixtureStack.value($0, TextStyle.self) } ?? .body
            node.text = TextContent(text, style: style, lines: lines ?? 0)
        }
        if let stack { node.layout = .stack(try stack.parameters()) }
        node.children = try (children ?? []).map { try $0.node() }
        return node
    }
}

enum StackFixtureError: Error, CustomStringConvertible {
    case badValue(String)
    case unknownKey(file: String, path: String, key: String)

    var description: String {
        switch self {
        case .badValue(let message): message
        case .unknownKey(let file, let path, let key): "\(file): unknown key `\(key)` at \(path)"
        }
    }
}

/// Rejects keys the decoder would silently ignore, so a typo in a fixture can't drop an expectation.
enum StackFixtureKeys {
    static let file: Set = ["advance", "cases", "matrices", "comment"]
    static let testCase: Set = ["name", "why", "stack", "container", "children", "expected"]
    static let matrix: Set = ["name", "why", "stack", "container", "children", "distributions", "alignments"]
    static let stack: Set = [
        "axis", "distribution", "alignment", "spacing", "padding", "marginsRelative", "baselineRelative",
    ]
    static let child: Set = [
        "id", "kind", "size", "width", "height", "hidden", "hugging", "compression", "spacingAfter", "alignSelf",
        "text",
        "style", "lines", "stack", "children",
    ]

    static func check(_ data: Data, file: String) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw StackFixtureError.badValue("\(file): the top level is not an object")
        }
        try keys(root, allowed: Self.file, file: file, path: "top level")
        for (index, item) in (root["cases"] as? [[String: Any]] ?? []).enumerated() {
            let path = "cases[\(index)] \(item["name"] ?? "")"
            try keys(item, allowed: testCase, file: file, path: path)
            try container(item, file: file, path: path)
        }
        for (index, item) in (root["matrices"] as? [[String: Any]] ?? []).enumerated() {
            let path = "matrices[\(index)] \(item["name"] ?? "")"
            try keys(item, allowed: matrix, file: file, path: path)
            try container(item, file: file, path: path)
        }
    }

    private static func container(_ item: [String: Any], file: String, path: String) throws {
        if let stack = item["stack"] as? [String: Any] {
            try keys(stack, allowed: self.stack, file: file, path: path + ".stack")
        }
        try children(item["children"] as? [[String: Any]] ?? [], file: file, path: path)
    }

    private static func children(_ list: [[String: Any]], file: String, path: String) throws {
        for child in list {
            let childPath = path + " > " + (child["id"] as? String ?? "?")
            try keys(child, allowed: self.child, file: file, path: childPath)
            try container(child, file: file, path: childPath)
        }
    }

    private static func keys(_ object: [String: Any], allowed: Set<String>, file: String, path: String) throws {
        if let key = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw StackFixtureError.unknownKey(file: file, path: path, key: key)
        }
    }
}
