import PlumbCore
import Yams

/// Parses `scroll: vertical | horizontal`, which makes a container a scroll view (`ScrollAxis`).
struct ScrollParser {
    let file: String

    static let nodeKeys = ["scroll"]

    /// Reads `scroll` into `node`; it applies to containers only (a leaf has no content to scroll), and a
    /// `sections` container scrolls vertically already (a collection view), so it may only say `vertical`.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        guard let key = reader.keys.first(where: { $0.name == "scroll" }) else { return }
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
                reason: "a sections list scrolls vertically; make a section scroll sideways with `orthogonal: true`")
        }
        node.scroll = axis
    }
}
