import Dispatch
import Synchronization

/// Runs independent jobs on worker threads, each worker with state of its own (a text measurer, a renderer), and
/// returns the results in job order.
///
/// Jobs are dealt to workers round-robin and each result depends only on its job, so the output is the same for
/// any number of workers. Every batch in Plumb runs this way: `Run` (every verb, PlumbTesting, the servers),
/// `plumb bisect`'s lanes and probes.
public enum WorkerPool {
    /// `body(index, state)` for every index in `0..<count`, on up to `workers` threads, each with the state
    /// `makeState` made for it.
    public static func map<State, Result: Sendable>(
        count: Int, workers: Int, makeState: @Sendable () -> State, _ body: @Sendable (Int, State) -> Result
    ) -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        let workerCount = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let state = makeState()
            for index in stride(from: worker, to: count, by: workerCount) {
                let result = body(index, state)
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { all in (0..<count).map { all[$0]! } }
    }
}
