import Foundation
import Yams

/// The files a spec file refers to (images, fonts, strings tables): every scalar value in it that names an
/// existing file, as written or relative to the spec's folder, and the files directly inside a folder it names
/// below its own.
///
/// `plumb preview` watches these beside the spec, so editing an image or a strings file re-renders the spec. It
/// reads the YAML rather than the parsed `Spec`, so whichever key names a file (today's or one added later), the
/// file is watched; a value that merely looks like a path but names no file is skipped.
public enum SpecFileReferences {
    /// At most this many files are returned, so a huge spec cannot make the watcher stat thousands of paths.
    public static let limit = 256

    /// The referenced files of the spec at `path`, absolute or as found, without duplicates, in document order;
    /// empty when the spec cannot be read or parsed (its error is reported by the loader, not here).
    ///
    /// A referenced YAML file (an `include:`d tokens or components file) is read the same way, so the files it
    /// includes are watched too.
    public static func files(inSpecAt path: String) -> [String] {
        let specPath = URL(fileURLWithPath: path).standardized.path
        let tree = realPath(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        var found: [String] = []
        collect(inSpecAt: path, into: &found, skipping: specPath)
        var index = 0
        while index < found.count, found.count < limit {
            let file = found[index]
            if (file.hasSuffix(".yaml") || file.hasSuffix(".yml")) && isReadable(file, inside: tree) {
                collect(inSpecAt: file, into: &found, skipping: specPath)
            }
            index += 1
        }
        return found
    }

    /// The most bytes of one referenced YAML file that are read to find the files it names.
    public static let maximumReferencedFileBytes = 32 << 20

    /// Whether a referenced YAML file may be read: a regular file inside the spec's folder tree (`tree`, with
    /// symbolic links resolved), as includes are, of at most `maximumReferencedFileBytes`. Any other file named in
    /// a spec is only watched (its time stamp looked at), never read, so `/dev/zero` or a 3 GB file costs nothing.
    static func isReadable(_ file: String, inside tree: String) -> Bool {
        let real = realPath(file)
        guard real.hasPrefix(tree == "/" ? "/" : tree + "/") else { return false }
        var status = stat()
        guard stat(real, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        return Int(status.st_size) <= maximumReferencedFileBytes
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func collect(inSpecAt path: String, into found: inout [String], skipping specPath: String) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let document = try? Yams.compose(yaml: text)
        else { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let ownPath = URL(fileURLWithPath: path).standardized.path
        var pending = [document]
        // A walk over YAML aliases may be exponential in the text (`YAMLExpansion`): stop at the spec's node budget.
        var visited = 0
        while let node = pending.popLast(), found.count < limit, visited < SpecLimits.default.expandedYAMLNodes {
            visited += 1
            switch node {
            case .scalar(let scalar):
                for file in existingFiles(scalar.string, folder: folder)
                where file != specPath && file != ownPath && !found.contains(file) && found.count < limit {
                    found.append(file)
                }
            case .mapping(let mapping):
                pending.append(contentsOf: mapping.map(\.value).reversed())
            case .sequence(let sequence):
                pending.append(contentsOf: sequence.reversed())
            default:
                break
            }
        }
    }

    /// `value` as the path of an existing regular file (relative ones resolved against `folder`) — or, for a folder
    /// below the spec's own (a fonts or images folder), the visible regular files directly inside it — else empty.
    static func existingFiles(_ value: String, folder: URL) -> [String] {
        guard !value.isEmpty, !value.contains("\n"), value.utf8.count < 1024 else { return [] }
        let candidate = URL(fileURLWithPath: value.hasPrefix("/") ? value : folder.appendingPathComponent(value).path)
            .standardized.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [candidate] }
        let base = folder.standardized.path
        guard candidate.hasPrefix(base + "/") else { return [] }  // never the spec's folder or anything above it
        let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { candidate + "/" + $0 }.filter { path in
            var isSubfolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder) && !isSubfolder.boolValue
        }
    }
}
