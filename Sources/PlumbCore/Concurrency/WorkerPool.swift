import Dispatch

/// Runs independent jobs on worker threads, each worker with state of its own (a text measurer, a renderer), and
/// returns the results in job order.
///
/// Jobs are dealt to workers round-robin and each result depends only on its job, so the output is the same for
/// any number of workers. Every batch in Plumb runs this way: `Run` (every verb, PlumbTesting, the servers),
/// `plumb bisect`'s lanes and probes. No lock: each job's slot is written by the one worker that runs it, and read
/// only after every worker has finished (so PlumbCore needs nothing newer than Dispatch).
public enum WorkerPool {
    /// `body(index, state)` for every index in `0..<count`, on up to `workers` threads, each with the state
    /// `makeState` made for it.
    public static func map<State, Result: Sendable>(
        count: Int, workers: Int, makeState: @Sendable () -> State, _ body: @Sendable (Int, State) -> Result
    ) -> [Result] {
        let slots = Slots<Result>(count: count)
        defer { slots.deallocate() }
        let workerCount = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
            let state = makeState()
            for index in stride(from: worker, to: count, by: workerCount) {
                slots.set(index, body(index, state))
            }
        }
        return slots.results()
    }
}

/// One result slot per job, each written once by the worker that runs the job.
private final class Slots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    /// Stores the result of job `index`; only that job's worker calls this for `index`.
    func set(_ index: Int, _ result: Result) {
        buffer[index] = result
    }

    /// Every result in job order, once all workers have returned.
    func results() -> [Result] {
        buffer.map { $0! }
    }

    func deallocate() {
        buffer.deinitialize().deallocate()
    }
}
