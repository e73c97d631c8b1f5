import Foundation
import PlumbAssets
import PlumbCore
import Yams

/// Reads spec files (YAML, or JSON, which is YAML) into `Spec` values with line-numbered errors.
public struct SpecLoader: Sendable {
    /// Names a spec may give to `manual:`.
    public var manualLayouts: Set<String>
    /// The largest spec accepted.
    public var limits: SpecLimits
    /// Folders outside the spec's own folder tree that its `include:`s may read from (`--include-root`).
    public var includeRoots: [String] = []
    /// Asset catalogs every spec draws from after its own `assets:` (`--assets`), already read.
    public var assets = AssetCatalogs()

    public init(manualLayouts: Set<String> = [], limits: SpecLimits = .default) {
        self.manualLayouts = manualLayouts
        self.limits = limits
    }

    static let topKeys =
        [
            "name", "root", "matrix", "fullContent", "lints", "threshold", "colors", "fonts", "symbols", "canvas",
            "title", "caption", "strings", "assets", "systemFont", "chrome", "statusBarStyle",
        ] + SpecLibrary.topKeys

    /// Loads the spec at `path`.
    ///
    /// - Throws: `SpecError` naming the file, line, key and what was expected.
    public func load(path: String) throws(SpecError) -> Spec {
        let data: Data
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(file: path, reason: "no such file")
        }
        if isFolder.boolValue { throw .unreadable(file: path, reason: "it is a folder, not a spec file") }
        if let reason = SpecLimits.fileTooLarge(path) { throw .unreadable(file: path, reason: reason) }
        do { data = try BoundedFileRead.contents(ofFile: path, limit: SpecLimits.maximumFileBytes) } catch {
            throw .unreadable(file: path, reason: Self.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: path, reason: "the file is not UTF-8 text")
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try parse(text, file: path, defaultName: name)
    }

    /// Why a spec file could not be read (`BoundedFileRead` at `SpecLimits.maximumFileBytes`), a size in the
    /// words of `SpecLimits.fileTooLarge`.
    static func reason(_ problem: BoundedFileRead.Problem) -> String {
        guard case .tooLarge(let size, _) = problem else { return problem.description }
        return
            "the file is \(size) bytes or more, over the \(SpecLimits.maximumFileBytes) bytes (64 MiB) a spec file may have"
    }

    /// Parses spec text; `file` is used in errors.
    public func parse(_ text: String, file: String, defaultName: String = "spec") throws(SpecError) -> Spec {
        try ParserStack.run { () throws(SpecError) -> Spec in
            try parseOnThisStack(text, file: file, defaultName: defaultName)
        }
    }

    /// `parse`, on the caller's stack (`ParserStack` gives it one deep enough).
    private func parseOnThisStack(_ text: String, file: String, defaultName: String) throws(SpecError) -> Spec {
        let document: Yams.Node?
        do { document = try Yams.compose(yaml: text) } catch {
            throw Self.syntaxError(error, file: file, text: text)
        }
        guard let document else { throw .empty(file: file) }
        try YAMLExpansion.check(document, file: file, limits: limits)
        let reader = try YAMLReader(document, key: "spec", file: file, context: "the spec")
        try reader.checkKeys(Self.topKeys)
        let name = try reader.string("name") ?? defaultName
        guard var rootNode = reader.node("root") else {
            throw .missingKey(
                file: file, line: document.line, column: document.column, key: "root", context: "the spec")
        }
        var parser = NodeParser(file: file, manualLayouts: manualLayouts, limits: limits)
        // `colors:`, `tokens:`, `components:` and `include:` (Components/SpecLoader+Components.swift).
        rootNode = try prepareComponents(&parser, reader: reader, root: rootNode)
        // `assets:` then `--assets`: their colours are names under the spec's own `colors:`, which win.
        let ownAssets = try reader.node("assets").map { node throws(SpecError) in
            try AssetsParser(file: file).catalogs(node)
        }
        parser.assets = (ownAssets ?? AssetCatalogs()).followed(by: assets)
        parser.palette = parser.assets.palette.merging(parser.palette) { _, own in own }
        if let symbols = reader.node("symbols") { parser.symbolsFolder = try SymbolParser.folder(symbols, file: file) }
        let pristine = parser
        var root = try parser.parse(rootNode, key: "root", parentLayout: nil)
        // The top-level `lints:` applies to the whole tree: the root's own setting of a kind wins.
        let topLints = try LintsParser(file: file).parse(reader)
        root.lintSeverities = topLints.merging(root.lintSeverities) { _, node in node }
        if root.contrastLevel == nil { root.contrastLevel = try LintsParser(file: file).contrastLevel(reader) }
        try ReferenceChecker.check(root, file: file)
        var matrix: Matrix?
        if let matrixNode = reader.node("matrix") { matrix = try MatrixParser(file: file).parse(matrixNode) }
        var spec = Spec(name: name, root: root, matrix: matrix, file: file)
        spec.warnings = parser.warnings.distinctInFileOrder
        spec.threshold = try reader.number("threshold", in: 0...1)
        spec.fullContent = try reader.bool("fullContent") ?? false
        spec.title = try reader.string("title")
        spec.caption = try reader.string("caption")
        if let fontsNode = reader.node("fonts") { spec.fonts = try FontsParser(file: file).parse(fontsNode) }
        if let node = reader.node("systemFont") { spec.systemFont = try FontsParser(file: file).parseSystemFont(node) }
        if let canvasNode = reader.node("canvas") { spec.canvas = try CanvasParser(file: file).parse(canvasNode) }
        if let bars = try reader.choice("chrome", DeviceChrome.bars(named:), expected: DeviceChrome.expectedBars) {
            spec.chrome.bars = bars
        }
        if let style = try reader.choice(
            "statusBarStyle", DeviceChrome.StatusBarStyle.init(rawValue:), expected: DeviceChrome.expectedStatusBarStyle
        ) {
            spec.chrome.statusBarStyle = style
        }
        spec.fixedRootWidth = CanvasParser.fixedWidthKey(of: rootNode, file: file)
        if let location = spec.fixedRootWidth, matrix?.fitsWidth == true {
            throw .unsupported(
                file: file, line: location.line, column: location.column,
                feature: "a fixed root width with `fit` in `widths`",
                reason:
                    "`fit` lays the root out at its natural width; drop the root's width, or list fixed widths instead of `fit`"
            )
        }
        if !parser.conditions.isEmpty {
            spec.variants = SpecVariants(
                rootYAML: rootNode, parser: pristine, conditions: parser.conditions, baseRoot: root)
        }
        spec.textLimit = limits.textLength
        try spec.setStrings(
            try reader.node("strings").map { node throws(SpecError) in try StringsParser(file: file).table(node) })
        spec.stories = try stories(of: spec, reader: reader, root: rootNode, parser: pristine, lints: topLints)
        spec.warnings = (spec.warnings + spec.stories.flatMap(\.spec.warnings)).distinctInFileOrder
        return spec
    }

    /// Converts a Yams error into a `SpecError.syntax` with its line and column.
    ///
    /// With the spec's `text`, a tab in the indentation or a line indented to no level around it is said in plain
    /// words, with the indentation it should have (`YAMLSyntaxHint`).
    static func syntaxError(_ error: Error, file: String, text: String? = nil) -> SpecError {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                var detail = context.map { "\(problem) \($0.text)" } ?? problem
                if problem.hasPrefix("Maximum nesting level reached") {
                    // libyaml's own guard against runaway nesting, far above the node depth limit.
                    detail = "the mappings and lists are nested more than 1000 levels deep, more than YAML is read to"
                }
                if let text, !file.lowercased().hasSuffix(".json"),
                    let hint = YAMLSyntaxHint.hint(in: text, line: mark.line)
                {
                    return .syntax(
                        file: file, line: hint.line, column: hint.column,
                        problem: hint.message + " (the YAML parser: \(detail))")
                }
                return .syntax(file: file, line: mark.line, column: mark.column, problem: detail)
            case .duplicatedKeysInMapping(let duplicates, let context):
                // Yams checks this before our reader does; keep its position (the first of the keys) and say it plainly.
                return .duplicateKey(
                    file: file, line: context.mark.line, column: context.mark.column, key: duplicates.first ?? "")
            case .reader(let problem, let offset, _, _):
                return .syntax(
                    file: file, line: 1, column: 1, problem: problem + (offset.map { " at byte \($0)" } ?? ""))
            default:
                return .syntax(file: file, line: 1, column: 1, problem: "\(yaml)")
            }
        }
        return .syntax(file: file, line: 1, column: 1, problem: "\(error)")
    }
}
