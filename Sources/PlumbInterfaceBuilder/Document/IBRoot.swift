/// One thing a document lays out: a storyboard scene's root view or a XIB's top-level view.
public struct IBRoot: Sendable {
    /// What names it in `<file>/<root>`: the storyboard identifier, else the user label, else the object id.
    public var name: String
    /// The root view's element.
    public var view: IBElement
    /// The scene's view controller, or `nil` for a XIB top-level view.
    public var controller: IBElement?
}
