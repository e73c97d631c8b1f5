import PlumbCore

/// The nodes of a `Constraints` container by id string, and the container as `superview`: the first way of naming
/// nodes in constraints (`c.title.leading == c.superview.leadingMargin + 16`, `c["title-label"]`).
///
/// Replaced by typed references (`title.leading == superview.leadingMargin + 16`, with `title` the element
/// itself), which the compiler checks: here a misspelled `c.titel` compiles. It is no longer silent: a name that is
/// no node of the container's constraint tree stops the layout with a sentence naming it and the nearest id
/// (`UnknownConstraintNode`), where it used to become a detached item.
@dynamicMemberLookup
public struct ConstraintAnchors: Sendable {
    public init() {}

    /// The container's own anchors and guides.
    public var superview: AnchorItem { AnchorItem(item: .superview) }

    public subscript(id: String) -> AnchorItem { AnchorItem(item: .node(id)) }

    public subscript(dynamicMember id: String) -> AnchorItem { self[id] }
}
