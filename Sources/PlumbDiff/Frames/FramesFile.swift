import Foundation
import PlumbCore

/// A frames JSON file read for `plumb diff A.frames.json B.frames.json`: the document, or why it cannot be read.
public enum FramesFile {
    /// The frames document at `path` (as the user typed it).
    ///
    /// - Throws: `FramesFileError` naming the path: unreadable, or not a frames document.
    public static func load(_ path: String) throws(FramesFileError) -> FramesDocument {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: FileWriteError.reason(error))
        }
        do { return try FramesDocument(json: data) } catch {
            throw .notFrames(path: path, detail: "\(error)")
        }
    }
}

/// Why a frames JSON file cannot be compared: bad input naming the file.
public enum FramesFileError: InputError, Hashable, Sendable {
    /// The file cannot be read (the operating system's reason).
    case unreadable(path: String, reason: String)
    /// The file is not a frames JSON document (the decoder's words).
    case notFrames(path: String, detail: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
        case .notFrames(let path, let detail): "\(path): not a frames JSON document (docs/design.md §7): \(detail)"
        }
    }
}
