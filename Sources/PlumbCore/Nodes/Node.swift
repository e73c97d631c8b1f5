/// One element of a layout tree: a box, text, image, switch, button or separator, possibly with children.
///
/// A node says what it is and what it wants (intrinsic size, fixed sizes, priorities); it never holds a frame
/// computed by an engine. Frames live in `LayoutResult`, so the same tree can be laid out in many environments.
public struct Node: Hashable, Sendable {
    /// Unique within a tree; names the node in frames JSON, lints and errors.
    public var id: String
    public var kind: NodeKind
    /// The intrinsic content size; either dimension may be absent (`UIView.noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// A width or height the node always has, whatever its content wants.
    public var fixedWidth: Double?
    public var fixedHeight: Double?
    /// Hidden nodes take no space in stacks and are not drawn.
    public var hidden: Bool
    public var hugging: AxisPriorities
    public var compression: AxisPriorities
    public var style: NodeStyle
    /// The text of a `.text` node or the title of a `.button`.
    public var text: TextContent?
    /// Whether a `.switch` is on.
    public var isOn: Bool
    /// How this node places its children.
    public var layout: ContainerLayout
    /// The frame inside an `absolute` parent, relative to the parent's origin.
    public var frame: Rect?
    /// In a stack: the space after this child instead of the stack's `spacing` (`setCustomSpacing(_:after:)`).
    public var spacingAfter: Double?
    /// In a stack: this child's own cross-axis alignment, overriding the stack's (like flexbox `align-self`).
    public var alignSelf: StackAlignment?
    /// The overlap lint's allowances: `allowsOverlap` lets this container's descendants overlap each other;
    /// `overlapsWith` names nodes this one may overlap (a badge on an avatar).
    public var allowsOverlap: Bool = false
    public var overlapsWith: [String] = []
    /// This container's own layout margins (`directionalLayoutMargins`); `nil` for the default: the environment's
    /// for the root, 8 for a nested `constraints` container, a stack's `padding` for a stack.
    public var layoutMargins: LayoutMargins?
    /// Insets this container adds to its safe area for its descendants, physical (left is left), like
    /// `UIViewController.additionalSafeAreaInsets` — a navigation container's bar.
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    /// Whether the layout margins are measured from the safe area's edges rather than the bounds
    /// (`insetsLayoutMarginsFromSafeArea`, default true): the margins guide is the safe area inset by the margins.
    public var insetsLayoutMarginsFromSafeArea: Bool = true
    public var children: [Node]
    /// Where the node was written, when it came from a spec file.
    public var source: SourceLocation?

    public init(
        id: String,
        kind: NodeKind = .box,
        intrinsicWidth: Double? = nil,
        intrinsicHeight: Double? = nil,
        fixedWidth: Double? = nil,
        fixedHeight: Double? = nil,
        hidden: Bool = false,
        hugging: AxisPriorities = .defaultHugging,
        compression: AxisPriorities = .defaultCompression,
        style: NodeStyle = NodeStyle(),
        text: TextContent? = nil,
        isOn: Bool = false,
        layout: ContainerLayout = .none,
        frame: Rect? = nil,
        spacingAfter: Double? = nil,
        alignSelf: StackAlignment? = nil,
        children: [Node] = [],
        source: SourceLocation? = nil
    ) {
        self.id = id
        self.kind = kind
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
        self.hidden = hidden
        self.hugging = hugging
        self.compression = compression
        self.style = style
        self.text = text
        self.isOn = isOn
        self.layout = layout
        self.frame = frame
        self.spacingAfter = spacingAfter
        self.alignSelf = alignSelf
        self.children = children
        self.source = source
    }

    /// A text node.
    public static func text(_ id: String, _ content: TextContent) -> Node {
        Node(id: id, kind: .text, text: content)
    }

    /// A 51 × 31 switch.
    public static func `switch`(_ id: String, isOn: Bool = false) -> Node {
        Node(id: id, kind: .switch, isOn: isOn)
    }

    /// The node without its children: what a `LayoutResult` entry keeps for drawing and linting.
    public var withoutChildren: Node {
        var copy = self
        copy.children = []
        return copy
    }

    /// Every node of the subtree in depth-first order, this one first.
    public var depthFirst: [Node] {
        var result: [Node] = []
        func visit(_ node: Node) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }
}
