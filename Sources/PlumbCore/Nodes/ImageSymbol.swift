/// An image drawn as a symbol of a text style (`symbol:`), as an SF Symbol configured with
/// `UIImage.SymbolConfiguration(textStyle:)` is: its size follows the style's point size through Dynamic Type.
///
/// The model (docs/spec-format.md, "Symbols"): the SVG's whole canvas (its viewBox) is drawn one em high — the style's
/// point size at the environment's content-size category — and as wide as its aspect ratio makes it. Icon sets
/// draw on a square grid with padding (24 px grids with about 2 px of it), so their ink is about 0.85 em high:
/// a little above the font's cap height (0.73 em in Inter), where SF Symbols' medium scale puts a symbol's ink.
/// Both grow in proportion with the text beside them.
public struct ImageSymbol: Hashable, Sendable {
    /// The symbol's name in the `symbols:` folder (`star` for `star.svg`).
    public var name: String
    public var style: TextStyle
    /// The weight asked for; the file drawn is `NAME.WEIGHT.svg` when the folder has one, else `NAME.svg`.
    public var weight: FontWeight
    /// The SVG's width ÷ height.
    public var aspectRatio: Double

    public init(name: String, style: TextStyle = .body, weight: FontWeight = .regular, aspectRatio: Double = 1) {
        self.name = name
        self.style = style
        self.weight = weight
        self.aspectRatio = aspectRatio
    }

    /// The symbol's size in `environment`: one em of its style high.
    public func size(in environment: Environment) -> Size {
        let em = DynamicTypeTable.metrics(style, environment.category).size
        return Size(width: em * aspectRatio, height: em)
    }
}
