import Foundation

/// File access inside one asset catalog: every path is checked to stay inside the catalog's folder once symbolic
/// links are resolved, and every file is read with a byte limit, so a catalog cannot make Plumb read `/etc/passwd`
/// through a link or `/dev/zero` through a `Contents.json`.
enum CatalogFiles {
    /// The real (symbolic links resolved) path of `url`.
    static func realPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether `url`, links resolved, is `root` or inside it (`root` already real).
    static func isInside(_ url: URL, root: String) -> Bool {
        let real = realPath(url)
        return real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// What `path` is: a regular file, a folder, or something else (a device, a socket, a dangling link).
    enum Kind { case file(size: Int), folder, other }

    /// The kind of the thing at `path`, following links (the caller checks where they lead).
    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(status.st_size))
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The bytes of the regular file `url`, refusing anything else and a file over `limit` bytes.
    static func contents(of url: URL, limit: Int, what: String) throws(AssetError) -> Data {
        let path = url.path
        guard case .file(let size) = kind(path) else {
            throw AssetError(file: path, problem: "is not a regular file (expected \(what))")
        }
        guard size <= limit else {
            throw AssetError(
                file: path,
                problem: "is \(size) bytes, over the limit of \(limit) bytes for \(what) (AssetLimits.jsonBytes)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw AssetError(file: path, problem: "cannot be read")
        }
        defer { try? handle.close() }
        // Read one byte past the limit: a file that grew since `stat` is still refused.
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw AssetError(file: path, problem: "is over the limit of \(limit) bytes for \(what)")
        }
        return data
    }
}
