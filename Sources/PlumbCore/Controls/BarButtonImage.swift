/// The image of a bar button item (`UIBarButtonItem(image:…)`): a symbol of the spec's `symbols:` folder or a `src:`
/// file, drawn as a template in the bar's tint, with the label VoiceOver reads for it.
///
/// UIKit draws a bar button's image in the bar's `tintColor` whatever its colours (the image's rendering mode is
/// `.automatic`, which bars treat as `.alwaysTemplate`; Apple's documentation of `UIImage.RenderingMode.automatic`:
/// "the context's default", and of `UIBarButtonItem`: "the bar button item's image … uses tint colour"). A symbol is
/// drawn one em of 17 pt body text high at every content size: bars do not grow with Dynamic Type (they show the
/// large content viewer instead), so the em is body's at Large (docs/uikit-semantics.md, "Bar button images").
public struct BarButtonImage: Hashable, Sendable {
    /// The file (or the symbol's SVG) and its symbol description, drawn as a template.
    public var image: ImageContent
    /// The drawn size in points: a symbol's one body em high (`ImageSymbol.size` at Large), a file's pixels ÷ scale.
    public var size: Size
    /// What VoiceOver reads (`accessibilityLabel`); `nil` reads the item's title, which a spec must then give.
    public var accessibilityLabel: String?

    public init(image: ImageContent, size: Size, accessibilityLabel: String? = nil) {
        self.image = image
        self.size = size
        self.accessibilityLabel = accessibilityLabel
    }

    /// The size of a bar button's symbol: one em of body text at the Large content size, as wide as its aspect.
    public static func symbolSize(_ symbol: ImageSymbol) -> Size {
        let em = DynamicTypeTable.metrics(.body, .large).size
        return Size(width: em * symbol.aspectRatio, height: em)
    }

    /// The smallest side of a bar button's tap target: 44 pt (Apple's Human Interface Guidelines, "Layout": "a
    /// minimum tappable area of 44x44 pt for all controls"). An image narrower than that is centred in it.
    public static let minimumTarget = 44.0
}
