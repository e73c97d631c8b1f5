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

/// The fixed metrics of the system controls, as UIKit lays them out on iOS 17 at the default content size; shared by
/// layout (intrinsic sizes) and drawing. docs/spec-format.md lists them with their sources.
public enum ControlMetrics {
    /// UITextField (`.roundedRect`): the text's line plus 6 pt above and below (34 pt for 17 pt body text), 7 pt
    /// inside each end; the clear button is 19 pt wide with 6 pt before it.
    public static let textFieldVerticalInset = 6.0
    public static let textFieldHorizontalInset = 7.0
    public static let clearButtonWidth = 19.0
    /// UISegmentedControl: 32 pt high, 13 pt titles that do not scale, 12 pt at each side of a title.
    public static let segmentedHeight = 32.0
    public static let segmentPadding = 12.0
    /// UIPageControl: 26 pt high; 7 pt dots every 16 pt, with 10 pt at each end.
    public static let pageControlHeight = 26.0
    public static let pageDotSpacing = 16.0
    /// UIProgressView: 4 pt high.
    public static let progressHeight = 4.0
    /// UISlider: 31 pt high; a 28 pt thumb on a 4 pt track.
    public static let sliderHeight = 31.0
    public static let sliderThumb = 28.0
    /// UIStepper: 94 × 32.
    public static let stepperSize = Size(width: 94, height: 32)
    /// UIActivityIndicatorView: 20 pt (medium) or 37 pt (large).
    public static let activityMedium = 20.0
    public static let activityLarge = 37.0
    /// UINavigationBar: 44 pt inline, 96 pt with a large title (44 + 52).
    public static let navigationBarHeight = 44.0
    public static let largeTitleBarHeight = 96.0
    /// UITabBar: 49 pt of items, plus the bottom safe area it covers.
    public static let tabBarHeight = 49.0
    /// UITabBarItem titles: 10 pt medium system font at every content size (the default title font, observed as
    /// `.SFUI-Medium` 10.00 pt — Tencent/QMUI_iOS issue 740; Apple documents no size), not a Dynamic Type style.
    public static let tabBarTitleSize = 10.0

    /// The title of a tab bar item as UIKit draws it: one line, 10 pt medium, in `color`.
    public static func tabBarTitle(_ string: String, color: Color) -> TextContent {
        var title = TextContent(string, style: .caption2, weight: .medium, lines: 1, alignment: .center, color: color)
        title.fontSize = tabBarTitleSize
        return title
    }
}

extension NodeKind {
    /// Whether a system control has an intrinsic length along an axis: UIKit gives progress views, sliders and bars
    /// no intrinsic width (`UIView.noIntrinsicMetric`) but a height, and the other controls both.
    public static func hasIntrinsicLength(_ kind: NodeKind, horizontal: Bool) -> Bool {
        switch kind {
        case .progressView, .slider, .navigationBar, .tabBar: !horizontal
        default: true
        }
    }
}
