import Foundation
import PlumbSpec

/// The spec files in a folder, as a folder argument names them.
enum SpecFolder {
    /// Every `*.yaml`, `*.yml` and `*.json` below `folder` (found at `path`), sorted, as `folder/relative`: hidden
    /// files and folders, `*.frames.json` and libraries of components and tokens (`SpecLibraryFile`) are skipped.
    static func specFiles(in folder: String, resolvedAt path: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let resolvedBase = path.hasSuffix("/") ? String(path.dropLast()) : path
        return (enumerator.allObjects as? [String] ?? []).filter { relative in
            let name = (relative as NSString).lastPathComponent
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                !name.hasSuffix(".frames.json")
            else { return false }
            return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
        }.sorted().filter { !SpecLibraryFile.isLibrary(atPath: resolvedBase + "/" + $0) }.map { base + "/" + $0 }
    }
}
