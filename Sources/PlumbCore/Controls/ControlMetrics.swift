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
    /// Bar button items sit from each end of the bar at the layout margin, 16 pt apart (an approximation; Apple
    /// documents no spacing).
    public static let barItemSpacing = 16.0
    /// The back button's `chevron.backward`: 8 pt from the bar's leading edge, 12 pt wide and 21 pt high (17 pt
    /// semibold), its title 6 pt after it. Approximations of the drawn chevron: Apple documents no metrics
    /// (docs/uikit-semantics.md).
    public static let backChevronInset = 8.0
    public static let backChevronWidth = 12.0
    public static let backChevronHeight = 21.0
    public static let backTitleGap = 6.0
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
