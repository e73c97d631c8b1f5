import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 for the server tests: raw HTTP requests (paths a URL library would clean up) and
/// the WebSocket under the DevTools protocol. Every read and write gives up after `timeout` seconds.
final class LoopbackSocket {
    let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects to `address`:`port` (an IPv4 address in dotted form).
    init(port: UInt16, address: String = "127.0.0.1", timeout: Int = 20) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "connect to \(address):\(port): \(reason)")
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    /// Exactly `count` bytes.
    func receive(exactly count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count { bytes += try receiveSome(max: count - bytes.count) }
        return bytes
    }

    /// Up to `max` bytes, at least one; throws at the end of the stream or on the timeout.
    func receiveSome(max: Int = 65536) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max)
        let count = recv(descriptor, &buffer, max, 0)
        guard count > 0 else {
            throw Failure(description: count == 0 ? "connection closed" : "recv: \(String(cString: strerror(errno)))")
        }
        return Array(buffer[0..<count])
    }

    /// Everything until the peer closes the connection.
    func receiveAll() -> [UInt8] {
        var bytes: [UInt8] = []
        while let some = try? receiveSome() { bytes += some }
        return bytes
    }

    /// Sends `head` (request line and headers, without the blank line); returns the whole response as text.
    static func rawRequest(port: UInt16, _ head: String) throws -> String {
        let socket = try LoopbackSocket(port: port)
        try socket.send(Array((head + "\r\nConnection: close\r\n\r\n").utf8))
        return String(decoding: socket.receiveAll(), as: UTF8.self)
    }

    /// Sends `head` (request line and headers, without the blank line) and `body`; returns the status and body.
    static func request(port: UInt16, _ head: String, body: String = "") throws -> (status: Int, body: String) {
        let socket = try LoopbackSocket(port: port)
        var text = head + "\r\nConnection: close\r\n"
        if !body.isEmpty { text += "Content-Length: \(body.utf8.count)\r\n" }
        try socket.send(Array((text + "\r\n" + body).utf8))
        let response = String(decoding: socket.receiveAll(), as: UTF8.self)
        let status = Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
        let content = response.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        return (status, content)
    }
}
