/// A button's `UIButton.Configuration` (iOS 15 and later): its style, size, corner style, content insets and where
/// its image sits beside its title.
///
/// Apple's documentation of `UIButton.Configuration` names the styles (`plain()`, `gray()`, `tinted()`, `filled()`,
/// `borderless()`, `bordered()`, `borderedTinted()`, `borderedProminent()`), the sizes (`buttonSize`: mini, small,
/// medium, large), the corner styles (`cornerStyle`: fixed, dynamic, small, medium, large, capsule) and the image
/// keys (`imagePlacement`, `imagePadding`, `contentInsets`); WWDC21 "Meet the UIKit button system" (session 10064)
/// shows them. Apple documents no numbers: the insets, title styles and radii below are observations, marked where
/// they are declared, and docs/uikit-semantics.md ("Button configurations") lists them with their status.
///
/// A button without a configuration in its spec has `nil` (`Node.buttonConfiguration`) and is drawn as it always was,
/// which is the `plain()` medium configuration's look (`ButtonMetrics.contentInsets`).
public struct ButtonConfiguration: Hashable, Sendable {
    /// The configuration's style: which of `UIButton.Configuration`'s constructors made it.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// `plain()`: no background, title and image in the tint.
        case plain
        /// `gray()`: a grey fill, title and image in the tint.
        case gray
        /// `tinted()`: the tint at reduced alpha as the fill, title and image in the tint.
        case tinted
        /// `filled()`: the tint as the fill, title and image white.
        case filled
        /// `borderless()`: as `plain()` (a bar-style button without a border).
        case borderless
        /// `bordered()`: as `gray()` (iOS draws both with the same grey fill).
        case bordered
        /// `borderedTinted()`: as `tinted()`.
        case borderedTinted
        /// `borderedProminent()`: as `filled()`.
        case borderedProminent

        /// The look it is drawn with: each bordered style is its unbordered twin (Apple's `bordered()` is documented
        /// as "a button with a gray background", as `gray()` is).
        public var look: Style {
            switch self {
            case .borderless: .plain
            case .bordered: .gray
            case .borderedTinted: .tinted
            case .borderedProminent: .filled
            default: self
            }
        }

        /// Whether the style paints a background behind its content.
        public var hasBackground: Bool { look != .plain }
    }

    /// `UIButton.Configuration.Size`: the title's text style, the content insets and the dynamic corner radius.
    public enum Size: String, CaseIterable, Hashable, Sendable {
        case mini, small, medium, large

        /// The title's text style: body (17 pt at Large) for medium and large, subheadline for small, caption 1 for
        /// mini — an approximation of the fonts the sizes give (Apple documents none; see `contentInsets`).
        public var titleStyle: TextStyle {
            switch self {
            case .mini: .caption1
            case .small: .subheadline
            case .medium, .large: .body
            }
        }

        /// The content insets (top, leading, bottom, trailing). Medium's 7 / 12 are the ones Plumb has drawn every
        /// button with (`ButtonMetrics.contentInsets`, iOS 15's plain configuration). The others are approximations
        /// in the same proportions (large's 14 / 20 gives the 50 pt tall button WWDC21's session shows): Apple
        /// documents no numbers and Plumb has not measured them on a device, so docs/uikit-semantics.md lists them
        /// as approximations to replace with a simulator's `intrinsicContentSize`.
        public var contentInsets: EdgeInsets {
            switch self {
            case .mini: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8)
            case .small: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            case .medium: ButtonMetrics.contentInsets
            case .large: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
            }
        }

        /// The corner radius `cornerStyle: dynamic` gives this size at the Large content size (an approximation, see
        /// `contentInsets`).
        public var dynamicCornerRadius: Double {
            switch self {
            case .mini: 4
            case .small: 6
            case .medium: 8
            case .large: 12
            }
        }
    }

    /// `UIButton.Configuration.CornerStyle`: how the background's corners are rounded.
    public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
        /// The size's radius, grown with Dynamic Type (UIKit's default).
        case dynamic
        /// The node's own `cornerRadius` as it is ("uses the background corner radius without modification").
        case fixed
        /// Half the shorter side: a capsule at every size.
        case capsule
        /// The system's small, medium and large radii: 6, 8 and 12 pt (approximations, see `Size.contentInsets`).
        case small, medium, large
    }

    /// Where the image sits relative to the title (`NSDirectionalRectEdge`): leading and trailing follow the layout
    /// direction, so a leading image is on the right under right-to-left.
    public enum ImagePlacement: String, CaseIterable, Hashable, Sendable {
        case leading, trailing, top, bottom

        /// Whether the image is beside the title on the horizontal axis.
        public var isHorizontal: Bool { self == .leading || self == .trailing }
    }

    public var style: Style
    public var size: Size
    public var cornerStyle: CornerStyle
    /// `contentInsets`, directional (left = leading); `nil` for the size's.
    public var contentInsets: EdgeInsets?
    public var imagePlacement: ImagePlacement
    /// The space between the image and the title (`imagePadding`): Apple's documentation gives no default; Plumb
    /// uses 0, the property's zero value, so a spec writes what its code sets.
    public var imagePadding: Double
    /// The drawn size of a `src:` image in points (its pixels ÷ scale); `nil` for a symbol, which is one em of the
    /// title's text style (`ImageSymbol.size(in:)`), or for no image.
    public var imageSize: PlumbCore.Size?

    public init(
        style: Style = .plain, size: Size = .medium, cornerStyle: CornerStyle = .dynamic,
        contentInsets: EdgeInsets? = nil, imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0,
        imageSize: PlumbCore.Size? = nil
    ) {
        self.style = style
        self.size = size
        self.cornerStyle = cornerStyle
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.imageSize = imageSize
    }

    /// The alpha of the tint in a `tinted()` background ("a tinted background color", Apple's documentation of
    /// `tinted()`): Apple gives no number; 0.15 is an approximation of the pale tint iOS draws.
    public static let tintedBackgroundAlpha = 0.15
    /// The fill of `gray()` ("a gray background", Apple's documentation of `gray()`): `tertiarySystemFill` (#767680
    /// at 12 % light, 24 % dark), which over the system background is near `systemGray6` / `systemGray5` and stays
    /// a fill in dark mode; the exact colour is an approximation.
    public static let grayBackground = SemanticColors.tertiarySystemFill

    /// The content insets in effect: the spec's, else the size's; directional (left = leading).
    public var directionalInsets: EdgeInsets { contentInsets ?? size.contentInsets }

    /// The corner radius of the background of a button `frame` in `environment`, `ownRadius` its node's
    /// `cornerRadius` (used by `fixed`).
    public func cornerRadius(in frame: Rect, environment: Environment, ownRadius: Double) -> Double {
        let capsule = min(frame.width, frame.height) / 2
        let radius: Double
        switch cornerStyle {
        case .fixed: radius = ownRadius
        case .capsule: radius = capsule
        case .small: radius = 6
        case .medium: radius = 8
        case .large: radius = 12
        case .dynamic:
            // Grows with the title's Dynamic Type size, as the style's name says (`UIFontMetrics` scaling).
            let scale =
                DynamicTypeTable.metrics(size.titleStyle, environment.category).size
                / DynamicTypeTable.metrics(size.titleStyle, .large).size
            radius = size.dynamicCornerRadius * scale
        }
        return min(radius, capsule)
    }

    /// The background colour for `tint` in `state`, or `nil` for a style without one.
    public func background(tint: Color, state: ControlState) -> Color? {
        switch style.look {
        case .gray: return Self.grayBackground
        case .tinted:
            return state == .disabled ? Self.grayBackground : tint.withAlphaMultiplied(by: Self.tintedBackgroundAlpha)
        case .filled: return state == .disabled ? Self.grayBackground : tint
        default: return nil
        }
    }

    /// The colour of the title and a template image for `tint` in `state`: white on `filled()`, the tint elsewhere;
    /// a disabled button's is `tertiaryLabel`, a highlighted one's at 20 % of its alpha (`ControlState`).
    public func foreground(tint: Color, state: ControlState) -> Color {
        let normal = style.look == .filled ? Color.white : tint
        switch state {
        case .disabled: return SemanticColors.tertiaryLabel
        case .highlighted: return normal.withAlphaMultiplied(by: ControlState.highlightedTitleAlpha)
        case .normal, .selected: return normal
        }
    }
}
