import Foundation
import PlumbSpec

/// The spec files and Interface Builder documents in a folder, as a folder argument names them.
enum SpecFolder {
    /// Every `*.yaml`, `*.yml`, `*.json`, `*.xib` and `*.storyboard` below `folder` (found at `path`), sorted, as
    /// `folder/relative`: hidden files and folders, `*.frames.json`, libraries of components and tokens
    /// (`SpecLibraryFile`), what Plumb writes itself (`writtenFolders`) and what Xcode keeps beside an app's sources
    /// (`xcodeFolderSuffixes`: asset catalogs' `Contents.json` are no specs) are skipped, so pointing a verb at an
    /// app's folder takes its storyboards and XIBs.
    static func specFiles(in folder: String, resolvedAt path: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let resolvedBase = path.hasSuffix("/") ? String(path.dropLast()) : path
        let all = enumerator.allObjects as? [String] ?? []
        let written = writtenFolders(all, resolvedBase: resolvedBase)
        if written.contains("") { return [] }  // the folder named is itself a baselines or artifacts folder
        return all.filter { relative in
            let name = (relative as NSString).lastPathComponent
            let parts = relative.split(separator: "/")
            guard
                !parts.contains(where: { part in
                    part.hasPrefix(".") || baselineFolderNames.contains(String(part))
                        || xcodeFolderSuffixes.contains { part.hasSuffix($0) }
                }),
                !name.hasSuffix(".frames.json"),
                !parts.indices.dropLast().contains(where: { written.contains(parts[...$0].joined(separator: "/")) })
            else { return false }
            return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
                || Subject.isInterfaceBuilderFile(name)
        }.sorted().filter {
            Subject.isInterfaceBuilderFile($0) || !SpecLibraryFile.isLibrary(atPath: resolvedBase + "/" + $0)
        }.map { base + "/" + $0 }
    }

    /// Folders that hold baselines by their usual names (`Baselines`, PlumbTesting's `__Baselines__`): never
    /// specs, though their `*.lints.json` and `*.accessibility.json` files would read as YAML.
    static let baselineFolderNames: Set<String> = ["Baselines", "__Baselines__"]

    /// Folders Xcode keeps in an app's sources that hold JSON but no specs: asset catalogs (`Contents.json`),
    /// projects and workspaces.
    static let xcodeFolderSuffixes = [".xcassets", ".xcodeproj", ".xcworkspace"]

    /// The folders, relative to the scanned one, that Plumb wrote: a baselines spec folder (it holds
    /// `fingerprint.json`, whatever the baselines folder is called) and an artifacts folder (it holds
    /// `report.json` beside `report.html`). Their files are skipped with everything below them.
    static func writtenFolders(_ all: [String], resolvedBase: String) -> Set<String> {
        var folders = Set<String>()
        for relative in all {
            let name = (relative as NSString).lastPathComponent
            let parent = (relative as NSString).deletingLastPathComponent
            if name == "fingerprint.json" {
                folders.insert(parent)
            } else if name == "report.json",
                FileManager.default.fileExists(
                    atPath: resolvedBase + "/" + (parent.isEmpty ? "" : parent + "/") + "report.html")
            {
                folders.insert(parent)
            }
        }
        return folders
    }
}
