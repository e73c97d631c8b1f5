import Dispatch
import PlumbCore
import Synchronization

/// Runs independent jobs on worker threads, each worker with its own text measurer, and returns the results in
/// job order (so the output does not depend on the number of workers).
enum BisectWorkers {
    static func map<Result: Sendable>(
        count: Int, workers: Int, makeMeasurer: @Sendable () -> any TextMeasuring,
        _ body: @Sendable (Int, any TextMeasuring) -> Result
    ) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        let workerCount = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let measurer = makeMeasurer()
            for index in stride(from: worker, to: count, by: workerCount) {
                let result = body(index, measurer)
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { all in (0..<count).map { all[$0]! } }
    }
}
