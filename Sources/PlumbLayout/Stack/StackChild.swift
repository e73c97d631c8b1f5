import PlumbCore

/// One arranged (visible) child of a stack while a single measure or place call runs.
///
/// It remembers the two sizes a stack asks for most — the natural size (nothing proposed) and the latest
/// proposal — so no child is measured twice for the same question within one call, however many steps read it.
struct StackChild {
    let node: Node
    /// Position in the stack node's `children`, hidden ones included.
    let index: Int
    /// The child's own cross alignment (`alignSelf`) or else the stack's, resolved for the axis.
    let alignment: CrossAlignment

    private var natural: Size?
    private var latest: (proposal: ProposedSize, size: Size)?

    init(node: Node, index: Int, stackAlignment: StackAlignment, axis: Axis) {
        self.node = node
        self.index = index
        self.alignment = CrossAlignment(node.alignSelf ?? stackAlignment, axis: axis)
    }

    /// The child's size when nothing is proposed: its intrinsic size (text on one line per paragraph).
    mutating func naturalSize(_ context: LayoutContext) -> Size {
        if let natural { return natural }
        let size = NodeSizing.size(of: node, proposal: ProposedSize(), context: context)
        natural = size
        return size
    }

    /// The child's size for `proposal`, measured once per distinct question.
    ///
    /// A proposal of exactly the child's natural width (and no height) is answered from the natural size: text
    /// wrapped at the width of its own longest line breaks where it did unwrapped.
    ///
    /// - Complexity: O(1) when cached; otherwise one `NodeSizing` call.
    mutating func size(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        if proposal == ProposedSize() { return naturalSize(context) }
        if let natural, proposal.height == nil, proposal.width == natural.width { return natural }
        if let latest, latest.proposal == proposal { return latest.size }
        let size = NodeSizing.size(of: node, proposal: proposal, context: context)
        latest = (proposal, size)
        return size
    }

    /// Whether the node has a fixed length along `axis` (a fixed size always wins over the stack's rules).
    func isFixed(along axis: Axis) -> Bool { axis.fixedLength(of: node) != nil }

    /// The hugging priority that decides who stretches along `axis` in the `fill` distribution.
    ///
    /// A leaf with no intrinsic length along the axis (a box or image without `size`, a separator along its length)
    /// has nothing holding it to its natural length, as a plain `UIView` has no hugging constraint, so it counts as
    /// priority 0 and stretches before any child that hugs. A fixed length never stretches (`nil`), and neither
    /// does a hugging of 1000 (required).
    func stretchPriority(along axis: Axis) -> Double? {
        if isFixed(along: axis) { return nil }
        let hugging = axis.priority(node.hugging)
        if hugging >= 1000 { return nil }
        let hasIntrinsic: Bool
        switch node.kind {
        case .box, .image: hasIntrinsic = node.layout != .none || axis.intrinsicLength(of: node) != nil
        case .separator: hasIntrinsic = axis == .vertical || node.intrinsicWidth != nil
        case .text, .switch, .button: hasIntrinsic = true
        }
        return hasIntrinsic ? hugging : 0
    }

    /// The compression resistance that decides who shrinks first along `axis`; `nil` when the child never shrinks
    /// (a fixed length, or a resistance of 1000).
    func shrinkPriority(along axis: Axis) -> Double? {
        if isFixed(along: axis) { return nil }
        let compression = axis.priority(node.compression)
        return compression >= 1000 ? nil : compression
    }
}
