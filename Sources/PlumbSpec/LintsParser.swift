import PlumbCore
import Yams

/// The `lints:` key, on any node and at the spec's top level: a mapping from lint kind to severity,
/// `lints: {truncatedText: off, overlap: warning}`. Kinds and severities come from `LintRules`; one more key,
/// `contrast: platform | aa | aaa`, says how strictly `lowContrast` reads the subtree (`ContrastLevel`).
struct LintsParser {
    let file: String

    /// The severities of `reader`'s `lints:`, or empty when there is none.
    ///
    /// - Throws: `SpecError` at the offending key or value, listing the valid names (and the closest one).
    func parse(_ reader: YAMLReader) throws(SpecError) -> [String: LintSeverity] {
        guard let value = reader.node("lints") else { return [:] }
        guard case .mapping(let mapping) = value else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "lints",
                expected: "a mapping of lint kind to severity, e.g. {truncatedText: off}")
        }
        var severities: [String: LintSeverity] = [:]
        for (key, setting) in mapping {
            guard let kind = key.scalar?.string else {
                throw .wrongType(
                    file: file, line: key.line, column: key.column, key: "lints", expected: "lint kinds as keys")
            }
            if kind == Self.contrastKey { continue }
            guard LintRules.defaults[kind] != nil else {
                throw .unknownKey(
                    file: file, line: key.line, column: key.column, key: kind,
                    allowed: LintRules.kinds + [Self.contrastKey])
            }
            guard let name = setting.scalar?.string, let severity = LintSeverity(rawValue: name) else {
                let shown = setting.scalar?.string ?? "a \(setting.isMapping ? "mapping" : "list")"
                throw .invalidValue(
                    file: file, line: setting.line, column: setting.column, key: "lints." + kind, value: shown,
                    expected: NodeParser.oneOf(LintSeverity.names))
            }
            if severities[kind] != nil {
                throw .duplicateKey(file: file, line: key.line, column: key.column, key: kind)
            }
            severities[kind] = severity
        }
        return severities
    }

    /// The key of `lints:` that is not a lint kind: how strictly contrast is read.
    static let contrastKey = "contrast"

    /// The `contrast:` of `reader`'s `lints:`, or `nil` when there is none.
    ///
    /// - Throws: `SpecError` at a value that is not one of `ContrastLevel`'s names.
    func contrastLevel(_ reader: YAMLReader) throws(SpecError) -> ContrastLevel? {
        guard case .mapping(let mapping)? = reader.node("lints") else { return nil }
        for (key, setting) in mapping where key.scalar?.string == Self.contrastKey {
            guard let name = setting.scalar?.string, let level = ContrastLevel(rawValue: name) else {
                let shown = setting.scalar?.string ?? "a \(setting.isMapping ? "mapping" : "list")"
                throw .invalidValue(
                    file: file, line: setting.line, column: setting.column, key: "lints.contrast", value: shown,
                    expected: NodeParser.oneOf(ContrastLevel.names))
            }
            return level
        }
        return nil
    }
}

extension Yams.Node {
    fileprivate var isMapping: Bool {
        if case .mapping = self { return true }
        return false
    }
}
