import PlumbCore
import Yams

/// The deprecated spec keys: each older name, the one name its meaning now has, and where the alias applies
/// (docs/spec-format.md, "One name per meaning", has the audit they come from).
///
/// A deprecated key keeps working exactly as before; the loader adds a `SpecWarning.deprecatedKey` for every place it
/// is written, and the CLI prints it. A control key and its deprecated name written together are refused (the new
/// name was not accepted there before, so no spec that loaded is refused); in insets, `left` beside `leading` keeps
/// winning, as it always did.
enum SpecKeyAliases {
    /// A control kind's deprecated keys, old name → new name, from its description (`ControlKey.deprecatedNames`):
    /// the chosen index is `selected` and the fraction shown is `value` on every control that has one; `widths` is the
    /// matrix's list of screen widths, not a segment style.
    static let controlKeys: [NodeKind: [String: String]] = Dictionary(
        uniqueKeysWithValues: NodeKind.allCases.compactMap { kind in
            guard let keys = kind.controlKind?.keys else { return nil }
            let renames = keys.flatMap { key in key.deprecatedNames.map { ($0, key.name) } }
            return renames.isEmpty ? nil : (kind, Dictionary(uniqueKeysWithValues: renames))
        })

    /// Deprecated keys of directional insets (a stack's `padding`, `layoutMargins`, a section's and an item's
    /// `contentInsets`): there `left` and `right` mean the leading and trailing sides and swap in right-to-left, where
    /// everywhere else (`safeArea`, `additionalSafeAreaInsets`, a canvas's `padding`, `cornerRadius`) they are the
    /// physical sides.
    static let directionalInsetKeys: [String: String] = ["left": "leading", "right": "trailing"]

    /// The name to read the control key `key` under on a `kind` node: `key`, or its deprecated name when only that is
    /// written.
    ///
    /// - Throws: `SpecError.unsupported` at the deprecated name when both are written.
    static func controlKey(_ key: String, of kind: NodeKind, in reader: YAMLReader) throws(SpecError) -> String {
        guard let old = controlKeys[kind]?.first(where: { $0.value == key })?.key,
            let written = reader.keys.first(where: { $0.name == old })
        else { return key }
        guard !reader.has(key) else {
            throw .unsupported(
                file: reader.file, line: written.line, column: written.column, feature: "`\(old)` beside `\(key)`",
                reason: "`\(old)` is the deprecated name of `\(key)`; give `\(key)` only")
        }
        return old
    }

    /// The deprecated keys written in the node `reader` reads, which parsed as `node`: its control keys and the keys
    /// of its directional insets.
    static func warnings(in reader: YAMLReader, node: PlumbCore.Node) -> [SpecWarning] {
        var warnings: [SpecWarning] = []
        let renames = controlKeys[node.kind] ?? [:]
        for key in reader.keys {
            guard let replacement = renames[key.name] else { continue }
            warnings.append(
                .deprecatedKey(
                    file: reader.file, line: key.line, column: key.column, key: key.name, replacement: replacement,
                    scope: "on a \(node.kind.rawValue)"))
        }
        for (key, insets) in directionalInsets(reader, node: node) {
            guard case .mapping(let mapping) = insets else { continue }
            for (name, _) in mapping {
                guard let old = name.scalar?.string, let replacement = directionalInsetKeys[old] else { continue }
                warnings.append(
                    .deprecatedKey(
                        file: reader.file, line: name.line, column: name.column, key: old, replacement: replacement,
                        scope: "in `\(key)`"))
            }
        }
        return warnings
    }

    /// The node's directional inset values, by key: a stack's `padding`, `layoutMargins`, and under `section:` the
    /// section's `contentInsets` and those of its group's `items`.
    private static func directionalInsets(_ reader: YAMLReader, node: PlumbCore.Node) -> [(String, Yams.Node)] {
        var insets: [(String, Yams.Node)] = []
        if case .stack = node.layout, let padding = reader.node("padding") { insets.append(("padding", padding)) }
        if let margins = reader.node("layoutMargins") { insets.append(("layoutMargins", margins)) }
        guard case .mapping(let section)? = reader.node("section") else { return insets }
        if let contentInsets = section["contentInsets"] { insets.append(("contentInsets", contentInsets)) }
        if case .mapping(let group)? = section["group"], case .sequence(let items)? = group["items"] {
            for case .mapping(let item) in items {
                if let contentInsets = item["contentInsets"] { insets.append(("contentInsets", contentInsets)) }
            }
        }
        return insets
    }
}
