import Dispatch
import PlumbText
import Synchronization

/// Runs many render jobs on worker threads, each worker with its own `Renderer` (and so its own Pango context and
/// text-layout cache), and returns the results in job order.
///
/// Jobs are dealt to workers round-robin and each result depends only on its job, so the output is the same for
/// any number of workers. `plumb render`, `plumb sheet` and snapshot runs all render through this.
public enum RenderWorkers {
    /// `body(index, renderer)` for every index in `0..<count`, on up to `workers` threads.
    public static func map<Result: Sendable>(
        count: Int, workers: Int, fonts: PinnedFonts, _ body: @Sendable (Int, Renderer) -> Result
    ) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        let workerCount = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let renderer = Renderer(measurer: PangoTextMeasurer(fonts: fonts))
            for index in stride(from: worker, to: count, by: workerCount) {
                let result = body(index, renderer)
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { all in (0..<count).map { all[$0]! } }
    }
}
