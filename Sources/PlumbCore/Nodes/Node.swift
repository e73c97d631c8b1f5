/// One element of a layout tree: a box, text, image, switch, button or separator, possibly with children.
///
/// A node says what it is and what it wants (intrinsic size, fixed sizes, priorities); it never holds a frame
/// computed by an engine. Frames live in `LayoutResult`, so the same tree can be laid out in many environments.
public struct Node: Hashable, Sendable {
    /// Everything but the children, shared between copies until one of them changes (see `Node+Storage.swift`):
    /// layout results, placements and stacks copy nodes freely, and a copy is one retain instead of some thirty
    /// fields.
    @usableFromInline var storage: Storage

    /// Unique within a tree; names the node in frames JSON, lints and errors.
    public var id: String {
        @inlinable get { storage.attributes.id }
        set { attributes.id = newValue }
    }
    public var kind: NodeKind {
        @inlinable get { storage.attributes.kind }
        set { attributes.kind = newValue }
    }
    /// The intrinsic content size; either dimension may be absent (`UIView.noIntrinsicMetric`).
    public var intrinsicWidth: Double? {
        @inlinable get { storage.attributes.intrinsicWidth }
        set { attributes.intrinsicWidth = newValue }
    }
    public var intrinsicHeight: Double? {
        @inlinable get { storage.attributes.intrinsicHeight }
        set { attributes.intrinsicHeight = newValue }
    }
    /// A width or height the node always has, whatever its content wants.
    public var fixedWidth: Double? {
        @inlinable get { storage.attributes.fixedWidth }
        set { attributes.fixedWidth = newValue }
    }
    public var fixedHeight: Double? {
        @inlinable get { storage.attributes.fixedHeight }
        set { attributes.fixedHeight = newValue }
    }
    /// Required bounds on the node's size (`minWidth`, `maxWidth`, `minHeight`, `maxHeight`), honoured by every
    /// engine; `SizeBounds.none` by default.
    public var sizeBounds: SizeBounds {
        @inlinable get { storage.attributes.sizeBounds }
        set { attributes.sizeBounds = newValue }
    }
    /// Hidden nodes take no space in stacks and are not drawn.
    public var hidden: Bool {
        @inlinable get { storage.attributes.hidden }
        set { attributes.hidden = newValue }
    }
    public var hugging: AxisPriorities {
        @inlinable get { storage.attributes.hugging }
        set { attributes.hugging = newValue }
    }
    public var compression: AxisPriorities {
        @inlinable get { storage.attributes.compression }
        set { attributes.compression = newValue }
    }
    public var style: NodeStyle {
        @inlinable get { storage.attributes.style }
        set { attributes.style = newValue }
    }
    /// The image file of an `.image` node (`src:`), or `nil` for the placeholder.
    public var image: ImageContent? {
        @inlinable get { storage.attributes.image }
        set { attributes.image = newValue }
    }
    /// The text of a `.text` node or the title of a `.button`.
    public var text: TextContent? {
        @inlinable get { storage.attributes.text }
        set { attributes.text = newValue }
    }
    /// Whether a `.switch` is on.
    public var isOn: Bool {
        @inlinable get { storage.attributes.isOn }
        set { attributes.isOn = newValue }
    }
    /// How this node places its children.
    public var layout: ContainerLayout {
        @inlinable get { storage.attributes.layout }
        set { attributes.layout = newValue }
    }
    /// The frame inside an `absolute` parent, relative to the parent's origin.
    public var frame: Rect? {
        @inlinable get { storage.attributes.frame }
        set { attributes.frame = newValue }
    }
    /// In a stack: the space after this child instead of the stack's `spacing` (`setCustomSpacing(_:after:)`).
    public var spacingAfter: Double? {
        @inlinable get { storage.attributes.spacingAfter }
        set { attributes.spacingAfter = newValue }
    }
    /// In a stack: this child's own cross-axis alignment, overriding the stack's (like flexbox `align-self`).
    public var alignSelf: StackAlignment? {
        @inlinable get { storage.attributes.alignSelf }
        set { attributes.alignSelf = newValue }
    }
    /// The overlap lint's allowances: `allowsOverlap` lets this container's descendants overlap each other;
    /// `overlapsWith` names nodes this one may overlap (a badge on an avatar).
    public var allowsOverlap: Bool {
        @inlinable get { storage.attributes.allowsOverlap }
        set { attributes.allowsOverlap = newValue }
    }
    public var overlapsWith: [String] {
        @inlinable get { storage.attributes.overlapsWith }
        set { attributes.overlapsWith = newValue }
    }
    /// The spec's `lints:` on this node: severities by lint kind for findings about this node and, on a
    /// container, its subtree (a nearer node's setting wins).
    public var lintSeverities: [String: LintSeverity] {
        @inlinable get { storage.attributes.lintSeverities }
        set { attributes.lintSeverities = newValue }
    }
    /// The spec's `lints: {contrast: aa}` on this node: how strictly `lowContrast` reads this subtree (a nearer
    /// node's setting wins); `nil` leaves it to the run.
    public var contrastLevel: ContrastLevel? {
        @inlinable get { storage.attributes.contrastLevel }
        set { attributes.contrastLevel = newValue }
    }
    /// This container's own layout margins (`directionalLayoutMargins`); `nil` for the default: the environment's
    /// for the root, 8 for a nested `constraints` container, a stack's `padding` for a stack.
    public var layoutMargins: LayoutMargins? {
        @inlinable get { storage.attributes.layoutMargins }
        set { attributes.layoutMargins = newValue }
    }
    /// Insets this container adds to its safe area for its descendants, physical (left is left), like
    /// `UIViewController.additionalSafeAreaInsets` — a navigation container's bar.
    public var additionalSafeAreaInsets: EdgeInsets {
        @inlinable get { storage.attributes.additionalSafeAreaInsets }
        set { attributes.additionalSafeAreaInsets = newValue }
    }
    /// Whether the layout margins are measured from the safe area's edges rather than the bounds
    /// (`insetsLayoutMarginsFromSafeArea`, default true): the margins guide is the safe area inset by the margins.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        @inlinable get { storage.attributes.insetsLayoutMarginsFromSafeArea }
        set { attributes.insetsLayoutMarginsFromSafeArea = newValue }
    }
    /// The axis this container's content scrolls along (`scroll:`), or `nil`: see `ScrollAxis` and `scrollAxis`.
    public var scroll: ScrollAxis? {
        @inlinable get { storage.attributes.scroll }
        set { attributes.scroll = newValue }
    }
    /// Where a scroll container rests (`contentOffset:` or `scrollTo:`), or `nil` for the top: see `ScrollPosition`.
    public var scrollPosition: ScrollPosition? {
        @inlinable get { storage.attributes.scrollPosition }
        set { attributes.scrollPosition = newValue }
    }
    /// How a scroll container's content insets follow the safe area (`contentInsetAdjustmentBehavior:`, default
    /// `.automatic`): see `ContentInsetAdjustment`.
    public var contentInsetAdjustment: ContentInsetAdjustment {
        @inlinable get { storage.attributes.contentInsetAdjustment }
        set { attributes.contentInsetAdjustment = newValue }
    }
    /// What VoiceOver is told about this node (label, value, hint, traits, hiding, grouping); empty for UIKit's
    /// defaults (`NodeAccessibility`).
    public var accessibility: NodeAccessibility {
        @inlinable get { storage.attributes.accessibility }
        set { attributes.accessibility = newValue }
    }
    /// Stored beside the shared attributes, so a node without its children (`withoutChildren`) shares them, and
    /// building a tree child by child never copies them.
    public var children: [Node]
    /// What a system control shows (segments, placeholder, value, bar items…); `nil` for other kinds.
    public var control: ControlContent? {
        @inlinable get { storage.attributes.control }
        set { attributes.control = newValue }
    }
    /// A button's, switch's, segmented control's or text field's `UIControl.State` (`state:`); `.normal` elsewhere.
    public var controlState: ControlState {
        @inlinable get { storage.attributes.controlState }
        set { attributes.controlState = newValue }
    }
    /// A button's `UIButton.Configuration` (style, size, corners, insets, image placement), or `nil` for a button
    /// drawn as the plain configuration always was and for other kinds (`ButtonConfiguration`).
    public var buttonConfiguration: ButtonConfiguration? {
        @inlinable get { storage.attributes.buttonConfiguration }
        set { attributes.buttonConfiguration = newValue }
    }
    /// Where the node was written, when it came from a spec file.
    public var source: SpecLocation? {
        @inlinable get { storage.attributes.source }
        set { attributes.source = newValue }
    }
    /// The Interface Builder object it was read from (user label, class, stored frame), when it came from a `.xib`
    /// or `.storyboard`.
    public var interfaceBuilderObject: InterfaceBuilderObject? {
        @inlinable get { storage.attributes.interfaceBuilderObject }
        set { attributes.interfaceBuilderObject = newValue }
    }

    /// - Parameters:
    ///   - hugging, compression: the content priorities; `nil` for the kind's defaults (`NodeKind.defaultHugging`).
    public init(
        id: String,
        kind: NodeKind = .box,
        intrinsicWidth: Double? = nil,
        intrinsicHeight: Double? = nil,
        fixedWidth: Double? = nil,
        fixedHeight: Double? = nil,
        hidden: Bool = false,
        hugging: AxisPriorities? = nil,
        compression: AxisPriorities? = nil,
        style: NodeStyle = NodeStyle(),
        text: TextContent? = nil,
        isOn: Bool = false,
        layout: ContainerLayout = .none,
        frame: Rect? = nil,
        spacingAfter: Double? = nil,
        alignSelf: StackAlignment? = nil,
        children: [Node] = [],
        source: SpecLocation? = nil
    ) {
        self.storage = Storage(
            Attributes(
                id: id, kind: kind, intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight,
                fixedWidth: fixedWidth, fixedHeight: fixedHeight, hidden: hidden,
                hugging: hugging ?? kind.defaultHugging,
                compression: compression ?? kind.defaultCompression, style: style, text: text, isOn: isOn,
                layout: layout, frame: frame,
                spacingAfter: spacingAfter, alignSelf: alignSelf, source: source))
        self.children = children
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
    ///
    /// - Complexity: O(1): the copy shares this node's attributes.
    public var withoutChildren: Node {
        Node(storage: storage, children: [])
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
