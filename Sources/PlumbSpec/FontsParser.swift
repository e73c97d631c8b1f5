import Foundation
import PlumbCore
import Yams

/// `fonts:` at the top of a spec: font files or folders of them, relative to the spec's folder.
///
/// Each entry must exist; a folder must hold at least one font file (`.ttf`, `.otf`, `.ttc`, `.otc`, searched one
/// level deep, in name order). Whether a file really is a font is checked when the fonts are loaded (PlumbText's
/// `PinnedFonts`), which names the file.
public struct FontsParser {
    let file: String

    init(file: String) { self.file = file }

    /// File extensions read from a folder.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files named by `value` (a path or a list of paths), as absolute paths.
    func parse(_ value: Yams.Node) throws(SpecError) -> [SpecFont] {
        let entries: [Yams.Node]
        switch value {
        case .scalar: entries = [value]
        case .sequence(let list): entries = Array(list)
        default:
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "fonts",
                expected: "a font file or folder, or a list of them")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var fonts: [SpecFont] = []
        for entry in entries {
            guard let path = entry.scalar?.string, !path.isEmpty else {
                throw .wrongType(
                    file: file, line: entry.line, column: entry.column, key: "fonts",
                    expected: "a path to a font file or folder")
            }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw .invalidValue(
                    file: file, line: entry.line, column: entry.column, key: "fonts", value: path,
                    expected: "a font file or folder that exists (looked for \(url.standardizedFileURL.path))")
            }
            let files = isFolder.boolValue ? Self.fontFiles(in: url) : [url]
            guard !files.isEmpty else {
                throw .invalidValue(
                    file: file, line: entry.line, column: entry.column, key: "fonts", value: path,
                    expected: "a folder with font files (.ttf, .otf, .ttc or .otc); this one has none")
            }
            for url in files {
                fonts.append(SpecFont(path: url.standardizedFileURL.path, line: entry.line, column: entry.column))
            }
        }
        return fonts
    }

    /// The font files directly in `folder`, in name order.
    public static func fontFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .map { folder.appendingPathComponent($0) }
    }
}

/// One font file a spec pins, with where `fonts:` named it (for errors about the file).
public struct SpecFont: Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}

extension FontsParser {
    /// `systemFont:`: one folder, relative to the spec's folder, that exists. Which files in it are Apple's system
    /// fonts is checked when the subjects are resolved (PlumbText's `SystemFont`), naming this key.
    func parseSystemFont(_ value: Yams.Node) throws(SpecError) -> SpecFont {
        guard let path = value.scalar?.string, !path.isEmpty else {
            throw .wrongType(
                file: file, line: value.line, column: value.column, key: "systemFont",
                expected: "the path of a folder with the team's SF Pro fonts")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .invalidValue(
                file: file, line: value.line, column: value.column, key: "systemFont", value: path,
                expected:
                    "a folder that exists, with the team's SF Pro fonts (looked for \(url.standardizedFileURL.path))")
        }
        return SpecFont(path: url.standardizedFileURL.path, line: value.line, column: value.column)
    }
}
