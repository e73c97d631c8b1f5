import CCairoPango
import Foundation
import PlumbCore

/// A team's own fonts (`fonts:` in a spec, `--fonts DIR`, PlumbTesting's `fonts:`), pinned like Inter: added to a
/// private fontconfig configuration next to the standard files, hashed into the fingerprint, nothing else on the
/// machine visible. `font: "Family"` on a text node asks for one of their families first; the Dynamic Type table
/// still gives the size. docs/fonts.md.
extension PinnedFonts {
    /// The standard fonts plus `teamFiles` (absolute paths) and `systemFont`'s files, loaded once per process for
    /// each set of file contents while it stays in the cache (`teamFontSets`: the 16 sets used last).
    ///
    /// - Throws: `FontError` naming a missing standard file, or a team file that is not a font.
    public static func with(teamFiles: [String], systemFont: SystemFont? = nil) throws(FontError) -> PinnedFonts {
        if teamFiles.isEmpty && systemFont == nil { return try standard.get() }
        var unique: [String] = []
        for path in teamFiles where !unique.contains(path) { unique.append(path) }
        let systemFiles = systemFont.map { ["system-font:"] + $0.files } ?? []
        let key = (unique + systemFiles).map { path in
            path + "="
                + (FontFileKind.problem(path) == nil
                    ? ((try? Data(contentsOf: URL(fileURLWithPath: path))).map(contentHash) ?? "") : "")
        }
        .joined(separator: "\n")
        return try buildingTeamFonts.withLock { _ throws(FontError) in
            try teamFontSets.value(for: key) { () throws(FontError) in
                try PinnedFonts(
                    folders: searchFolders, fileNames: fileNames, teamFiles: unique, systemFont: systemFont)
            }
        }
    }

    /// Every family a font file provides (each face of a collection, each localised name), empty for a file
    /// FreeType cannot read as a font.
    public static func familyNames(inFile path: String) -> [String] {
        guard FontFileKind.problem(path) == nil else { return [] }  // never open a FIFO or a device
        var names: [String] = []
        var count: Int32 = 1
        var index: UInt32 = 0
        while Int32(index) < count {
            guard let pattern = FcFreeTypeQuery(path, index, nil, &count) else { break }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !names.contains(name) { names.append(name) }
                n += 1
            }
            FcPatternDestroy(pattern)
            index += 1
        }
        return names
    }

    /// Every family the standard files provide (Inter, DejaVu Sans, the fallbacks' faces).
    public static let standardFamilies: Set<String> = {
        Set(
            PinnedFonts.searchFolders.flatMap { folder in
                PinnedFonts.fileNames.map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
            }.filter { FileManager.default.fileExists(atPath: $0) }.flatMap(familyNames(inFile:)))
    }()

    /// The first `font:` in `root`'s tree that names no family of the standard chain or of `teamFiles`, as an error
    /// message naming the node (and its spec line), or `nil` when every family is pinned. Names match as
    /// fontconfig matches them, ignoring case.
    ///
    /// Most trees name no family, and reading the standard files' families costs a font scan (tens of
    /// milliseconds), so they are read only when a node names one.
    public static func unknownFamilyProblem(in root: Node, teamFiles: [String]) -> String? {
        guard namesAFamily(root) else { return nil }
        var known = Set(standardFamilies.map { $0.lowercased() })
        var team: [String] = []
        for name in teamFiles.flatMap(familyNames(inFile:)) where !team.contains(name) { team.append(name) }
        known.formUnion(team.map { $0.lowercased() })
        func search(_ node: Node) -> String? {
            let families = [node.text?.fontFamily] + (node.text?.styling.runs.map(\.fontFamily) ?? [])
            if let family = families.compactMap({ $0 }).first(where: { !known.contains($0.lowercased()) }) {
                let offer =
                    team.isEmpty
                    ? "no fonts are pinned besides the built-in ones: add the font's files with `fonts:` (a file or folder beside the spec) or --fonts DIR"
                    : "the pinned fonts give \(team.map { "\"\($0)\"" }.joined(separator: ", "))"
                let location = node.source.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
                return
                    "\(location)node \(node.id.debugDescription): font \(family.debugDescription) is not a pinned family; \(offer) "
                    + "(built in: Inter, DejaVu Sans and the fallback fonts of docs/fonts.md)"
            }
            for child in node.children { if let problem = search(child) { return problem } }
            return nil
        }
        return search(root)
    }

    /// Whether any text or run in `node`'s tree names a font family.
    private static func namesAFamily(_ node: Node) -> Bool {
        if node.text?.fontFamily != nil || node.text?.styling.runs.contains(where: { $0.fontFamily != nil }) == true {
            return true
        }
        return node.children.contains(where: namesAFamily)
    }

    /// The family list for `request`: its own family first when it names one, then the standard chain for its
    /// language.
    func families(for request: TextRequest) -> String {
        let chain = families(forLanguage: request.language)
        if let systemFont, request.fontFamily == nil {
            return systemFont.familyList(forSize: request.fontSize, standardChain: chain)
        }
        return request.fontFamily.map { "\($0), " + chain } ?? chain
    }
}

/// Hex SHA-256 of `data`, by GLib.
func contentHash(_ data: Data) -> String {
    data.withUnsafeBytes { raw -> String in
        let base = raw.bindMemory(to: UInt8.self).baseAddress
        guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(raw.count)) else { return "" }
        defer { g_free(digest) }
        return String(cString: digest)
    }
}

extension PinnedFonts {
    /// The team font sets built in this process, by their files' paths and contents: at most 16, the least recently
    /// asked for dropped first (its fontconfig configuration is released once no measurer uses it) and built again
    /// if asked for.
    static let teamFontSets = BoundedCache<String, PinnedFonts>(capacity: 16)

    /// Held while a team font set is looked up and built, so sets are built one at a time: building unsets
    /// environment variables (not thread-safe), and two tests asking for the same set at once build it once.
    private static let buildingTeamFonts = Locked(())
}
