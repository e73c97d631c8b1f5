import Foundation

@testable import PlumbRender

/// File helpers for the snapshot CLI tests: every file of a folder with its bytes, and a one-pixel edit.
enum SnapshotFiles {
    /// Relative path → bytes of every regular file below `folder`.
    static func contents(of folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? [] {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try? Data(contentsOf: url)
            }
        }
        return result
    }

    /// Paints the pixel at (x, y) of a PNG black, rewriting the file.
    static func blackenPixel(_ url: URL, x: Int = 200, y: Int = 4) throws {
        var image = try PNGDecoder().decode(contentsOf: url)
        let offset = (y * image.width + x) * 4
        image.pixels.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 255])
        try Data(try PNGEncoder().encode(image)).write(to: url)
    }
}
