import Foundation
import PlumbServe

/// Starting a loopback server for the CLI: the `--port` flag, the token, and Ctrl-C.
enum ServerPort {
    /// `--port`: 0 (any free port) to 65535.
    static func parse(_ port: Int) throws -> UInt16 {
        guard let value = UInt16(exactly: port) else {
            throw UsageError.badNumber(
                flag: "--port", value: port, isNot: "a port", expected: "0 for any free one, or 1 to 65535")
        }
        return value
    }

    /// Prints a line at once (not buffered), so a script or test that waits for the URL sees it.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((terminalSafe(line) + "\n").utf8))
    }

    /// A started server: its URL, and `run()` that serves until stopped.
    struct Started {
        var server: LoopbackServer
        var url: String
        func run() { server.run() }
    }

    /// Binds 127.0.0.1:`port`, makes a token, and routes each request to the handler `makeHandler(access, stop)`
    /// returns. Ctrl-C stops the server.
    static func start(
        port: UInt16,
        _ makeHandler: (AccessGuard, @escaping @Sendable () -> Void) -> @Sendable (HTTPRequest) -> HTTPResponse
    ) throws -> Started {
        let box = ServerBox()
        let server = try LoopbackServer(port: port) { request in box.handler?(request) ?? .text(503, "starting") }
        let access = AccessGuard(port: server.port)
        box.handler = makeHandler(access) { server.stop() }
        server.stopOnInterrupt()
        return Started(server: server, url: access.url)
    }
}

/// Holds the handler, set once before the server runs (the handler needs the port the server got).
private final class ServerBox: @unchecked Sendable {
    var handler: (@Sendable (HTTPRequest) -> HTTPResponse)?
}
