import Foundation
import PlumbAssets
import PlumbCore
import Yams

/// The image keys of an `image` node: `src`, `contentMode`, `tint`, `mirrorsInRTL`.
///
/// `src:` is a PNG, JPEG or SVG file relative to the spec's folder. Like an asset catalog, `icon.png`, `icon@2x.png` and
/// `icon@3x.png` beside each other are one image at three scales; naming any of them (or `icon.png` when only the
/// @2x and @3x files exist) finds them all. The file's header (an SVG's `width`/`height` or `viewBox`) is read here for its size: without `size:`, the node's
/// intrinsic size is the largest variant's pixels ÷ its scale, as `UIImage.size` is. The pixels are decoded, and a
/// corrupt file refused, before anything is drawn (PlumbRender's `ImageAssets`).
struct ImageParser {
    let file: String
    /// The spec's `colors:`, so a tint may name a palette or semantic colour.
    var palette: [String: Color] = [:]
    /// The spec's `symbols:` folder, for `symbol:`.
    var symbolsFolder: String? = nil
    /// The spec's asset catalogs, for `asset:` (and `src:` naming a set).
    var assets = AssetCatalogs()

    static let keys = ["src", "contentMode", "tint", "mirrorsInRTL", "symbol", "asset"]
    /// The most pixels an image file may have (`SpecLimits.imagePixels`, `--limits pixels=N`).
    var maxPixels = SpecLimits.default.imagePixels

    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node, id: String) throws(SpecError) {
        // `tint` is also a switch's or a button's (`TintParser`), and a button's `symbol` / `src` its
        // configuration's image (`ButtonParser`).
        let present = (Self.keys + (node.kind == .image ? SymbolParser.keys : [])).filter {
            reader.has($0) && ($0 != "tint" || node.kind == .image)
                && !(node.kind == .button && ButtonParser.imageKeys.contains($0))
        }
        guard !present.isEmpty else { return }
        guard node.kind == .image else {
            let key = reader.keys.first { present.contains($0.name) }!
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                reason: "only `kind: image` nodes show images (node \(id.debugDescription) is `\(node.kind.rawValue)`)")
        }
        let symbol = try SymbolParser(file: file, folder: symbolsFolder).parse(reader)
        let variants: [Int: (path: String, width: Int, height: Int)]
        var asset: AssetImage?
        if let symbol {
            variants = [1: symbol.file]
        } else if let (name, node, key) = assetName(reader) {
            let image = try self.asset(named: name, at: node, key: key)
            asset = image
            var found: [Int: (path: String, width: Int, height: Int)] = [:]
            for (scale, url) in image.files {
                let kind = AssetImage.kind(of: url) == .jpeg ? "jpg" : url.pathExtension.lowercased()
                let size = try imageSize(url.path, kind: kind, src: name, at: node, key: key)
                found[scale] = (url.path, size.width, size.height)
            }
            variants = found
        } else {
            guard let srcNode = reader.node("src"), let src = srcNode.scalar?.string, !src.isEmpty else {
                let key = reader.keys.first { present.contains($0.name) }!
                throw .missingKey(
                    file: file, line: key.line, column: key.column, key: "src",
                    context: "an image node with image keys (or `symbol`, or `asset`)")
            }
            variants = try self.variants(of: src, at: srcNode)
        }
        var image = ImageContent(variants: variants.mapValues(\.path))
        image.symbol = symbol?.symbol
        image.contentMode =
            try reader.choice(
                "contentMode", ContentMode.init(name:),
                expected: "one of: " + ContentMode.allCases.map(\.rawValue).joined(separator: ", ")
                    + " (or aspectFit, aspectFill)") ?? .scaleToFill
        image.tint = try reader.node("tint").map { value throws(SpecError) in
            try ColorParser(file: file, palette: palette).color(value, key: "tint")
        }
        image.mirrorsInRTL = try reader.bool("mirrorsInRTL") ?? false
        // A symbol is a template image in the text colour unless tinted, as a symbol beside text takes its colour.
        if image.symbol != nil, image.tint == nil { image.tint = .label }
        // A template asset ("Render As: Template Image") in a `UIImageView` takes the view's tint, systemBlue.
        if asset?.renderingMode == .template, image.tint == nil { image.tint = .systemBlue }
        node.image = image
        guard image.symbol == nil else { return }
        if node.intrinsicWidth == nil, node.intrinsicHeight == nil, let largest = variants.keys.max(),
            let size = variants[largest]
        {
            node.intrinsicWidth = Double(size.width) / Double(largest)
            node.intrinsicHeight = Double(size.height) / Double(largest)
        }
    }

    /// The image a control's `src:` names (a bar-button item's, a button's): its scale variants and its size in
    /// points (the largest variant's pixels over its scale).
    ///
    /// - Throws: `SpecError` when `src` is not a non-empty string naming a PNG, JPEG or SVG that exists.
    func controlImage(at srcNode: Yams.Node) throws(SpecError) -> (image: ImageContent, size: Size) {
        guard let src = srcNode.scalar?.string, !src.isEmpty else {
            throw .wrongType(
                file: file, line: srcNode.line, column: srcNode.column, key: "src",
                expected: "an image file relative to the spec (PNG, JPEG or SVG)")
        }
        let variants = try variants(of: src, at: srcNode)
        let largest = variants.keys.max()!
        let pixels = variants[largest]!
        return (
            ImageContent(variants: variants.mapValues(\.path)),
            Size(width: Double(pixels.width) / Double(largest), height: Double(pixels.height) / Double(largest))
        )
    }

    /// The files of `src` at each scale that exists, with their pixel sizes.
    func variants(
        of src: String, at value: Yams.Node
    ) throws(SpecError) -> [Int: (path: String, width: Int, height: Int)] {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = src.hasPrefix("/") ? URL(fileURLWithPath: src) : folder.appendingPathComponent(src)
        let ext = url.pathExtension.lowercased()
        guard ["png", "jpg", "jpeg", "svg"].contains(ext) else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "src", value: src,
                expected: "a PNG, JPEG or SVG file (.png, .jpg, .jpeg, .svg)")
        }
        var base = url.deletingPathExtension().lastPathComponent
        for suffix in ["@2x", "@3x", "@1x"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let directory = url.deletingLastPathComponent()
        var found: [Int: (path: String, width: Int, height: Int)] = [:]
        var looked: [String] = []
        for scale in 1...3 {
            let name = base + (scale == 1 ? "" : "@\(scale)x") + "." + url.pathExtension
            let candidate = directory.appendingPathComponent(name).standardizedFileURL.path
            looked.append(name)
            guard FileManager.default.fileExists(atPath: candidate) else { continue }
            found[scale] = (candidate, 0, 0)
            let size = try imageSize(candidate, kind: ext, src: src, at: value)
            found[scale] = (candidate, size.width, size.height)
        }
        guard !found.isEmpty else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "src", value: src,
                expected:
                    "an image file that exists (looked for \(looked.joined(separator: ", ")) in \(directory.standardizedFileURL.path))"
            )
        }
        return found
    }

    /// Width and height in pixels from a PNG's IHDR, a JPEG's frame header or an SVG's `width`/`height` (else its
    /// `viewBox`), refusing a file of the wrong kind and one over `maxPixels`.
    func imageSize(
        _ path: String, kind: String, src: String, at value: Yams.Node, key: String = "src"
    ) throws(SpecError) -> (width: Int, height: Int) {
        func refuse(_ reason: String) -> SpecError {
            .invalidValue(
                file: file, line: value.line, column: value.column, key: key, value: src,
                expected: "\(reason) (\(path))")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw refuse("a readable image file") }
        let size: (width: Int, height: Int)?
        switch kind {
        case "png": size = ImageHeaders.png([UInt8](data.prefix(24)))
        case "svg": size = ImageHeaders.svg(String(decoding: data.prefix(65536), as: UTF8.self))
        default:
            let bytes = [UInt8](data)
            guard JPEGSegments.count(bytes) <= JPEGSegments.maxSegments else {
                throw refuse(
                    "a JPEG file with at most \(JPEGSegments.maxSegments) marker segments; this one has more")
            }
            size = ImageHeaders.jpeg(bytes)
        }
        guard let (width, height) = size else {
            switch kind {
            case "png": throw refuse("a PNG file; this one does not start with the PNG signature and header")
            case "svg": throw refuse("an SVG file with a size: an <svg> element with width and height, or a viewBox")
            default: throw refuse("a JPEG file; no JPEG frame header was found in this one")
            }
        }
        guard width > 0, height > 0 else {
            throw refuse("an image with a width and height; its header says \(width)×\(height)")
        }
        if kind == "svg", max(width, height) > ImageContent.maxSVGSide {
            throw refuse(
                "an SVG whose width, height and viewBox are at most \(ImageContent.maxSVGSide) pixels; this one "
                    + "declares more")
        }
        guard !ImageHeaders.exceeds(width: width, height: height, maxPixels: maxPixels) else {
            let most =
                maxPixels == ImageContent.maxPixels
                ? "4096 × 4096 pixels" : "\(maxPixels) pixels (--limits pixels=\(maxPixels))"
            throw refuse(
                "an image of at most \(most); this one is \(width)×\(height) (raise the limit with --limits pixels=N, "
                    + "at most \(SpecLimits.maximumImagePixels))")
        }
        return (width, height)
    }
}
