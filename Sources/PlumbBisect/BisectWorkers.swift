import PlumbCore

/// Bisect's jobs on worker threads (`WorkerPool`), each worker with its own text measurer.
enum BisectWorkers {
    static func map<Result: Sendable>(
        count: Int, workers: Int, makeMeasurer: @Sendable () -> any TextMeasuring,
        _ body: @Sendable (Int, any TextMeasuring) -> Result
    ) -> [Result] {
        WorkerPool.map(count: count, workers: workers, makeState: makeMeasurer, body)
    }
}
