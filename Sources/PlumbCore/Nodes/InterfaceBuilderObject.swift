/// The Interface Builder object a node was read from: what names it in the document besides its id (which is the
/// node's id), and the frame Interface Builder stored for it.
///
/// Frames JSON carries `userLabel` and `class` so a result can be compared with the file (docs/interface-builder.md);
/// the `misplacedInIB` lint compares `comparedFrame` with Plumb's frame.
public struct InterfaceBuilderObject: Hashable, Sendable {
    /// The document's `userLabel` ("Title"), or `nil`.
    public var userLabel: String?
    /// The `customClass`, else the UIKit class of the element (`label` → `UILabel`).
    public var className: String
    /// The frame Interface Builder stored, relative to the superview, when Plumb compares it with its own: the view
    /// is up to date in IB (not `misplaced` or `ambiguous`, nor under one), placed by constraints or a stack, and
    /// Plumb lays it out as UIKit does (not inside a class it approximates, not named by a constraint it dropped;
    /// with Plumb's own text, not sized by text). For the root, its stored frame, which says the canvas's size.
    public var comparedFrame: Rect?
    /// For a root that is not a view controller's view (a XIB's custom view): the safe area it is laid out in is the
    /// device's that Interface Builder simulates, not one the view will have where the app puts it, so content
    /// outside it is no defect (`outOfBounds` checks the root's bounds only).
    public var simulatesSafeArea = false

    public init(
        userLabel: String?, className: String, comparedFrame: Rect? = nil, simulatesSafeArea: Bool = false
    ) {
        self.userLabel = userLabel
        self.className = className
        self.comparedFrame = comparedFrame
        self.simulatesSafeArea = simulatesSafeArea
    }
}
