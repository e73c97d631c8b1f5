import Foundation
import PlumbSpec

/// The `fonts:` of an assertion: font files or folders (their `.ttf`, `.otf`, `.ttc`, `.otc` files), a relative
/// path taken from the folder of the test file that asserts, pinned like a spec's `fonts:`.
enum TestFonts {
    struct Problem: Error {
        var message: String
    }

    static func files(_ paths: [String], relativeTo testFile: String) -> Result<[String], Problem> {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        var files: [String] = []
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                return .failure(Problem(message: "fonts: \(url.standardizedFileURL.path): no such font file or folder"))
            }
            let found = isFolder.boolValue ? FontsParser.fontFiles(in: url) : [url]
            if found.isEmpty {
                return .failure(
                    Problem(
                        message:
                            "fonts: \(url.standardizedFileURL.path): the folder has no font files (.ttf, .otf, .ttc or .otc)"
                    ))
            }
            files += found.map(\.standardizedFileURL.path)
        }
        return .success(files)
    }
}
