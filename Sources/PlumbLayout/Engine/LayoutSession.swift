/// What layouts may share to go faster without changing a frame: today the solved constraint systems that the next
/// tree of the same shape updates instead of solving afresh (`Constraints/Reuse/`).
///
/// A layout is a pure function of its node, environment, measurer and manual layouts. Reuse across layouts is
/// opt-in and explicit: pass a session in `LayoutContext.session` and the layouts given it share one pool; without
/// one every constraint layout is solved fresh. Either way the frames are the same (`ConstraintSystemReuseTests`
/// and `ConstraintReuseOracleTests` hold the reuse to the fresh solve); only the time differs. Plumb's own runs —
/// every CLI verb, `SnapshotRun` (so the test library), the preview server, the benchmark — make one session per
/// run and give it to all their workers: the pool is safe to share between threads.
///
/// ```swift
/// let session = LayoutSession()
/// for model in feed {
///     let context = LayoutContext(environment: environment, measurer: measurer, session: session)
///     results.append(LayoutEngine.layout(cell(model), name: "cell", context: context))
/// }
/// ```
public final class LayoutSession: Sendable {
    /// Solved constraint systems, by tree shape.
    let constraintSystems = ConstraintSystemPool()

    public init() {}
}
