import PlumbCore
import Yams

/// Parses a spec's `matrix:` — widths, categories, scales, directions, locales, and the screen's `height` and
/// `safeArea` given to every environment — within the bounds of `MatrixAxis`, which the CLI's flags use too.
struct MatrixParser {
    let file: String

    static let keys = MatrixAxis.allCases.map(\.key)

    func parse(_ yaml: Yams.Node) throws(SpecError) -> Matrix {
        let reader = try YAMLReader(yaml, key: "matrix", file: file, context: "the matrix")
        try reader.checkKeys(Self.keys)
        var matrix = Matrix.default
        if let widths = reader.node("widths") {
            // `fit`: the root at its natural width (docs/spec-format.md, "Fitting the width to the content").
            let items = try list(widths, key: "widths") { node throws(SpecError) -> Double? in
                if node.scalar?.string.lowercased() == "fit" { return nil }
                if let text = node.scalar?.string, Double(text.trimmingCharacters(in: .whitespaces)) == nil,
                    !text.lowercased().contains("inf"),
                    !text.lowercased().contains("nan")
                {
                    throw .invalidValue(
                        file: file, line: node.line, column: node.column, key: "widths", value: text,
                        expected: "a number of points from 1 to 10000, or `fit` (the root's natural width)")
                }
                return try YAMLReader.number(node, key: "widths", in: MatrixAxis.widthRange, file: file)
            }
            matrix.widths = items.compactMap { $0 }
            matrix.fitsWidth = items.contains(nil)
        }
        if let maxWidth = try reader.number("maxWidth", in: MatrixAxis.widthRange) { matrix.maxWidth = maxWidth }
        if let categories = reader.node("categories") {
            matrix.categories = try categoryList(categories)
        }
        if let scales = reader.node("scales") {
            matrix.scales = try list(scales, key: "scales") { node throws(SpecError) in
                let value = try YAMLReader.number(node, key: "scales", in: 1...3, file: file)
                guard value == value.rounded() else {
                    throw .invalidValue(
                        file: file, line: node.line, column: node.column, key: "scales",
                        value: node.scalar?.string ?? "", expected: "1, 2 or 3")
                }
                return Int(value)
            }
        }
        if let directions = reader.node("directions") {
            matrix.directions = try axisList(directions, key: "directions", MatrixAxis.direction)
        }
        matrix.height = try reader.number("height", in: MatrixAxis.heightRange)
        if let safeArea = reader.node("safeArea") {
            matrix.safeAreaInsets = try ContainerParsers(file: file).insets(
                safeArea, key: "safeArea", physical: true, in: MatrixAxis.insetRange)
        }
        if let locales = reader.node("locales") {
            matrix.locales = try axisList(locales, key: "locales", MatrixAxis.locale)
        }
        if let appearances = reader.node("appearances") {
            matrix.appearances = try axisList(appearances, key: "appearances", MatrixAxis.appearance)
        }
        if let contrasts = reader.node("contrasts") {
            matrix.contrasts = try axisList(contrasts, key: "contrasts", MatrixAxis.contrast)
        }
        if let devices = reader.node("devices") {
            matrix.devices = try list(devices, key: "devices") { node throws(SpecError) in
                let name = node.scalar?.string ?? ""
                guard let device = DevicePreset.named(name) else {
                    var expected = "a device preset (\(DevicePresets.names.joined(separator: ", ")))"
                    if let suggestion = Suggestion.closest(to: name, in: DevicePresets.names) {
                        expected = "a device preset (did you mean `\(suggestion)`?)"
                    }
                    throw .invalidValue(
                        file: file, line: node.line, column: node.column, key: "devices", value: name,
                        expected: expected)
                }
                return device
            }
            // A device fixes the screen: the same matrix may not also give it by hand.
            for key in ["widths", "scales", "height", "safeArea", "maxWidth"] {
                guard let conflicting = reader.keys.first(where: { $0.name == key }) else { continue }
                throw .unsupported(
                    file: file, line: conflicting.line, column: conflicting.column,
                    feature: "`\(key)` beside `devices`",
                    reason:
                        "each device preset sets the width, height, scale and safe area itself; drop `\(key)` or list widths in another spec"
                )
            }
        }
        return matrix
    }

    /// Categories by long or short name, or `all`.
    private func categoryList(_ node: Yams.Node) throws(SpecError) -> [ContentSizeCategory] {
        if node.scalar?.string.lowercased() == "all" { return ContentSizeCategory.allCases }
        return try list(node, key: "categories") { item throws(SpecError) in
            guard let category = item.scalar.flatMap({ ContentSizeCategory(name: $0.string) }) else {
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: "categories",
                    value: item.scalar?.string ?? "",
                    expected: "a content-size category (xs, s, m, l, xl, xxl, xxxl, ax1…ax5, their long names, or all)")
            }
            return category
        }
    }

    /// A non-empty list whose items each read with `MatrixAxis`'s reader of the axis, the one the CLI's flag uses, so a
    /// value is spelt the same in both; a value it refuses is reported at its line with what the axis expects.
    private func axisList<T>(
        _ node: Yams.Node, key: String, _ read: (String) throws(MatrixValueError) -> T
    ) throws(SpecError) -> [T] {
        try list(node, key: key) { item throws(SpecError) in
            let text = item.scalar?.string ?? ""
            do throws(MatrixValueError) { return try read(text) } catch {
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: key, value: text, expected: error.expected)
            }
        }
    }

    /// A non-empty list whose items each parse with `item`.
    private func list<T>(
        _ node: Yams.Node, key: String, _ item: (Yams.Node) throws(SpecError) -> T
    ) throws(SpecError) -> [T] {
        guard case .sequence(let sequence) = node, !sequence.isEmpty else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: key, expected: "a non-empty list")
        }
        var result: [T] = []
        for element in sequence { result.append(try item(element)) }
        return result
    }
}
