import Foundation
import PlumbCore
import Yams

/// The image keys of an `image` node: `src`, `contentMode`, `tint`, `mirrorsInRTL`.
///
/// `src:` is a PNG file relative to the spec's folder. Like an asset catalog, `icon.png`, `icon@2x.png` and
/// `icon@3x.png` beside each other are one image at three scales; naming any of them (or `icon.png` when only the
/// @2x and @3x files exist) finds them all. The file's header is read here for its size: without `size:`, the node's
/// intrinsic size is the largest variant's pixels ÷ its scale, as `UIImage.size` is. The pixels are decoded, and a
/// corrupt file refused, before anything is drawn (PlumbRender's `ImageAssets`).
struct ImageParser {
    let file: String

    static let keys = ["src", "contentMode", "tint", "mirrorsInRTL"]
    /// The largest image accepted: 4096 × 4096 pixels (64 MB decoded), four times an iPad Pro screen's width at @2x.
    static let maxPixels = 4096 * 4096

    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node, id: String) throws(SpecError) {
        let present = Self.keys.filter(reader.has)
        guard !present.isEmpty else { return }
        guard node.kind == .image else {
            let key = reader.keys.first { present.contains($0.name) }!
            throw .unsupported(
                file: file, line: key.line, column: key.column, feature: "`\(key.name)`",
                reason: "only `kind: image` nodes show images (node \(id.debugDescription) is `\(node.kind.rawValue)`)")
        }
        guard let srcNode = reader.node("src"), let src = srcNode.scalar?.string, !src.isEmpty else {
            let key = reader.keys.first { present.contains($0.name) }!
            throw .missingKey(file: file, line: key.line, column: key.column, key: "src", context: "an image node with image keys")
        }
        let variants = try self.variants(of: src, at: srcNode)
        var image = ImageContent(variants: variants.mapValues(\.path))
        image.contentMode = try reader.choice(
            "contentMode", ContentMode.init(name:),
            expected: "one of: " + ContentMode.allCases.map(\.rawValue).joined(separator: ", ") + " (or aspectFit, aspectFill)") ?? .scaleToFill
        image.tint = try reader.choice("tint", Color.init(hex:), expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
        image.mirrorsInRTL = try reader.bool("mirrorsInRTL") ?? false
        node.image = image
        if node.intrinsicWidth == nil, node.intrinsicHeight == nil, let largest = variants.keys.max(), let size = variants[largest] {
            node.intrinsicWidth = Double(size.width) / Double(largest)
            node.intrinsicHeight = Double(size.height) / Double(largest)
        }
    }

    /// The files of `src` at each scale that exists, with their pixel sizes.
    private func variants(of src: String, at value: Yams.Node) throws(SpecError) -> [Int: (path: String, width: Int, height: Int)] {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = src.hasPrefix("/") ? URL(fileURLWithPath: src) : folder.appendingPathComponent(src)
        let ext = url.pathExtension.lowercased()
        guard ext == "png" else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "src", value: src,
                expected: "a PNG file (.png); JPEG and SVG images are not supported yet")
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
            let size = try pngSize(candidate, src: src, at: value)
            found[scale] = (candidate, size.width, size.height)
        }
        guard !found.isEmpty else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "src", value: src,
                expected: "an image file that exists (looked for \(looked.joined(separator: ", ")) in \(directory.standardizedFileURL.path))")
        }
        return found
    }

    /// Width and height from a PNG's IHDR, refusing what is not a PNG and what is over `maxPixels`.
    private func pngSize(_ path: String, src: String, at value: Yams.Node) throws(SpecError) -> (width: Int, height: Int) {
        func refuse(_ reason: String) -> SpecError {
            .invalidValue(file: file, line: value.line, column: value.column, key: "src", value: src, expected: "\(reason) (\(path))")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw refuse("a readable PNG file") }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw refuse("a PNG file; this one does not start with the PNG signature and header")
        }
        func be32(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { throw refuse("a PNG with a width and height; its header says \(width)×\(height)") }
        guard width * height <= Self.maxPixels else {
            throw refuse("an image of at most 4096 × 4096 pixels; this one is \(width)×\(height)")
        }
        return (width, height)
    }
}
