/// A node's attributes live in one shared, copy-on-write box.
///
/// `Node` is passed around by value everywhere — into placements, layout-result entries, stack children — and
/// with some thirty fields inline each copy was a large memory copy plus a retain per string and array; on wide
/// stacks and the feed cell that copying was most of the layout time. Now a copy is one retain of the box, and
/// a node is written to (spec parsing, tree building) only after `attributes` makes its box unique, as the
/// standard library's collections do.
extension Node {
    /// Every stored field of a node but its children.
    @usableFromInline struct Attributes: Hashable, Sendable {
        @usableFromInline var id: String
        @usableFromInline var kind: NodeKind
        @usableFromInline var intrinsicWidth: Double?
        @usableFromInline var intrinsicHeight: Double?
        @usableFromInline var fixedWidth: Double?
        @usableFromInline var fixedHeight: Double?
        @usableFromInline var hidden: Bool
        @usableFromInline var hugging: AxisPriorities
        @usableFromInline var compression: AxisPriorities
        @usableFromInline var style: NodeStyle
        @usableFromInline var text: TextContent?
        @usableFromInline var isOn: Bool
        @usableFromInline var layout: ContainerLayout
        @usableFromInline var frame: Rect?
        @usableFromInline var spacingAfter: Double?
        @usableFromInline var alignSelf: StackAlignment?
        @usableFromInline var allowsOverlap: Bool = false
        @usableFromInline var overlapsWith: [String] = []
        @usableFromInline var lintSeverities: [String: LintSeverity] = [:]
        @usableFromInline var contrastLevel: ContrastLevel?
        @usableFromInline var layoutMargins: LayoutMargins?
        @usableFromInline var additionalSafeAreaInsets: EdgeInsets = .zero
        @usableFromInline var insetsLayoutMarginsFromSafeArea: Bool = true
        @usableFromInline var scroll: ScrollAxis?
        @usableFromInline var scrollPosition: ScrollPosition?
        @usableFromInline var contentInsetAdjustment: ContentInsetAdjustment = .automatic
        @usableFromInline var accessibility = NodeAccessibility()
        @usableFromInline var source: SpecLocation?
        @usableFromInline var image: ImageContent? = nil
        @usableFromInline var control: ControlContent?
        @usableFromInline var sizeBounds = SizeBounds.none
        @usableFromInline var controlState: ControlState = .normal
        @usableFromInline var interfaceBuilderObject: InterfaceBuilderObject? = nil
        @usableFromInline var buttonConfiguration: ButtonConfiguration? = nil
    }

    /// The box. It is only ever mutated through `Node.attributes`, which first makes it unique, so sharing it
    /// between threads is as safe as sharing an array's buffer.
    @usableFromInline final class Storage: @unchecked Sendable {
        /// Unchecked: no two accesses can overlap, since a box is written only while exactly one node holds it.
        @usableFromInline @exclusivity(unchecked) var attributes: Attributes

        init(_ attributes: Attributes) {
            self.attributes = attributes
        }
    }

    init(storage: Storage, children: [Node]) {
        self.storage = storage
        self.children = children
    }

    /// The attributes, for writing: the box is copied first when another node shares it.
    var attributes: Attributes {
        get { storage.attributes }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.attributes) }
            yield &storage.attributes
        }
    }

    public static func == (lhs: Node, rhs: Node) -> Bool {
        (lhs.storage === rhs.storage || lhs.storage.attributes == rhs.storage.attributes)
            && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.attributes)
        hasher.combine(children)
    }
}
