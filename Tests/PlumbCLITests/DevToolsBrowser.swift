import Foundation
import Testing

/// Headless Chromium driven over the DevTools protocol, for tests that click: it opens pages, evaluates script in
/// them and waits for conditions, each with a time bound. `close()` (also run on deinit) ends the browser, first
/// politely, then with SIGKILL.
///
/// Chromium is started with `--remote-debugging-port=0`; it writes the port it chose and the browser's WebSocket
/// path to `DevToolsActivePort` in its profile folder, which is how this finds it.
final class DevToolsBrowser {
    private let process: Process
    private let socket: DevToolsWebSocket
    private var nextID = 1
    /// Uncaught exceptions the pages threw, as `Runtime.exceptionThrown` reported them.
    private(set) var exceptions: [String] = []

    init(folder: TemporaryFolder, seconds: Double = 30) throws {
        let chromium = try HeadlessChromium.path()
        let profile = folder.url.appendingPathComponent("devtools-profile")
        let log = folder.url.appendingPathComponent("chromium.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--hide-scrollbars",
            "--user-data-dir=\(profile.path)", "--remote-debugging-port=0", "--window-size=1280,800", "about:blank",
        ]
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        var lines: [Substring] = []
        while lines.count < 2 || !(lines.first.map { UInt16($0) != nil } ?? false) {
            guard Date() < deadline, process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                throw LoopbackSocket.Failure(
                    description: "chromium did not start its DevTools server: "
                        + ((try? String(contentsOf: log, encoding: .utf8)) ?? ""))
            }
            usleep(50_000)
            let text =
                (try? String(contentsOf: profile.appendingPathComponent("DevToolsActivePort"), encoding: .utf8)) ?? ""
            lines = text.split(separator: "\n")
        }
        do {
            socket = try DevToolsWebSocket(port: UInt16(lines[0])!, path: String(lines[1]))
        } catch {
            kill(process.processIdentifier, SIGKILL)
            throw error
        }
    }

    deinit { close() }

    /// Sends one command and returns its result; events that arrive meanwhile are noted (exceptions) or dropped.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        try socket.send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        while true {
            let reply = try JSONSerialization.jsonObject(with: Data(try socket.receive().utf8)) as? [String: Any] ?? [:]
            if reply["method"] as? String == "Runtime.exceptionThrown" {
                let details = (reply["params"] as? [String: Any])?["exceptionDetails"] as? [String: Any]
                exceptions.append(
                    "\(details?["text"] ?? "") \((details?["exception"] as? [String: Any])?["description"] ?? "")")
            }
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw LoopbackSocket.Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` in a new tab and returns it.
    func open(_ url: String) throws -> Page {
        let target = try call("Target.createTarget", ["url": "about:blank"])["targetId"] as! String
        let session = try call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as! String
        try call("Runtime.enable", session: session)
        try call("Page.enable", session: session)
        try call("Page.navigate", ["url": url], session: session)
        return Page(browser: self, session: session)
    }

    /// Ends the browser: `Browser.close`, then SIGKILL after 5 s.
    func close() {
        guard process.isRunning else { return }
        _ = try? socket.send(#"{"id":999999,"method":"Browser.close"}"#)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// One tab.
    struct Page {
        let browser: DevToolsBrowser
        let session: String

        /// The value of `expression` (a promise is awaited), as JSON values.
        func evaluate(_ expression: String) throws -> Any? {
            let result = try browser.call(
                "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
                session: session)
            if let details = result["exceptionDetails"] as? [String: Any] {
                throw LoopbackSocket.Failure(
                    description:
                        "\(expression): \((details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? "")"
                )
            }
            return (result["result"] as? [String: Any])?["value"]
        }

        /// Waits until `expression` is true, checking every 100 ms for up to `seconds` (generous: CI runs suites side by side).
        func wait(until expression: String, seconds: Double = 30, _ what: String) throws {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if (try? evaluate(expression)) as? Bool == true { return }
                usleep(100_000)
            }
            throw LoopbackSocket.Failure(
                description: "timed out after \(seconds) s waiting for \(what) (\(expression))")
        }
    }
}
