import Foundation
import PlumbSpec
import PlumbText

/// Font files named outside a spec (`--fonts`, an assertion's `fonts:`): files or folders, expanded and checked.
public enum FontFiles {
    /// The font files of `paths` (folders expanded to their `.ttf`, `.otf`, `.ttc` and `.otc` files), absolute,
    /// each a font FreeType can read; a relative path taken from `folder` when given.
    ///
    /// - Parameter origin: how the paths were given, for errors (`--fonts`, `fonts:`).
    /// - Throws: `SubjectError.fontPath` for a path that does not exist or a folder with no font files,
    ///   `SubjectError.unreadableFont` for a file that is not a font.
    public static func expand(
        _ paths: [String], relativeTo folder: String? = nil, origin: String
    ) throws(SubjectError) -> [String] {
        var files: [String] = []
        for path in paths {
            let url =
                path.hasPrefix("/") || folder == nil
                ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder!).appendingPathComponent(path)
            let shown = folder == nil ? path : url.standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw .fontPath(origin: origin, path: shown, folderWithoutFonts: false)
            }
            let found = isFolder.boolValue ? FontsParser.fontFiles(in: url) : [url]
            if found.isEmpty { throw .fontPath(origin: origin, path: shown, folderWithoutFonts: true) }
            files += found.map(\.standardizedFileURL.path)
        }
        return files
    }

    /// Checks that every file of `paths` is a font FreeType can read.
    ///
    /// - Throws: `SubjectError.unreadableFont` naming the first that is not, with `origin`.
    public static func checkReadable(_ paths: [String], origin: String) throws(SubjectError) {
        for path in paths {
            if let problem = FontFileKind.problem(path) {
                throw .fontNotRegularFile(path: path, problem: problem, location: nil, origin: origin)
            }
        }
        for path in paths where PinnedFonts.familyNames(inFile: path).isEmpty {
            throw .unreadableFont(path: path, location: nil, origin: origin)
        }
    }
}
