import Foundation

/// Writes files so that a reader only ever sees the old or the new content, never half of one.
///
/// The bytes go to a temporary file in the same folder, which is then renamed over the target: a rename within one
/// file system is atomic, so a killed process leaves at most a stray temporary file, never a truncated PNG.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    ///
    /// - Throws: `CocoaError`/`POSIXError` from the file system, with the path in its message.
    public static func write(_ data: some DataProtocol, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try Data(data).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
