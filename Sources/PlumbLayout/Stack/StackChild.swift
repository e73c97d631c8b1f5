import PlumbCore

/// One arranged (visible) child of a stack while a single measure or place call runs.
///
/// It remembers the two answers a stack asks for most — the natural size (nothing proposed) and the height at the
/// latest width — so no child is measured twice for the same question within one call, however many steps read it.
///
/// It also holds what each step of the recipe decides for the child (`StackEngine.arrange` lists the steps), so an
/// arrangement works in one buffer of these (`StackChildren`) instead of an array per step.
///
/// It points at the child in the stack's `children` buffer instead of holding a copy: copying a `Node` (a retain
/// and a release of its shared attributes and of its children) into every `StackChild` of every arrangement adds
/// up on wide stacks. A `StackChild` lives only inside `StackEngine.arrange`, within that buffer's access.
struct StackChild {
    private let pointer: UnsafePointer<Node>
    /// Position in the stack node's `children`, hidden ones included.
    let index: Int
    /// The child's own cross alignment (`alignSelf`) or else the stack's, resolved for the axis.
    let alignment: CrossAlignment
    /// The child's attributes that every arrangement reads, read once: each read of a node through the pointer
    /// retains and releases its attributes' box.
    let fixedWidth: Double?
    let fixedHeight: Double?
    /// The child's required size bounds (`minWidth`…`maxHeight`): no step takes its length outside them.
    let bounds: SizeBounds
    /// The child's custom spacing after it (`Node.spacingAfter`).
    let spacingAfter: Double?
    let isLeaf: Bool

    private var natural: Size?
    private var latest: (width: Double, height: Double)?
    /// The safe-area insets the child inherits where the stack placed it in an earlier arrangement (zero: none,
    /// or not known): a container child is measured with them (`StackEngine+SafeArea.swift`).
    var landedSafeArea = EdgeInsets.zero

    /// Its length across the axis as measured: its width before the distribution in a column (step 2), its height
    /// at its distributed width in a row (step 6).
    var measuredCross = 0.0
    /// Its intrinsic length along the axis (step 3): what the distribution starts from.
    var naturalLength = 0.0
    /// The gap after it: the minimum spacing (step 4), then the gap the distribution leaves (step 5). Unused for
    /// the last arranged child.
    var gap = 0.0
    /// Its length along the axis (step 5).
    var length = 0.0
    /// For a baseline alignment: the offset of the baseline it aligns from its top (step 7).
    var baseline: Double?
    /// Its offset from the content's cross-start edge and its length across the axis (step 7).
    var crossOffset = 0.0
    var crossLength = 0.0

    /// The child, read in place.
    var node: Node { unsafeAddress { pointer } }

    /// - Parameter node: the child in its stack's `children` buffer, valid for as long as this value is used.
    init(node: UnsafePointer<Node>, index: Int, stackAlignment: StackAlignment, axis: Axis) {
        self.pointer = node
        self.index = index
        self.alignment = CrossAlignment(node.pointee.alignSelf ?? stackAlignment, axis: axis)
        // A control of fixed size (a switch) keeps it as if it were fixed by the spec (`NodeKind.fixedSize`).
        let kindSize = node.pointee.kind.fixedSize
        self.fixedWidth = node.pointee.fixedWidth ?? kindSize?.width
        self.fixedHeight = node.pointee.fixedHeight ?? kindSize?.height
        self.bounds = node.pointee.sizeBounds
        self.spacingAfter = node.pointee.spacingAfter
        self.isLeaf = node.pointee.isLeaf
    }

    /// The natural size, if it was asked for (or remembered) in this arrangement.
    var knownNaturalSize: Size? { natural }

    /// Takes `size` as the natural size, measured by an earlier arrangement of the same stack.
    mutating func remember(naturalSize size: Size) {
        natural = size
    }

    /// The child's size when nothing is proposed: its intrinsic size (text on one line per paragraph).
    mutating func naturalSize(_ context: LayoutContext) -> Size {
        if let natural { return natural }
        let size = measure(ProposedSize(), context)
        natural = size
        return size
    }

    /// The child's height when it is `width` wide, measured once per distinct width.
    ///
    /// Answered from the natural size without measuring when nothing can change: a child offered exactly its
    /// natural width, or a leaf offered at least its natural width (text that fits on one line per paragraph
    /// wraps no differently when wider; other leaves' heights don't depend on width).
    ///
    /// - Complexity: O(1) when answered from the natural size or the latest width; otherwise one `NodeSizing` call.
    mutating func height(atWidth width: Double, _ context: LayoutContext) -> Double {
        if let natural, width == natural.width || (isLeaf && width >= natural.width) {
            return natural.height
        }
        if let latest, latest.width == width { return latest.height }
        let height = measure(ProposedSize(width: width), context).height
        latest = (width, height)
        return height
    }

    /// The child's size for `proposal`, with the safe area it landed in when known.
    private func measure(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        guard landedSafeArea != .zero else { return NodeSizing.size(of: node, proposal: proposal, context: context) }
        var landed = context
        landed.safeArea = .known(landedSafeArea)
        return NodeSizing.size(of: node, proposal: proposal, inheriting: landed)
    }

    /// The fixed length the node always has along `axis`, if any (a fixed size always wins over the stack's rules).
    func fixedLength(along axis: Axis) -> Double? { axis == .horizontal ? fixedWidth : fixedHeight }

    /// The child's smallest length along `axis` (`minWidth` / `minHeight`; 0 when unbounded).
    func minimumLength(along axis: Axis) -> Double { bounds.minimum(horizontal: axis == .horizontal) ?? 0 }

    /// How much longer the child may grow along `axis` from its current `length` before its `maxWidth` /
    /// `maxHeight` holds it (infinite when unbounded).
    func roomToStretch(along axis: Axis) -> Double {
        guard let maximum = bounds.maximum(horizontal: axis == .horizontal) else { return .infinity }
        return max(0, maximum - length)
    }

    /// Whether the node has a fixed length along `axis`.
    func isFixed(along axis: Axis) -> Bool { fixedLength(along: axis) != nil }

    /// The hugging priority that decides who stretches along `axis` in the `fill` distribution.
    ///
    /// A leaf with no intrinsic length along the axis (a box or image without `size`, a separator along its length)
    /// has nothing holding it to its natural length, as a plain `UIView` has no hugging constraint, so it counts as
    /// priority 0 and stretches before any child that hugs. A fixed length never stretches (`nil`), and neither
    /// does a hugging of 1000 (required).
    func stretchPriority(along axis: Axis) -> Double? {
        if isFixed(along: axis) { return nil }
        if scrolls(along: axis) { return 0 }
        let hugging = axis.priority(node.hugging)
        if hugging >= 1000 { return nil }
        let hasIntrinsic: Bool
        switch node.kind {
        case .box, .image:
            hasIntrinsic = !isLeaf || axis.hasDeclaredLength(node)
        case .separator: hasIntrinsic = axis == .vertical || node.intrinsicWidth != nil
        case .text, .switch, .button: hasIntrinsic = true
        default: hasIntrinsic = NodeKind.hasIntrinsicLength(node.kind, horizontal: axis == .horizontal)
        }
        return hasIntrinsic ? hugging : 0
    }

    /// Whether the child is a scroll container scrolling along `axis` (`scroll:`, or a `sections` list, which
    /// scrolls vertically): a UIScrollView (a UICollectionView) has no intrinsic length there, so nothing holds it to its content's length — it stretches and shrinks before any other child.
    /// (With nothing proposed it still measures its content, so a fitting stack shows all of it.)
    func scrolls(along axis: Axis) -> Bool {
        guard !isLeaf, let scroll = node.scrollAxis else { return false }
        return (scroll == .vertical) == (axis == .vertical)
    }

    /// The compression resistance that decides who shrinks first along `axis`; `nil` when the child never shrinks
    /// (a fixed length, or a resistance of 1000).
    func shrinkPriority(along axis: Axis) -> Double? {
        if isFixed(along: axis) { return nil }
        if scrolls(along: axis) { return 0 }
        let compression = axis.priority(node.compression)
        return compression >= 1000 ? nil : compression
    }
}

/// A stack's arranged children while it is arranged: one working buffer that every step reads and writes.
///
/// An arrangement is computed for every container measurement, so it allocates nothing per step; the buffer itself
/// is temporary storage for the duration of `StackEngine.arrange` (on the call stack when it is small).
typealias StackChildren = UnsafeMutableBufferPointer<StackChild>

extension StackChildren {
    /// The children with a gap after them: all but the last.
    var gapIndices: Range<Int> { 0..<Swift.max(0, count - 1) }
}

extension Node {
    /// Whether the node has no container layout (`layout: none`), without comparing `ContainerLayout` values.
    var isLeaf: Bool {
        if case .none = layout { return true }
        return false
    }
}
