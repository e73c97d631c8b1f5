import Foundation

/// Runs the built `plumb` binary as a user would and captures what it prints.
struct PlumbProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `plumb` executable beside the test bundle (SwiftPM builds it because this target depends on it).
    static let executable: URL = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("plumb"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plumb"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("plumb"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs `plumb arguments…` (or another `executable`) in `directory` and waits for it; `environment` entries are
    /// added to this process's. Standard error is read on its own thread, so a chatty child can't fill one pipe
    /// while this process waits on the other.
    static func run(
        _ arguments: [String], executable: URL = PlumbProcess.executable, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stderrData = ErrorPipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrData.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorPipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe held, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// A fresh temporary folder, removed when the test that made it ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the folder and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Every file below the folder, relative paths, sorted.
    var contents: [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }
}
