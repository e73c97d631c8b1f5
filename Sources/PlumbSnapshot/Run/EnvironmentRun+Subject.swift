import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender

extension EnvironmentRun {
    /// Lays out `subject`'s tree for `environment` with the measurer of `renderer`.
    public init(_ subject: SnapshotSubject, environment: Environment, renderer: Renderer, session: LayoutSession? = nil)
    {
        self.init(
            subject.root(environment), name: subject.name, environment: environment, renderer: renderer,
            manualLayouts: subject.manualLayouts, session: session)
    }
}
