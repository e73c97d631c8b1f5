import PlumbCore
import Yams

/// Parses the keys of `stack` and `constraints` containers.
struct ContainerParsers {
    let file: String

    static let stackKeys = [
        "axis", "distribution", "alignment", "spacing", "padding", "marginsRelative", "baselineRelative", "mode",
    ]

    /// `axis`, `distribution`, `alignment`, `spacing`, `padding` (one number or top/left/bottom/right),
    /// `marginsRelative`, `baselineRelative`, `mode` (`direct` or `uikit`).
    func stack(_ reader: YAMLReader) throws(SpecError) -> StackParameters {
        var parameters = StackParameters()
        parameters.axis =
            try reader.choice("axis", { Axis(rawValue: $0.lowercased()) }, expected: "horizontal or vertical")
            ?? .horizontal
        parameters.distribution =
            try reader.choice(
                "distribution",
                { name in StackDistribution.allCases.first { $0.rawValue.lowercased() == name.lowercased() } },
                expected: NodeParser.oneOf(StackDistribution.allCases.map(\.rawValue))) ?? .fill
        parameters.alignment =
            try reader.choice(
                "alignment",
                { name in StackAlignment.allCases.first { $0.rawValue.lowercased() == name.lowercased() } },
                expected: NodeParser.oneOf(StackAlignment.allCases.map(\.rawValue))) ?? .fill
        parameters.spacing = try reader.number("spacing", in: -1e6...1e6) ?? 0
        if let padding = reader.node("padding") { parameters.padding = try insets(padding, key: "padding") }
        // UIKit's `isLayoutMarginsRelativeArrangement` is false by default; a stack's `padding` (or `layoutMargins`)
        // is its layout margins with margins-relative arrangement on, which is what a UIKit developer means by it.
        parameters.isLayoutMarginsRelative =
            try reader.bool("marginsRelative") ?? (reader.has("padding") || reader.has("layoutMargins"))
        parameters.isBaselineRelative = try reader.bool("baselineRelative") ?? false
        parameters.mode =
            try reader.choice(
                "mode", { StackMode(rawValue: $0.lowercased()) },
                expected: NodeParser.oneOf(StackMode.allCases.map(\.rawValue))) ?? .direct
        return parameters
    }

    /// One number for all sides, or a mapping of `top`, `left`, `bottom`, `right` (also `leading`, `trailing`).
    ///
    /// - Parameter physical: the insets are physical (a safe area: `top`, `left`, `bottom`, `right` only), not
    ///   directional (margins, where left means leading and `leading`/`trailing` are accepted too).
    func insets(
        _ node: Yams.Node, key: String, physical: Bool = false, in range: ClosedRange<Double> = 0...1e6
    ) throws(SpecError) -> EdgeInsets {
        if node.scalar != nil { return EdgeInsets(all: try YAMLReader.number(node, key: key, in: range, file: file)) }
        let reader = try YAMLReader(node, key: key, file: file, context: "`\(key)`")
        try reader.checkKeys(["top", "left", "bottom", "right"] + (physical ? [] : ["leading", "trailing"]))
        let left = try reader.number("left", in: range), leading = try reader.number("leading", in: range)
        let right = try reader.number("right", in: range), trailing = try reader.number("trailing", in: range)
        return EdgeInsets(
            top: try reader.number("top", in: range) ?? 0, left: left ?? leading ?? 0,
            bottom: try reader.number("bottom", in: range) ?? 0, right: right ?? trailing ?? 0)
    }

    /// `constraints:` — a list of strings, each a VFL format (`H:…`, `V:…`, or starting with `|` or `[`) or one
    /// linear relation. Syntax errors point at the line and the column inside the file.
    func constraints(_ reader: YAMLReader) throws(SpecError) -> ConstraintParameters {
        guard let list = reader.node("constraints") else { return ConstraintParameters() }
        guard case .sequence(let sequence) = list else {
            throw .wrongType(
                file: file, line: list.line, column: list.column, key: "constraints",
                expected: "a list of constraint strings")
        }
        var declarations: [ConstraintDeclaration] = []
        for item in sequence {
            guard let scalar = item.scalar else {
                throw .wrongType(
                    file: file, line: item.line, column: item.column, key: "constraints",
                    expected: "a list of constraint strings")
            }
            let text = scalar.string
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            let firstColumn = item.column + (quoted ? 1 : 0)
            let location = SpecLocation(file: file, line: item.line, column: firstColumn)
            let trimmed = text.drop { $0 == " " }
            let isVisualFormat =
                trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
            do throws(ConstraintSyntaxError) {
                let parsed =
                    isVisualFormat ? try VisualFormatParser.parse(text) : [try LinearConstraintParser.parse(text)]
                for var declaration in parsed {
                    declaration.source = location
                    declarations.append(declaration)
                }
            } catch {
                throw .invalidConstraint(
                    file: file, line: item.line, column: firstColumn + error.column - 1, text: text,
                    problem: error.message,
                    grammar: isVisualFormat ? "visual format" : "linear relation")
            }
        }
        return ConstraintParameters(declarations: declarations)
    }
}
