import PlumbCore
import Yams

/// Parses `scroll: vertical | horizontal`, which makes a container a scroll view (`ScrollAxis`), and where it rests:
/// `contentOffset`, `scrollTo` (`ScrollPosition`) and `contentInsetAdjustmentBehavior` (`ContentInsetAdjustment`).
struct ScrollParser {
    let file: String

    static let nodeKeys = ["scroll", "contentOffset", "scrollTo", "contentInsetAdjustmentBehavior"]

    /// The words `scrollTo` takes along each axis; any other value names a node of the content.
    static let verticalPositions = ["top", "bottom"]
    static let horizontalPositions = ["leading", "trailing"]

    /// Reads `scroll` into `node`; it applies to containers only (a leaf has no content to scroll), and a
    /// `sections` container scrolls vertically already (a collection view), so it may only say `vertical`.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        if let key = reader.keys.first(where: { $0.name == "scroll" }) {
            let axis = try reader.choice(
                "scroll", { ScrollAxis(rawValue: $0.lowercased()) },
                expected: NodeParser.oneOf(ScrollAxis.allCases.map(\.rawValue)))
            if case .none = node.layout {
                throw .unsupported(
                    file: file, line: key.line, column: key.column, feature: "`scroll`",
                    reason:
                        "it applies to containers (nodes with a `layout` or `children`), and \(node.id.debugDescription) is a leaf"
                )
            }
            if case .sections(.container) = node.layout, axis == .horizontal {
                throw .unsupported(
                    file: file, line: key.line, column: key.column,
                    feature: "`scroll: horizontal` on a `sections` container",
                    reason: "a sections list scrolls vertically; make a section scroll sideways with `orthogonal: true`"
                )
            }
            node.scroll = axis
        }
        try parsePosition(reader, into: &node)
    }

    /// Reads `contentOffset`, `scrollTo` and `contentInsetAdjustmentBehavior`: scroll containers only, and one of
    /// the first two.
    private func parsePosition(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        let keys = reader.keys.filter { Self.nodeKeys.dropFirst().contains($0.name) }
        guard let first = keys.first else { return }
        guard let axis = node.scrollAxis else {
            throw .unsupported(
                file: file, line: first.line, column: first.column, feature: "`\(first.name)`",
                reason:
                    "it applies to scroll containers, and \(node.id.debugDescription) does not scroll; add `scroll: vertical` (or `horizontal`)"
            )
        }
        if reader.has("contentOffset"), let scrollTo = keys.first(where: { $0.name == "scrollTo" }) {
            throw .unsupported(
                file: file, line: scrollTo.line, column: scrollTo.column,
                feature: "`scrollTo` together with `contentOffset`",
                reason: "both say where the scroll view rests; give one of them")
        }
        if let offset = try reader.numbers("contentOffset", counts: [2]) {
            node.scrollPosition = .offset(Point(x: offset[0], y: offset[1]))
        }
        if let target = try reader.string("scrollTo") {
            node.scrollPosition = try position(target, axis: axis, at: reader.node("scrollTo")!)
        }
        node.contentInsetAdjustment =
            try reader.choice(
                "contentInsetAdjustmentBehavior",
                { name in
                    ContentInsetAdjustment.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
                }, expected: NodeParser.oneOf(ContentInsetAdjustment.allCases.map(\.rawValue))) ?? .automatic
    }

    /// `scrollTo`'s value: a word of the scroll axis, else a node id (checked once the content is parsed,
    /// `checkTarget`). The other axis's words are refused with the right ones.
    private func position(_ value: String, axis: ScrollAxis, at yaml: Yams.Node) throws(SpecError) -> ScrollPosition {
        let own = axis == .vertical ? Self.verticalPositions : Self.horizontalPositions
        let other = axis == .vertical ? Self.horizontalPositions : Self.verticalPositions
        switch value {
        case "top" where axis == .vertical: return .top
        case "bottom" where axis == .vertical: return .bottom
        case "leading" where axis == .horizontal: return .leading
        case "trailing" where axis == .horizontal: return .trailing
        default:
            if other.contains(value) {
                throw .invalidValue(
                    file: file, line: yaml.line, column: yaml.column, key: "scrollTo", value: value,
                    expected:
                        "\(own.joined(separator: " or ")) (this scroll view scrolls \(axis.rawValue)ly), or the id of a node in its content"
                )
            }
            return .node(value)
        }
    }

    /// Refuses a `scrollTo` naming a node that is not in `node`'s content, with the closest id.
    func checkTarget(_ reader: YAMLReader, node: PlumbCore.Node) throws(SpecError) {
        guard case .node(let id) = node.scrollPosition, let yaml = reader.node("scrollTo") else { return }
        let content = node.depthFirst.dropFirst().map(\.id)
        guard !content.contains(id) else { return }
        let words = node.scrollAxis == .horizontal ? Self.horizontalPositions : Self.verticalPositions
        throw .invalidValue(
            file: file, line: yaml.line, column: yaml.column, key: "scrollTo", value: id,
            expected: NodeParser.oneOf(words + content))
    }
}
