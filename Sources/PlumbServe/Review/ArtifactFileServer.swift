import Foundation

/// Serves the files of one artifacts folder, and nothing else.
///
/// A path is served only when each of its components is a plain name (no `..`, no `.`, no hidden file, no NUL),
/// it ends in a type a report uses (`.png`, `.json`, `.html`, `.xml`, `.md`, `.txt`), and, with every symbolic link
/// resolved, it is a regular file inside the folder. A folder is never listed.
public struct ArtifactFileServer: Sendable {
    /// The folder, with its symbolic links resolved.
    public let root: String

    /// `nil` when `folder` does not exist or is not a folder.
    public init?(folder: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
            let resolved = Self.resolve(folder)
        else {
            return nil
        }
        root = resolved
    }

    static let types = [
        "png": "image/png", "json": "application/json", "html": "text/html; charset=utf-8", "xml": "application/xml",
        "md": "text/markdown; charset=utf-8", "txt": "text/plain; charset=utf-8",
    ]

    /// The response for `GET path` (the request's decoded path, starting with `/`).
    public func response(for path: String) -> HTTPResponse {
        let parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty,
            parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\0") && !$0.contains("\\") })
        else {
            return .text(404, "not served: \(path.debugDescription) is not a file of the artifacts folder")
        }
        let name = String(parts.last!)
        guard let dot = name.lastIndex(of: "."), let type = Self.types[name[name.index(after: dot)...].lowercased()]
        else {
            return .text(404, "not served: \(path.debugDescription) is not a report, image or data file")
        }
        let candidate = root + "/" + parts.joined(separator: "/")
        guard let resolved = Self.resolve(candidate), resolved.hasPrefix(root + "/") else {
            return .text(404, "not served: \(path.debugDescription) is not a file of the artifacts folder")
        }
        var status = stat()
        guard stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let data = FileManager.default.contents(atPath: resolved)
        else {
            return .text(404, "not served: \(path.debugDescription) is not a file of the artifacts folder")
        }
        return HTTPResponse(status: 200, contentType: type, body: data)
    }

    /// `path` with every symbolic link and `..` resolved, or `nil` when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
