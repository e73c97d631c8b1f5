import Foundation
import PlumbCore
import PlumbSnapshot
import PlumbSpec

/// Turns the SPEC arguments of `record`, `check` and `prune` into snapshot subjects.
///
/// An argument is a spec file, a folder (every `*.yaml`, `*.yml` and `*.json` below it, recursively, sorted,
/// skipping hidden files and `*.frames.json`), `gallery:NAME`, or `gallery:all` for every gallery entry. With no
/// argument at all, the whole gallery. Every spec is read before anything runs, so a bad one changes nothing.
enum SnapshotSpecArguments {
    static func subjects(_ arguments: [String], matrix options: MatrixOptions) throws -> [SnapshotSubject] {
        var subjects: [SnapshotSubject] = []
        var seen = Set<String>()
        for argument in try expand(arguments.isEmpty ? ["gallery:all"] : arguments) where seen.insert(argument).inserted
        {
            // A spec with `stories:` is one subject per story, its baselines in `spec--story`.
            for source in try SpecSource.resolveStories(argument, options: options) {
                let environments = try options.matrix(for: source).environments
                var subject = SnapshotSubject(
                    name: source.name, source: argument, environments: environments,
                    manualLayouts: CLIRegistry.shared.manualLayouts,
                    root: source.root)
                subject.fonts = try source.teamFontFiles(adding: options.fontFiles())
                subject.threshold = source.threshold
                if let slug = source.storySlug {
                    subject.folder = source.fileName
                    subject.recordArguments = ["--story", slug]
                }
                subjects.append(subject)
            }
        }
        return subjects
    }

    /// Replaces `gallery:all` with each entry and each folder with its spec files.
    static func expand(_ arguments: [String]) throws -> [String] {
        try arguments.flatMap { argument -> [String] in
            if argument == "gallery:all" { return CLIRegistry.shared.gallery.map { "gallery:" + $0.name } }
            var isFolder: ObjCBool = false
            guard !argument.hasPrefix("gallery:"),
                FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue
            else {
                return [argument]
            }
            let files = specFiles(in: argument)
            if files.isEmpty {
                throw CLIFailure.badInput("\(argument): the folder holds no spec files (*.yaml, *.yml, *.json)")
            }
            return files
        }
    }

    private static func specFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return (enumerator.allObjects as? [String] ?? []).filter { path in
            let name = (path as NSString).lastPathComponent
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }), !name.hasSuffix(".frames.json")
            else { return false }
            return name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
        }.sorted().map { base + "/" + $0 }.filter { !SpecLibraryFile.isLibrary(atPath: $0) }
    }
}
