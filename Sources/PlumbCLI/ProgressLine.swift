import Foundation
import Synchronization

/// A one-line `checking 41/228` counter on stderr, redrawn in place, only for a person watching a terminal:
/// nothing when stderr is not a TTY or `CI` is set, so logs and pipes stay clean.
final class ProgressLine: Sendable {
    private let verb: String
    private let lastDrawn = Mutex<Double>(0)

    private init(verb: String) { self.verb = verb }

    /// A progress line, or `nil` when it should not be drawn.
    static func make(verb: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine?
    {
        guard isatty(STDERR_FILENO) == 1, (environment["CI"] ?? "").isEmpty else { return nil }
        return ProgressLine(verb: verb)
    }

    /// Redraws at most 20 times a second, and always for the last job.
    func update(_ finished: Int, of total: Int) {
        let now = Date().timeIntervalSinceReferenceDate
        let draw = lastDrawn.withLock { last -> Bool in
            guard finished == total || now - last >= 0.05 else { return false }
            last = now
            return true
        }
        if draw { FileHandle.standardError.write(Data("\r\u{1B}[2K\(verb) \(finished)/\(total)".utf8)) }
    }

    /// Clears the line.
    func finish() { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
}
