import Foundation

/// Reads an `.imageset` or `.symbolset` folder's `Contents.json`: the `images` (or `symbols`) entries with a
/// `filename`, by `scale` and appearance, and `properties` (`template-rendering-intent`,
/// `preserves-vector-representation`).
///
/// Entries for size classes (`width-class`, `height-class`), right-to-left only, other idioms or a memory or
/// graphics class are skipped: UIKit picks them only on screens Plumb does not model yet, and the universal entry is
/// what an iPhone in portrait shows. Every file named must be a regular file inside the set's folder.
enum ImageSetReader {
    static func read(
        _ json: ContentsJSON, name: String, folder: URL, catalogRoot: String, idiom: AssetIdiom, isSymbol: Bool
    ) throws(AssetError) -> AssetImage {
        let context = "\(isSymbol ? "symbol" : "image") set \(name.debugDescription)"
        var tables: [Int: SlotTable<URL>] = [:]
        var singleScale = false
        for entry in try json.objects(isSymbol ? "symbols" : "images") {
            guard let filename = try json.string("filename", in: entry, context: context) else { continue }
            guard Self.skippedKeys.allSatisfy({ entry[$0] == nil }),
                entry["language-direction"] as? String != "right-to-left",
                let slot = try AppearanceSlot(entry: entry, file: json.file, context: context), !slot.highContrast
            else { continue }
            guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
                throw AssetError(
                    file: json.file,
                    problem:
                        "\(context): filename \(filename.debugDescription) is not the name of a file in the set's folder"
                )
            }
            let url = folder.appendingPathComponent(filename)
            guard CatalogFiles.isInside(url, root: catalogRoot) else {
                throw AssetError(
                    file: json.file,
                    problem:
                        "\(context): \(filename) is a link to a file outside the catalog, which Plumb does not follow")
            }
            guard case .file = CatalogFiles.kind(url.path) else {
                throw AssetError(
                    file: json.file,
                    problem:
                        "\(context) names \(filename.debugDescription), which is not a file in \(folder.lastPathComponent) (add the file, or remove the entry)"
                )
            }
            let scale: Int
            switch try json.string("scale", in: entry, context: context) {
            case nil: scale = 1; singleScale = true
            case "1x": scale = 1
            case "2x": scale = 2
            case "3x": scale = 3
            case let other?:
                throw AssetError(
                    file: json.file,
                    problem: "\(context): scale \(other.debugDescription) is not one of 1x, 2x, 3x")
            }
            tables[scale, default: SlotTable()].offer(
                url, slot: slot, idiom: try json.string("idiom", in: entry, context: context),
                gamut: try json.string("display-gamut", in: entry, context: context), for: idiom)
        }
        var files: [Int: URL] = [:]
        var darkFiles: [Int: URL] = [:]
        for (scale, table) in tables {
            let resolved = table.resolved
            if let light = resolved.light { files[scale] = light }
            if let dark = resolved.dark, dark != resolved.light { darkFiles[scale] = dark }
        }
        guard !files.isEmpty else {
            throw AssetError(
                file: json.file,
                problem:
                    "\(context) has no file for \(idiom == .phone ? "iPhone" : "iPad") (expected an entry with a \"filename\" and \"idiom\": \"universal\")"
            )
        }
        if !darkFiles.isEmpty {
            for (scale, url) in files where darkFiles[scale] == nil { darkFiles[scale] = url }
        }
        let intent = json.property("template-rendering-intent") as? String
        let mode: AssetImage.RenderingMode =
            isSymbol ? .template : intent == "template" ? .template : intent == "original" ? .original : .automatic
        let vector = (json.property("preserves-vector-representation") as? Bool) ?? false
        return AssetImage(
            name: name, folder: folder, files: files, darkFiles: darkFiles,
            isSingleScale: singleScale && files.count == 1,
            renderingMode: mode, preservesVectorRepresentation: vector, isSymbol: isSymbol)
    }

    /// Entry keys that make an entry apply only to screens Plumb does not model yet.
    static let skippedKeys = [
        "width-class", "height-class", "memory", "graphics-feature-set", "subtype",
        "screen-width",
    ]
}
