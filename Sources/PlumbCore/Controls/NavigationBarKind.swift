/// `UINavigationBar` (`kind: navigationBar`): an inline or large title (the node's text), bar button items at each
/// end; its background reaches up under the status bar.
public struct NavigationBarKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UINavigationBar"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("largeTitle", .flag(\.largeTitle), uikitNames: ["prefersLargeTitles"]),
        ControlKey(
            "backTitle", .title(\.navigationBarBackTitle, key: \.navigationBarBackTitleKey),
            uikitNames: ["backButtonTitle", "backBarButtonItem", "backItem"]),
        ControlKey(
            "barAppearance", .option(\.navigationBarAppearance, among: BarAppearance.allCases.map(\.rawValue)),
            uikitNames: ["standardAppearance", "scrollEdgeAppearance", "compactAppearance"]),
        ControlKey(
            "leadingItems", .titles(\.leadingItems, keys: \.navigationBarLeadingItemKeys),
            uikitNames: ["leftBarButtonItems", "leftBarButtonItem"],
            images: \ControlContent.navigationBarLeadingItemImages),
        ControlKey(
            "trailingItems", .titles(\.trailingItems, keys: \.navigationBarTrailingItemKeys),
            uikitNames: ["rightBarButtonItems", "rightBarButtonItem"],
            images: \ControlContent.navigationBarTrailingItemImages),
    ]

    /// The previous screen's title, shown on the back button (`backTitle:`): `nil` for a bar without a back button,
    /// empty for a back button whose previous screen has no title (UIKit then shows "Back").
    public static let backTitle = ControlField<String?>("backTitle", default: nil)
    /// The appearance drawn (`barAppearance:`), as written; `nil` for the default (`appearance(of:)`).
    public static let barAppearance = ControlField<String?>("barAppearance", default: nil)

    /// Which of `UINavigationBar`'s appearances is drawn.
    public enum BarAppearance: String, CaseIterable, Sendable {
        /// `standardAppearance`: the bar material's opaque colour and a hairline, as when content scrolls under it.
        case standard
        /// `scrollEdgeAppearance` as iOS 15 and later default it: no background and no hairline, as when the
        /// content's top edge meets the bar (a screen at rest).
        case scrollEdge
    }

    /// The appearance a bar draws: its `barAppearance:`, else `scrollEdge` with a large title (a large-title screen
    /// at rest) and `standard` without.
    public static func appearance(of content: ControlContent) -> BarAppearance {
        content[barAppearance].flatMap(BarAppearance.init(rawValue:)) ?? (content.largeTitle ? .scrollEdge : .standard)
    }

    /// The key of a back title written `{key: …}`.
    public static let backTitleKey = ControlField<LocalizedText?>("backTitleKey", default: nil)
    /// The keys of bar button titles written `{key: …}`, by position (`nil` for a literal title); empty when none is.
    public static let leadingItemKeys = ControlField<[LocalizedText?]>("leadingItemKeys", default: [])
    public static let trailingItemKeys = ControlField<[LocalizedText?]>("trailingItemKeys", default: [])
    /// The images of bar buttons written `{symbol: …}` or `{src: …}`, by position (`nil` for a title item); empty when
    /// no item has one.
    public static let leadingItemImages = ControlField<[BarButtonImage?]>("leadingItemImages", default: [])
    public static let trailingItemImages = ControlField<[BarButtonImage?]>("trailingItemImages", default: [])

    public var showsText: Bool { true }

    /// No intrinsic width (`UIView.noIntrinsicMetric`): it spans its container.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    /// Not one element: VoiceOver reads a bar's items, which Plumb draws from the bar's keys, not as nodes.
    public var accessibilityGrouping: AccessibilityGrouping { .none }

    /// The back button, the leading bar buttons, the title and the trailing bar buttons, where `NavigationBarLayout`
    /// puts them, for a bar whose layout was not recorded with it (a result built by hand): its titles estimated at
    /// 9 pt a character (17 pt body text). A laid-out bar's parts come from `accessibilityParts(of:content:layout:in:)`
    /// with the layout its engine measured (`LayoutResult.Entry.navigationBar`), the one drawing uses.
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? {
        func width(_ title: String) -> Double { (Double(title.count) * 9).rounded(.up) }
        let layout = NavigationBarLayout(
            frame: frame, content: content, title: node.text?.string ?? "", environment: environment,
            itemWidth: width, titleWidth: width)
        return accessibilityParts(of: node, content: content, layout: layout, in: environment)
    }

    /// The back button, the leading bar buttons, the title and the trailing bar buttons at their frames in `layout`.
    ///
    /// The back button is read "Settings, Back button": its label is the title it shows ("Back" when the previous
    /// title does not fit) and its traits the button and the back-button trait, which VoiceOver speaks instead of
    /// "Button" (AccessibilitySnapshot, `UIAccessibility+SnapshotAdditions.swift`: `.backButton` hides the button
    /// trait and adds "Back Button."; its recorded reference `testNavBarBackButtonTraitsWithTitles` shows "First.
    /// Back Button."). Each bar button is a button labelled with its title, the title a header ("Second. Heading."
    /// in the same reference); an image item is read by its `accessibilityLabel`, else its title, as
    /// `UIBarButtonItem`'s label defaults to its title (Apple's documentation of `accessibilityLabel`: "the default
    /// value … is derived from the title"), and its frame is its 44 pt tap target. A large title is leading, below
    /// the row.
    public func accessibilityParts(
        of node: Node, content: ControlContent, layout: NavigationBarLayout, in environment: Environment
    ) -> [AccessibilityPart] {
        let localize = { PseudoLocalizer.localize($0, environment.localization) }
        let title = node.text?.string ?? ""
        var parts: [AccessibilityPart] = []
        if let back = layout.back {
            parts.append(
                AccessibilityPart(
                    name: "back", label: localize(back.title ?? NavigationBarLayout.genericBackTitle),
                    traits: [.button, .backButton], frame: back.frame))
        }
        func items(
            _ titles: [String], _ images: [BarButtonImage?], _ frames: [Rect], name: String
        ) -> [AccessibilityPart] {
            zip(titles, frames).enumerated().map { index, item in
                let image = index < images.count ? images[index] : nil
                let label = localize(image?.accessibilityLabel ?? item.0)
                return AccessibilityPart(name: "\(name) \(index + 1)", label: label, traits: .button, frame: item.1)
            }
        }
        parts += items(content.leadingItems, content[Self.leadingItemImages], layout.leading, name: "leading")
        if !title.isEmpty {
            let row = layout.row
            let margin = SystemLayoutMargins.insets(forWidth: environment.width).left
            let titleFrame =
                layout.inlineTitle
                ?? Rect(
                    x: row.x + margin, y: row.maxY, width: max(0, row.width - 2 * margin),
                    height: max(0, layout.frame.maxY - row.maxY))
            parts.append(
                AccessibilityPart(
                    name: "title", label: localize(title), traits: [.staticText, .header], frame: titleFrame))
        }
        return parts + items(content.trailingItems, content[Self.trailingItemImages], layout.trailing, name: "trailing")
    }

    /// Its background reaches up under the status bar (`UIBarPosition.topAttached`).
    public var extendsUnderUnsafeArea: Bool { true }

    /// `ControlMetrics.navigationBarHeight` high, or `largeTitleBarHeight` with a large title.
    public func intrinsicSize(
        of node: Node, content: ControlContent, environment: Environment, measurer: any TextMeasuring
    ) -> Size {
        Size(
            width: 0,
            height: content.largeTitle ? ControlMetrics.largeTitleBarHeight : ControlMetrics.navigationBarHeight)
    }
}

/// The navigation bar's fields as properties, the destinations of its `ControlKey`s: a key path to a property carries
/// no subscript arguments, so the kind's static key table holds no argument buffers (which LeakSanitizer, in the
/// fuzz targets, cannot see as reachable).
extension ControlContent {
    var navigationBarBackTitle: String? {
        get { self[NavigationBarKind.backTitle] }
        set { self[NavigationBarKind.backTitle] = newValue }
    }
    var navigationBarBackTitleKey: LocalizedText? {
        get { self[NavigationBarKind.backTitleKey] }
        set { self[NavigationBarKind.backTitleKey] = newValue }
    }
    var navigationBarAppearance: String? {
        get { self[NavigationBarKind.barAppearance] }
        set { self[NavigationBarKind.barAppearance] = newValue }
    }
    var navigationBarLeadingItemKeys: [LocalizedText?] {
        get { self[NavigationBarKind.leadingItemKeys] }
        set { self[NavigationBarKind.leadingItemKeys] = newValue }
    }
    var navigationBarTrailingItemKeys: [LocalizedText?] {
        get { self[NavigationBarKind.trailingItemKeys] }
        set { self[NavigationBarKind.trailingItemKeys] = newValue }
    }
    var navigationBarLeadingItemImages: [BarButtonImage?] {
        get { self[NavigationBarKind.leadingItemImages] }
        set { self[NavigationBarKind.leadingItemImages] = newValue }
    }
    var navigationBarTrailingItemImages: [BarButtonImage?] {
        get { self[NavigationBarKind.trailingItemImages] }
        set { self[NavigationBarKind.trailingItemImages] = newValue }
    }
}
