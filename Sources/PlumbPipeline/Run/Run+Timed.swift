import Foundation
import PlumbRender
import PlumbText

/// A job's result and the seconds its worker spent on it.
public struct TimedResult<Result: Sendable>: Sendable {
    public var result: Result
    /// Wall-clock seconds from the start of laying the job out to the end of `body`, on its worker.
    public var seconds: Double
}

extension Run {
    /// `map(_:fonts:_:)`, with the seconds each job took on its worker (laying out and `body`): what sharded
    /// snapshot runs record so that the next run's shards are balanced by cost. The results do not depend on the
    /// timings; only the seconds differ from run to run.
    public func timedMap<Result: Sendable>(
        _ jobs: [Job], fonts: PinnedFonts, _ body: @Sendable (Job, EnvironmentRun, Renderer) -> Result
    ) -> [TimedResult<Result>] {
        let run = self
        return RenderWorkers.map(count: jobs.count, workers: workers, fonts: fonts) { index, renderer in
            let start = ContinuousClock.now
            let result = body(jobs[index], run.layOut(jobs[index], renderer: renderer), renderer)
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            return TimedResult(result: result, seconds: seconds)
        }
    }
}
