import Foundation
import PlumbCore

/// One folder that files named by an untrusted report are read from or written to, and nothing outside it.
///
/// Artifacts folders come from CI runs of pull requests anyone can open, so every path their `report.json` holds is
/// untrusted: `accept`, the review server and `merge-reports` read and write them only through this type. A path is
/// taken only when it is relative and each of its components is a plain name (no `..`, no `.`, no empty one, no
/// NUL); a read also resolves every symbolic link and refuses a file that lands outside the folder, one that is not
/// a regular file (a FIFO would block the reader), and one over `maximumFileBytes`. A write refuses a path whose
/// folders already exist as symbolic links or files, so it cannot be led out of the folder either.
public struct ContainedFolder: Sendable {
    /// The folder as the user gave it, for messages.
    public let path: String

    /// The most bytes one artifact file may hold: far over any image Plumb renders (the default pixel limit's
    /// 50 megapixels are 200 MB uncompressed), and it keeps a crafted file from filling memory.
    public static let maximumFileBytes = 512 * 1024 * 1024

    public init(path: String) {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.path = path.isEmpty ? "." : path
    }

    /// `<folder>/<relative>`, as shown to the user.
    public func display(_ relative: String) -> String { path + "/" + relative }

    /// Why `relative` may not be used at all, or `nil` when it is one plain name per component.
    public static func lexicalProblem(_ relative: String) -> String? {
        if relative.hasPrefix("/") { return "it is an absolute path" }
        if relative.contains("\0") { return "it holds a NUL" }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." }) { return "it climbs out with `..`" }
        if parts.contains(where: { $0 == "." || $0.isEmpty }) { return "it has an empty or `.` component" }
        return nil
    }

    /// The bytes of `relative`, which must be a regular file inside the folder once symbolic links are resolved.
    ///
    /// - Throws: `ContainmentProblem` saying why the file is refused or cannot be read.
    public func read(_ relative: String) throws(ContainmentProblem) -> Data {
        if let problem = Self.lexicalProblem(relative) { throw ContainmentProblem(path: relative, leaves: problem) }
        guard let root = Self.resolve(path) else {
            throw ContainmentProblem(path: relative, unreadable: "the folder \(path) does not exist")
        }
        guard let resolved = Self.resolve(display(relative)) else {
            throw ContainmentProblem(path: relative, unreadable: "no such file")
        }
        guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw ContainmentProblem(
                path: relative, leaves: "a symbolic link leads it to \(resolved), outside \(path)")
        }
        var status = stat()
        guard stat(resolved, &status) == 0 else {
            throw ContainmentProblem(path: relative, unreadable: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw ContainmentProblem(path: relative, unreadable: "not a regular file")
        }
        guard Int(status.st_size) <= Self.maximumFileBytes else {
            throw ContainmentProblem(
                path: relative,
                unreadable: "\(status.st_size) bytes, over the limit of \(Self.maximumFileBytes) for one artifact file")
        }
        do { return try Data(contentsOf: URL(fileURLWithPath: resolved)) } catch {
            throw ContainmentProblem(path: relative, unreadable: FileRead.reason(error))
        }
    }

    /// Writes `data` at `relative` atomically, creating its folders inside this one.
    ///
    /// A folder on the way that already exists must be a real folder, not a symbolic link or a file; the final name
    /// is replaced by a rename, which never follows a link.
    public func write(_ data: Data, to relative: String) throws(ContainmentProblem) {
        if let problem = Self.lexicalProblem(relative) { throw ContainmentProblem(path: relative, leaves: problem) }
        // The folder itself is the user's choice (`-o DIR`), made as given; what the report names goes below it.
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw ContainmentProblem(path: relative, unreadable: "cannot create \(path): \(FileRead.reason(error))")
        }
        var folder = path
        for part in relative.split(separator: "/").dropLast() {
            folder += "/" + part
            var status = stat()
            if lstat(folder, &status) == 0 {
                guard (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw ContainmentProblem(
                        path: relative, leaves: "\(folder) exists and is not a folder (a symbolic link or a file)")
                }
            } else if mkdir(folder, 0o777) != 0 && errno != EEXIST {
                throw ContainmentProblem(
                    path: relative, unreadable: "cannot create \(folder): \(String(cString: strerror(errno)))")
            }
        }
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: display(relative))) } catch {
            throw ContainmentProblem(path: relative, unreadable: "cannot write: \(error.reason)")
        }
    }

    /// `path` with every symbolic link and `..` resolved, or `nil` when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why a path named by a report was refused.
public struct ContainmentProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the report gives it.
    public var path: String
    /// Whether the path would leave the folder (as opposed to naming a file that cannot be read or written).
    public var leavesFolder: Bool
    public var reason: String

    init(path: String, leaves reason: String) {
        self.path = path
        leavesFolder = true
        self.reason = reason
    }

    init(path: String, unreadable reason: String) {
        self.path = path
        leavesFolder = false
        self.reason = reason
    }

    public var description: String { "\(path.debugDescription): \(reason)" }
}
