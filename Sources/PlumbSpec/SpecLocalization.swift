import Foundation
import PlumbCore

/// A spec's trees in each localisation, made on first use and kept: the keyed texts of the (variant) tree filled
/// in from the spec's strings (`StringsLocalizer`). A 12-category matrix in three locales localises three times.
final class LocalizedTrees: Sendable {
    let localizer: StringsLocalizer
    /// The trees localised so far: at most 256 (a matrix rarely has more than a few dozen locale and condition
    /// combinations), the least recently used dropped first and localised again if asked for.
    private let trees = BoundedCache<Key, PlumbCore.Node>(capacity: 256)

    private struct Key: Hashable, Sendable {
        var localization: Localization
        /// Which `when:` conditions hold: the variant tree localised.
        var signature: [Bool]
    }

    init(table: StringsTable) { localizer = StringsLocalizer(table: table) }

    func tree(_ tree: PlumbCore.Node, signature: [Bool], localization: Localization) -> PlumbCore.Node {
        trees.value(for: Key(localization: localization, signature: signature)) {
            localizer.localize(tree, in: localization)
        }
    }
}

extension Spec {
    /// The spec's strings (`strings:`, then any added with `addStrings`), or `nil` when it has none.
    public var strings: StringsTable? { localizedTrees?.localizer.table }

    /// Adds `table` (the `--strings` files, PlumbTesting's strings source) after the spec's own strings, then checks
    /// every keyed text against the whole: a key no file defines, or a format that does not fit its `args:`.
    ///
    /// - Throws: `SpecError.strings` naming the file, the key and what was expected.
    public mutating func addStrings(_ table: StringsTable) throws(SpecError) {
        var merged = strings ?? StringsTable()
        merged.merge(table)
        try setStrings(merged)
    }

    /// Sets the strings and checks the tree against them (see `addStrings`).
    mutating func setStrings(_ table: StringsTable?) throws(SpecError) {
        if let problem = StringsCheck.problem(in: root, table: table, specFile: file, textLimit: textLimit) {
            throw .strings(problem)
        }
        if table != nil || StringsLocalizer.hasKeys(root) {
            localizedTrees = LocalizedTrees(table: table ?? StringsTable())
        }
    }

    /// `tree` (the tree of `environment`) in the environment's localisation.
    func localized(_ tree: PlumbCore.Node, for environment: Environment) -> PlumbCore.Node {
        guard let localizedTrees else { return tree }
        let signature = variants?.conditions.map { $0.holds(in: environment) } ?? []
        return localizedTrees.tree(tree, signature: signature, localization: environment.localization)
    }
}
