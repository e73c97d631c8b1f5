import PlumbCore
import Yams

/// Parses a spec's `canvas:` — the padding and background drawn around the root without changing its layout
/// (docs/spec-format.md, "Canvas") — and finds a fixed root width that `fit` cannot change.
struct CanvasParser {
    let file: String

    static let keys = ["padding", "background"]

    /// `canvas: {padding: 16 | [top, left, bottom, right] | {top:, left:, bottom:, right:}, background: …}`.
    func parse(_ yaml: Yams.Node) throws(SpecError) -> Canvas {
        let reader = try YAMLReader(yaml, key: "canvas", file: file, context: "the canvas")
        try reader.checkKeys(Self.keys)
        var canvas = Canvas()
        if let padding = reader.node("padding") { canvas.padding = try self.padding(padding) }
        if let background = reader.node("background") {
            let text = background.scalar?.string ?? ""
            guard background.scalar != nil, let value = Canvas.background(named: text) else {
                throw .invalidValue(
                    file: file, line: background.line, column: background.column, key: "background", value: text,
                    expected: Canvas.expectedBackground)
            }
            canvas.background = value
        }
        return canvas
    }

    private func padding(_ node: Yams.Node) throws(SpecError) -> EdgeInsets {
        let range = 0...Canvas.maximumPadding
        switch node {
        case .sequence(let sequence):
            guard sequence.count == 4 else {
                throw .wrongType(
                    file: file, line: node.line, column: node.column, key: "padding", expected: Canvas.expectedPadding)
            }
            var values: [Double] = []
            for item in sequence { values.append(try YAMLReader.number(item, key: "padding", in: range, file: file)) }
            return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        case .mapping:
            let reader = try YAMLReader(node, key: "padding", file: file, context: "`padding`")
            try reader.checkKeys(["top", "left", "bottom", "right"])
            return EdgeInsets(
                top: try reader.number("top", in: range) ?? 0, left: try reader.number("left", in: range) ?? 0,
                bottom: try reader.number("bottom", in: range) ?? 0, right: try reader.number("right", in: range) ?? 0)
        default:
            return EdgeInsets(all: try YAMLReader.number(node, key: "padding", in: range, file: file))
        }
    }

    /// Where the root's `width:` (or `size:`) is written, when it has one: a root fitted to its content cannot also
    /// have a fixed width.
    static func fixedWidthKey(of root: Yams.Node, file: String) -> SpecLocation? {
        guard case .mapping(let mapping) = root else { return nil }
        for (key, _) in mapping where ["width", "size"].contains(key.scalar?.string ?? "") {
            return SpecLocation(file: file, line: key.line, column: key.column)
        }
        return nil
    }
}
