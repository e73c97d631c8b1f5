import Foundation

extension BaselineStore {
    /// Where to look for orphans.
    public enum OrphanScope: Sendable {
        /// Only inside the folders of the given specs: what `check` and `record` of some specs may mention.
        case specFolders
        /// Also whole folders that no given spec names: only right when every spec is given (`prune --all`).
        case everyFolder
    }

    /// Files and folders under the root that no job of a run produces, sorted, as display paths.
    ///
    /// Inside a spec folder of the run, every file other than the jobs' PNGs, frames JSON, lint and accessibility baselines and
    /// the `fingerprint.json` is an orphan (an environment dropped from the matrix, a stray temporary file left by
    /// a killed writer). With `.everyFolder`, a folder under the root that no spec of the run names is an orphan as
    /// a whole, so the complete spec set must be given. Plain files at the root (`README.md`) are never orphans.
    ///
    /// - Parameter keys: every job of the run, before sharding.
    public func orphans(expected keys: [EnvironmentKey], scope: OrphanScope) -> [String] {
        let manager = FileManager.default
        var expectedFiles: [String: Set<String>] = [:]
        for key in keys {
            expectedFiles[key.folder, default: [Self.fingerprintFileName]].formUnion(
                [
                    key.label + ".png", key.label + ".frames.json", key.label + Self.lintsSuffix,
                    key.label + Self.accessibilitySuffix,
                    // Not a baseline any more, and never read; `retiredPictures` lists it for `prune`.
                    key.label + Self.accessibilityImageSuffix,
                ])
        }
        guard let entries = try? manager.contentsOfDirectory(atPath: rootPath) else { return [] }
        var orphans: [String] = []
        for entry in entries.sorted() {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folderPath(entry), isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            guard let expected = expectedFiles[entry] else {
                if scope == .everyFolder { orphans.append(folderPath(entry) + "/") }
                continue
            }
            let files = (try? manager.contentsOfDirectory(atPath: folderPath(entry))) ?? []
            orphans += files.sorted().filter { !expected.contains($0) }.map { folderPath(entry) + "/" + $0 }
        }
        return orphans
    }

    /// The accessibility pictures an older Plumb recorded beside the baselines of `keys` (`<label>.accessibility.png`),
    /// sorted, as display paths: no check reads them (the picture is an artifact now), and `plumb prune` removes them.
    ///
    /// They are not `orphans`, so a check of an old baselines folder does not list one line per environment.
    public func retiredPictures(expected keys: [EnvironmentKey]) -> [String] {
        keys.map(accessibilityImagePath).filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }

    /// Removes `orphans` (display paths from `orphans(expected:)`); folders go with their contents.
    ///
    /// - Throws: `BaselineError.cannotWrite` naming the first path that could not be removed.
    public func remove(orphans: [String]) throws(BaselineError) {
        for path in orphans {
            do {
                try FileManager.default.removeItem(atPath: path.hasSuffix("/") ? String(path.dropLast()) : path)
            } catch {
                throw .cannotWrite(path: path, reason: "cannot remove: \(FileRead.reason(error))")
            }
        }
    }
}
