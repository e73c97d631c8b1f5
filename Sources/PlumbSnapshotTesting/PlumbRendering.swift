import PlumbCore
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import PlumbTesting
import PlumbText

/// Lays out and renders one layout in one environment for the swift-snapshot-testing strategies.
enum PlumbRendering {
    /// The layout result in `environment`, measured with the pinned fonts and the layout's own manual layouts.
    ///
    /// A strategy has no way to fail but to hand back a value, so when Plumb cannot render (the pinned fonts are
    /// missing, the tree names a manual layout nobody registered) this records a test failure saying what to do
    /// and returns `nil`; the strategy then snapshots an empty value, which never matches a real reference.
    static func layout(
        _ layout: LayoutUnderTest, in environment: Environment, name: String
    ) -> (LayoutResult, Renderer)? {
        let fonts: PinnedFonts
        switch PinnedFonts.standard {
        case .success(let found): fonts = found
        case .failure(let error):
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(error.description)")
            return nil
        }
        if let missing = layout.unregisteredManualLayout(in: [environment]) {
            recordLayoutSnapshotProblem("Plumb cannot snapshot: \(missing.description)")
            return nil
        }
        let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
        let run = EnvironmentRun(
            layout.root(environment), name: name, environment: environment, renderer: renderer,
            manualLayouts: layout.manualLayouts)
        return (run.result, renderer)
    }
}
