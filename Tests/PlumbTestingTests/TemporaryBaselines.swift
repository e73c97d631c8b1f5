import Foundation

/// A fresh folder for a test's baselines and artifacts, removed when the test ends.
final class TemporaryBaselines {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every file below the folder, relative paths, sorted.
    var files: [String] {
        let all = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }
}
