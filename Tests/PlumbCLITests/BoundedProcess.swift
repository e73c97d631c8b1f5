import Foundation

/// Runs the built `plumb` binary with a time bound, so a hang fails one case instead of the whole suite.
///
/// Output goes to files rather than pipes, so a process that prints megabytes cannot block on a full pipe while
/// the runner waits for it to exit.
enum BoundedProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process was killed for running past the bound.
        var timedOut: Bool
        /// True when the process ended by a signal (a crash) rather than by exiting.
        var crashed: Bool
    }

    /// Runs `plumb arguments…` in `directory`, killing it after `seconds`; logs go to `logs`.
    static func run(_ arguments: [String], in directory: URL, logs: URL, seconds: Double = 20) throws -> Output {
        let outURL = logs.appendingPathComponent("stdout"), errURL = logs.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        let process = Process()
        process.executableURL = PlumbProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data(), stderr = (try? Data(contentsOf: errURL)) ?? Data()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut,
            crashed: process.terminationReason == .uncaughtSignal)
    }
}
