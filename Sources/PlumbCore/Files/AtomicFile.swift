import Foundation

/// Writes files so that a reader only ever sees the old or the new content, never half of one.
///
/// The bytes go to a temporary file in the same folder, which is then renamed over the target: a rename within one
/// file system is atomic, so a killed process leaves at most a stray temporary file, never a truncated PNG.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    ///
    /// On failure (a full disk, no permission) the temporary file is removed, so the target keeps its old content
    /// and nothing else is left behind.
    ///
    /// - Throws: `FileWriteError` naming `url`'s path and the system's reason ("No space left on device").
    public static func write(_ data: some DataProtocol, to url: URL) throws(FileWriteError) {
        let folder = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw FileWriteError(path: url.path, reason: FileWriteError.reason(error))
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp").path
        if let failure = writeNew(Data(data), to: temporary) ?? (rename(temporary, url.path) == 0 ? nil : errno) {
            unlink(temporary)
            throw FileWriteError(path: url.path, reason: String(cString: strerror(failure)))
        }
    }

    /// Creates `path` (which must not exist) with `data`; returns the `errno` of the first failing call, or `nil`.
    ///
    /// POSIX calls rather than `Data.write`, so a short write or a failing `close` (where some file systems report
    /// a full disk) is an error with its own reason, never a silently truncated file.
    private static func writeNew(_ data: Data, to path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var failure: Int32? = nil
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }
}

/// A file that could not be written: the path as given and the system's reason, e.g.
/// `Baselines/card/375w-l.png: No space left on device`.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The operating system's words for the failure (`strerror`), not Foundation's "could not be completed".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    /// The POSIX reason under a Foundation error ("Permission denied"), else its description.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
