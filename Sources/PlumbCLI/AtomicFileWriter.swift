import Foundation
import PlumbCore

/// `AtomicFile.write` for a path as the user typed it, the error naming that path and what was being written.
enum AtomicFileWriter {
    /// - Parameter content: what the file holds (`the report`), for the message.
    /// - Throws: `FileWriteError` with the path as typed and `content`.
    static func write(_ data: some DataProtocol, to path: String, content: String) throws(FileWriteError) {
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: path)) } catch {
            throw FileWriteError(path: path, reason: error.reason, content: content)
        }
    }
}
