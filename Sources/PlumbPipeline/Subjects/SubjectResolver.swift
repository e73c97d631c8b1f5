import Foundation
import PlumbAssets
import PlumbCore
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbSpec
import PlumbText

/// Turns what a user names into subjects: a spec file (one subject per story when it has `stories:`), a folder of
/// specs, `gallery:NAME` or `gallery:all`, and `manual:NAME` (a registered manual layout as its own root). Every
/// verb, PlumbTesting and the preview server resolve through this one type, so a new source of subjects is one
/// case here.
///
/// Every spec named is read before anything runs, so a bad one changes nothing.
///
/// ```swift
/// let resolver = SubjectResolver(manualLayouts: registry, gallery: Gallery.entries)
/// let subjects = try resolver.subjects(["Specs/", "gallery:settings-cell"])
/// ```
public struct SubjectResolver: Sendable {
    /// The manual layouts specs may name (`manual: NAME`) and `manual:NAME` lays out.
    public var manualLayouts: ManualLayoutRegistry
    /// The subjects `gallery:NAME` names; `gallery:all` is every one.
    public var gallery: [Subject]
    /// The spec limits (depth, nodes, text, constraints).
    public var limits: SpecLimits = .default
    /// Folders outside a spec's own folder tree that its `include:`s may read from.
    public var includeRoots: [String] = []
    /// Strings added after each spec's own `strings:` (`--strings`), in the spec and each of its stories.
    public var strings: StringsTable? = nil
    /// Asset catalogs every spec draws from after its own `assets:` (`--assets`), already read.
    public var assets = AssetCatalogs()
    /// Font files every subject pins besides its own (`--fonts`), absolute, checked (`FontFiles`).
    public var fonts: [String] = []
    /// The system-font folder every subject draws with (`--system-font`, `PLUMB_SYSTEM_FONT`), instead of its
    /// spec's `systemFont:`; absolute, checked (`SystemFonts.folder`).
    public var systemFont: String? = nil
    /// Only this story of specs with `stories:` (its name or its file-name form).
    public var story: String? = nil
    /// Whether `story` must exist in every spec, even one without stories (a test names one story); otherwise a
    /// spec without stories is its own subject (the CLI's `--story` picks among the specs that have them).
    public var storyRequired = false
    /// Where relative paths are taken from (a test file's folder); `nil` for the working directory.
    public var folder: String? = nil
    /// The roots of Interface Builder documents to lay out (`--root`), by name; empty for every root.
    public var roots: [String] = []
    /// Where Interface Builder documents' named colours and images come from; left as it is, the asset catalogs near
    /// each document and then `assets` (`AssetCatalogResources`).
    public var interfaceBuilderResources: any InterfaceBuilderResources = NoInterfaceBuilderResources()
    /// Where Interface Builder documents' text-dependent sizes come from (`--text-sizes`).
    public var textSizes: IBTreeOptions.TextSizes = .measured

    public init(manualLayouts: ManualLayoutRegistry = .init(), gallery: [Subject] = []) {
        self.manualLayouts = manualLayouts
        self.gallery = gallery
    }

    /// The subjects of every argument, in order, each argument once (folders and `gallery:all` expanded first).
    ///
    /// - Throws: `SubjectError` for the first argument that does not resolve.
    public func subjects(_ arguments: [String]) throws(SubjectError) -> [Subject] {
        try resolve(arguments).subjects
    }

    /// The subjects of every argument, as `subjects(_:)`, and what a folder held that has nothing to lay out: an
    /// Interface Builder document found in a folder with no scene or top-level view (a storyboard of SwiftUI hosting
    /// controllers or references) is skipped with a message saying so, where naming it alone is an error — so
    /// `plumb lint App/` runs over a whole app.
    ///
    /// - Throws: `SubjectError` for the first argument that does not resolve.
    public func resolve(_ arguments: [String]) throws(SubjectError) -> (subjects: [Subject], skipped: [String]) {
        var seen = Set<String>()
        var subjects: [Subject] = []
        var skipped: [String] = []
        let named = Set(arguments)
        for argument in try expand(arguments) where seen.insert(argument).inserted {
            do {
                subjects += try self.subjects(argument)
            } catch .interfaceBuilder(let error) where error.problem == .noRoots && !named.contains(argument) {
                skipped.append(error.description + " (skipped: it was found in a folder)")
            }
        }
        return (subjects, skipped)
    }

    /// The subjects of one argument: a spec file's root or each of its stories, a gallery entry, a manual layout.
    ///
    /// - Throws: `SubjectError` naming the argument.
    public func subjects(_ argument: String) throws(SubjectError) -> [Subject] {
        let subjects: [Subject]
        if let name = argument.dropPrefix(Self.galleryPrefix) {
            subjects = [try galleryEntry(name, argument: argument)]
        } else if let name = argument.dropPrefix(Self.manualPrefix) {
            subjects = [try manualLayout(name, argument: argument)]
        } else if Subject.isInterfaceBuilderFile(argument) {
            subjects = try Subject.interfaceBuilder(
                path: path(argument), source: argument, roots: roots,
                resources: try interfaceBuilderResources(forDocumentAt: path(argument)),
                textSizes: textSizes, fonts: fonts)
        } else {
            subjects = try Subject.stories(
                of: try spec(at: argument), source: argument, manualLayouts: manualLayouts, wanted: story,
                strict: storyRequired)
        }
        return subjects.map(withFonts)
    }

    /// One subject of `argument`, for a verb that lays out one tree: the story asked for (`story`), else the
    /// spec's root as written (its `args:` without any story's).
    ///
    /// - Throws: `SubjectError` naming the argument.
    public func subject(_ argument: String) throws(SubjectError) -> Subject {
        guard
            story != nil || argument.hasPrefix(Self.galleryPrefix) || argument.hasPrefix(Self.manualPrefix)
                || Subject.isInterfaceBuilderFile(argument)
        else {
            return withFonts(Subject(spec: try spec(at: argument), source: argument, manualLayouts: manualLayouts))
        }
        return try subjects(argument)[0]
    }

    /// `arguments` with `gallery:all` replaced by every gallery entry and each folder by its spec files and
    /// Interface Builder documents (every `*.yaml`, `*.yml`, `*.json`, `*.xib` and `*.storyboard` below it, sorted,
    /// skipping hidden files, `*.frames.json`, libraries of components and tokens, baselines, artifacts and asset
    /// catalogs: `SpecFolder`).
    ///
    /// - Throws: `SubjectError.emptyFolder` for a folder without either.
    public func expand(_ arguments: [String]) throws(SubjectError) -> [String] {
        var expanded: [String] = []
        for argument in arguments {
            if argument == Self.galleryPrefix + "all" {
                expanded += gallery.map { Self.galleryPrefix + $0.name }
                continue
            }
            var isFolder: ObjCBool = false
            guard !argument.hasPrefix(Self.galleryPrefix), !argument.hasPrefix(Self.manualPrefix),
                FileManager.default.fileExists(atPath: path(argument), isDirectory: &isFolder), isFolder.boolValue
            else {
                expanded.append(argument)
                continue
            }
            let files = SpecFolder.specFiles(in: argument, resolvedAt: path(argument))
            if files.isEmpty { throw .emptyFolder(argument) }
            expanded += files
        }
        return expanded
    }

    /// `gallery:`, the prefix of a gallery entry's name.
    public static let galleryPrefix = "gallery:"
    /// `manual:`, the prefix of a registered manual layout's name.
    public static let manualPrefix = "manual:"

    /// `subject` pinning `fonts` too, after its own.
    private func withFonts(_ subject: Subject) -> Subject {
        var subject = subject
        for file in fonts where !subject.fonts.contains(file) { subject.fonts.append(file) }
        if let systemFont { subject.systemFont = systemFont }
        return subject
    }

    /// The spec file at `argument` (relative to `folder`), with `strings` added, each of its `fonts:` checked to
    /// be a font FreeType can read.
    func spec(at argument: String) throws(SubjectError) -> Spec {
        var loader = SpecLoader(manualLayouts: Set(manualLayouts.names), limits: limits)
        loader.includeRoots = includeRoots
        loader.assets = assets
        var spec: Spec
        do {
            spec = try loader.load(path: path(argument))
            if let strings {
                try spec.addStrings(strings)
                for index in spec.stories.indices { try spec.stories[index].spec.addStrings(strings) }
            }
        } catch { throw .spec(error) }
        for font in spec.fonts {
            let location = SpecLocation(file: spec.file, line: font.line, column: font.column)
            if let problem = FontFileKind.problem(font.path) {
                throw .fontNotRegularFile(path: font.path, problem: problem, location: location, origin: "fonts")
            }
        }
        for font in spec.fonts where PinnedFonts.familyNames(inFile: font.path).isEmpty {
            throw .unreadableFont(
                path: font.path, location: SpecLocation(file: spec.file, line: font.line, column: font.column),
                origin: "fonts")
        }
        if let folder = spec.systemFont, systemFont == nil {
            let location = SpecLocation(file: spec.file, line: folder.line, column: folder.column)
            _ = try SystemFonts.load(folder.path, location: location, origin: "systemFont")
        }
        return spec
    }

    /// `argument` as a path: relative ones taken from `folder` when there is one.
    public func path(_ argument: String) -> String {
        guard let folder, !argument.hasPrefix("/") else { return argument }
        return folder + "/" + argument
    }

    private func galleryEntry(_ name: String, argument: String) throws(SubjectError) -> Subject {
        guard var entry = gallery.first(where: { $0.name == name }) else {
            throw .noSuchGalleryEntry(argument: argument, name: name, known: gallery.map(\.name))
        }
        entry.source = argument
        entry.manualLayouts = entry.manualLayouts.merging(manualLayouts)
        return entry
    }

    private func manualLayout(_ name: String, argument: String) throws(SubjectError) -> Subject {
        guard manualLayouts.names.contains(name) else {
            throw .noSuchManualLayout(argument: argument, name: name, known: manualLayouts.names.sorted())
        }
        return Subject(
            name: name, source: argument, manualLayouts: manualLayouts, tree: Node(id: name, layout: .manual(name)))
    }
}

extension String {
    /// The rest of the string after `prefix`, or `nil` when it does not start with it.
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
