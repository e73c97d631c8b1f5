import Foundation
import PlumbCore

#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on the loopback interface, for `plumb review` and `plumb preview`.
///
/// It binds 127.0.0.1 and nothing else (there is no way to ask for another address), reads one request per
/// connection on its own thread, hands it to `handler` and closes the connection. Requests are bounded: 16 KiB of
/// head, 1 MiB of body, and `requestSeconds` for the whole request from the moment it connects — a deadline, not a
/// timeout that each byte restarts, so a client trickling one byte at a time (slowloris) is dropped on time.
/// At most 64 connections are open at once; when all are taken, a new connection takes the place of the one that
/// has waited longest without sending its request, so slow clients holding every place cannot lock an honest one
/// out. `stop()` (and, after `stopOnInterrupt()`, Ctrl-C) ends `run()`.
public final class LoopbackServer: Sendable {
    /// The port the server listens on (the kernel's choice when 0 was asked for).
    public let port: UInt16
    private let listener: Int32
    private let wake: (read: Int32, write: Int32)
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let connections = Locked(ConnectionBudget())

    /// The most connections open at once (`ConnectionBudget`).
    public static var maximumConnections: Int { ConnectionBudget.maximumConnections }
    /// The time a client has to send its whole request (head and body), from the moment it connects.
    public static let requestSeconds = RequestReception.requestSeconds

    /// Connections the kernel queues before `run()` accepts them. Well above `maximumConnections`: when a crowd of
    /// slow clients reconnects at once, a full queue would drop an honest client's SYN, and it would retry only a
    /// second later (200 slow clients made an honest request wait 1.0 s with a queue of 64).
    static let backlog: Int32 = 1024

    /// Binds 127.0.0.1:`port` (0 for any free port) and listens.
    ///
    /// - Throws: `ServeError.cannotListen` with the system's reason (the port is in use, not permitted).
    public init(port: UInt16 = 0, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(ServeError) {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1, loopback only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, Self.backlog) == 0 else {
            let reason =
                errno == EADDRINUSE
                ? "the port is already in use (give another with --port, or 0 for any free one)"
                : String(cString: strerror(errno))
            close(fd)
            throw .cannotListen(port: port, reason: reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = UInt16(bigEndian: actual.sin_port)
        listener = fd
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(fd)
            throw .cannotListen(port: port, reason: String(cString: strerror(errno)))
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        wake = (fds[0], fds[1])
    }

    /// Accepts connections until `stop()`, then closes the listening socket.
    public func run() {
        var fds = [
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || fds[1].revents != 0 { break }
            guard fds[0].revents != 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            guard admit(connection) else {
                close(connection)
                continue
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
        close(listener)
        // Let the requests being answered (the one that asked to stop, an accept in flight) finish, for up to 2 s.
        for _ in 0..<200 where connections.withLock({ $0.count }) > 0 { usleep(10_000) }
    }

    /// Registers `connection` as receiving (`ConnectionBudget.admit`); a connection dropped to make room is shut down
    /// (its reading thread sees the end of the stream and closes it). False when every place is taken by requests
    /// being answered.
    private func admit(_ connection: Int32) -> Bool {
        connections.withLock { open in
            let admission = open.admit(connection, at: Self.now())
            // Shut down, not closed: the descriptor stays the thread's until it closes it, so it is not reused.
            if let dropped = admission.dropped { shutdown(dropped, Int32(SHUT_RDWR)) }
            return admission.admitted
        }
    }

    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Makes `run()` return. Safe to call from any thread, more than once.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Makes Ctrl-C (SIGINT) and SIGTERM stop the most recently created server instead of killing the process.
    public func stopOnInterrupt() {
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(LoopbackServer.interruptFD, &byte, 1)
        }
        Self.interruptFD = wake.write
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have started this process with the signals blocked (the mask is inherited across exec):
        // unblock them on this thread, so Ctrl-C reaches the handler.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The wake pipe a signal handler writes to: a plain global, as only async-signal-safe calls may use it.
    nonisolated(unsafe) static var interruptFD: Int32 = -1

    /// Reads one request, answers it and closes the connection.
    private func serve(_ connection: Int32) {
        defer {
            connections.withLock { $0.close(connection) }
            close(connection)
        }
        var timeout = timeval(tv_sec: Self.requestSeconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let (request, response) = read(connection) {
            send(response.serialized(withBody: request?.method != "HEAD"), to: connection)
        }
    }

    /// The request on `connection` (`nil` when refused) and the response to it; `nil` when nothing came in time,
    /// or the connection was dropped to make room.
    private func read(_ connection: Int32) -> (HTTPRequest?, HTTPResponse)? {
        var reception = RequestReception(connectedAt: Self.now(), seconds: Self.requestSeconds)
        var chunk = [UInt8](repeating: 0, count: RequestReception.readSize)
        while true {
            switch reception.next(at: Self.now()) {
            case .request(let request):
                // Answering now: the connection no longer waits, so it is not dropped to make room.
                let kept = connections.withLock { $0.startAnswering(connection) }
                return kept ? (request, handler(request)) : nil
            case .refused(let refusal): return (nil, refusal)
            case .expired: return nil  // the whole request did not come in time
            case .wait(let milliseconds):
                var ready = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                let waited = poll(&ready, 1, milliseconds)
                if waited < 0 && errno == EINTR { continue }
                guard waited > 0 else { return nil }
                let count = recv(connection, &chunk, chunk.count, 0)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }  // closed, or dropped to make room: nothing to answer
                reception.receive(chunk[0..<count])
            }
        }
    }

    private func send(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let sent = Glibc.send(
                    connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}

/// Why a server could not start.
public enum ServeError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotListen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
