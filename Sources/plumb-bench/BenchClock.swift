/// In-process timing: warm up, then time each repeat of a body with the monotonic clock.
///
/// Every in-process row of BENCHMARKS.md comes from here, so Plumb's numbers are taken one way. The peer's
/// in-process numbers (Scripts/bench-peers) follow the same recipe with `time.perf_counter_ns`: the same number of
/// warm-up runs, then one sample per repeat.
enum BenchClock {
    /// The seconds each of `repeats` runs of `body` took, after `warmup` untimed runs.
    ///
    /// - Parameters:
    ///   - warmup: untimed runs first, so caches, allocators and lazy initialisers are warm.
    ///   - repeats: timed runs; each is one sample.
    ///   - prepare: untimed work before every run (a fresh solver, a dirtied tree), its result handed to `body`.
    /// - Returns: one duration in seconds per repeat, in run order.
    static func samples<Input>(
        warmup: Int, repeats: Int, prepare: () throws -> Input, _ body: (Input) throws -> Void
    ) rethrows -> [Double] {
        let clock = ContinuousClock()
        for _ in 0..<warmup { try body(try prepare()) }
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        for _ in 0..<repeats {
            let input = try prepare()
            let elapsed = try clock.measure { try body(input) }
            samples.append(seconds(elapsed))
        }
        return samples
    }

    /// `samples(warmup:repeats:prepare:_:)` with nothing to prepare.
    static func samples(warmup: Int, repeats: Int, _ body: () throws -> Void) rethrows -> [Double] {
        try samples(warmup: warmup, repeats: repeats, prepare: {}, { _ in try body() })
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
