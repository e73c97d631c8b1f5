import PlumbCore

/// One arranged view of a UIKit-parity stack: its four solver variables, in main/cross terms, and what one pass of
/// the height-for-width loop measured for it.
///
/// Hidden children are items too: UIStackView keeps a hidden arranged view in its constraints and collapses it
/// (`UISV-hiding`), it does not remove it (docs/uikit-semantics.md §3, "Hidden views are still constrained").
struct UIKitStackItem {
    let node: Node
    /// Position in the stack node's `children`.
    let index: Int
    /// The child's own cross alignment (`alignSelf`) or else the stack's, resolved for the axis.
    let alignment: CrossAlignment
    let mainStart: Variable
    let crossStart: Variable
    let mainLength: Variable
    let crossLength: Variable
    /// The intrinsic content size for this pass: natural width, and height at `measuredWidth`.
    let intrinsic: Size
    /// The width the height was measured at (`nil`: the natural width).
    let measuredWidth: Double?
    /// First and last baselines from the top of the text (a button's title) at `measuredWidth`, and that text's
    /// height; `nil` for a child without text of its own.
    let baselines: (first: Double, last: Double, textHeight: Double)?

    var isHidden: Bool { node.hidden }

    /// - Parameter landed: the safe-area insets the child inherits where an earlier solve placed it (zero: none).
    init(
        node: Node, index: Int, parameters: StackParameters, measuredWidth: Double?, landed: EdgeInsets = .zero,
        context: LayoutContext
    ) {
        self.node = node
        self.index = index
        self.alignment = CrossAlignment(node.alignSelf ?? parameters.alignment, axis: parameters.axis)
        let axis = parameters.axis
        let (main, cross) = axis == .horizontal ? ("x", "y") : ("y", "x")
        let (mainSize, crossSize) = axis == .horizontal ? ("width", "height") : ("height", "width")
        mainStart = Variable("\(node.id).\(main)")
        crossStart = Variable("\(node.id).\(cross)")
        mainLength = Variable("\(node.id).\(mainSize)")
        crossLength = Variable("\(node.id).\(crossSize)")
        self.measuredWidth = measuredWidth
        func size(_ proposal: ProposedSize) -> Size {
            guard landed != .zero else { return NodeSizing.size(of: node, proposal: proposal, context: context) }
            var measuring = context
            measuring.safeArea = .known(landed)
            return NodeSizing.size(of: node, proposal: proposal, inheriting: measuring)
        }
        let natural = size(ProposedSize())
        var intrinsic = natural
        if let measuredWidth, measuredWidth != natural.width {
            intrinsic.height = size(ProposedSize(width: measuredWidth)).height
        }
        self.intrinsic = intrinsic
        // A button's insets are the same above and below its title, so its title is centred in its frame as a
        // label's text is in its own (`baseline(first:top:height:)`).
        baselines = TitleBaselines.of(node, width: measuredWidth ?? natural.width, context: context).map {
            ($0.first, $0.last, $0.textHeight)
        }
    }

    // MARK: - Expressions

    var mainEnd: LinearExpression { mainStart + mainLength }
    var crossEnd: LinearExpression { crossStart + crossLength }
    var mainCenter: LinearExpression { mainStart + 0.5 * mainLength }
    var crossCenter: LinearExpression { crossStart + 0.5 * crossLength }

    /// The first or last baseline as a position, given the item's top and height along the vertical axis.
    ///
    /// Text is drawn centred vertically in a frame taller than the text (as `UILabel` and PlumbRender draw it), so
    /// the baseline is `top + height / 2 + (baseline − textHeight / 2)`: linear in the frame, hence expressible as a
    /// constraint. A child without text has its bottom edge as both baselines, as a plain `UIView`'s baseline
    /// anchors do.
    func baseline(first: Bool, top: Variable, height: Variable) -> LinearExpression {
        guard let baselines else { return top + height }
        let offset = (first ? baselines.first : baselines.last) - baselines.textHeight / 2
        return top + 0.5 * height + offset
    }

    /// Whether the child has an intrinsic length along `axis` (`UIView.noIntrinsicMetric` otherwise): text,
    /// buttons, switches and containers do; a box or image only on an axis where it declares a size; a separator
    /// across its length (its thickness) and along it only when it declares a width. The same reading as the
    /// direct engine's `StackChild.stretchPriority`.
    func hasIntrinsicLength(along axis: Axis) -> Bool {
        // A scroll container has none along its scroll axis (`StackChild.scrolls`).
        if node.layout != .none, let scroll = node.scrollAxis, (scroll == .vertical) == (axis == .vertical) {
            return false
        }
        switch node.kind {
        case .box, .image: return node.layout != .none || axis.hasDeclaredLength(node)
        case .separator: return axis == .vertical || node.intrinsicWidth != nil
        case .text, .switch, .button: return true
        default: return NodeKind.hasIntrinsicLength(node.kind, horizontal: axis == .horizontal)
        }
    }

    /// Whether the child's height depends on its width, so it takes part in the height-for-width loop: text,
    /// buttons and containers (boxes, images, switches and separators have fixed heights).
    var isWidthDependent: Bool {
        switch node.kind {
        case .text, .button: return true
        default: return node.layout != .none
        }
    }
}
