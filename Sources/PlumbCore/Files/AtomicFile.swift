import Foundation

/// Writes files so that a reader only ever sees the old or the new content, never half of one.
///
/// The bytes go to a temporary file in the same folder, which is then renamed over the target: a rename within one
/// file system is atomic, so a killed process leaves at most a stray temporary file, never a truncated PNG. The
/// temporary file is named `.<target>.<pid>.<n>.tmp`, so it is hidden, recognisable, and says which process wrote
/// it; `removeAbandonedTemporaries(in:)` removes those whose writer is gone.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    ///
    /// On failure (a full disk, no permission) the temporary file is removed, so the target keeps its old content
    /// and nothing else is left behind.
    ///
    /// - Throws: `FileWriteError` naming `url`'s path and the system's reason ("No space left on device").
    public static func write(_ data: some DataProtocol, to url: URL) throws(FileWriteError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        ).path
        let bytes = Data(data)
        var failure = writeNew(bytes, to: temporary)
        // The folder is created only when the file cannot be created without it: a run writing thousands of files
        // into a few folders asks once per folder, not once per file (issue 31.5).
        if failure == ENOENT || failure == ENOTDIR {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw FileWriteError(path: url.path, reason: FileWriteError.reason(error))
            }
            failure = writeNew(bytes, to: temporary)
        }
        if let failure = failure ?? (rename(temporary, url.path) == 0 ? nil : errno) {
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

    /// The process that wrote the temporary file called `name`, or `nil` when `name` is not one of `write`'s
    /// temporary files (`.<target>.<pid>.<n>.tmp`).
    public static func temporaryFileWriter(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, UInt64(parts[parts.count - 1]) != nil,
            let pid = Int32(parts[parts.count - 2]), pid > 0
        else { return nil }
        return pid
    }

    /// Removes the temporary files in `folder` left by writers that no longer run (a killed `plumb record`);
    /// returns their names, sorted.
    ///
    /// A file whose writer still runs (another `plumb` writing the same folder right now) is kept: removing it
    /// would fail that writer's rename. Errors are ignored — an undeletable leftover is still never a baseline.
    @discardableResult
    public static func removeAbandonedTemporaries(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = temporaryFileWriter(name), !isRunning(pid) else { continue }
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil {
                removed.append(name)
            }
        }
        return removed
    }

    /// Whether process `pid` exists (signal 0 checks without sending; EPERM means it exists but is not ours).
    private static func isRunning(_ pid: Int32) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}

/// A file that could not be written: the path as given and the system's reason, e.g.
/// `Baselines/card/375w-l.png: No space left on device`.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The operating system's words for the failure (`strerror`), not Foundation's "could not be completed".
    public var reason: String
    /// What was being written (`the report`), for a writer whose file the user named for one purpose: the message
    /// then says so, `out.json: cannot write the report: No space left on device`.
    public var content: String?

    public init(path: String, reason: String, content: String? = nil) {
        self.path = path
        self.reason = reason
        self.content = content
    }

    public var description: String { "\(path): " + (content.map { "cannot write \($0): " } ?? "") + reason }

    /// The POSIX reason under a Foundation error ("Permission denied"), else its description; for reads too.
    public static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        // Foundation's own codes print as "The operation could not be completed. (NSCocoaErrorDomain error 256.)"
        // on Linux: say them in words instead.
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue:
                return "No such file or directory"
            case CocoaError.fileReadNoPermission.rawValue, CocoaError.fileWriteNoPermission.rawValue:
                return "Permission denied"
            case CocoaError.fileWriteOutOfSpace.rawValue: return "No space left on device"
            case CocoaError.fileReadCorruptFile.rawValue, CocoaError.fileReadInapplicableStringEncoding.rawValue:
                return "the file's contents cannot be read"
            case CocoaError.fileWriteFileExists.rawValue: return "a file is already there"
            case CocoaError.fileWriteVolumeReadOnly.rawValue: return "Read-only file system"
            default:
                return ns.code < 512
                    ? "the file cannot be read (is it a folder, or unreadable?)" : "the file cannot be written"
            }
        }
        return ns.localizedDescription
    }
}
