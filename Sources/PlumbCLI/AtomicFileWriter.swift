import Foundation
import PlumbCore

/// `AtomicFile.write` for a path as the user typed it.
enum AtomicFileWriter {
    static func write(_ data: Data, to path: String) throws(FileWriteError) {
        try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    }
}
