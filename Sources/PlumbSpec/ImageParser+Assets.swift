import Foundation
import PlumbAssets
import PlumbCore
import Yams

/// `asset:` on an image node: an image set of the spec's asset catalogs by the name `UIImage(named:)` takes
/// (docs/assets.md). `src:` names a set too when it has no file extension and the spec has catalogs, as an image
/// view's Image field in Interface Builder does.
extension ImageParser {
    /// The set name the node gives, its YAML node and the key it is under; `nil` for a node without one.
    func assetName(_ reader: YAMLReader) -> (name: String, node: Yams.Node, key: String)? {
        if let node = reader.node("asset") { return (node.scalar?.string ?? "", node, "asset") }
        guard !assets.catalogs.isEmpty, let node = reader.node("src"), let src = node.scalar?.string, !src.isEmpty,
            URL(fileURLWithPath: src).pathExtension.isEmpty
        else { return nil }
        return (src, node, "src")
    }

    /// The image set `name`, refused when no catalog holds it (with the closest name), and when it is one Plumb
    /// cannot draw yet (a symbol set's template SVG, a PDF, HEIC).
    func asset(named name: String, at node: Yams.Node, key: String) throws(SpecError) -> AssetImage {
        guard !name.isEmpty else {
            throw .wrongType(
                file: file, line: node.line, column: node.column, key: key,
                expected: "the name of an image set in the spec's asset catalogs")
        }
        guard !assets.catalogs.isEmpty else {
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: name,
                expected:
                    "an image set of the spec's asset catalogs, and the spec has none (add `assets: [Assets.xcassets]`, or pass --assets DIR)"
            )
        }
        guard let image = assets.image(named: name) else {
            throw .invalidValue(
                file: file, line: node.line, column: node.column, key: key, value: name,
                expected: "an image set of \(assets.folderList)\(assets.didYouMeanImage(name))")
        }
        if image.isSymbol {
            throw .unsupported(
                file: file, line: node.line, column: node.column, feature: "the symbol set \(name.debugDescription)",
                reason:
                    "an SF Symbols template holds every weight and scale, which Plumb does not pick apart yet; export the symbol's Regular-M glyph as an SVG into the spec's `symbols:` folder and use `symbol:`"
            )
        }
        for url in image.files.values.sorted(by: { $0.path < $1.path }) {
            let kind = AssetImage.kind(of: url)
            guard kind == .png || kind == .jpeg || kind == .svg else {
                throw .unsupported(
                    file: file, line: node.line, column: node.column,
                    feature: "the image set \(name.debugDescription) (\(url.lastPathComponent))",
                    reason: "Plumb draws PNG, JPEG and SVG files; export the image as one of those into the set")
            }
        }
        return image
    }
}
