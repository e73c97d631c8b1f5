import Foundation
import PlumbCore
import Yams

/// `symbol:` on an image node: an SVG of the spec's `symbols:` folder drawn at a text style's size and weight, as an
/// SF Symbol configured with a text style (`ImageSymbol`, docs/spec-format.md "Symbols"). `style:` (default body) and
/// `weight:` (default regular) say which; the file is `NAME.WEIGHT.svg` when the folder has that weight, else
/// `NAME.svg`.
struct SymbolParser {
    let file: String
    /// The `symbols:` folder, absolute; `nil` when the spec has none.
    let folder: String?

    /// Keys an image node reads only with `symbol:`.
    static let keys = ["style", "weight"]

    /// The folder `symbols:` names, relative to the spec, which must exist.
    static func folder(_ value: Yams.Node, file: String) throws(SpecError) -> String {
        guard let path = value.scalar?.string, !path.isEmpty else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "symbols",
                expected: "a folder of SVG files, relative to the spec")
        }
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path))
            .standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "symbols", value: path,
                expected: "a folder of SVG files that exists (looked for \(url.path))")
        }
        return url.path
    }

    /// The symbol and its file with the SVG's size, or `nil` when the node has no `symbol:`.
    func parse(
        _ reader: YAMLReader
    ) throws(SpecError) -> (symbol: ImageSymbol, file: (path: String, width: Int, height: Int))? {
        guard let value = reader.node("symbol") else {
            if let key = reader.keys.first(where: { Self.keys.contains($0.name) }) {
                throw .unsupported(
                    file: file, line: key.line, column: key.column, feature: "`\(key.name)` on an image",
                    reason:
                        "it sizes a `symbol:` (an SVG of the spec's `symbols:` folder); a `src:` image has its own size"
                )
            }
            return nil
        }
        if let src = reader.node("src") {
            throw .unsupported(
                file: file, line: src.line, column: src.column, feature: "`src` with `symbol`",
                reason: "an image shows one file: keep one of them")
        }
        guard let name = value.scalar?.string, !name.isEmpty, !name.contains("/") else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "symbol",
                expected: "a symbol name, such as star for star.svg in the `symbols:` folder")
        }
        guard let folder else {
            throw .missingKey(
                file: file, line: value.line, column: value.column, key: "symbols",
                context:
                    "a spec with `symbol: \(name)` (a folder of SVG files beside the spec, such as `symbols: icons/`)")
        }
        let style =
            try reader.choice(
                "style", TextStyle.init(name:), expected: NodeParser.oneOf(TextStyle.allCases.map(\.rawValue))) ?? .body
        let weight =
            try reader.choice(
                "weight", FontWeight.init(name:), expected: NodeParser.oneOf(FontWeight.allCases.map(\.rawValue)))
            ?? style.defaultWeight
        let base = name.hasSuffix(".svg") ? String(name.dropLast(4)) : name
        let candidates = (weight == .regular ? [] : ["\(base).\(weight.rawValue).svg"]) + ["\(base).svg"]
        guard let chosen = candidates.first(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) }) else {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
            let hint = Suggestion.closest(to: base, in: names).map { " (did you mean `\($0)`?)" } ?? ""
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "symbol", value: name,
                expected: "a symbol of \(folder)\(hint): looked for \(candidates.joined(separator: ", "))")
        }
        let path = folder + "/" + chosen
        guard let data = FileManager.default.contents(atPath: path),
            let size = ImageHeaders.svg(String(decoding: data.prefix(65536), as: UTF8.self)), size.width > 0,
            size.height > 0
        else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "symbol", value: name,
                expected: "an SVG file with a size: an <svg> element with width and height, or a viewBox (\(path))")
        }
        guard max(size.width, size.height) <= ImageContent.maxSVGSide else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "symbol", value: name,
                expected:
                    "an SVG whose width, height and viewBox are at most \(ImageContent.maxSVGSide) pixels; this one "
                    + "declares more (\(path))")
        }
        let symbol = ImageSymbol(
            name: base, style: style, weight: weight, aspectRatio: Double(size.width) / Double(size.height))
        return (symbol, (path, size.width, size.height))
    }
}
