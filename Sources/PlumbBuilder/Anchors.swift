import PlumbCore

/// The axis an anchor measures along; anchors of different kinds cannot be related (NSLayoutAnchor's rule), so
/// `title.leading == toggle.top` does not compile.
public enum XAxis {}
public enum YAxis {}
public enum Dimension {}

/// One attribute of a node or guide, like `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`.
public struct Anchor<Kind>: Sendable {
    let item: ConstraintItem
    let attribute: LayoutAttribute
}

/// The anchors of one node (or of its container, `superview`), named as UIView's.
public struct AnchorItem: Sendable {
    let item: ConstraintItem

    public var leading: Anchor<XAxis> { Anchor(item: item, attribute: .leading) }
    public var trailing: Anchor<XAxis> { Anchor(item: item, attribute: .trailing) }
    public var left: Anchor<XAxis> { Anchor(item: item, attribute: .left) }
    public var right: Anchor<XAxis> { Anchor(item: item, attribute: .right) }
    public var centerX: Anchor<XAxis> { Anchor(item: item, attribute: .centerX) }
    public var top: Anchor<YAxis> { Anchor(item: item, attribute: .top) }
    public var bottom: Anchor<YAxis> { Anchor(item: item, attribute: .bottom) }
    public var centerY: Anchor<YAxis> { Anchor(item: item, attribute: .centerY) }
    public var firstBaseline: Anchor<YAxis> { Anchor(item: item, attribute: .firstBaseline) }
    public var lastBaseline: Anchor<YAxis> { Anchor(item: item, attribute: .lastBaseline) }
    public var width: Anchor<Dimension> { Anchor(item: item, attribute: .width) }
    public var height: Anchor<Dimension> { Anchor(item: item, attribute: .height) }

    /// The container's `layoutMarginsGuide` (only meaningful on `superview`).
    public var layoutMarginsGuide: AnchorItem { AnchorItem(item: .margins) }
    /// The container's `safeAreaLayoutGuide` (only meaningful on `superview`).
    public var safeAreaLayoutGuide: AnchorItem { AnchorItem(item: .safeArea) }
    /// `layoutMarginsGuide.leadingAnchor` and its siblings, short.
    public var leadingMargin: Anchor<XAxis> { layoutMarginsGuide.leading }
    public var trailingMargin: Anchor<XAxis> { layoutMarginsGuide.trailing }
    public var topMargin: Anchor<YAxis> { layoutMarginsGuide.top }
    public var bottomMargin: Anchor<YAxis> { layoutMarginsGuide.bottom }
}

/// The nodes of a `Constraints` container by id, and the container itself as `superview`:
/// `c.title.leading == c.superview.leadingMargin + 16`, or `c["title-label"]` for an id that is not a Swift name.
///
/// Any node of the container's constraint tree can be named, including one inside a nested `Constraints`
/// container: they are solved together, as views in one window are.
@dynamicMemberLookup
public struct ConstraintAnchors: Sendable {
    public init() {}

    /// The container's own anchors and guides.
    public var superview: AnchorItem { AnchorItem(item: .superview) }

    public subscript(id: String) -> AnchorItem { AnchorItem(item: .node(id)) }

    public subscript(dynamicMember id: String) -> AnchorItem { self[id] }
}

/// `anchor * multiplier + constant`, the right-hand side of a constraint.
public struct AnchorExpression<Kind>: Sendable {
    let anchor: Anchor<Kind>
    var multiplier: Double = 1
    var constant: Double = 0
}

public func + <Kind>(anchor: Anchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, constant: constant)
}

public func - <Kind>(anchor: Anchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, constant: -constant)
}

public func + <Kind>(expression: AnchorExpression<Kind>, constant: Double) -> AnchorExpression<Kind> {
    var copy = expression
    copy.constant += constant
    return copy
}

public func - <Kind>(expression: AnchorExpression<Kind>, constant: Double) -> AnchorExpression<Kind> {
    expression + -constant
}

/// `0.5 * container.width`: a multiplier, as `constraint(equalTo:multiplier:)`.
public func * <Kind>(multiplier: Double, anchor: Anchor<Kind>) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, multiplier: multiplier)
}

public func * <Kind>(anchor: Anchor<Kind>, multiplier: Double) -> AnchorExpression<Kind> {
    multiplier * anchor
}
