import Foundation

/// Walks an asset catalog's folders within `AssetLimits`, reading each set it finds into an `AssetCatalog`.
struct CatalogWalker {
    /// The catalog folder, symbolic links resolved: nothing outside it is read.
    let root: String
    let idiom: AssetIdiom
    let limits: AssetLimits
    /// Folder entries looked at so far.
    private var visited = 0

    init(root: String, idiom: AssetIdiom, limits: AssetLimits) {
        self.root = root
        self.idiom = idiom
        self.limits = limits
    }

    /// The set kinds read; other `.…set` folders (app icons, data sets, stickers, textures) are skipped.
    enum SetKind: String { case colorset, imageset, symbolset }

    /// Reads the sets under `folder`, whose names take `namespace` as prefix.
    mutating func walk(
        _ folder: URL, namespace: String, depth: Int, into catalog: inout AssetCatalog
    ) throws(AssetError) {
        guard depth <= limits.depth else {
            throw AssetError(
                file: folder.path,
                problem:
                    "is nested \(depth) folders deep in the catalog, over the limit of \(limits.depth) (AssetLimits.depth)"
            )
        }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw AssetError(file: folder.path, problem: "cannot be listed")
        }
        for name in names where !name.hasPrefix(".") {
            visited += 1
            guard visited <= limits.files else {
                throw AssetError(
                    file: folder.path,
                    problem:
                        "the catalog has more than \(limits.files) files and folders, over the limit (AssetLimits.files)"
                )
            }
            let url = folder.appendingPathComponent(name)
            guard case .folder = CatalogFiles.kind(url.path) else { continue }
            guard CatalogFiles.isInside(url, root: root) else {
                throw AssetError(
                    file: url.path,
                    problem: "is a link to a folder outside the catalog, which Plumb does not follow")
            }
            let setName = namespace + (name as NSString).deletingPathExtension
            switch SetKind(rawValue: url.pathExtension) {
            case .colorset:
                let json = try contents(of: url, required: true)!
                try catalog.add(
                    color: try ColorSetReader.read(json, name: setName, idiom: idiom), named: setName, file: json.file)
            case .imageset, .symbolset:
                let json = try contents(of: url, required: true)!
                let image = try ImageSetReader.read(
                    json, name: setName, folder: url, catalogRoot: root, idiom: idiom,
                    isSymbol: url.pathExtension == "symbolset")
                try catalog.add(image: image, file: json.file)
            case nil where url.pathExtension.hasSuffix("set") || url.pathExtension == "appiconset":
                continue
            case nil:
                let group = try contents(of: url, required: false)
                let namespaced = (group?.property("provides-namespace") as? Bool) == true
                try walk(
                    url, namespace: namespaced ? namespace + name + "/" : namespace, depth: depth + 1, into: &catalog)
            }
        }
        if depth == 1 { _ = try contents(of: folder, required: false) }
    }

    /// The folder's `Contents.json`, or `nil` when it has none and none is `required` (a group may omit it).
    private func contents(of folder: URL, required: Bool) throws(AssetError) -> ContentsJSON? {
        let url = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard !required else {
                throw AssetError(
                    file: folder.path,
                    problem: "has no Contents.json (expected the set's description, as Xcode writes it)")
            }
            return nil
        }
        guard CatalogFiles.isInside(url, root: root) else {
            throw AssetError(
                file: url.path, problem: "is a link to a file outside the catalog, which Plumb does not follow")
        }
        return try ContentsJSON.read(url, limits: limits)
    }
}
