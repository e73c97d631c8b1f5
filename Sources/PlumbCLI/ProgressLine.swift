import Foundation
import PlumbCore

/// A one-line `checking 41/228  12.3/s  ~15 s left` counter on stderr, redrawn in place, only for a person watching
/// a terminal: nothing when stderr is not a TTY or `CI` is set, so logs and pipes stay clean, and nothing for a run
/// that ends within its first 2 seconds, so a quick check leaves no flicker.
final class ProgressLine: Sendable {
    private let verb: String
    private let start: Double
    private let delay: Double
    /// When it last drew, and whether it has drawn at all (so `finish` clears only a line that is there).
    private let state = Locked<(lastDrawn: Double, drawn: Bool)>((0, false))
    /// How long a run goes before the line appears, in seconds, unless `PLUMB_PROGRESS_AFTER` says otherwise (a
    /// number of seconds; `0` draws from the first environment, as the tests do).
    static let defaultDelay = 2.0

    private init(verb: String, start: Double, delay: Double) {
        self.verb = verb
        self.start = start
        self.delay = delay
    }

    /// A progress line, or `nil` when it should not be drawn.
    static func make(verb: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine?
    {
        guard isatty(STDERR_FILENO) == 1, (environment["CI"] ?? "").isEmpty else { return nil }
        let delay = environment["PLUMB_PROGRESS_AFTER"].flatMap(Double.init).map { max(0, $0) } ?? defaultDelay
        return ProgressLine(verb: verb, start: Date().timeIntervalSinceReferenceDate, delay: delay)
    }

    /// Redraws at most 10 times a second once the run is 2 s old, and always for the last job of such a run.
    func update(_ finished: Int, of total: Int) {
        let now = Date().timeIntervalSinceReferenceDate
        let elapsed = now - start
        guard elapsed >= delay else { return }
        let draw = state.withLock { state -> Bool in
            guard finished == total || now - state.lastDrawn >= 0.1 else { return false }
            state = (now, true)
            return true
        }
        if draw {
            FileHandle.standardError.write(
                Data(("\r\u{1B}[2K" + Self.text(verb: verb, finished: finished, total: total, elapsed: elapsed)).utf8))
        }
    }

    /// `checking 41/228  12.3/s  ~15 s left`: done of total, the rate so far, and the time left at that rate.
    static func text(verb: String, finished: Int, total: Int, elapsed: Double) -> String {
        var line = "\(verb) \(finished)/\(total)"
        guard finished > 0, elapsed > 0 else { return line }
        let rate = Double(finished) / elapsed
        line += "  " + String(format: rate >= 10 ? "%.0f/s" : "%.1f/s", rate)
        if finished < total {
            let left = Int((Double(total - finished) / rate).rounded(.up))
            line += left >= 120 ? "  ~\(left / 60) min left" : "  ~\(left) s left"
        }
        return line
    }

    /// Clears the line, if it was drawn.
    func finish() {
        if state.withLock({ $0.drawn }) { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
