import Foundation
import PlumbCore
import PlumbLayout
import PlumbSpec

/// A layout to work on: a spec file or a gallery entry, resolved to a name, a root node and a matrix.
struct SpecSource {
    var name: String
    /// The tree to lay out in an environment.
    var root: @Sendable (Environment) -> Node
    /// The spec's own matrix, or the gallery entry's.
    var matrix: Matrix?
    /// The spec's `threshold:` for snapshot checks.
    var threshold: Double? = nil
    /// The spec's `fullContent: true`: render draws scroll containers' whole content.
    var fullContent = false
    /// The font files the spec pins with `fonts:`.
    var fonts: [SpecFont] = []
    /// A spec file's tree (gallery entries build theirs per environment and use no `font:`).
    var specRoot: Node?
    /// The spec file, for errors.
    var file: String?
    /// The spec's `title:` and `caption:`, headings on a sheet.
    var title: String?
    var caption: String?
    /// The story's file-name form (`destructive`) when this is one of a spec's `stories:`; `name` is then
    /// `spec/destructive` and `fileName` `spec--destructive`.
    var storySlug: String?
    /// The spec's stories, when it has them (`SpecSource+Stories.swift` makes one source of each).
    var stories: [SpecStory] = []
    /// The spec's `canvas:`: padding and a background around its renders.
    var canvas: Canvas? = nil
    /// Where the spec's root has a fixed `width:`, which `--width fit` cannot change.
    var fixedRootWidth: SpecLocation? = nil

    /// Resolves `argument`: `gallery:NAME` or a path to a spec file.
    ///
    /// - Throws: `SpecError` (its `file:line:column:` message), or `CLIFailure.badInput` with the gallery's names.
    static func resolve(
        _ argument: String, limits: SpecLimits = .default, includeRoots: [String] = [], strings: StringsTable? = nil
    ) throws -> SpecSource {
        if argument.hasPrefix("gallery:") {
            let name = String(argument.dropFirst("gallery:".count))
            guard let entry = CLIRegistry.shared.galleryEntry(named: name) else {
                throw CLIFailure.badInput(
                    "\(argument): no such gallery entry\(Suggestion.didYouMean(name, in: CLIRegistry.shared.gallery.map(\.name))) (expected one of: \(CLIRegistry.shared.gallery.map { "gallery:" + $0.name }.joined(separator: ", ")))"
                )
            }
            return SpecSource(name: entry.name, root: entry.root(for:), matrix: entry.matrix)
        }
        var loader = SpecLoader(manualLayouts: Set(CLIRegistry.shared.manualLayouts.names), limits: limits)
        loader.includeRoots = includeRoots
        var spec = try loader.load(path: argument)
        // Deprecated keys still work; each gets one line naming its place and its new name.
        for warning in spec.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        // `--strings` files join the spec's own `strings:`, in the spec and in each of its stories.
        if let strings {
            try spec.addStrings(strings)
            for index in spec.stories.indices { try spec.stories[index].spec.addStrings(strings) }
        }
        var source = SpecSource(spec: spec)
        source.stories = spec.stories
        return source
    }

    /// Resolves `argument` with the flags' spec limits, `--include-root` folders and `--strings` files.
    static func resolve(_ argument: String, options: MatrixOptions) throws -> SpecSource {
        try resolve(
            argument, limits: options.specLimits(), includeRoots: options.includeRoot, strings: options.stringsTable())
    }

    /// The name as a single safe path component: letters, digits, `.`, `_` and `-`; anything else becomes `_`.
    var fileName: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let name = storySlug.map { slug in String(self.name.dropLast(slug.count + 1)) + "--" + slug } ?? name
        var safe = String(name.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        if safe.isEmpty || safe.allSatisfy({ $0 == "." }) { safe = "_" + safe }
        return safe
    }
}
