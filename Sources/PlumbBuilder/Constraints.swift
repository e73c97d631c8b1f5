import PlumbCore

/// An Auto Layout container (`layout: constraints`): its children and the constraints between them, written with
/// typed references to the elements themselves, as NSLayoutAnchor code names its views.
///
/// ```swift
/// let title = TextLabel("Larger Accessibility Sizes", id: "title")
/// let toggle = Switch(id: "toggle")
/// Constraints(id: "cell") {
///     title
///     toggle
/// } constraints: { superview in
///     title.leading == superview.leading + 16
///     toggle.leading == title.trailing + 8
///     superview.trailing == toggle.trailing + 16
///     toggle.centerY == title.centerY
///     (title.width >= 120).priority(.high)
/// }
/// ```
///
/// A misspelled name (`titel.leading`) does not compile. An element named here must be in the container's
/// constraint tree (its children, and the children of nested `Constraints` containers, which are solved together
/// as views in one window are); one that is not stops the layout with a sentence naming it.
public struct Constraints: LayoutElement {
    public var node: Node

    public init(
        id: String? = nil, @NodeTreeBuilder children: () -> [Node],
        @ConstraintBuilder constraints: (AnchorItem) -> [TypedConstraint]
    ) {
        let id = DefaultID.id(id, kind: "view")
        var children = children()
        DefaultID.name(&children, parent: id)
        let declarations = constraints(AnchorItem(item: .superview)).map(\.declaration)
        node = Node(
            id: id, layout: .constraints(ConstraintParameters(declarations: declarations)), children: children)
    }

    /// The first form, naming nodes by id string (`c.title.leading == c.superview.leading + 16`); see
    /// `ConstraintAnchors`.
    @available(
        *, deprecated,
        message:
            "name nodes with typed references, which the compiler checks: `let title = TextLabel(…, id: \"title\")`, then `constraints: { superview in title.leading == superview.leading }`"
    )
    @_disfavoredOverload
    public init(
        id: String, @NodeTreeBuilder children: () -> [Node],
        @ConstraintBuilder constraints: (ConstraintAnchors) -> [TypedConstraint]
    ) {
        var children = children()
        DefaultID.name(&children, parent: id)
        let declarations = constraints(ConstraintAnchors()).map(\.declaration)
        node = Node(
            id: id, layout: .constraints(ConstraintParameters(declarations: declarations)), children: children)
    }
}
