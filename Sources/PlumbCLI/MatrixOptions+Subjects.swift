import Foundation
import PlumbAssets
import PlumbCore
import PlumbInterfaceBuilder
import PlumbPipeline
import PlumbSpec

/// What every verb that reads specs does with its SPEC arguments: resolve them (`SubjectResolver`, with this CLI's
/// manual layouts and gallery and the flags `--limits`, `--include-root`, `--strings`, `--assets`, `--story`, `--fonts`), then
/// set the matrix flags over each subject's own matrix.
extension MatrixOptions {
    /// The subjects of `arguments` (spec files, folders, `gallery:NAME`, `gallery:all`, `manual:NAME`), each in
    /// its own matrix with the flags applied. Every spec is read and every flag checked before anything runs.
    ///
    /// - Throws: `SubjectError`, `MatrixValueError` or `UsageError` naming the argument or the flag.
    func subjects(_ arguments: [String]) throws -> [Subject] {
        let overrides = try self.overrides()
        let resolved = try resolver().resolve(arguments)
        let subjects = try resolved.subjects.map { subject throws(SubjectError) in
            try subject.applying(overrides)
        }
        for skipped in resolved.skipped {
            printToStderr("warning: \(skipped)")
        }
        Self.printWarnings(of: subjects)
        return subjects
    }

    /// One subject of `argument`, for a verb that lays out one tree (`layout`, `preview`): the `--story` asked for,
    /// else the spec's root as written.
    func subject(_ argument: String) throws -> Subject {
        let subject = try resolver().subject(argument).applying(try overrides())
        Self.printWarnings(of: [subject])
        return subject
    }

    /// Prints each spec warning once (the stories of a spec share their spec's), `warning: file:line:column: …`.
    static func printWarnings(of subjects: [Subject]) {
        var seen = Set<String>()
        for warning in subjects.flatMap(\.warnings) where seen.insert(warning).inserted {
            printToStderr("warning: \(warning)")
        }
    }

    /// The resolver the flags ask for, knowing this CLI's manual layouts and gallery.
    func resolver() throws -> SubjectResolver {
        var resolver = SubjectResolver(
            manualLayouts: CLIRegistry.shared.manualLayouts, gallery: CLIRegistry.shared.gallery)
        resolver.limits = try specLimits()
        resolver.includeRoots = includeRoot
        resolver.strings = try stringsTable()
        resolver.assets = try assetCatalogs()
        resolver.story = story
        resolver.roots = root
        if let textSizes {
            guard let sizes = IBTreeOptions.TextSizes(rawValue: textSizes) else {
                throw UsageError.badValue(
                    flag: "--text-sizes", value: textSizes, isNot: "a text size source", expected: "measured or stored")
            }
            resolver.textSizes = sizes
        }
        let fonts = try FontFiles.expand(Self.split(self.fonts), origin: "--fonts")
        try FontFiles.checkReadable(fonts, origin: "--fonts")
        resolver.fonts = fonts
        if let folder = systemFont ?? SystemFonts.fromEnvironment() {
            let origin = systemFont == nil ? "\(SystemFonts.environmentVariable)" : "--system-font"
            resolver.systemFont = try SystemFonts.load(folder, origin: origin).folder
        }
        return resolver
    }
}
