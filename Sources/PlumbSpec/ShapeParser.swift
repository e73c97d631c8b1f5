import PlumbCore
import Yams

/// Reads a node's `shape:` (docs/spec-format.md, "Shapes"): SVG path data alone, in points of the node's bounds, or
/// `{path, viewBox: [x, y, width, height], mirrorsInRTL}`.
struct ShapeParser {
    let file: String

    static let keys = ["path", "viewBox", "mirrorsInRTL"]

    func parse(_ node: Yams.Node) throws(SpecError) -> NodeShape {
        switch node {
        case .scalar:
            return NodeShape(path: try path(node))
        case .mapping:
            let reader = try YAMLReader(node, key: "shape", file: file, context: "a shape")
            try reader.checkKeys(Self.keys)
            guard let pathNode = reader.node("path") else {
                throw .missingKey(file: file, line: node.line, column: node.column, key: "path", context: "a shape")
            }
            var shape = NodeShape(path: try path(pathNode))
            if let box = try reader.numbers("viewBox", counts: [4], in: -1e6...1e6) {
                guard box[2] > 0, box[3] > 0 else {
                    let place = reader.node("viewBox")!
                    throw .invalidValue(
                        file: file, line: place.line, column: place.column, key: "viewBox",
                        value: box.map(formatNumber).joined(separator: ", "),
                        expected: "[x, y, width, height] with a width and a height over 0")
                }
                shape.viewBox = Rect(x: box[0], y: box[1], width: box[2], height: box[3])
            }
            shape.mirrorsInRTL = try reader.bool("mirrorsInRTL") ?? false
            return shape
        default:
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: "shape",
                expected: "SVG path data (\"M0 0 H40 V20 Z\") or {path, viewBox, mirrorsInRTL}")
        }
    }

    /// The path data of `node`, read by `PathData(parsing:)`; a refusal names the character in the file.
    private func path(_ node: Yams.Node) throws(SpecError) -> PathData {
        guard let text = node.scalar?.string else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: "path",
                expected: "SVG path data, a string such as \"M0 0 H40 V20 Z\"")
        }
        do {
            return try PathData(parsing: text)
        } catch {
            let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
            throw .invalidConstraint(
                file: file, line: node.line, column: node.column, text: shown,
                problem: error.description + " (SVG path data: M, L, H, V, C, S, Q, T, A, Z and their relative forms)",
                grammar: "the shape's path data")
        }
    }
}
