/// How a node's own rectangle is painted: fill, border, corner radius.
public struct NodeStyle: Hashable, Sendable {
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: Double
    public var cornerRadius: Double
    /// Shadow, per-corner radii, corner curve, clipping, opacity and gradient; `nil` for a plain node.
    public var decoration: NodeDecoration?
    /// A control's tint: a switch's "on" track (`UISwitch.onTintColor`), a button's title unless the title sets a
    /// colour (`UIButton.tintColor`); `nil` for UIKit's (`systemGreen`, `systemBlue`).
    public var tint: Color?

    public init(
        background: Color? = nil, borderColor: Color? = nil, borderWidth: Double = 0, cornerRadius: Double = 0,
        decoration: NodeDecoration? = nil, tint: Color? = nil
    ) {
        self.background = background
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.decoration = decoration
        self.tint = tint
    }
}

/// The text of a text node or a button title, with its Dynamic Type style.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    /// `nil` means the style's own weight (semibold for headline, regular otherwise).
    public var weight: FontWeight?
    /// Maximum number of lines; 0 means unlimited (as `UILabel.numberOfLines`). Extra text is cut as
    /// `lineBreakMode` says (an ellipsis at the end by default).
    public var lines: Int
    public var alignment: TextAlignment
    public var color: Color
    /// A font family the spec pins (`font:`), or `nil` for Inter. The Dynamic Type table still gives the size.
    public var fontFamily: String? = nil
    /// Drawn in the family's italic (or oblique) face.
    public var italic = false
    /// A fixed size in points (`fontSize:`) instead of the Dynamic Type table's, or `nil` for the table's.
    public var fontSize: Double? = nil
    /// How lines break and how text beyond `lines` is cut (`UILabel.lineBreakMode`, default `truncateTail`).
    public var lineBreakMode: LineBreakMode
    /// The base direction of each paragraph; `natural` (the default) takes it from the text itself, and the
    /// layout direction only decides where `natural` alignment puts the lines.
    public var writingDirection: WritingDirection
    /// The largest content-size category the text follows (`maximumContentSizeCategory`); `nil` for no limit.
    public var maxCategory: ContentSizeCategory?
    /// Line spacing, line height multiple, letter spacing, case, font shrinking and attributed runs (`TextStyling`).
    public var styling = TextStyling()

    public init(
        _ string: String,
        style: TextStyle = .body,
        weight: FontWeight? = nil,
        lines: Int = 1,
        alignment: TextAlignment = .natural,
        color: Color = .label,
        lineBreakMode: LineBreakMode = .truncateTail,
        writingDirection: WritingDirection = .natural
    ) {
        self.string = string
        self.style = style
        self.weight = weight
        self.lines = lines
        self.alignment = alignment
        self.color = color
        self.lineBreakMode = lineBreakMode
        self.writingDirection = writingDirection
    }

    /// The weight actually used: the node's, or the style's default.
    public var resolvedWeight: FontWeight { weight ?? style.defaultWeight }
}
