/// A text that names a key of the spec's strings (`key: inbox.title`) instead of being only a literal.
///
/// The node's `TextContent.string` holds the development-language value (`text:`, or the key when none is given);
/// for each environment the spec's strings replace it with the locale's value, formatted with `args` and with the
/// plural form `count` selects (docs/localisation.md).
public struct LocalizedText: Hashable, Sendable {
    /// The key in the String Catalog, `.strings` or `.stringsdict` files.
    public var key: String
    /// Format arguments for `%@`, `%d`, `%lld`, `%1$@`, … in order, as written in the spec; `nil` when the value is
    /// drawn as it is (a `%` in it is then just a character, as with `NSLocalizedString` without `String(format:)`).
    public var arguments: [String]?
    /// The number that picks the plural form (`count:`), as written (`3`, `1.5`); `nil` when the value has no
    /// plural forms or the first integer argument picks them.
    public var count: String?
    /// Set by localisation: the locale (`de`) this environment wanted but no strings file translates the key into,
    /// so the development-language value is drawn (a `missingTranslation` lint).
    public var missingLocale: String?

    public init(key: String, arguments: [String]? = nil, count: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.count = count
    }
}
