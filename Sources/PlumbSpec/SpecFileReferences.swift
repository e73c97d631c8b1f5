import Foundation
import Yams

/// The files a spec file refers to (images, fonts, strings tables): every scalar value in it that names an
/// existing file, as written or relative to the spec's folder.
///
/// `plumb preview` watches these beside the spec, so editing an image or a strings file re-renders the spec. It
/// reads the YAML rather than the parsed `Spec`, so whichever key names a file (today's or one added later), the
/// file is watched; a value that merely looks like a path but names no file is skipped.
public enum SpecFileReferences {
    /// At most this many files are returned, so a huge spec cannot make the watcher stat thousands of paths.
    public static let limit = 256

    /// The referenced files of the spec at `path`, absolute or as found, without duplicates, in document order;
    /// empty when the spec cannot be read or parsed (its error is reported by the loader, not here).
    public static func files(inSpecAt path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let document = try? Yams.compose(yaml: text)
        else { return [] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var found: [String] = []
        var pending = [document]
        while let node = pending.popLast(), found.count < limit {
            switch node {
            case .scalar(let scalar):
                if let file = existingFile(scalar.string, folder: folder), file != path, !found.contains(file) { found.append(file) }
            case .mapping(let mapping):
                pending.append(contentsOf: mapping.map(\.value).reversed())
            case .sequence(let sequence):
                pending.append(contentsOf: sequence.reversed())
            default:
                break
            }
        }
        return found
    }

    /// `value` as a path to an existing regular file (relative ones resolved against `folder`), or `nil`.
    static func existingFile(_ value: String, folder: URL) -> String? {
        guard value.contains("."), !value.contains("\n"), value.utf8.count < 1024 else { return nil }
        let candidate = value.hasPrefix("/") ? value : folder.appendingPathComponent(value).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return candidate
    }
}
