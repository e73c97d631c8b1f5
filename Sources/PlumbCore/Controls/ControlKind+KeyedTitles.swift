/// The titles of a control that a spec may write keyed (`{key: tab.home, text: Home}`): tab bar items, segments, a
/// navigation bar's back button and bar button items.
///
/// They are found through the kind's keys (`ControlKey.Value.titles` and `.title`), so localisation and the
/// `missingTranslation` lint treat every control's keyed titles alike without knowing its fields.
extension ControlKind {
    /// Every keyed title of `content`, with the string drawn for it (its development-language `text:`, or after
    /// localisation the locale's value), in the order the kind lists its keys.
    public func keyedTitles(in content: ControlContent) -> [(keyed: LocalizedText, string: String)] {
        var out: [(LocalizedText, String)] = []
        for key in keys {
            switch key.value {
            case .titles(let field, let keysField):
                let strings = content[keyPath: field]
                for (index, keyed) in content[keyPath: keysField].enumerated() where index < strings.count {
                    if let keyed { out.append((keyed, strings[index])) }
                }
            case .title(let field, let keyField):
                if let keyed = content[keyPath: keyField] { out.append((keyed, content[keyPath: field] ?? "")) }
            default: continue
            }
        }
        return out
    }

    /// `content` with each keyed title's string replaced by what `localize` gives for its key and current string;
    /// `localize` may update the key (its `missingLocale`).
    public func localizingTitles(
        _ content: ControlContent, _ localize: (inout LocalizedText, String) -> String
    ) -> ControlContent {
        var content = content
        for key in keys {
            switch key.value {
            case .titles(let field, let keysField):
                for (index, keyed) in content[keyPath: keysField].enumerated() {
                    guard var keyed, index < content[keyPath: field].count else { continue }
                    content[keyPath: field][index] = localize(&keyed, content[keyPath: field][index])
                    content[keyPath: keysField][index] = keyed
                }
            case .title(let field, let keyField):
                guard var keyed = content[keyPath: keyField] else { continue }
                content[keyPath: field] = localize(&keyed, content[keyPath: field] ?? "")
                content[keyPath: keyField] = keyed
            default: continue
            }
        }
        return content
    }
}
