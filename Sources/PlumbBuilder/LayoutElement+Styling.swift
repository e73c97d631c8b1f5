import PlumbCore

/// Modifiers for the keys of real screens (docs/spec-format.md, "Styling", "Size bounds", "Variants by
/// trait"): each sets what the spec key of the same name sets.
extension LayoutElement {
    private func decorating(_ change: (inout NodeDecoration) -> Void) -> Self {
        changing { node in
            var decoration = node.style.decoration ?? NodeDecoration()
            change(&decoration)
            node.style.decoration = decoration
        }
    }

    // MARK: Size bounds

    /// `minWidth:` / `maxWidth:` / `minHeight:` / `maxHeight:`: required bounds on the node's size, honoured by
    /// every engine (`widthAnchor.constraint(greaterThanOrEqualToConstant:)` and its siblings). `nil` leaves a
    /// bound as it is.
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil
    ) -> Self {
        changing { node in
            if let minWidth { node.minWidth = minWidth }
            if let maxWidth { node.maxWidth = maxWidth }
            if let minHeight { node.minHeight = minHeight }
            if let maxHeight { node.maxHeight = maxHeight }
        }
    }

    // MARK: Layer styling

    /// `shadow:` — CALayer's shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`), drawn outside the
    /// frame without changing layout. Unlike CALayer's, the opacity defaults to 1: asking for a shadow shows one.
    public func shadow(
        color: Color = .black, opacity: Double = 1, offset: Size = Size(width: 0, height: -3), radius: Double = 3
    ) -> Self {
        decorating { $0.shadow = Shadow(color: color, opacity: opacity, offset: offset, radius: radius) }
    }

    /// `cornerRadius: {topLeft:, topRight:, bottomLeft:, bottomRight:}` — a radius per corner, by physical position
    /// (as `CACornerMask` names corners).
    public func cornerRadii(
        topLeft: Double = 0, topRight: Double = 0, bottomLeft: Double = 0, bottomRight: Double = 0
    ) -> Self {
        decorating {
            $0.cornerRadii = CornerRadii(
                topLeft: topLeft, topRight: topRight, bottomLeft: bottomLeft, bottomRight: bottomRight)
        }
    }

    /// `cornerCurve:` — `.continuous` for iOS's squircle corners (`CALayerCornerCurve`).
    public func cornerCurve(_ curve: CornerCurve) -> Self { decorating { $0.cornerCurve = curve } }

    /// `clipsToBounds:` — descendants are clipped to the node's (rounded) bounds.
    public func clipsToBounds(_ clips: Bool = true) -> Self { decorating { $0.clipsToBounds = clips } }

    /// `opacity:` — the node and its subtree faded as one, 0…1 (`UIView.alpha`).
    public func opacity(_ opacity: Double) -> Self { decorating { $0.opacity = opacity } }

    /// `gradient:` — a linear gradient over the background (`CAGradientLayer`, `.axial`); `start` and `end` in the
    /// unit square of the bounds (top centre to bottom centre by default), `locations` one per colour.
    public func gradient(
        _ colors: [Color], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0),
        end: Point = Point(x: 0.5, y: 1)
    ) -> Self {
        decorating { decoration in
            var gradient = LinearGradient(colors: colors)
            gradient.locations = locations
            gradient.start = start
            gradient.end = end
            decoration.gradient = gradient
        }
    }

    /// `tint:` — a switch's "on" track, a button's title colour, a navigation bar's back and bar buttons.
    public func tint(_ color: Color) -> Self { changing { $0.style.tint = color } }

    // MARK: Variants by trait

    /// `when:` in Swift: `change` applied when `condition` holds in `environment` — the environment a
    /// `LayoutUnderTest { environment in … }` or `Subject(tree:)` closure builds the tree for.
    ///
    /// ```swift
    /// let accessibilitySizes = TraitCondition(categories: Set(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)))
    /// HStackView(id: "row", spacing: 8, alignment: .center) { … }
    ///     .when(accessibilitySizes, in: environment) { $0.axis(.vertical).stackAlignment(.leading) }
    /// ```
    public func when(_ condition: TraitCondition, in environment: Environment, _ change: (Self) -> Self) -> Self {
        condition.holds(in: environment) ? change(self) : self
    }

    /// `change` applied when `holds` is true: any test over the environment (`environment.appearance == .dark`).
    public func when(_ holds: Bool, _ change: (Self) -> Self) -> Self {
        holds ? change(self) : self
    }
}
