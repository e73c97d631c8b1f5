import Foundation
import PlumbCore

/// An exclusive lock on a baselines folder, held while a run or an accept writes into it.
///
/// Two `record` runs writing one folder at once could leave an environment's PNG from one run and its frames JSON
/// from the other; with the lock the second waits for the first. The lock is `flock` on the folder itself, so no
/// lock file is left in a folder that is committed, and the kernel releases it when a writer dies (even on
/// `kill -9`). While waiting, the writer says who holds it — the process and its command line, found through
/// `/proc/locks` — so a stuck run can be found and stopped.
public final class BaselineLock: @unchecked Sendable {
    private let descriptor: Int32

    /// How long a writer waits for the lock before giving up.
    public static let maximumWaitSeconds = 600

    /// Takes the lock on `store`'s folder, waiting while another writer holds it. A folder not made yet is not
    /// made here (a run that fails must leave nothing): its nearest existing ancestor folder is locked instead.
    ///
    /// - Parameter waiting: called once, with a sentence naming the holder, if the lock is not free at once.
    /// - Throws: `BaselineError.cannotWrite` when the folder cannot be made or opened, or the wait times out.
    public init(_ store: BaselineStore, waiting: (String) -> Void = { _ in }) throws(BaselineError) {
        var folder = store.rootPath
        var descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        while descriptor < 0 && (errno == ENOENT || errno == ENOTDIR) && folder != "." && folder != "/" {
            if let slash = folder.lastIndex(of: "/") {
                folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            } else {
                folder = "."
            }
            descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            throw .cannotWrite(path: store.rootPath, reason: String(cString: strerror(errno)))
        }
        var told = false
        let start = Date()
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .cannotWrite(path: store.rootPath, reason: "cannot lock the folder: \(reason)")
            }
            if !told {
                waiting(
                    "waiting: \(store.rootPath) is being written by another plumb (\(Self.holder(of: descriptor))); "
                        + "this run goes on when it finishes")
                told = true
            }
            guard Date().timeIntervalSince(start) < Double(Self.maximumWaitSeconds) else {
                close(descriptor)
                throw .cannotWrite(
                    path: store.rootPath,
                    reason:
                        "another plumb has held the folder for \(Self.maximumWaitSeconds) s (\(Self.holder(of: descriptor))); stop it, or wait for it and run again"
                )
            }
            usleep(50_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// `pid 1234: plumb record specs --baselines B`, from `/proc/locks` and the holder's command line; or a
    /// sentence saying it could not be told.
    static func holder(of descriptor: Int32) -> String {
        var status = stat()
        guard fstat(descriptor, &status) == 0,
            let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return "its process could not be told" }
        let device = UInt64(status.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
        let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
        let id = String(format: "%02llx:%02llx:%llu", major, minor, UInt64(status.st_ino))
        for line in locks.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == id, let pid = Int32(fields[4]) else {
                continue
            }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))).map {
                $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
            }
            return "pid \(pid)" + (command.map { ": " + Self.shortened($0) } ?? "")
        }
        return "its process could not be told"
    }

    /// At most 200 characters of a command line, control characters escaped.
    static func shortened(_ command: String) -> String {
        let escaped = TerminalText.escaped(command)
        return escaped.count <= 200 ? escaped : String(escaped.prefix(199)) + "…"
    }
}
