/// The layer styling of a node beyond its fill and border, as `CALayer` and `UIView` give it: a shadow, per-corner
/// radii and their curve, clipping, opacity and a gradient. None of it changes layout.
public struct NodeDecoration: Hashable, Sendable {
    public var shadow: Shadow?
    /// Radii of each corner, replacing `NodeStyle.cornerRadius` when set (like `cornerRadius` with `maskedCorners`,
    /// but each corner its own radius).
    public var cornerRadii: CornerRadii?
    public var cornerCurve: CornerCurve?
    /// Whether descendants are clipped to the node's (rounded) bounds, as `clipsToBounds` / `masksToBounds` do.
    public var clipsToBounds: Bool
    /// The node's and its subtree's opacity, 0…1 (`UIView.alpha`): the subtree is drawn, then faded as one.
    public var opacity: Double
    /// A gradient drawn over the background colour, inside the same (rounded) shape, as a `CAGradientLayer` filling
    /// the view.
    public var gradient: LinearGradient?
    /// An outline from SVG path data that replaces the rounded frame for the fill, border, clipping and shadow.
    public var shape: NodeShape? = nil

    public init(
        shadow: Shadow? = nil, cornerRadii: CornerRadii? = nil, cornerCurve: CornerCurve? = nil,
        clipsToBounds: Bool = false,
        opacity: Double = 1, gradient: LinearGradient? = nil
    ) {
        self.shadow = shadow
        self.cornerRadii = cornerRadii
        self.cornerCurve = cornerCurve
        self.clipsToBounds = clipsToBounds
        self.opacity = opacity
        self.gradient = gradient
    }
}

/// `CALayer`'s shadow: a blurred copy of the layer's shape, offset, in a colour at an opacity, drawn beneath the
/// layer and outside its frame.
public struct Shadow: Hashable, Sendable {
    /// `shadowColor` (default black).
    public var color: Color
    /// `shadowOpacity`, 0…1, multiplied into the colour's alpha.
    public var opacity: Double
    /// `shadowOffset` in points: positive width to the right, positive height down (CALayer's default is (0, −3)).
    public var offset: Size
    /// `shadowRadius`, the blur radius in points (default 3).
    public var radius: Double

    public init(
        color: Color = .black, opacity: Double = 1, offset: Size = Size(width: 0, height: -3), radius: Double = 3
    ) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}

/// A radius for each corner, by its physical position (as `CACornerMask` names corners: they do not flip under
/// right-to-left).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomLeft: Double
    public var bottomRight: Double

    public init(topLeft: Double = 0, topRight: Double = 0, bottomLeft: Double = 0, bottomRight: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }
}

/// `CALayerCornerCurve`: circular arcs, or the continuous ("squircle") curve of iOS's app icons and system controls.
public enum CornerCurve: String, CaseIterable, Hashable, Sendable {
    case circular, continuous
}

/// `CAGradientLayer` of type `.axial`: colours at locations along a line from `start` to `end`, both in the unit
/// square of the node's bounds (default top centre to bottom centre).
public struct LinearGradient: Hashable, Sendable {
    public var colors: [Color]
    /// One location per colour, 0…1, increasing; `nil` spreads the colours evenly.
    public var locations: [Double]?
    public var start: Point
    public var end: Point

    public init(
        colors: [Color], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0),
        end: Point = Point(x: 0.5, y: 1)
    ) {
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
    }
}
