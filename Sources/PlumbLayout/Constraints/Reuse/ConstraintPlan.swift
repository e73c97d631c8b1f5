import PlumbCore

/// Where each constant of a constraint system comes from, so that a later tree of the same shape — the next cell of
/// a feed — gets its constants by reading them off the tree instead of being built again (`ConstraintBuild`).
///
/// The build that makes a system records its plan. A tree fits the plan when it has the system's pool key (the
/// same ids, the same given dimensions: `ConstraintSystemPool.Key`), its spec constraints are made of the same
/// inputs as the system's, and each item asks for the same implicit constraints (`ItemShape`). Its build would then
/// list the system's constraints one for one; only the constants can differ, and `constants(for:)` reads them.
struct ConstraintPlan {
    /// What one constant is made of.
    enum Source: Equatable {
        /// The same in every fitting tree: `>= 0`, the origin, the fitting size, a switch's size, a spec constraint
        /// (made of the same inputs).
        case unchanged
        /// The top container's given width or height.
        case containerWidth, containerHeight
        /// An item's `width:` or `height:`, by item position.
        case fixedWidth(item: Int), fixedHeight(item: Int)
        /// An item's intrinsic width or height (`LeafSizes.intrinsicSize`), by item position.
        case intrinsicWidth(item: Int), intrinsicHeight(item: Int)
        /// An item's `minWidth:`, `maxWidth:`, `minHeight:` or `maxHeight:`, by item position.
        case sizeBound(item: Int, SizeBoundKey)
        /// A nested stack's fixed-length views' length across its axis (`StackContentPriorities.firmCrossLength`).
        case firmCrossLength(item: Int)
    }

    /// Which of an item's `SizeBounds` a constant is.
    enum SizeBoundKey: Int, CaseIterable {
        case minWidth, maxWidth, minHeight, maxHeight

        func value(in bounds: SizeBounds) -> Double? {
            switch self {
            case .minWidth: bounds.minWidth
            case .maxWidth: bounds.maxWidth
            case .minHeight: bounds.minHeight
            case .maxHeight: bounds.maxHeight
            }
        }
    }

    /// Everything about an item that decides which implicit constraints a build gives it (`addFixedSizes`,
    /// `addIntrinsicSize`): two items of one shape get the same constraints, but for the constants.
    struct ItemShape: Equatable {
        let kind: NodeKind
        /// 0 for a leaf (`layout: none`), 1 for a nested constraints container, 2 for any other container.
        let container: UInt8
        let hasFixedWidth: Bool
        let hasFixedHeight: Bool
        let hasIntrinsicWidth: Bool
        let hasIntrinsicHeight: Bool
        let hugging: AxisPriorities
        let compression: AxisPriorities
        /// Which of `minWidth`, `maxWidth`, `minHeight`, `maxHeight` the item has (one bit each, `SizeBoundKey` order).
        let sizeBounds: UInt8
        /// A nested stack's required minimum across its axis (`StackContentPriorities.firmCrossLength`): 0 none,
        /// 1 on its width (a vertical stack), 2 on its height.
        let firmCrossLength: UInt8

        init(_ node: Node) {
            kind = node.kind
            let bounds = node.sizeBounds
            sizeBounds = SizeBoundKey.allCases.reduce(0) { bits, key in
                key.value(in: bounds) == nil ? bits : bits | 1 << key.rawValue
            }
            container =
                switch node.layout {
                case .none: 0
                case .constraints: 1
                default: 2
                }
            hasFixedWidth = node.fixedWidth != nil
            hasFixedHeight = node.fixedHeight != nil
            hasIntrinsicWidth = node.intrinsicWidth != nil || node.isSelfSizedSymbol
            hasIntrinsicHeight = node.intrinsicHeight != nil || node.isSelfSizedSymbol
            if container == 2 {
                // A nested stack's priorities follow from its arranged views (`StackContentPriorities`).
                (hugging, compression) = StackContentPriorities.of(node)
                if StackContentPriorities.firmCrossLength(of: node) != nil, case .stack(let parameters) = node.layout {
                    firmCrossLength = parameters.axis == .vertical ? 1 : 2
                } else {
                    firmCrossLength = 0
                }
            } else {
                hugging = node.hugging
                compression = node.compression
                firmCrossLength = 0
            }
        }
    }

    /// One per constraint of the system, in add order.
    let sources: [Source]
    /// One per item of the tree, in order.
    let shapes: [ItemShape]
    /// Where each width-dependent leaf's intrinsic-height bounds (hugging, compression) are, by item position.
    let heightBounds: [(hugging: Int, compression: Int)?]

    /// Whether `tree` (of the system's key) asks for the same implicit constraints, item by item.
    func fitsItems(of tree: ConstraintTree) -> Bool {
        guard tree.items.count == shapes.count else { return false }
        for index in shapes.indices where ItemShape(tree.items[index]) != shapes[index] { return false }
        return true
    }

    /// The constants of `tree`'s build, which must fit the plan, for a system whose constants are now `current`:
    /// the container's size, the items' fixed sizes and their intrinsic sizes at `textWidths` (nil: natural).
    func constants(
        for tree: ConstraintTree, width: Double?, height: Double?, textWidths: [Double?], leafSizes: inout LeafSizes,
        current: [Double]
    ) -> [Double] {
        var intrinsic = [(width: Double?, height: Double?)?](repeating: nil, count: tree.items.count)
        var measured = [Bool](repeating: false, count: tree.items.count)
        func intrinsicSize(_ item: Int) -> (width: Double?, height: Double?)? {
            if !measured[item] {
                intrinsic[item] = leafSizes.intrinsicSize(ofItemAt: item, width: textWidths[item])
                measured[item] = true
            }
            return intrinsic[item]
        }
        var result = current
        for (index, source) in sources.enumerated() {
            let value: Double?
            switch source {
            case .unchanged: continue
            case .containerWidth: value = width
            case .containerHeight: value = height
            case .fixedWidth(let item): value = tree.items[item].fixedWidth
            case .fixedHeight(let item): value = tree.items[item].fixedHeight
            case .intrinsicWidth(let item): value = intrinsicSize(item)?.width
            case .intrinsicHeight(let item): value = intrinsicSize(item)?.height
            case .sizeBound(let item, let key): value = key.value(in: tree.items[item].sizeBounds)
            case .firmCrossLength(let item): value = StackContentPriorities.firmCrossLength(of: tree.items[item])
            }
            // A fitting tree has every value its plan reads (the same shape); a bound `v ⋈ value` has constant −value.
            guard let value else {
                preconditionFailure("a tree that fits a constraint plan lacks the value of \(source)")
            }
            result[index] = -value
        }
        return result
    }

    /// The width-dependent leaves' intrinsic-height bounds at `textWidths` that differ from `system`'s, with their
    /// places: between two passes of one solve only text widths move, and of all the constraints only these read
    /// them — unless a spec constraint reads a baseline (then the caller builds again).
    func heightBoundChanges(
        at textWidths: [Double?], in tree: ConstraintTree, leafSizes: inout LeafSizes,
        comparedWith system: ConstraintSystem
    ) -> [(index: Int, constant: Double)] {
        var changes: [(index: Int, constant: Double)] = []
        changes.reserveCapacity(2 * tree.widthDependentLeaves.count)
        for index in tree.widthDependentLeaves {
            guard let bounds = heightBounds[index],
                let height = leafSizes.intrinsicSize(ofItemAt: index, width: textWidths[index])?.height
            else { continue }
            if system.constants[bounds.hugging] != -height { changes.append((bounds.hugging, -height)) }
            if system.constants[bounds.compression] != -height { changes.append((bounds.compression, -height)) }
        }
        return changes
    }
}

extension ConstraintBuild {
    /// Where this build's constants come from, for later trees of its shape.
    var plan: ConstraintPlan {
        ConstraintPlan(
            sources: list.sources, shapes: tree.items.map(ConstraintPlan.ItemShape.init), heightBounds: heightBounds)
    }
}

/// The intrinsic sizes a constraint tree's leaves ask for, each natural size measured once per solve: it is the same
/// in every height-for-width pass.
struct LeafSizes {
    let tree: ConstraintTree
    /// The context for measuring leaves: no issue collection (measuring runs more than once).
    let context: LayoutContext
    /// Each leaf's natural (unconstrained) size once measured, by item position.
    private(set) var natural: [Size?]

    /// The safe-area insets each container item (a nested stack, …) inherits where the last solve put it, by item
    /// position; empty while none has any (`ConstraintLayout.itemSafeAreas`).
    let safeAreas: [EdgeInsets]

    init(tree: ConstraintTree, context: LayoutContext, natural: [Size?] = [], safeAreas: [EdgeInsets] = []) {
        self.tree = tree
        var measuring = context
        measuring.issues = nil
        self.context = measuring
        self.natural = natural.isEmpty ? Array(repeating: nil, count: tree.items.count) : natural
        self.safeAreas = safeAreas
    }

    /// These sizes with `safeAreas` as the items' insets; the natural sizes of items whose insets changed are
    /// measured again.
    func with(safeAreas: [EdgeInsets]) -> LeafSizes {
        var natural = self.natural
        for index in natural.indices
        where (index < safeAreas.count ? safeAreas[index] : .zero) != self.safeArea(ofItemAt: index) {
            natural[index] = nil
        }
        return LeafSizes(tree: tree, context: context, natural: natural, safeAreas: safeAreas)
    }

    private func safeArea(ofItemAt index: Int) -> EdgeInsets {
        index < safeAreas.count ? safeAreas[index] : .zero
    }

    /// A leaf's intrinsic width and height; either is `nil` when the node has no intrinsic metric on that axis.
    ///
    /// Text (and any container leaf) is width-dependent: its intrinsic width is its natural one-line width and its
    /// intrinsic height the height at the width it is given (`width`; natural when nil), as a `UILabel` with
    /// `preferredMaxLayoutWidth` set to its frame width.
    mutating func intrinsicSize(ofItemAt index: Int, width: Double?) -> (width: Double?, height: Double?)? {
        let leaf = tree.items[index]
        switch leaf.kind {
        case .box, .image:
            if case .none = leaf.layout {
                if leaf.isSelfSizedSymbol {
                    let size = IntrinsicSize.of(leaf, proposedWidth: nil, context: context)
                    return (size.width, size.height)
                }
                return leaf.intrinsicWidth == nil && leaf.intrinsicHeight == nil
                    ? nil : (leaf.intrinsicWidth, leaf.intrinsicHeight)
            }
        default: break
        }
        let naturalSize: Size
        if let known = natural[index] {
            naturalSize = known
        } else {
            naturalSize = contentSize(of: leaf, width: nil, safeArea: safeArea(ofItemAt: index))
            natural[index] = naturalSize
        }
        // A scroll container has no intrinsic length along its scroll axis (a UIScrollView's is
        // `noIntrinsicMetric`): its constraints size its viewport.
        if leaf.scrollAxis == .vertical { return (naturalSize.width, nil) }
        if leaf.scrollAxis == .horizontal {
            return (nil, width.map { contentSize(of: leaf, width: leaf.fixedWidth ?? $0).height } ?? naturalSize.height)
        }
        let height =
            width.map {
                contentSize(of: leaf, width: leaf.fixedWidth ?? $0, safeArea: safeArea(ofItemAt: index)).height
            }
            ?? naturalSize.height
        return (naturalSize.width, height)
    }

    /// The size `item`'s content wants at `width` (nil: unconstrained), whatever its own fixed sizes: a leaf's
    /// intrinsic size, a container's measured size.
    ///
    /// - Parameter safeArea: the insets a container item inherits where it lands (zero: none, or not known yet).
    private func contentSize(of item: Node, width: Double?, safeArea: EdgeInsets = .zero) -> Size {
        // What `NodeSizing.size` does for a leaf without fixed sizes, without copying the node to clear them.
        if item.isLeaf { return IntrinsicSize.of(item, proposedWidth: width, context: context) }
        var probe = item
        probe.fixedWidth = nil
        probe.fixedHeight = nil
        guard safeArea != .zero else {
            return NodeSizing.size(of: probe, proposal: ProposedSize(width: width), context: context)
        }
        var landed = context
        landed.safeArea = .known(safeArea)
        return NodeSizing.size(of: probe, proposal: ProposedSize(width: width), inheriting: landed)
    }
}
