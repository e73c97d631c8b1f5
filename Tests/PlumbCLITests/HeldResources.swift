import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What a bad-input case's setup holds while its command runs: a baselines folder's lock (as another `plumb record`
/// would hold it) and a listening socket on a port the command is told to use, each let go by `release()`.
final class HeldResources: Sendable {
    private let descriptors = Mutex<[Int32]>([])
    private let listeningPort = Mutex<UInt16?>(nil)

    /// The listening port as text, for `@port` in a case; "0" when nothing listens.
    var port: String { listeningPort.withLock { $0.map(String.init) } ?? "0" }

    /// Keeps `descriptor` open (holding its lock) until `release()`, or closes it after `seconds` on its own thread.
    func hold(_ descriptor: Int32, releasingAfter seconds: Double?) {
        descriptors.withLock { $0.append(descriptor) }
        guard let seconds else { return }
        Thread.detachNewThread { [self] in
            usleep(UInt32(seconds * 1_000_000))
            close(taking: descriptor)
        }
    }

    /// Listens on a free port of 127.0.0.1 until `release()`.
    func listen() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackSocket.Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 1) == 0 else {
            Glibc.close(descriptor)
            throw LoopbackSocket.Failure(description: "bind or listen: \(errno)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listeningPort.withLock { $0 = UInt16(bigEndian: actual.sin_port) }
        descriptors.withLock { $0.append(descriptor) }
    }

    /// Closes everything still held.
    func release() {
        for descriptor in descriptors.withLock({ $0 }) { close(taking: descriptor) }
    }

    /// Closes `descriptor` once, whichever of `release()` and a timed release comes first.
    private func close(taking descriptor: Int32) {
        let held = descriptors.withLock { list in
            guard let index = list.firstIndex(of: descriptor) else { return false }
            list.remove(at: index)
            return true
        }
        if held { Glibc.close(descriptor) }
    }
}
