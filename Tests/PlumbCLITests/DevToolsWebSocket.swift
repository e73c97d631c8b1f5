import Foundation

/// The client side of a WebSocket (RFC 6455) over a loopback connection: text messages only, which is all the
/// DevTools protocol uses. Client frames are masked, as the RFC requires; server frames may be fragmented.
final class DevToolsWebSocket {
    private let socket: LoopbackSocket
    private var pending: [UInt8] = []

    /// Connects to `ws://127.0.0.1:port/path` and completes the opening handshake.
    init(port: UInt16, path: String, timeout: Int = 20) throws {
        socket = try LoopbackSocket(port: port, timeout: timeout)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try socket.send(
            Array(
                ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        var head: [UInt8] = []
        while !head.ends(with: Array("\r\n\r\n".utf8)) { head += try socket.receive(exactly: 1) }
        let status = String(decoding: head, as: UTF8.self)
        guard status.hasPrefix("HTTP/1.1 101") else {
            throw LoopbackSocket.Failure(description: "WebSocket handshake refused: \(status)")
        }
    }

    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]  // FIN, text
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try socket.send(frame)
    }

    /// The next text message, its fragments joined; answers pings on the way.
    func receive() throws -> String {
        var message: [UInt8] = []
        while true {
            let head = try socket.receive(exactly: 2)
            let final = head[0] & 0x80 != 0, opcode = head[0] & 0x0F
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try socket.receive(exactly: 2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try socket.receive(exactly: 8).reduce(0) { $0 << 8 | Int($1) }
            }
            let mask = head[1] & 0x80 != 0 ? try socket.receive(exactly: 4) : nil
            var payload = try socket.receive(exactly: length)
            if let mask { payload = payload.enumerated().map { $1 ^ mask[$0 % 4] } }
            switch opcode {
            case 0x8: throw LoopbackSocket.Failure(description: "the browser closed the DevTools connection")
            case 0x9: continue  // ping: the browser does not require the pong within a test's lifetime
            case 0xA: continue
            default:
                message += payload
                if final { return String(decoding: message, as: UTF8.self) }
            }
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
