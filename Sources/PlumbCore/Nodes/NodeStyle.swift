/// How a node's own rectangle is painted: fill, border, corner radius.
public struct NodeStyle: Hashable, Sendable {
    public var background: Color?
    public var borderColor: Color?
    public var borderWidth: Double
    public var cornerRadius: Double

    public init(background: Color? = nil, borderColor: Color? = nil, borderWidth: Double = 0, cornerRadius: Double = 0) {
        self.background = background
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
    }
}

/// The text of a text node or a button title, with its Dynamic Type style.
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var style: TextStyle
    /// `nil` means the style's own weight (semibold for headline, regular otherwise).
    public var weight: FontWeight?
    /// Maximum number of lines; 0 means unlimited (as `UILabel.numberOfLines`). Extra text ends in an ellipsis.
    public var lines: Int
    public var alignment: TextAlignment
    public var color: Color
    /// A font family the spec pins (`font:`), or `nil` for Inter. The Dynamic Type table still gives the size.
    public var fontFamily: String? = nil
    /// Drawn in the family's italic (or oblique) face.
    public var italic = false
    /// A fixed size in points (`fontSize:`) instead of the Dynamic Type table's, or `nil` for the table's.
    public var fontSize: Double? = nil

    public init(
        _ string: String,
        style: TextStyle = .body,
        weight: FontWeight? = nil,
        lines: Int = 1,
        alignment: TextAlignment = .natural,
        color: Color = .label
    ) {
        self.string = string
        self.style = style
        self.weight = weight
        self.lines = lines
        self.alignment = alignment
        self.color = color
    }

    /// The weight actually used: the node's, or the style's default.
    public var resolvedWeight: FontWeight { weight ?? style.defaultWeight }
}
