import PlumbCore
import Yams

/// Parses `minWidth`, `maxWidth`, `minHeight` and `maxHeight`: required bounds on a node's size (`SizeBounds`).
///
/// Each is a number of points, 0 or more; a minimum above its maximum, or a fixed `width:` / `height:` outside
/// them, can never hold (UIKit would break one of the required constraints), so the spec is refused at the key.
struct SizeBoundsParser {
    let file: String

    static let keys = ["minWidth", "maxWidth", "minHeight", "maxHeight"]

    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        var bounds = SizeBounds()
        bounds.minWidth = try reader.number("minWidth", in: 0...1e6)
        bounds.maxWidth = try reader.number("maxWidth", in: 0...1e6)
        bounds.minHeight = try reader.number("minHeight", in: 0...1e6)
        bounds.maxHeight = try reader.number("maxHeight", in: 0...1e6)
        try check(
            reader, dimension: "Width", minimum: bounds.minWidth, maximum: bounds.maxWidth, fixed: node.fixedWidth,
            fixedKey: "width")
        try check(
            reader, dimension: "Height", minimum: bounds.minHeight, maximum: bounds.maxHeight, fixed: node.fixedHeight,
            fixedKey: "height")
        node.sizeBounds = bounds
    }

    private func check(
        _ reader: YAMLReader, dimension: String, minimum: Double?, maximum: Double?, fixed: Double?, fixedKey: String
    ) throws(SpecError) {
        if let minimum, let maximum, minimum > maximum {
            let key = "max\(dimension)", value = reader.node(key)!
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: key, value: formatNumber(maximum),
                expected: "a number of at least `min\(dimension)` (\(formatNumber(minimum))): both bounds are required")
        }
        guard let fixed else { return }
        let below = minimum.map { fixed < $0 } ?? false, above = maximum.map { fixed > $0 } ?? false
        guard below || above, let value = reader.node(fixedKey) else { return }
        let range = [
            minimum.map { "at least \(formatNumber($0)) (`min\(dimension)`)" },
            maximum.map { "at most \(formatNumber($0)) (`max\(dimension)`)" },
        ]
        throw .invalidValue(
            file: file, line: value.line, column: value.column, key: fixedKey, value: formatNumber(fixed),
            expected: "a \(fixedKey) of \(range.compactMap { $0 }.joined(separator: " and ")), or no `\(fixedKey)`")
    }
}
