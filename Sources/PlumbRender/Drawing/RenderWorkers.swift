import PlumbCore
import PlumbText

/// Runs many render jobs on worker threads (`WorkerPool`), each worker with its own `Renderer` (and so its own
/// Pango context and text-layout cache), and returns the results in job order.
public enum RenderWorkers {
    /// `body(index, renderer)` for every index in `0..<count`, on up to `workers` threads.
    public static func map<Result: Sendable>(
        count: Int, workers: Int, fonts: PinnedFonts, _ body: @Sendable (Int, Renderer) -> Result
    ) -> [Result] {
        WorkerPool.map(
            count: count, workers: workers, makeState: { Renderer(measurer: PangoTextMeasurer(fonts: fonts)) }, body)
    }
}
