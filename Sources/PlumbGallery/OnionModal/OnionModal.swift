import PlumbCore

/// docs/design.md §11.2, the "onion": a navigation container → a screen template → content, each layer laid out by its own
/// rules and handing its safe area down, as a modal built from a navigation view controller and a child one.
///
/// - **Navigation** (`constraints`, the root, the whole screen): a 44 × 44 close button at the top leading corner —
///   its top on the screen's safe-area top (the root safe area, above the navigation's own extra inset), its
///   leading edge on the layout margin — and `additionalSafeAreaInsets` top 30 for its children (a compact bar).
/// - **Template** (`constraints`, nested, the whole screen like a child view controller's view): it inherits the
///   notch *and* the 30 pt bar as its top safe area and the home indicator as its bottom; its layout margins are the
///   system's (16, 20 at widths ≥ 414) and, as in UIKit, measured from the safe area. The action buttons are a
///   vertical `stack` pinned to the bottom margin; above them, 16 pt apart, the **content area** (a nested
///   constraint container, like a layout guide) spans from the top margin, and the content is centred in it.
/// - **Content** (`stack`, vertical, centred): an illustration, a title and a body text.
///
/// At accessibility sizes the illustration is hidden (the text needs the room, as Apple's guidelines suggest). When
/// the content is still taller than its area, the area keeps it: centring (priority 500) gives way to the required
/// top and bottom, so the content starts at the top margin and the body text — the lowest compression resistance —
/// gives up height; a real app would put the content in a scroll view, and `plumb lint` reports the clipped text.
public enum OnionModal {
    public enum ID {
        public static let navigation = "navigation"
        public static let close = "close"
        public static let template = "template"
        public static let contentArea = "contentArea"
        public static let content = "content"
        public static let illustration = "illustration"
        public static let title = "title"
        public static let body = "body"
        public static let actions = "actions"
        public static let primary = "primary"
        public static let secondary = "secondary"
    }

    /// A notch phone (iPhone 14): safe area top 47 (status bar and sensor housing), bottom 34 (home indicator).
    public static let deviceSafeArea = EdgeInsets(top: 47, bottom: 34)
    /// The same phone's screen height, used at every width so only the width varies across the matrix.
    public static let deviceHeight = 844.0
    /// The bar the navigation container adds to its children's safe area.
    public static let barHeight = 30.0
    /// The close button's side: Apple's minimum tap target.
    public static let closeSize = 44.0
    /// Between the content area and the action buttons, and between the two buttons.
    public static let actionsGap = 16.0
    public static let buttonSpacing = 12.0
    /// Above and below the buttons, inside their stack, so a button's 44-pt tap target stays inside the stack even
    /// at the smallest size (a 33-pt button at `xs` reaches 5.5 pt beyond each edge); between the buttons the
    /// 12-pt spacing leaves room for both targets.
    public static let targetRoom = 6.0
    public static let contentSpacing = 12.0
    public static let illustrationSize = 120.0

    public static let matrix = Matrix(
        widths: [320, 375, 414], categories: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
        height: deviceHeight, safeAreaInsets: deviceSafeArea)

    /// The modal's body text.
    public static let bodyText = "We’ll tell you when your order ships."

    /// The tree for `environment`; `body` replaces the body text (a longer one shows what happens on overflow).
    public static func root(environment: Environment, body: String = bodyText) -> Node {
        var navigation = Node(
            id: ID.navigation, style: NodeStyle(background: .white),
            layout: .constraints(
                constraints([
                    "close.top == safeArea.top - \(formatNumber(barHeight))",
                    "close.leading == margins.leading",
                    "close.width == \(formatNumber(closeSize))",
                    "close.height == \(formatNumber(closeSize))",
                    "H:|[template]|",
                    "V:|[template]|",
                ])),
            children: [closeButton(), template(environment: environment, body: body)])
        navigation.additionalSafeAreaInsets = EdgeInsets(top: barHeight)
        return navigation
    }

    /// A round close button (`UIButton(type: .close)` at tap-target size); its glyph is an icon that does not
    /// scale with Dynamic Type, so it has no title to measure. It floats over the template's top edge.
    static func closeButton() -> Node {
        var close = Node(
            id: ID.close, kind: .button, style: NodeStyle(background: .systemFill, cornerRadius: closeSize / 2))
        close.overlapsWith = [ID.template]
        // An icon button: VoiceOver needs its name (docs/accessibility.md, missingLabel)
        close.accessibility.label = "Close"
        return close
    }

    static func template(environment: Environment, body: String) -> Node {
        var template = Node(
            id: ID.template,
            layout: .constraints(
                constraints([
                    "actions.leading == margins.leading",
                    "actions.trailing == margins.trailing",
                    "actions.bottom == margins.bottom",
                    "contentArea.leading == margins.leading",
                    "contentArea.trailing == margins.trailing",
                    "contentArea.top == margins.top",
                    "contentArea.bottom == actions.top - \(formatNumber(actionsGap))",
                ])),
            children: [contentArea(environment: environment, body: body), actions()])
        // The design's margin m on every side: the system's side margin (UIKit's own system margins are 0 at the
        // top and bottom).
        template.layoutMargins = .insets(EdgeInsets(all: SystemLayoutMargins.insets(forWidth: environment.width).left))
        return template
    }

    /// The region between the top margin and the buttons; the content is centred in it and never leaves it.
    static func contentArea(environment: Environment, body: String) -> Node {
        Node(
            id: ID.contentArea,
            layout: .constraints(
                constraints([
                    "H:|[content]|",
                    "content.top >= superview.top",
                    "content.bottom <= superview.bottom",
                    "content.centerY == superview.centerY @500",
                ])),
            children: [content(environment: environment, body: body)])
    }

    static func content(environment: Environment, body bodyString: String) -> Node {
        var illustration = Node(
            id: ID.illustration, kind: .image, intrinsicWidth: illustrationSize, intrinsicHeight: illustrationSize)
        illustration.hidden = environment.category.isAccessibilityCategory
        // Text spans the content width (`alignSelf: fill`) and wraps there; the illustration keeps its size.
        var title = Node.text(
            ID.title, TextContent("Order updates", style: .title2, weight: .bold, lines: 0, alignment: .center))
        title.alignSelf = .fill
        title.accessibility.traits = .header  // VoiceOver's rotor jumps between headings
        var body = Node.text(
            ID.body, TextContent(bodyString, style: .body, lines: 0, alignment: .center))
        body.alignSelf = .fill
        body.compression = AxisPriorities(horizontal: 750, vertical: 749)
        return Node(
            id: ID.content,
            layout: .stack(StackParameters(axis: .vertical, alignment: .center, spacing: contentSpacing)),
            children: [illustration, title, body])
    }

    /// The buttons use the Increase Contrast blue: `systemBlue` is 4.02:1 against white, under the 4.5:1 that 17 pt
    /// titles need (docs/accessibility.md, lowContrast).
    static func actions() -> Node {
        let primary = Node(
            id: ID.primary, kind: .button, style: NodeStyle(background: .systemBlueIncreasedContrast, cornerRadius: 12),
            text: TextContent("Turn On", style: .headline, color: .white))
        let secondary = Node(
            id: ID.secondary, kind: .button,
            text: TextContent("Not Now", style: .body, color: .systemBlueIncreasedContrast))
        var actions = Node(
            id: ID.actions,
            layout: .stack(
                StackParameters(
                    axis: .vertical, alignment: .fill, spacing: buttonSpacing,
                    padding: EdgeInsets(top: targetRoom, bottom: targetRoom))),
            children: [primary, secondary])
        // The buttons never give up height to the content above them.
        actions.compression = AxisPriorities(horizontal: 750, vertical: 1000)
        return actions
    }
}
