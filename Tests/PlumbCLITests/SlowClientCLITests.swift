import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Slowloris against the real `plumb review` (issue 32, point 3): clients that hold every connection open by
/// trickling their request heads must neither lock an honest client out nor keep a connection past the request
/// deadline (`LoopbackServer.requestSeconds`, 10 s, for the whole request, not restarted by each byte).
@Suite struct SlowClientCLITests {
    @Test func anHonestClientIsAnsweredWithinOneSecondWhileSixtyFourSlowOnesAreOpen() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        var slow: [LoopbackSocket] = []
        for _ in 0..<64 {
            let socket = try LoopbackSocket(port: server.port, timeout: 5)
            try socket.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8))
            slow.append(socket)
        }
        for round in 0..<5 {
            usleep(200_000)
            // Every slow client sends one more byte: still no end to its head.
            for socket in slow { try? socket.send([UInt8(ascii: "z")]) }
            let start = Date()
            let answer = try LoopbackSocket.request(
                port: server.port,
                "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Plumb-Token: \(server.token)")
            let seconds = Date().timeIntervalSince(start)
            #expect(answer.status == 200, "round \(round): \(answer)")
            #expect(seconds < 1, "round \(round): answered after \(seconds) s")
            // The slow clients take the freed places again.
            slow.append(try LoopbackSocket(port: server.port, timeout: 5))
            try slow.last!.send(Array("GET / HTTP/1.1\r\nX-Slow: ".utf8))
        }
    }

    /// A client sending one byte a second is cut off at the request deadline, though no read ever waits long.
    @Test func aTricklingClientIsDroppedAtTheRequestDeadline() throws {
        let folder = try TemporaryFolder()
        let run = try ReviewServerCLITests.failedCheck(in: folder, failing: ["375w-l"])
        let server = try ServerProcess(["review", run.artifacts, "--baselines", run.baselines], in: folder)
        defer { server.interrupt() }
        let socket = try LoopbackSocket(port: server.port, timeout: 30)
        let start = Date()
        try socket.send(Array("GET / HTTP/1.1\r\nX-Slow: ".utf8))
        var closedAfter: Double?
        while closedAfter == nil && Date().timeIntervalSince(start) < 20 {
            sleep(1)
            if (try? socket.send([UInt8(ascii: "z")])) == nil || Self.peerClosed(socket) {
                closedAfter = Date().timeIntervalSince(start)
            }
        }
        let seconds = try #require(closedAfter, "the server kept a trickling connection for 20 s")
        #expect(seconds >= 9 && seconds < 14, "closed after \(seconds) s; the deadline is 10 s")
    }

    /// Whether the server has closed its end: a read that does not wait finds the end of the stream.
    static func peerClosed(_ socket: LoopbackSocket) -> Bool {
        var byte: UInt8 = 0
        let count = recv(socket.descriptor, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}
