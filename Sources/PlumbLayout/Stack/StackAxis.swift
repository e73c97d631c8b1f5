import PlumbCore

/// Sizes and rectangles read along a stack's axis ("main") and across it ("cross").
///
/// The stack engine is written once, in main/cross terms, like UIStackView's recipe, which is stated for the
/// horizontal axis and swapped for the vertical one. These helpers are the only place that knows which of width and
/// height each term is.
extension Axis {
    /// The length of `size` along this axis.
    func main(_ size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// The length of `size` across this axis.
    func cross(_ size: Size) -> Double { self == .horizontal ? size.height : size.width }

    /// The size whose length along this axis is `main` and across it is `cross`.
    func size(main: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    /// The proposed length along this axis.
    func main(_ proposal: ProposedSize) -> Double? { self == .horizontal ? proposal.width : proposal.height }

    /// The proposed length across this axis.
    func cross(_ proposal: ProposedSize) -> Double? { self == .horizontal ? proposal.height : proposal.width }

    /// The rectangle at offsets `main`, `cross` from the content's top-left corner, `mainLength` × `crossLength`.
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        self == .horizontal
            ? Rect(x: main, y: cross, width: mainLength, height: crossLength)
            : Rect(x: cross, y: main, width: crossLength, height: mainLength)
    }

    /// The total padding along this axis and across it.
    func totalInsets(_ insets: EdgeInsets) -> (main: Double, cross: Double) {
        self == .horizontal ? (insets.horizontal, insets.vertical) : (insets.vertical, insets.horizontal)
    }

    /// A node's priority for this axis (`hugging[axis]`, `compression[axis]`).
    func priority(_ priorities: AxisPriorities) -> Double {
        self == .horizontal ? priorities.horizontal : priorities.vertical
    }

    /// The fixed length a node always has along this axis, if any.
    @inline(__always)
    func fixedLength(of node: Node) -> Double? { self == .horizontal ? node.fixedWidth : node.fixedHeight }

    /// The intrinsic length a node declares along this axis, if any.
    @inline(__always)
    func intrinsicLength(of node: Node) -> Double? { self == .horizontal ? node.intrinsicWidth : node.intrinsicHeight }

    /// Whether a leaf box or image has an intrinsic length along this axis: a declared `size`, or a symbol
    /// without one, which is one em of its text style on both axes (`ImageSymbol`, `IntrinsicSize.of`).
    @inline(__always)
    func hasDeclaredLength(_ node: Node) -> Bool { intrinsicLength(of: node) != nil || node.isSelfSizedSymbol }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Where a child sits across the stack's axis, with UIKit's synonyms resolved.
///
/// UIStackView has one raw value for `leading` and `top` and one for `trailing` and `bottom`; baseline alignments are
/// "valid only for horizontal stacks". Plumb resolves a vertical stack's `firstBaseline` to `leading` and
/// `lastBaseline` to `trailing`, the nearest meaning a column has (documented in docs/spec-format.md).
enum CrossAlignment: Hashable, Sendable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    /// `alignment` as it applies in a stack along `axis`.
    init(_ alignment: StackAlignment, axis: Axis) {
        switch alignment {
        case .fill: self = .fill
        case .leading, .top: self = .leading
        case .center: self = .center
        case .trailing, .bottom: self = .trailing
        case .firstBaseline: self = axis == .horizontal ? .firstBaseline : .leading
        case .lastBaseline: self = axis == .horizontal ? .lastBaseline : .trailing
        }
    }

    /// Whether this is one of the baseline alignments.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
