/// One spec key of a control kind: its name, the names it had before, the UIKit property names that mean it, and
/// what value it takes and where in `ControlContent` that value goes.
///
/// A control kind lists its keys (`ControlKind.keys`); PlumbSpec's control parser reads them all the same way, so a
/// control whose keys take one of these values needs no parsing code of its own.
public struct ControlKey: Sendable {
    /// The value a key takes, and the field of `ControlContent` it is read into.
    public enum Value: Sendable {
        /// `true` or `false`.
        case flag(WritableKeyPath<ControlContent, Bool> & Sendable)
        /// One of two words, the second of which sets the flag (`segmentWidths: equal | proportional`).
        case choice(WritableKeyPath<ControlContent, Bool> & Sendable, off: String, on: String)
        /// A string.
        case string(WritableKeyPath<ControlContent, String?> & Sendable)
        /// A number in `range`.
        case number(WritableKeyPath<ControlContent, Double> & Sendable, in: ClosedRange<Double>)
        /// A whole number in `range`.
        case count(WritableKeyPath<ControlContent, Int> & Sendable, in: ClosedRange<Int>)
        /// An index from 0 to `ControlKey.indexRange.upperBound`, which must also be below the count `among` reads
        /// once every key is read (a selected segment among the segments).
        case index(WritableKeyPath<ControlContent, Int?> & Sendable, among: KeyPath<ControlContent, Int> & Sendable)
        /// A list of at most 100 titles, each a string or a keyed title (`{key: tab.home, text: Home}`), localised as
        /// a text node's `key:` is; `keys` gets each title's key by position when any title has one.
        case titles(
            WritableKeyPath<ControlContent, [String]> & Sendable,
            keys: WritableKeyPath<ControlContent, [LocalizedText?]> & Sendable)
        /// A list of at most 100 strings.
        case strings(WritableKeyPath<ControlContent, [String]> & Sendable)
        /// One word of `among` (`barAppearance: scrollEdge`); the field stays `nil` when the key is absent, so the
        /// kind decides the default (which may depend on other keys).
        case option(WritableKeyPath<ControlContent, String?> & Sendable, among: [String])
        /// One title, a string or a keyed title (`{key: nav.settings, text: Settings}`), localised as a text node's
        /// `key:` is; `key` gets the title's key when it has one.
        case title(
            WritableKeyPath<ControlContent, String?> & Sendable,
            key: WritableKeyPath<ControlContent, LocalizedText?> & Sendable)
    }

    /// The key's name in a spec.
    public var name: String
    /// What the key takes and where it goes.
    public var value: Value
    /// Older names that still read the key, each with a deprecation warning (docs/spec-format.md, "One name per
    /// meaning").
    public var deprecatedNames: [String]
    /// UIKit property names that mean this key (`selectedSegmentIndex`), suggested as it when a spec uses them.
    public var uikitNames: [String]
    /// For a `.titles` key of bar button items: where each item's image goes by position (`nil` for a title item;
    /// empty when no item has one), so an item may be written `{symbol: plus, accessibilityLabel: Add}` or with a
    /// `src:` file. `nil` for a key whose titles take no images.
    public var images: (WritableKeyPath<ControlContent, [BarButtonImage?]> & Sendable)?

    public init(
        _ name: String, _ value: Value, deprecatedNames: [String] = [], uikitNames: [String] = [],
        images: (WritableKeyPath<ControlContent, [BarButtonImage?]> & Sendable)? = nil
    ) {
        self.name = name
        self.value = value
        self.deprecatedNames = deprecatedNames
        self.uikitNames = uikitNames
        self.images = images
    }

    /// The indices an `.index` key accepts before its count is known.
    public static let indexRange = 0...1000
}
