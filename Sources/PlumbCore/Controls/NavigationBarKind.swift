/// `UINavigationBar` (`kind: navigationBar`): an inline or large title (the node's text), bar button items at each
/// end; its background reaches up under the status bar.
public struct NavigationBarKind: ControlKind {
    public init() {}

    public var uikitClassNames: [String] { ["UINavigationBar"] }

    public var keys: [ControlKey] { Self.keys }
    static let keys = [
        ControlKey("largeTitle", .flag(\.largeTitle)),
        ControlKey("leadingItems", .strings(\.leadingItems)),
        ControlKey("trailingItems", .strings(\.trailingItems)),
    ]

    public var showsText: Bool { true }

    /// No intrinsic width (`UIView.noIntrinsicMetric`): it spans its container.
    public func hasIntrinsicLength(horizontal: Bool) -> Bool { !horizontal }

    /// Not one element: VoiceOver reads a bar's items, which Plumb draws from the bar's keys, not as nodes.
    public var accessibilityGrouping: AccessibilityGrouping { .none }

    /// The leading bar buttons, the title and the trailing bar buttons: each item a button labelled with its title,
    /// the title a header ("Second. Heading." in AccessibilitySnapshot's recorded reference,
    /// `AccessibilitySnapshotTests.testNavBarBackButtonTraitsWithTitles`). Items sit from each end of the bar's
    /// 44 pt row, 16 pt apart, as drawn; their widths are estimated at 9 pt a character (17 pt body text; the
    /// accessibility model does not measure text, and frames are not part of what a baseline compares). The
    /// inline title is centred on the row; a large title is leading, below it.
    public func accessibilityParts(
        of node: Node, content: ControlContent, frame: Rect, in environment: Environment
    ) -> [AccessibilityPart]? {
        let margin = SystemLayoutMargins.insets(forWidth: environment.width).left
        let rtl = environment.direction == .rtl
        let row = Rect(
            x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, ControlMetrics.navigationBarHeight))
        func width(_ title: String) -> Double { (Double(title.count) * 9).rounded(.up) }
        func items(_ titles: [String], leading: Bool, name: String) -> [AccessibilityPart] {
            var offset = margin
            return titles.enumerated().map { index, title in
                let w = width(title)
                let x = leading != rtl ? row.minX + offset : row.maxX - offset - w
                offset += w + 16
                return AccessibilityPart(
                    name: "\(name) \(index + 1)", label: title, traits: .button,
                    frame: Rect(x: x, y: row.y, width: w, height: row.height))
            }
        }
        var parts = items(content.leadingItems, leading: true, name: "leading")
        if let title = node.text?.string, !title.isEmpty {
            let titleFrame =
                content.largeTitle
                ? Rect(
                    x: frame.x + margin, y: row.maxY, width: max(0, frame.width - 2 * margin),
                    height: max(0, frame.height - row.height))
                : Rect(x: row.midX - width(title) / 2, y: row.y, width: width(title), height: row.height)
            let label = PseudoLocalizer.localize(title, environment.localization)
            parts.append(
                AccessibilityPart(name: "title", label: label, traits: [.staticText, .header], frame: titleFrame))
        }
        return parts + items(content.trailingItems, leading: false, name: "trailing")
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
