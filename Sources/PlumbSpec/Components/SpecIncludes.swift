import Foundation
import PlumbCore
import Yams

/// Reads the files a spec `include:`s, and theirs, into a `SpecLibrary` (spec format: "Includes").
///
/// An include path is relative to the file that names it and must stay inside the folder tree of the spec given
/// to Plumb (its folder and below, symbolic links resolved) or inside a folder the command line allows with
/// `--include-root`: a spec found in a repository cannot make Plumb read files elsewhere. Absolute paths are
/// refused. A file that includes itself, directly or through others, is an error naming the chain.
struct SpecIncludes {
    /// Real paths of the folders includes may read from.
    let allowedFolders: [String]
    /// The spec's folder as the user wrote it, for errors.
    let shownFolder: String
    /// Real paths of the files being read, outermost first, for cycles.
    private var chain: [String] = []
    /// Real paths of the files read so far.
    private var read: Set<String> = []
    /// The spec's limits, whose YAML node budget each included file is held to.
    let limits: SpecLimits

    /// - Parameters:
    ///   - specFile: the spec given to Plumb; its folder is the tree includes stay in.
    ///   - roots: more folders, from the command line.
    ///   - limits: the spec's limits.
    init(specFile: String, roots: [String], limits: SpecLimits = .default) {
        self.limits = limits
        let specFolder = URL(fileURLWithPath: specFile).deletingLastPathComponent().path
        allowedFolders = ([specFolder] + roots).map(Self.realPath)
        let written = (specFile as NSString).deletingLastPathComponent
        shownFolder = written.isEmpty ? "." : written
        chain = [Self.realPath(specFile)]
        read = [chain[0]]
    }

    /// The library of the spec whose top-level mapping is `reader`: its includes' definitions, then its own.
    mutating func library(of reader: YAMLReader) throws(SpecError) -> SpecLibrary {
        var library = SpecLibrary()
        try addIncludes(of: reader, to: &library)
        try library.add(reader)
        return library
    }

    private mutating func addIncludes(of reader: YAMLReader, to library: inout SpecLibrary) throws(SpecError) {
        guard let list = reader.node("include") else { return }
        let items: [Yams.Node]
        switch list {
        case .scalar: items = [list]
        case .sequence(let sequence) where sequence.allSatisfy({ $0.scalar != nil }): items = Array(sequence)
        default:
            throw .wrongType(
                file: reader.file, line: list.line, column: list.column, key: "include",
                expected: "a file path or a list of file paths")
        }
        for item in items {
            let path = item.scalar!.string
            let location = SpecLocation(file: reader.file, line: item.line, column: item.column)
            let (shown, real) = try resolve(path, from: reader.file, at: location)
            if let start = chain.firstIndex(of: real) {
                let names = (chain[start...] + [real]).map { URL(fileURLWithPath: $0).lastPathComponent }
                throw .component(
                    .include(
                        at: location, path: path,
                        problem:
                            "it includes this file again (\(names.joined(separator: " → "))); includes cannot form a cycle"
                    ))
            }
            guard read.insert(real).inserted else { continue }
            let included = try Self.reader(of: shown, at: location, path: path, limits: limits)
            chain.append(real)
            try addIncludes(of: included, to: &library)
            try library.add(included)
            chain.removeLast()
        }
        library.isActive = true
    }

    /// The path to show in errors (relative to where Plumb runs when the spec's was) and the real path.
    private func resolve(
        _ path: String, from file: String, at location: SpecLocation
    ) throws(SpecError) -> (shown: String, real: String) {
        guard !path.isEmpty else { throw .component(.include(at: location, path: path, problem: "the path is empty")) }
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else {
            throw .component(
                .include(
                    at: location, path: path,
                    problem:
                        "absolute paths are refused in specs; write the path relative to this file (and allow a folder outside the spec's tree with --include-root DIR)"
                ))
        }
        let folder = (file as NSString).deletingLastPathComponent
        let shown = ((folder.isEmpty ? path : folder + "/" + path) as NSString).standardizingPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: shown, isDirectory: &isFolder) else {
            throw .component(.include(at: location, path: path, problem: "no such file (looked for \(shown))"))
        }
        guard !isFolder.boolValue else {
            throw .component(.include(at: location, path: path, problem: "it is a folder, not a spec file"))
        }
        let real = Self.realPath(shown)
        guard allowedFolders.contains(where: { real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw .component(
                .include(
                    at: location, path: path,
                    problem:
                        "it is outside the folder tree of the spec (\(shownFolder)); includes stay inside it unless the command line allows another folder with --include-root DIR"
                ))
        }
        return (shown, real)
    }

    /// The included file's top-level mapping; any spec keys are accepted (a component's own spec, with its
    /// `root:` and `stories:`, can be included), and only `include:`, `tokens:`, `components:` and `colors:` are used.
    private static func reader(
        of file: String, at location: SpecLocation, path: String, limits: SpecLimits
    ) throws(SpecError) -> YAMLReader {
        if let reason = SpecLimits.fileTooLarge(file) {
            throw .component(.include(at: location, path: path, problem: reason))
        }
        let data: Data
        do { data = try BoundedFileRead.contents(ofFile: file, limit: SpecLimits.maximumFileBytes) } catch {
            throw .component(.include(at: location, path: path, problem: SpecLoader.reason(error)))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .component(.include(at: location, path: path, problem: "the file cannot be read as UTF-8 text"))
        }
        let document: Yams.Node?
        do { document = try Yams.compose(yaml: text) } catch {
            throw SpecLoader.syntaxError(error, file: file, text: text)
        }
        guard let document else { throw .empty(file: file) }
        try YAMLExpansion.check(document, file: file, limits: limits)
        let reader = try YAMLReader(document, key: "spec", file: file, context: "an included file")
        try reader.checkKeys(SpecLoader.topKeys)
        return reader
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
