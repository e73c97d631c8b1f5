import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbTesting

/// Lays out one layout in one environment for the swift-snapshot-testing strategies: a `Run` of one job, as every
/// verb and `assertLayoutSnapshot` lay out.
enum PlumbRendering {
    /// `body` of the layout laid out in `environment` (measured with the pinned fonts and the layout's own manual
    /// layouts) and the renderer that measured it.
    ///
    /// A strategy has no way to fail but to hand back a value, so when Plumb cannot render (the pinned fonts are
    /// missing, a spec does not read, the tree names a manual layout nobody registered) this records a test failure
    /// saying what to do and returns `nil`; the strategy then snapshots an empty value, which never matches a real
    /// reference.
    static func layout<Result: Sendable>(
        _ layout: LayoutUnderTest, in environment: Environment, name: String,
        _ body: @Sendable (EnvironmentRun, Renderer) -> Result
    ) -> Result? {
        var subject: Subject
        do { subject = try layout.subject(named: name, testFile: "") } catch {
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(error.description)")
            return nil
        }
        subject.environments = [environment]
        let run = Run(subjects: [subject], workers: 1)
        do { return try run.map { _, layout, renderer in body(layout, renderer) }.first } catch {
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(error.description)")
            return nil
        }
    }
}
