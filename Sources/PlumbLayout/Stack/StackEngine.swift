import PlumbCore

/// The `stack` engine: arranges children in a row or a column with UIStackView's semantics, by direct arithmetic.
///
/// UIStackView is a set of Auto Layout constraints (docs/uikit-semantics.md §3); this engine computes the frames those
/// constraints produce without a solver, in the order the recipe applies them — see `arrange`. Each step is a
/// function below whose doc comment names the UIKit rule it implements. Plumb's choices where UIKit is ambiguous
/// are stated at the step that makes them and collected in docs/spec-format.md ("Stack").
///
/// Right-to-left: a stack is laid out left-to-right and then mirrored inside its own frame, so the first child of
/// a horizontal stack is on the right, `leading` alignment in a vertical stack is the right edge, and `padding`'s
/// left and right are its leading and trailing insets (like `directionalLayoutMargins`).
public struct StackEngine: ContainerEngine {
    /// The parameters of the stack this engine lays out, when they were read already (`EngineDispatch` makes the
    /// engine from the switch that read them); `nil`: read off each node.
    private let parameters: StackParameters?

    public init() {
        parameters = nil
    }

    /// The engine of a stack whose parameters are `parameters`.
    init(_ parameters: StackParameters) {
        self.parameters = parameters
    }

    /// This engine's parameters, else `node`'s; `nil` when `node` is not a stack.
    private func parameters(of node: Node) -> StackParameters? {
        if let parameters { return parameters }
        guard case .stack(let parameters) = node.layout else { return nil }
        return parameters
    }

    /// The stack's fitting size: along the axis, the children's lengths plus the gaps plus padding; across it, the
    /// largest child plus padding. A proposed width or height is taken as given, and the other dimension fits the
    /// children arranged in it (a vertical stack given a width fits its height to its text wrapped at that width).
    ///
    /// - Complexity: O(n log n) in the number of children, plus measuring each child once or twice.
    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        guard let parameters = parameters(of: node) else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let axis = parameters.axis
        let safeArea = ContainerInsets.safeArea(of: node, frame: nil, context: context)
        let padding = axis.totalInsets(Self.contentInsets(node, parameters, safeArea: safeArea, context: context))
        let main = axis.main(proposal).map { max(0, $0 - padding.main) }
        let cross = axis.cross(proposal).map { max(0, $0 - padding.cross) }
        let arrangement = arrange(node, parameters, main: main, cross: cross, context: context)
        if main != nil || parameters.distribution == .fill {
            // The arrangement `place` will most likely ask for, kept so it is not computed again. One fitted across
            // the axis is the arrangement at exactly its fitting cross length (every step reads the cross length
            // only as "available, else the fitting one"); a fill arrangement fitted along the axis is the one at
            // exactly its fitting length (the extra length is 0: nothing stretches or shrinks). The cache is read
            // in place (optional chaining), not bound to a constant that would retain it.
            context.sizeCache?.engineCache(PassCache.self).storeArrangement(
                arrangement, of: node, main: main ?? arrangement.mainLength, cross: cross ?? arrangement.crossLength)
        }
        return axis.size(
            main: axis.main(proposal) ?? arrangement.mainLength + padding.main,
            cross: axis.cross(proposal) ?? arrangement.crossLength + padding.cross)
    }

    /// The children's frames inside `frame`: the arrangement of `arrange`, moved inside the padding and mirrored
    /// under right-to-left. Hidden children get an empty frame where they would have started.
    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        zip(node.children, childFrames(node, in: frame, context: context) ?? []).map { child, frame in
            Placement(node: child, frame: frame)
        }
    }

    /// `place` without the nodes: one frame per child of `node`, in order, hidden ones included (root
    /// coordinates); `nil` when `node` is not a stack. `LayoutEngine` places a stack's children with these,
    /// reading each child in place.
    public func childFrames(_ node: Node, in frame: Rect, context: LayoutContext) -> [Rect]? {
        guard let parameters = parameters(of: node) else { return nil }
        let axis = parameters.axis
        let safeArea = ContainerInsets.safeArea(of: node, frame: frame, context: context)
        let content = frame.inset(by: Self.contentInsets(node, parameters, safeArea: safeArea, context: context))
        let main = max(0, axis.main(content.size)), cross = max(0, axis.cross(content.size))
        var arrangement =
            context.sizeCache?.engineCache(PassCache.self).takeArrangement(of: node, main: main, cross: cross)
            ?? arrange(node, parameters, main: main, cross: cross, context: context)
        // Moved out, not copied: the frames are written below.
        var frames: [Rect] = []
        swap(&frames, &arrangement.frames)
        placeInFrame(&frames, content: content, frame: frame, context: context)
        if case .none = context.safeArea {
        } else {
            rearrangeWhereLanded(
                node, parameters, &frames, &arrangement, content: content, frame: frame, context: context)
        }
        if let tie = arrangement.tie { context.issues?.report(tie.issue(in: node)) }
        return frames
    }

    /// The padding the children are arranged inside: the layout margins when `isLayoutMarginsRelative`
    /// (`isLayoutMarginsRelativeArrangement`), else none — the canvas is the stack's bounds.
    ///
    /// The margins are the node's `layoutMargins`, else `padding`, plus the stack's safe area when
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default). They are returned directional (left = leading), in the
    /// left-to-right space the stack is arranged in before it is mirrored.
    static func contentInsets(
        _ node: Node, _ parameters: StackParameters, safeArea: EdgeInsets, context: LayoutContext
    ) -> EdgeInsets {
        guard parameters.isLayoutMarginsRelative else { return .zero }
        let margins = ContainerInsets.layoutMargins(
            of: node, safeArea: safeArea, isRoot: context.safeArea.isRoot, defaultMargins: parameters.padding,
            environment: context.environment)
        return context.environment.direction == .rtl ? margins.horizontallySwapped : margins
    }

    /// The frames of all children in content coordinates (left-to-right), and the lengths the content takes.
    struct Arrangement {
        /// One frame per child of the stack node, hidden ones included, relative to the content's top-left corner.
        var frames: [Rect]
        /// From the leading edge of the first arranged child to the trailing edge of the last.
        var mainLength: Double
        var crossLength: Double
        /// Children tied at the priority that decided who stretched or shrank (`fill` only), reported when placed.
        var tie: StackTie? = nil
    }

    /// UIStackView's recipe, step by step, for content `main` long and `cross` wide (either `nil`: fit it).
    ///
    /// 1. `UISV-hiding` — only visible children are arranged.
    /// 2. Columns: each child's width first (alignment), so text is measured for the width it gets.
    /// 3. Intrinsic lengths along the axis.
    /// 4. `UISV-spacing` — custom spacing, collapsed around hidden children, baseline-relative in columns.
    /// 5. The distribution — lengths along the axis and the gaps (`UISV-fill-equally`, `UISV-fill-proportionally`,
    ///    `UISV-distributing-edge`, or hugging and compression for `fill`).
    /// 6. Rows: each child's height, measured at the width the distribution gave it.
    /// 7. `UISV-alignment` — positions across the axis.
    /// 8. `UISV-canvas-connection` — positions along the axis, from the leading edge.
    ///
    /// - Parameter landed: per child of `node` (hidden ones included), the safe-area insets it inherits where an
    ///   earlier arrangement placed it, to measure it with (`StackEngine+SafeArea.swift`); `nil`: none known.
    func arrange(
        _ node: Node, _ parameters: StackParameters, main: Double?, cross: Double?, context: LayoutContext,
        landed: [EdgeInsets]? = nil
    ) -> Arrangement {
        // Children are measured here before they are placed, so they inherit no safe area (`NodeSizing`); clearing
        // it once saves `NodeSizing` a copy of the context for every child measured.
        guard case .none = context.safeArea else {
            var measuring = context
            measuring.safeArea = .none
            return arrange(node, parameters, main: main, cross: cross, context: measuring, landed: landed)
        }
        // The steps read each child through its `StackChild`, which points into this buffer instead of copying,
        // and keep what they decide in one temporary buffer of them.
        return node.children.withUnsafeBufferPointer { nodes in
            withUnsafeTemporaryAllocation(of: StackChild.self, capacity: nodes.count) { buffer in
                let children = arrangedChildren(nodes, parameters, into: buffer)  // 1
                if let landed {
                    // Measured where they landed: the natural sizes kept for this stack do not apply.
                    for index in children.indices { children[index].landedSafeArea = landed[children[index].index] }
                    return arrange(
                        children, childCount: nodes.count, parameters, main: main, cross: cross, context: context)
                }
                let isNatural = main == nil && cross == nil
                if !isNatural { rememberNaturalSizes(children, of: node, context: context) }
                let arrangement = arrange(
                    children, childCount: nodes.count, parameters, main: main, cross: cross, context: context)
                if isNatural { storeNaturalSizes(children, of: node, context: context) }
                return arrangement
            }
        }
    }

    /// `arrange` on the stack's arranged children (of `childCount` in all, hidden ones included).
    private func arrange(
        _ children: StackChildren, childCount: Int, _ parameters: StackParameters, main: Double?, cross: Double?,
        context: LayoutContext
    ) -> Arrangement {
        let axis = parameters.axis
        if axis == .vertical { crossLengthsBeforeDistribution(children, available: cross, context: context) }  // 2
        naturalLengths(children, axis: axis, context: context)  // 3
        gaps(children, parameters, context: context)  // 4
        let tie = StackDistributor.distribute(parameters.distribution, children, axis: axis, available: main)  // 5
        if axis == .horizontal { crossLengthsAfterDistribution(children, context: context) }  // 6
        let crossLength = alignment(children, axis: axis, available: cross, context: context)  // 7
        var arrangement = canvasConnection(childCount, children, axis: axis, crossLength: crossLength)  // 8
        arrangement.tie = tie
        return arrangement
    }

    /// `UISV-hiding`: hidden children are not arranged; they take no length and their spacing collapses.
    ///
    /// - Parameter buffer: room for every child; the arranged ones are initialised at its start.
    /// - Returns: the arranged children, the start of `buffer`.
    func arrangedChildren(
        _ nodes: UnsafeBufferPointer<Node>, _ parameters: StackParameters, into buffer: StackChildren
    ) -> StackChildren {
        var count = 0
        for index in nodes.indices where !nodes[index].hidden {
            buffer.initializeElement(
                at: count,
                to: StackChild(
                    node: nodes.baseAddress! + index, index: index, stackAlignment: parameters.alignment,
                    axis: parameters.axis))
            count += 1
        }
        return StackChildren(rebasing: buffer[..<count])
    }

    /// Vertical stacks decide each child's width before its height, so text is measured for the width it gets
    /// (Auto Layout's two-pass label behaviour, done once): `fill` children span the content width; others keep
    /// their natural width, at most the content width (`UISV-spanning-boundary` is required, compression is not).
    /// A fixed width always stays, and the width stays within `minWidth`…`maxWidth`. Unknown content width (a
    /// measure with no width): the widest natural width.
    func crossLengthsBeforeDistribution(_ children: StackChildren, available: Double?, context: LayoutContext) {
        let crossLength =
            available
            ?? children.indices.reduce(0) { widest, index in
                max(widest, children[index].naturalSize(context).width)
            }
        for index in children.indices {
            let bounds = children[index].bounds
            let width =
                if let fixed = children[index].fixedWidth {
                    fixed
                } else if children[index].alignment == .fill, bounds.clampWidth(crossLength) == crossLength {
                    crossLength
                } else if children[index].alignment == .fill { children[index].naturalSize(context).width } else {
                    min(children[index].naturalSize(context).width, crossLength)
                }
            // `minWidth` / `maxWidth` are required, above the spanning boundary and the fill alignment: a `fill` child
            // they keep from spanning the column keeps its own width (UIKit breaks the alignment's trailing edge).
            children[index].measuredCross = bounds.clampWidth(width)
        }
    }

    /// The intrinsic content size along the axis (ICS): a horizontal stack's children at their natural width; a
    /// vertical stack's children at their height for the width from `crossLengthsBeforeDistribution`.
    func naturalLengths(_ children: StackChildren, axis: Axis, context: LayoutContext) {
        for index in children.indices {
            children[index].naturalLength =
                axis == .horizontal
                ? children[index].naturalSize(context).width
                : children[index].height(atWidth: children[index].measuredCross, context)
        }
    }

    /// `UISV-spacing`: the minimum gap after each arranged child (custom spacing or `spacing`), made
    /// baseline-to-baseline in a vertical stack with `isBaselineRelative` (`v_i+1.firstBaseline ==
    /// v_i.lastBaseline + spacing`). Baselines are those of each child at its natural height, before the
    /// distribution; a `fill` stretch does not move them.
    func gaps(_ children: StackChildren, _ parameters: StackParameters, context: LayoutContext) {
        StackSpacing.setSpacings(children, spacing: parameters.spacing)
        guard parameters.isBaselineRelative, parameters.axis == .vertical else { return }
        StackSpacing.makeBaselineRelative(children) { index in
            let size = Size(width: children[index].measuredCross, height: children[index].naturalLength)
            return StackBaselines.of(children[index].node, size: size, context: context)
        }
    }

    /// Horizontal stacks decide each child's height after its width: text is measured at the width the
    /// distribution gave it (a child left at its natural width keeps its natural height).
    func crossLengthsAfterDistribution(_ children: StackChildren, context: LayoutContext) {
        for index in children.indices {
            children[index].measuredCross = children[index].height(atWidth: children[index].length, context)
        }
    }

    /// `UISV-alignment` across the axis, per child (`alignSelf` overrides the stack's `alignment`). Baseline
    /// alignments use a text child's first or last baseline; a child without text aligns its bottom, as a
    /// `UIView`'s baseline anchors default to its bottom edge.
    ///
    /// - Returns: the cross length the children were aligned in (`StackCrossAxis.align`).
    func alignment(_ children: StackChildren, axis: Axis, available: Double?, context: LayoutContext) -> Double {
        for index in children.indices where children[index].alignment.isBaseline {
            let child = children[index]
            let size = axis.size(main: child.length, cross: child.measuredCross)
            let baselines = StackBaselines.of(child.node, size: size, context: context)
            children[index].baseline =
                (child.alignment == .firstBaseline ? baselines?.first : baselines?.last) ?? child.measuredCross
        }
        return StackCrossAxis.align(children, axis: axis, available: available)
    }

    /// `UISV-canvas-connection`: the first arranged child starts at the leading edge and each next one follows
    /// the previous one's gap. A hidden child gets a zero-size frame at the trailing edge of the arranged child
    /// before it (the leading edge when none), at the cross-start edge.
    func canvasConnection(_ childCount: Int, _ children: StackChildren, axis: Axis, crossLength: Double) -> Arrangement
    {
        var frames = Array(repeating: Rect.zero, count: childCount)
        var position = 0.0, end = 0.0, next = 0
        for index in 0..<childCount {
            guard next < children.count, children[next].index == index else {
                frames[index] = axis.rect(main: end, cross: 0, mainLength: 0, crossLength: 0)
                continue
            }
            let child = children[next]
            frames[index] = axis.rect(
                main: position, cross: child.crossOffset, mainLength: child.length, crossLength: child.crossLength)
            end = position + child.length
            position = end + (next < children.count - 1 ? child.gap : 0)
            next += 1
        }
        return Arrangement(frames: frames, mainLength: StackDistributor.totalLength(children), crossLength: crossLength)
    }
}
