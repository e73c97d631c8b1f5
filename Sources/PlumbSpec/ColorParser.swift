import PlumbCore
import Yams

/// Reads a colour wherever a spec accepts one: `"#RRGGBB"`, `"#RRGGBBAA"`, an iOS semantic colour by its UIKit name
/// (`secondaryLabel`, `systemBackground`, `systemBlue`), a name from the spec's own `colors:` palette, or
/// `{light: …, dark: …}` with optional `highContrastLight` / `highContrastDark` (Increase Contrast).
struct ColorParser {
    let file: String
    /// The spec's `colors:`, by name.
    let palette: [String: Color]

    static let expected =
        "a colour: \"#RRGGBB\", \"#RRGGBBAA\", an iOS semantic colour such as label or systemBlue, "
        + "a UIKit colour such as white or clear, a name from the spec's `colors:`, or {light: …, dark: …}"

    /// The colour under `key` of `reader`'s mapping, or `nil` when the key is absent.
    func color(_ reader: YAMLReader, _ key: String) throws(SpecError) -> Color? {
        guard let node = reader.node(key) else { return nil }
        return try color(node, key: key)
    }

    /// Parses one colour value.
    func color(_ node: Yams.Node, key: String) throws(SpecError) -> Color {
        if case .mapping = node {
            let reader = try YAMLReader(node, key: key, file: file, context: "a light/dark colour")
            try reader.checkKeys(["light", "dark", "highContrastLight", "highContrastDark"])
            guard let light = try color(reader, "light") else {
                throw .missingKey(
                    file: file, line: node.line, column: node.column, key: "light", context: "a light/dark colour")
            }
            guard let dark = try color(reader, "dark") else {
                throw .missingKey(
                    file: file, line: node.line, column: node.column, key: "dark", context: "a light/dark colour")
            }
            return .dynamic(
                light: light, dark: dark, highContrastLight: try color(reader, "highContrastLight"),
                highContrastDark: try color(reader, "highContrastDark"))
        }
        guard let text = node.scalar?.string else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: Self.expected)
        }
        do { return try ColorNameReader.spec(palette: palette).color(text) } catch {
            var expected = Self.expected
            if error.isMalformedHex {
                expected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
            } else if let suggestion = error.suggestion {
                expected = "a known colour (did you mean `\(suggestion)`?)"
            }
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: text, expected: expected)
        }
    }

    /// Parses a spec's `colors:` mapping: each name maps to one colour or to `{light: …, dark: …}`. A palette name may
    /// use semantic colours and the names defined above it.
    ///
    /// - Parameter base: colours already known (those of included files), which entries may name.
    static func palette(
        _ node: Yams.Node, file: String, base: [String: Color] = [:]
    ) throws(SpecError) -> [String: Color] {
        let reader = try YAMLReader(node, key: "colors", file: file, context: "`colors:`")
        var palette: [String: Color] = [:]
        for (keyNode, value) in reader.mapping {
            let name = keyNode.scalar?.string ?? ""
            guard !name.isEmpty, !name.hasPrefix("#") else {
                throw .invalidValue(
                    file: file, line: keyNode.line, column: keyNode.column, key: "colors", value: name,
                    expected: "a colour name that does not start with #")
            }
            guard SemanticColors.named(name) == nil else {
                throw .invalidValue(
                    file: file, line: keyNode.line, column: keyNode.column, key: "colors", value: name,
                    expected: "a name that is not already an iOS semantic colour")
            }
            palette[name] = try ColorParser(file: file, palette: base.merging(palette) { _, own in own }).color(
                value, key: name)
        }
        return palette
    }
}
