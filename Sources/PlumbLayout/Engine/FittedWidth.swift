import PlumbCore

/// The width of a root laid out to fit its content (`Environment.fitsWidth`, `plumb render --width fit`).
///
/// The root is measured once with an open width — its ideal size, as UIKit's `sizeThatFits(_:)` and
/// `systemLayoutSizeFitting(_:)` report it for an unconstrained width (text on one line unless it breaks itself)
/// — and laid out at the smaller of that width and the cap, `Environment.width` (`--max-width`, 375 points unless
/// set). One measure pass more than a layout at a fixed width; the size cache keeps the open-width measurements of
/// every container for the layout pass that follows.
enum FittedWidth {
    /// `context.environment` with `width` set to the root's fitted width.
    ///
    /// The layout margins stay those of the cap's width, where the root was measured, so the placing pass sees the
    /// margins the measurement assumed (the system margins change at 414 points). A root with no natural width at
    /// all (an empty view, a collection of self-sizing sections, which UIKit sizes from their container) takes the
    /// whole cap, rather than an image zero points wide.
    static func environment(for root: Node, context: LayoutContext) -> Environment {
        var environment = context.environment
        let cap = environment.width
        let margins = environment.layoutMargins
        let ideal = NodeSizing.size(of: root, proposal: ProposedSize(), inheriting: context).width
        environment.width = ideal > 0 && ideal.isFinite ? min(ideal, cap) : cap
        environment.layoutMargins = margins
        return environment
    }
}
