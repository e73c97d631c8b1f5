import Foundation

/// `plumb review` or `plumb preview` running in the background for a test: started, its URL read from what it
/// prints, stopped with Ctrl-C (SIGINT) — or SIGKILL if it does not stop within 10 s, and always on deinit.
final class ServerProcess {
    let process: Process
    let url: String
    let port: UInt16
    let token: String
    private let out: URL, err: URL

    /// Starts `plumb arguments…` in `folder` and waits (up to `seconds`) for the `open http://…` line.
    init(_ arguments: [String], in folder: TemporaryFolder, seconds: Double = 60) throws {
        out = folder.url.appendingPathComponent("server-\(UUID().uuidString).out")
        err = folder.url.appendingPathComponent("server-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        process = Process()
        process.executableURL = PlumbProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        var found: String?
        while found == nil {
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            found = text.split(separator: "\n").first { $0.hasPrefix("open http://") }.map {
                String($0.dropFirst("open ".count))
            }
            if found != nil { break }
            guard process.isRunning, Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw LoopbackSocket.Failure(
                    description:
                        "plumb \(arguments.joined(separator: " ")) printed no URL: \(text) \((try? String(contentsOf: err, encoding: .utf8)) ?? "")"
                )
            }
            usleep(50_000)
        }
        url = found!
        let address = url.dropFirst("http://127.0.0.1:".count)
        port = UInt16(address.prefix { $0.isNumber })!
        token = String(url.split(separator: "/").last!)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// What it printed so far.
    var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }

    /// Waits up to `seconds` for the process to end by itself; true when it did.
    func waitForExit(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        return !process.isRunning
    }

    /// Ctrl-C, then its exit status (SIGKILL after 10 s: then the status is the signal's).
    @discardableResult
    func interrupt() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        if !waitForExit(seconds: 10) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
