import PlumbCore

/// Where the safe area of the node being measured or placed comes from: UIKit's rule for `safeAreaInsets`,
/// applied level by level.
///
/// The root is the screen's view: its safe-area insets are the environment's. Every other node's insets are the
/// part of its frame covered by its parent's unsafe area — the parent's safe-area bands (between the parent's
/// edges and its safe rectangle) intersected with the node's frame, in the node's coordinates, never negative and
/// never more than the parent's own inset (a view moved above the screen's top does not get a larger inset). A
/// node inside its parent's safe rectangle gets zero. A container then adds its `additionalSafeAreaInsets` for its
/// descendants, as a view controller does.
///
/// A node measured before it is placed has no position yet, so its inherited insets are zero (only the root's are
/// known); a container's own `additionalSafeAreaInsets` always count.
public enum InheritedSafeArea: Hashable, Sendable {
    /// Nothing is unsafe (or the node's position is not known yet).
    case none
    /// The node is the root: the environment's safe-area insets.
    case screen(EdgeInsets)
    /// The node's parent occupies `bounds` (root coordinates) and `safe` is the part of it that is safe.
    case parent(bounds: Rect, safe: Rect)
    /// The node is being measured where its parent's engine will place it, and these are the insets it inherits
    /// there: a constraint layout measures a nested stack again once it knows where the stack lands
    /// (`ConstraintLayout`), so a bar pinned over the home indicator is measured with the indicator's inset.
    case known(EdgeInsets)

    /// The safe-area insets inherited by a node at `frame` (root coordinates), before its additional insets.
    ///
    /// - Parameter frame: the node's frame, or `nil` while it is only measured.
    public func insets(of frame: Rect?) -> EdgeInsets {
        switch self {
        case .none:
            return .zero
        case .screen(let insets), .known(let insets):
            return insets
        case .parent(let bounds, let safe):
            guard let frame else { return .zero }
            return EdgeInsets(
                top: Self.overlap(frame.minY, frame.maxY, band: bounds.minY, safe.minY),
                left: Self.overlap(frame.minX, frame.maxX, band: bounds.minX, safe.minX),
                bottom: Self.overlap(frame.minY, frame.maxY, band: safe.maxY, bounds.maxY),
                right: Self.overlap(frame.minX, frame.maxX, band: safe.maxX, bounds.maxX))
        }
    }

    /// Whether this is the root's safe area (the layout root is the screen's view controller's view).
    public var isRoot: Bool {
        if case .screen = self { true } else { false }
    }

    /// The length of `[start, end]` inside the band `[bandStart, bandEnd]`, at least 0.
    private static func overlap(_ start: Double, _ end: Double, band bandStart: Double, _ bandEnd: Double) -> Double {
        max(0, min(end, bandEnd) - max(start, bandStart))
    }
}

/// A container's own safe-area insets and layout margins, as its engine uses them for its guides and canvas.
public enum ContainerInsets {
    /// `node`'s safe-area insets (physical: left is left): what it inherits at `frame` plus its own
    /// `additionalSafeAreaInsets`.
    ///
    /// - Parameter frame: the node's frame in root coordinates, or `nil` while it is measured.
    public static func safeArea(of node: Node, frame: Rect?, context: LayoutContext) -> EdgeInsets {
        context.safeArea.insets(of: frame) + node.additionalSafeAreaInsets
    }

    /// `node`'s layout margins, physical (left is left): its own `layoutMargins`, else `defaultMargins`, else the
    /// environment's for the root and 8 for any other container; directional insets are swapped under
    /// right-to-left; the safe area is added when `insetsLayoutMarginsFromSafeArea` (UIKit's default).
    ///
    /// - Parameters:
    ///   - safeArea: the node's safe-area insets (`safeArea(of:frame:context:)`).
    ///   - isRoot: whether `node` is the layout's root (the screen's view controller's view).
    ///   - defaultMargins: the engine's own default when the node sets none (a stack's `padding`), directional.
    public static func layoutMargins(
        of node: Node, safeArea: EdgeInsets, isRoot: Bool, defaultMargins: EdgeInsets? = nil, environment: Environment
    ) -> EdgeInsets {
        let directional =
            node.layoutMargins?.resolved(in: environment)
            ?? defaultMargins
            ?? (isRoot ? environment.layoutMargins : EdgeInsets(all: SystemLayoutMargins.nested))
        let physical = environment.direction == .rtl ? directional.horizontallySwapped : directional
        return node.insetsLayoutMarginsFromSafeArea ? physical + safeArea : physical
    }

    /// The region `node`'s children inherit their safe area from, once `node` is placed at `frame`.
    static func region(for node: Node, frame: Rect, context: LayoutContext) -> InheritedSafeArea {
        let insets = safeArea(of: node, frame: frame, context: context)
        guard insets != .zero else { return .none }
        return .parent(bounds: frame, safe: frame.inset(by: insets))
    }
}
