import PlumbCore

/// The size classes a document is laid out in: Interface Builder's `<variation key="…">` overrides apply when their
/// key matches.
public struct IBTraits: Hashable, Sendable {
    public var widthClass: SizeClass
    /// `.compact` in landscape on a phone, `.regular` otherwise.
    public var heightClass: SizeClass

    public init(widthClass: SizeClass, heightClass: SizeClass) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// Whether `key` (`default`, `widthClass=regular`, `heightClass=regular-widthClass=compact`) applies here.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            let wanted = String(pair[1])
            let actual: SizeClass
            switch pair[0] {
            case "widthClass": actual = widthClass
            case "heightClass": actual = heightClass
            default: return false
            }
            if wanted != actual.rawValue { return false }
        }
        return true
    }
}

/// Resolves size-class variations into a plain element tree for one set of traits.
///
/// Each element's `<variation>`s apply in order of specificity (`default`, then one size class, then both): a
/// `<mask key="constraints">` or `<mask key="subviews">` excludes or includes objects by id, the variation's
/// attributes replace the element's (`constant="30"`, `spacing="15"`), and its child elements replace the
/// element's children of the same name and key (a `fontDescription`, a `color`). Excluded constraints and subviews
/// are removed; the variations themselves are dropped.
enum IBVariations {
    static func resolve(_ root: IBElement, traits: IBTraits) -> IBElement {
        var excluded = Set<String>()
        collectMasks(root, traits: traits, excluded: &excluded)
        return apply(root, traits: traits, excluded: excluded)
    }

    /// The variations of `element` that apply, least specific first.
    private static func applying(_ element: IBElement, traits: IBTraits) -> [IBElement] {
        element.children("variation").filter { traits.matches($0["key"] ?? "") }
            .sorted { specificity($0["key"] ?? "") < specificity($1["key"] ?? "") }
    }

    private static func specificity(_ key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }

    private static func collectMasks(_ element: IBElement, traits: IBTraits, excluded: inout Set<String>) {
        for variation in applying(element, traits: traits) {
            for mask in variation.children("mask") {
                for change in mask.children {
                    guard let reference = change["reference"] else { continue }
                    if change.name == "exclude" { excluded.insert(reference) }
                    if change.name == "include" { excluded.remove(reference) }
                }
            }
        }
        for child in element.children where child.name != "variation" {
            collectMasks(child, traits: traits, excluded: &excluded)
        }
    }

    private static func apply(_ element: IBElement, traits: IBTraits, excluded: Set<String>) -> IBElement {
        var result = element
        for variation in applying(element, traits: traits) {
            for (name, value) in variation.attributes where name != "key" { result.attributes[name] = value }
            for replacement in variation.children where replacement.name != "mask" {
                result.children.removeAll { $0.name == replacement.name && $0["key"] == replacement["key"] }
                result.children.append(replacement)
            }
        }
        result.children = result.children.compactMap { child in
            if child.name == "variation" { return nil }
            if let id = child["id"], excluded.contains(id) { return nil }
            return apply(child, traits: traits, excluded: excluded)
        }
        return result
    }
}
