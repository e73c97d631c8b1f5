import PlumbCore

/// The axis an anchor measures along; anchors of different kinds cannot be related (NSLayoutAnchor's rule), so
/// `title.leading == toggle.top` does not compile.
public enum XAxis {}
public enum YAxis {}
/// Widths and heights, as `NSLayoutDimension`.
public enum AnchorDimension {}

/// One attribute of a node or guide, like `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`.
public struct LayoutAnchor<Kind>: Sendable {
    let item: ConstraintItem
    let attribute: LayoutAttribute
}

/// The anchors of an element, named as UIView's without the `Anchor` suffix: `title.leading`, `badge.width`.
///
/// The element is named by its id, so it needs one: an element written without `id:` stops here with a
/// sentence saying so, because its default id is only settled when it is put in its container. An element that
/// is never put in the constraint tree it is named in is reported when the tree is laid out
/// (`UnknownConstraintNode`).
extension LayoutElement {
    public var leading: LayoutAnchor<XAxis> { anchor(.leading) }
    public var trailing: LayoutAnchor<XAxis> { anchor(.trailing) }
    public var left: LayoutAnchor<XAxis> { anchor(.left) }
    public var right: LayoutAnchor<XAxis> { anchor(.right) }
    public var centerX: LayoutAnchor<XAxis> { anchor(.centerX) }
    public var top: LayoutAnchor<YAxis> { anchor(.top) }
    public var bottom: LayoutAnchor<YAxis> { anchor(.bottom) }
    public var centerY: LayoutAnchor<YAxis> { anchor(.centerY) }
    public var firstBaseline: LayoutAnchor<YAxis> { anchor(.firstBaseline) }
    public var lastBaseline: LayoutAnchor<YAxis> { anchor(.lastBaseline) }
    public var width: LayoutAnchor<AnchorDimension> { anchor(.width) }
    public var height: LayoutAnchor<AnchorDimension> { anchor(.height) }

    private func anchor<Kind>(_ attribute: LayoutAttribute) -> LayoutAnchor<Kind> {
        let id = node.id
        precondition(
            !DefaultID.isProvisional(id),
            "a \(id.dropFirst()) written without `id:` is named in a constraint (`.\(attribute)`): "
                + "give it an id, e.g. `id: \"title\"`, for the constraint to name")
        return LayoutAnchor(item: .node(id), attribute: attribute)
    }
}

/// The anchors of a constraint container (the `superview` its constraints closure is given) or of one of its
/// guides, named as UIView's and UILayoutGuide's.
public struct AnchorItem: Sendable {
    let item: ConstraintItem

    public var leading: LayoutAnchor<XAxis> { LayoutAnchor(item: item, attribute: .leading) }
    public var trailing: LayoutAnchor<XAxis> { LayoutAnchor(item: item, attribute: .trailing) }
    public var left: LayoutAnchor<XAxis> { LayoutAnchor(item: item, attribute: .left) }
    public var right: LayoutAnchor<XAxis> { LayoutAnchor(item: item, attribute: .right) }
    public var centerX: LayoutAnchor<XAxis> { LayoutAnchor(item: item, attribute: .centerX) }
    public var top: LayoutAnchor<YAxis> { LayoutAnchor(item: item, attribute: .top) }
    public var bottom: LayoutAnchor<YAxis> { LayoutAnchor(item: item, attribute: .bottom) }
    public var centerY: LayoutAnchor<YAxis> { LayoutAnchor(item: item, attribute: .centerY) }
    public var firstBaseline: LayoutAnchor<YAxis> { LayoutAnchor(item: item, attribute: .firstBaseline) }
    public var lastBaseline: LayoutAnchor<YAxis> { LayoutAnchor(item: item, attribute: .lastBaseline) }
    public var width: LayoutAnchor<AnchorDimension> { LayoutAnchor(item: item, attribute: .width) }
    public var height: LayoutAnchor<AnchorDimension> { LayoutAnchor(item: item, attribute: .height) }

    /// The container's `layoutMarginsGuide` (only meaningful on `superview`).
    public var layoutMarginsGuide: AnchorItem { AnchorItem(item: .margins) }
    /// The container's `safeAreaLayoutGuide` (only meaningful on `superview`).
    public var safeAreaLayoutGuide: AnchorItem { AnchorItem(item: .safeArea) }
    /// `layoutMarginsGuide.leadingAnchor` and its siblings, short.
    public var leadingMargin: LayoutAnchor<XAxis> { layoutMarginsGuide.leading }
    public var trailingMargin: LayoutAnchor<XAxis> { layoutMarginsGuide.trailing }
    public var topMargin: LayoutAnchor<YAxis> { layoutMarginsGuide.top }
    public var bottomMargin: LayoutAnchor<YAxis> { layoutMarginsGuide.bottom }
}

/// `anchor * multiplier + constant`, the right-hand side of a constraint.
public struct AnchorExpression<Kind>: Sendable {
    let anchor: LayoutAnchor<Kind>
    var multiplier: Double = 1
    var constant: Double = 0
}

public func + <Kind>(anchor: LayoutAnchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, constant: constant)
}

public func - <Kind>(anchor: LayoutAnchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
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
public func * <Kind>(multiplier: Double, anchor: LayoutAnchor<Kind>) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, multiplier: multiplier)
}

public func * <Kind>(anchor: LayoutAnchor<Kind>, multiplier: Double) -> AnchorExpression<Kind> {
    multiplier * anchor
}
