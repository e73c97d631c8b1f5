#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// In-process timing: warm up, then time each repeat of a body with the monotonic clock.
///
/// Every in-process row of BENCHMARKS.md comes from here, so Plumb's numbers are taken one way. The peer's
/// in-process numbers (Scripts/bench-peers) follow the same recipe with `time.perf_counter_ns`: the same number of
/// warm-up runs, then one sample per repeat.
enum BenchClock {
    /// What a sample measures.
    enum Kind: String {
        /// Elapsed time on the monotonic clock: what BENCHMARKS.md reports (on a quiet machine).
        case wall
        /// CPU time of the calling thread: steadier than `wall` on a busy machine, where a pinned process waits
        /// for its core; blind to time spent off the thread.
        case cpu
    }

    /// The seconds each of `repeats` runs of `body` took, after `warmup` untimed runs.
    ///
    /// - Parameters:
    ///   - warmup: untimed runs first, so caches, allocators and lazy initialisers are warm.
    ///   - repeats: timed runs; each is one sample.
    ///   - clock: wall time (the default) or the thread's CPU time.
    ///   - prepare: untimed work before every run (a fresh solver, a dirtied tree), its result handed to `body`.
    /// - Returns: one duration in seconds per repeat, in run order.
    static func samples<Input>(
        warmup: Int, repeats: Int, clock: Kind = .wall, prepare: () throws -> Input, _ body: (Input) throws -> Void
    ) rethrows -> [Double] {
        let wall = ContinuousClock()
        for _ in 0..<warmup { try body(try prepare()) }
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        for _ in 0..<repeats {
            let input = try prepare()
            switch clock {
            case .wall:
                samples.append(seconds(try wall.measure { try body(input) }))
            case .cpu:
                let start = threadCPUSeconds()
                try body(input)
                samples.append(threadCPUSeconds() - start)
            }
        }
        return samples
    }

    /// `samples(warmup:repeats:clock:prepare:_:)` with nothing to prepare.
    static func samples(warmup: Int, repeats: Int, clock: Kind = .wall, _ body: () throws -> Void) rethrows -> [Double]
    {
        try samples(warmup: warmup, repeats: repeats, clock: clock, prepare: {}, { _ in try body() })
    }

    /// The calling thread's CPU time so far, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// A `Duration` as a `Double` number of seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

/// Keeps a value alive and observed so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
