import PlumbCore

/// Puts a locale's strings into a tree: every keyed text (`key:`) gets the locale's value, formatted with its
/// `args:` and the plural form its `count:` picks (docs/localisation.md).
///
/// Base and the pseudo-locales draw the development-language value (the catalog's source language, `Base.lproj`,
/// else the node's `text:`); the pseudo-locales then transform it as for any text. A real locale draws its own
/// value; a key it has no value for draws the development-language value, as iOS's bundle lookup does, and is
/// marked (`LocalizedText.missingLocale`) for the `missingTranslation` lint.
public struct StringsLocalizer: Sendable {
    public var table: StringsTable

    public init(table: StringsTable) { self.table = table }

    /// `root` with every keyed text in `localization`; the tree itself when it has no keyed text.
    public func localize(_ root: Node, in localization: Localization) -> Node {
        guard Self.hasKeys(root) else { return root }
        return localizeTree(root, localization)
    }

    private func localizeTree(_ node: Node, _ localization: Localization) -> Node {
        var node = node
        if var content = node.text, let keyed = content.localized {
            content.string = string(
                for: keyed, literal: content.string, in: localization, missing: &content.localized!.missingLocale)
            node.text = content
        }
        if let control = node.control, let kind = node.kind.controlKind, !kind.keyedTitles(in: control).isEmpty {
            // Control titles written `{key: …}` (tab bar items, segments, a navigation bar's back button and bar
            // buttons), as `UITabBarItem(title: NSLocalizedString(…))`.
            node.control = kind.localizingTitles(control) { keyed, literal in
                string(for: keyed, literal: literal, in: localization, missing: &keyed.missingLocale)
            }
        }
        if node.children.contains(where: Self.hasKeys) {
            node.children = node.children.map { localizeTree($0, localization) }
        }
        return node
    }

    /// The text of `keyed` in `localization`; `literal` is the node's `text:`.
    public func string(
        for keyed: LocalizedText, literal: String, in localization: Localization, missing: inout String?
    ) -> String {
        missing = nil
        var value: LocalizedValue?
        if localization.isLocale {
            value = table.value(keyed.key, locale: localization.rawValue)
            if value == nil { missing = localization.rawValue }
        }
        let chosen = value ?? table.developmentValue(keyed.key) ?? LocalizedValue(format: literal)
        // A missing locale's fallback keeps the development language's plural rules, as the value is in that language.
        let rulesLocale =
            value == nil || !localization.isLocale ? (table.sourceLanguage ?? "en") : localization.rawValue
        return (try? StringsFormatter.string(chosen, for: keyed, locale: rulesLocale)) ?? chosen.format
    }

    /// Whether `node` or a descendant is a keyed text or has a keyed control title.
    static func hasKeys(_ node: Node) -> Bool {
        node.text?.localized != nil || hasKeyedTitles(node) || node.children.contains(where: hasKeys)
    }

    /// Whether `node` is a control with a title written `{key: …}`.
    static func hasKeyedTitles(_ node: Node) -> Bool {
        guard let control = node.control, let kind = node.kind.controlKind else { return false }
        return !kind.keyedTitles(in: control).isEmpty
    }

    /// Every keyed text of `root` — texts and keyed control titles (tab bar items, segments, bar buttons): node id, key and the
    /// node's `text:` (the title's), depth first.
    public static func keyedTexts(_ root: Node) -> [(id: String, text: LocalizedText, literal: String)] {
        var out: [(String, LocalizedText, String)] = []
        func walk(_ node: Node) {
            if let content = node.text, let keyed = content.localized { out.append((node.id, keyed, content.string)) }
            if let control = node.control, let kind = node.kind.controlKind {
                for title in kind.keyedTitles(in: control) { out.append((node.id, title.keyed, title.string)) }
            }
            node.children.forEach(walk)
        }
        walk(root)
        return out
    }
}
