import Foundation
import PlumbCore
import PlumbRender
import PlumbSpec
import PlumbText

/// The fonts a command pins: the standard chain plus each spec's `fonts:` and the `--fonts` files, with every
/// `font:` checked against the families its own spec pins before anything is laid out.
enum FontSetup {
    /// The pinned fonts for `sources`.
    ///
    /// - Throws: `CLIFailure.badInput` for a missing or unreadable font file or an unknown family.
    static func pinnedFonts(for sources: [SpecSource], options: MatrixOptions) throws -> PinnedFonts {
        let files = try teamFontFiles(for: sources, options: options)
        return try PinnedFonts.with(teamFiles: files)
    }

    /// Every team font file of `sources` and `--fonts`, each once, in order.
    static func teamFontFiles(for sources: [SpecSource], options: MatrixOptions) throws -> [String] {
        let extra = try options.fontFiles()
        var files: [String] = []
        for source in sources {
            for file in try source.teamFontFiles(adding: extra) where !files.contains(file) { files.append(file) }
        }
        return files
    }
}

extension MatrixOptions {
    /// The files `--fonts` names (folders expanded to their `.ttf`, `.otf`, `.ttc` and `.otc` files), absolute.
    ///
    /// - Throws: `CLIFailure.badInput` for a path that does not exist or a folder with no font files.
    func fontFiles() throws -> [String] {
        try fonts.flatMap { $0.split(separator: ",").map(String.init) }.flatMap { path -> [String] in
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CLIFailure.badInput("--fonts \(path): no such font file or folder")
            }
            let files = isFolder.boolValue ? FontsParser.fontFiles(in: url) : [url]
            if files.isEmpty {
                throw CLIFailure.badInput("--fonts \(path): the folder has no font files (.ttf, .otf, .ttc or .otc)")
            }
            return files.map(\.standardizedFileURL.path)
        }
    }
}

extension SpecSource {
    /// The spec's `fonts:` files followed by `extra`, after checking that each is a font and that every `font:` in
    /// the tree names a family of those files or of the standard chain.
    ///
    /// - Throws: `CLIFailure.badInput` naming the spec, line and column.
    func teamFontFiles(adding extra: [String]) throws -> [String] {
        // Images too are read before anything is laid out or drawn (the same pre-flight, one walk each).
        if let root = specRoot, let problem = ImageAssets.check(root) { throw CLIFailure.badInput(problem) }
        for font in fonts where PinnedFonts.familyNames(inFile: font.path).isEmpty {
            throw CLIFailure.badInput(
                "\(file ?? name):\(font.line):\(font.column): `fonts`: \(font.path) is not a font file FreeType can read "
                    + "(expected TrueType or OpenType: .ttf, .otf, .ttc, .otc)")
        }
        for path in extra where PinnedFonts.familyNames(inFile: path).isEmpty {
            throw CLIFailure.badInput(
                "--fonts: \(path) is not a font file FreeType can read (expected TrueType or OpenType: .ttf, .otf, .ttc, .otc)"
            )
        }
        if let root = specRoot,
            let problem = PinnedFonts.unknownFamilyProblem(in: root, teamFiles: fonts.map(\.path) + extra)
        {
            throw CLIFailure.badInput(problem)
        }
        var files: [String] = []
        for path in fonts.map(\.path) + extra where !files.contains(path) { files.append(path) }
        return files
    }
}
