/// What a system control shows, beside its node's `text` (a text field's text, a navigation bar's title).
///
/// One value serves every control kind; each reads its own fields (docs/spec-format.md, "System controls").
public struct ControlContent: Hashable, Sendable {
    /// Text field: the placeholder, drawn in `placeholderText` while the text is empty.
    public var placeholder: String?
    /// Text field: the text is drawn as bullets (`isSecureTextEntry`).
    public var isSecure: Bool
    /// Text field: a clear button at the trailing end while there is text (`clearButtonMode = .always`).
    public var showsClearButton: Bool
    /// Segmented control: segment titles; tab bar: item titles.
    public var items: [String]
    /// Segmented control, tab bar: the key of each title written `{key: …}`, by position (`nil` for a literal title);
    /// empty when no title is keyed. Localisation puts each locale's value into `items`.
    public var localizedItems: [LocalizedText?] = []
    /// Segmented control, tab bar: the selected item; page control: the current page.
    public var selectedIndex: Int?
    /// Segmented control: widths by content (`apportionsSegmentWidthsByContent`) instead of equal.
    public var proportionalWidths: Bool
    /// Progress view and slider: 0…1; stepper: not drawn.
    public var value: Double
    /// Page control: the number of pages.
    public var pageCount: Int
    /// Navigation bar: a large title (`prefersLargeTitles`) instead of an inline one.
    public var largeTitle: Bool
    /// Navigation bar: bar button item titles before and after the title.
    public var leadingItems: [String]
    public var trailingItems: [String]
    /// Activity indicator: the large style (37 pt) instead of medium (20 pt).
    public var isLarge: Bool
    /// The content of control kinds that keep it in no field above, by `ControlField` (read and written through
    /// `self[field]`).
    var fields: [String: ControlFieldValue] = [:]

    public init(
        placeholder: String? = nil, isSecure: Bool = false, showsClearButton: Bool = false, items: [String] = [],
        selectedIndex: Int? = nil, proportionalWidths: Bool = false, value: Double = 0, pageCount: Int = 0,
        largeTitle: Bool = false, leadingItems: [String] = [], trailingItems: [String] = [], isLarge: Bool = false
    ) {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.showsClearButton = showsClearButton
        self.items = items
        self.selectedIndex = selectedIndex
        self.proportionalWidths = proportionalWidths
        self.value = value
        self.pageCount = pageCount
        self.largeTitle = largeTitle
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.isLarge = isLarge
    }
}

extension ControlContent {
    /// The content a spec's control starts from before its keys are read: three pages whatever its kind (only a page
    /// control draws them), the rest empty.
    public static let specDefaults = ControlContent(pageCount: 3)
}
