/// A layout axis.
public enum Axis: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// How a stack shares its length among its children (`UIStackView.Distribution`).
public enum StackDistribution: String, CaseIterable, Hashable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack places children across its axis (`UIStackView.Alignment`).
///
/// `leading`/`top` and `trailing`/`bottom` are the same alignment named for each axis, as in UIKit;
/// `firstBaseline` and `lastBaseline` apply to horizontal stacks.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
}

/// Which engine lays out a stack.
///
/// `direct` is the stack engine's own arithmetic (no solver); `uikit` feeds UIStackView's constraint recipe
/// (docs/uikit-semantics.md §3) to Plumb's Cassowary solver, for parity with UIKit down to its quirks. docs/stack-parity.md
/// lists where the two deliberately differ.
public enum StackMode: String, CaseIterable, Hashable, Sendable {
    case direct, uikit
}

/// The settings of a `stack` container, as UIStackView's properties.
public struct StackParameters: Hashable, Sendable {
    public var axis: Axis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// Space between adjacent arranged children (a minimum for the equal-spacing distributions).
    public var spacing: Double
    /// Inner padding: the container's layout margins.
    public var padding: EdgeInsets
    /// Whether children are arranged inside the layout margins (`isLayoutMarginsRelativeArrangement`). UIKit's
    /// default is false; a stack given `padding` (or `layoutMargins`) arranges inside them unless told otherwise,
    /// since that is what padding means — see `init`.
    public var isLayoutMarginsRelative: Bool
    /// Vertical stacks only: spacing is measured from one child's last baseline to the next one's first baseline.
    public var isBaselineRelative: Bool
    /// The engine: the direct arithmetic (default) or UIStackView's constraint recipe on the solver.
    public var mode: StackMode = .direct

    public init(
        axis: Axis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, padding: EdgeInsets = .zero, isLayoutMarginsRelative: Bool? = nil,
        isBaselineRelative: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.padding = padding
        // UIKit's default (false), but a stack with padding arranges inside it.
        self.isLayoutMarginsRelative = isLayoutMarginsRelative ?? (padding != .zero)
        self.isBaselineRelative = isBaselineRelative
    }
}
