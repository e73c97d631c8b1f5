import Foundation
import PlumbCore
import Yams

/// Reads the `if:` mapping of a `when:` override into a `TraitCondition`.
///
/// `category`: a name, a list of names, a comparison (`">= ax1"`, `"<= l"`), a range (`"m...xl"`) or `accessibility`;
/// `width` and `scale`: a number, a comparison (`">= 414"`, `"< 375"`) or a range (`"375...414"`); `sizeClass`:
/// compact or regular; `contrast`: normal or high; `direction`, `appearance`, `locale`, `device`: a name or a list of names.
struct TraitConditionParser {
    let file: String

    static let keys = [
        "category", "width", "sizeClass", "direction", "appearance", "locale", "device", "scale", "contrast",
    ]

    func parse(_ node: Yams.Node) throws(SpecError) -> TraitCondition {
        let reader = try YAMLReader(node, key: "if", file: file, context: "a `when:` condition")
        try reader.checkKeys(Self.keys)
        guard !reader.keys.isEmpty else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: "if",
                expected: "a mapping of at least one condition (\(Self.keys.joined(separator: ", ")))")
        }
        var condition = TraitCondition()
        if let value = reader.node("category") { condition.categories = try categories(value) }
        if let value = reader.node("width") { condition.width = try interval(value, key: "width") }
        if let value = reader.node("scale") { condition.scale = try interval(value, key: "scale") }
        if let value = reader.node("sizeClass") {
            condition.sizeClass = try name(value, key: "sizeClass", SizeClass.allCases.map(\.rawValue)).flatMap(
                SizeClass.init(rawValue:))
        }
        if let value = reader.node("appearance") {
            condition.appearance = try name(value, key: "appearance", Appearance.allCases.map(\.rawValue)).flatMap(
                Appearance.init(rawValue:))
        }
        if let value = reader.node("contrast") {
            condition.contrast = try name(value, key: "contrast", Contrast.allCases.map(\.rawValue)).flatMap(
                Contrast.init(rawValue:))
        }
        if let value = reader.node("direction") {
            condition.directions = Set(
                try names(value, key: "direction", LayoutDirection.allCases.map(\.rawValue)).compactMap(
                    LayoutDirection.init(rawValue:)))
        }
        if let value = reader.node("locale") {
            condition.locales = Set(try localeNames(value))
        }
        if let value = reader.node("device") {
            condition.devices = Set(try names(value, key: "device", DevicePresets.names))
        }
        return condition
    }

    /// Categories: `accessibility`, a comparison, a range, a name, or a list of names.
    private func categories(_ node: Yams.Node) throws(SpecError) -> Set<ContentSizeCategory> {
        let expected =
            "a content-size category (xs … xxxl, ax1 … ax5, or a long name), a list of them, a comparison such as \">= ax1\", "
            + "a range such as \"m...xl\", or accessibility"
        if case .sequence(let items) = node {
            var result = Set<ContentSizeCategory>()
            for item in items { result.formUnion(try categories(item)) }
            guard !result.isEmpty else {
                throw .wrongType(file: file, line: node.line, column: node.column, key: "category", expected: expected)
            }
            return result
        }
        guard let text = node.scalar?.string.trimmingCharacters(in: .whitespaces) else {
            throw .wrongType(file: file, line: node.line, column: node.column, key: "category", expected: expected)
        }
        let invalid = SpecError.invalidValue(
            file: file, line: node.line, column: node.column, key: "category", value: text, expected: expected)
        if text.lowercased() == "accessibility" {
            return Set(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory))
        }
        for op in [">=", "<=", ">", "<"] where text.hasPrefix(op) {
            guard let bound = ContentSizeCategory(name: text.dropFirst(op.count).trimmingCharacters(in: .whitespaces))
            else { throw invalid }
            return Set(
                ContentSizeCategory.allCases.filter { category in
                    switch op {
                    case ">=": category >= bound
                    case "<=": category <= bound
                    case ">": category > bound
                    default: category < bound
                    }
                })
        }
        if let dots = text.range(of: "...") {
            guard let low = ContentSizeCategory(name: String(text[..<dots.lowerBound])),
                let high = ContentSizeCategory(name: String(text[dots.upperBound...])), low <= high
            else { throw invalid }
            return Set(ContentSizeCategory.allCases.filter { $0 >= low && $0 <= high })
        }
        guard let category = ContentSizeCategory(name: text) else { throw invalid }
        return [category]
    }

    /// A number interval: a number, a comparison or a range.
    private func interval(_ node: Yams.Node, key: String) throws(SpecError) -> NumberInterval {
        guard let text = node.scalar?.string, let interval = NumberInterval(text: text) else {
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: node.scalar?.string ?? "",
                expected: "a number, a comparison such as \">= 414\" or \"< 375\", or a range such as \"375...414\"")
        }
        return interval
    }

    /// One name out of `choices`.
    private func name(_ node: Yams.Node, key: String, _ choices: [String]) throws(SpecError) -> String? {
        guard let text = node.scalar?.string else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: key,
                expected: "one of " + choices.joined(separator: ", "))
        }
        guard let match = choices.first(where: { $0.lowercased() == text.lowercased() }) else {
            throw invalidName(text, node: node, key: key, choices: choices)
        }
        return match
    }

    /// A name or a non-empty list of names out of `choices`.
    private func names(_ node: Yams.Node, key: String, _ choices: [String]) throws(SpecError) -> [String] {
        guard case .sequence(let items) = node else { return [try name(node, key: key, choices)].compactMap { $0 } }
        guard !items.isEmpty else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: key,
                expected: "a name or a non-empty list of names")
        }
        var result: [String] = []
        for item in items { if let match = try name(item, key: key, choices) { result.append(match) } }
        return result
    }

    /// `locale:`: base, a pseudo-locale or a locale code (docs/localisation.md), or a non-empty list of them.
    private func localeNames(_ node: Yams.Node) throws(SpecError) -> [String] {
        let items: [Yams.Node]
        if case .sequence(let list) = node, !list.isEmpty { items = Array(list) } else { items = [node] }
        return try items.map { item throws(SpecError) in
            guard let text = item.scalar?.string else {
                throw .wrongType(
                    file: file, line: item.line, column: item.column, key: "locale",
                    expected: "a locale or a non-empty list of locales")
            }
            guard let localization = Localization(rawValue: text) else {
                throw .invalidValue(
                    file: file, line: item.line, column: item.column, key: "locale", value: text,
                    expected: LocaleCodes.expected(for: text))
            }
            return localization.rawValue
        }
    }

    private func invalidName(_ text: String, node: Yams.Node, key: String, choices: [String]) -> SpecError {
        var expected = "one of " + choices.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: text, in: choices) {
            expected = "`\(suggestion)` (or another of: \(choices.joined(separator: ", ")))"
        }
        return .invalidValue(
            file: file, line: node.line, column: node.column, key: key, value: text, expected: expected)
    }
}
