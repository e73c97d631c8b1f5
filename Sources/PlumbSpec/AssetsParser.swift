import Foundation
import PlumbAssets
import PlumbCore
import Yams

/// `assets:` at the top of a spec: asset catalogs (`.xcassets` folders, or folders holding them), relative to the
/// spec's folder, whose colour sets join the spec's colours (`color: BrandRed`) and whose image sets an image node
/// draws (`asset: Logo`, or `src: Logo` without a file extension) — docs/assets.md.
struct AssetsParser {
    let file: String

    /// The catalogs `value` names (a path or a list of paths), read whole.
    func catalogs(_ value: Yams.Node) throws(SpecError) -> AssetCatalogs {
        let entries: [Yams.Node]
        switch value {
        case .scalar: entries = [value]
        case .sequence(let list): entries = Array(list)
        default:
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "assets",
                expected: "an .xcassets folder, or a list of them")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var paths: [String] = []
        for entry in entries {
            guard let path = entry.scalar?.string, !path.isEmpty else {
                throw .wrongType(
                    file: file, line: entry.line, column: entry.column, key: "assets",
                    expected: "a path to an .xcassets folder")
            }
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path))
                .standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw .invalidValue(
                    file: file, line: entry.line, column: entry.column, key: "assets", value: path,
                    expected: "an .xcassets folder, or a folder holding one, that exists (looked for \(url.path))")
            }
            paths.append(url.path)
        }
        do { return try AssetCatalogs.load(paths) } catch { throw .assets(error) }
    }
}

extension AssetCatalogs {
    /// These catalogs followed by `other`'s (a spec's own `assets:` before `--assets`), each catalog once.
    func followed(by other: AssetCatalogs) -> AssetCatalogs {
        var merged = self
        for catalog in other.catalogs where !merged.catalogs.contains(where: { $0.folder == catalog.folder }) {
            merged.catalogs.append(catalog)
        }
        return merged
    }
}
