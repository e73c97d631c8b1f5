import Foundation
import PlumbCore

/// Reads a whole file (baselines, reports, fingerprints), with a reason a person can act on when it cannot be read.
///
/// A file over `ContainedFolder.maximumFileBytes` (512 MiB, the artifacts' budget) is refused before it is read:
/// baselines may come from a pull request's artifacts.
///
/// Foundation's own errors print as "The operation could not be completed. (NSCocoaErrorDomain error 256.)" on
/// Linux; this says "is a folder, not a file" or the system's reason ("Permission denied") instead.
enum FileRead {
    /// The file's bytes, or `nil` when nothing exists at `path`.
    ///
    /// - Throws: `FileReadProblem` when something exists there but cannot be read as a file.
    static func contents(of path: String) throws(FileReadProblem) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { throw FileReadProblem(reason: "it is a folder, not a file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > ContainedFolder.maximumFileBytes
        {
            throw FileReadProblem(
                reason:
                    "the file is \(size) bytes, over the \(ContainedFolder.maximumFileBytes >> 20) MiB a baseline or report file may have"
            )
        }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileReadProblem(reason: reason(error))
        }
    }

    /// The POSIX reason under a Foundation error ("Permission denied"), or its description.
    static func reason(_ error: Error) -> String { FileWriteError.reason(error) }
}

/// Why an existing file could not be read.
struct FileReadProblem: Error, LocalizedError, CustomStringConvertible {
    var reason: String
    var description: String { reason }
    var errorDescription: String? { reason }
}
