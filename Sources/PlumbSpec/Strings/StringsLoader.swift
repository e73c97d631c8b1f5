import Foundation
import PlumbCore

/// Reads the strings a spec's `strings:` or `--strings` names: String Catalogs (`.xcstrings`), and `.strings` /
/// `.stringsdict` files inside `xx.lproj` folders (the folder names the locale; `Base.lproj` is the development
/// language). A folder is searched four levels deep for both, in name order.
public enum StringsLoader {
    /// The largest strings file read (a catalog of 10,000 keys in 40 languages is about 20 MB).
    public static let maximumFileSize = 64 << 20

    /// The table of every file under `paths` (files or folders), merged in order: an earlier file's value wins.
    ///
    /// - Parameter origin: what named the paths (`--strings`), carried by the error so its message starts with it.
    /// - Throws: `StringsError` for a path that does not exist, a folder with no strings files, a file outside
    ///   an `.lproj` folder, an unknown `.lproj` locale, or a file that does not read.
    public static func load(_ paths: [String], origin: String? = nil) throws(StringsError) -> StringsTable {
        do { return try loadAll(paths) } catch {
            var error = error
            error.origin = origin
            throw error
        }
    }

    private static func loadAll(_ paths: [String]) throws(StringsError) -> StringsTable {
        var table = StringsTable()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw StringsError(file: path, problem: "no such strings file or folder")
            }
            let files =
                isFolder.boolValue
                ? stringsFiles(in: URL(fileURLWithPath: path), depth: 4) : [URL(fileURLWithPath: path)]
            if files.isEmpty {
                throw StringsError(
                    file: path,
                    problem:
                        "the folder has no strings files (expected .xcstrings files, or .strings / .stringsdict files in xx.lproj folders)"
                )
            }
            // `.stringsdict` before `.strings`: iOS prefers a key's plural rules to its plain value.
            for url in files.sorted(by: {
                ($0.pathExtension == "stringsdict" ? 0 : 1, $0.path) < (
                    $1.pathExtension == "stringsdict" ? 0 : 1, $1.path
                )
            }) {
                table.merge(try loadFile(url))
            }
        }
        return table
    }

    /// One file's table.
    public static func loadFile(_ url: URL) throws(StringsError) -> StringsTable {
        let path = url.standardizedFileURL.path
        let kind = url.pathExtension.lowercased()
        guard ["xcstrings", "strings", "stringsdict"].contains(kind) else {
            throw StringsError(
                file: path, problem: "is not a strings file (expected .xcstrings, .strings or .stringsdict)")
        }
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize else {
                throw StringsError(
                    file: path,
                    problem: "is \(size) bytes, over the limit of \(maximumFileSize) bytes for a strings file")
            }
            data = try Data(contentsOf: url)
        } catch let error as StringsError {
            throw error
        } catch {
            throw StringsError(file: path, problem: "cannot be read: \(FileWriteError.reason(error))")
        }
        if kind == "xcstrings" { return try StringCatalogReader.read(data, file: path) }
        let locale = try lprojLocale(of: url, file: path)
        var table = StringsTable()
        table.files = [path]
        if kind == "stringsdict" {
            for (key, value) in try StringsDictReader.read(data, file: path) {
                table.add(value, key: key, locale: locale)
            }
        } else {
            for (key, value) in try StringsFileReader.read(data, file: path) {
                table.add(LocalizedValue(format: value), key: key, locale: locale)
            }
        }
        return table
    }

    /// Xcode's old English folder names, still found in long-lived projects.
    static let legacyFolders = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl",
    ]

    /// The locale of a `.strings` / `.stringsdict` file: its `xx.lproj` folder (`Base.lproj` → `base`).
    static func lprojLocale(of url: URL, file: String) throws(StringsError) -> String {
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else {
            throw StringsError(
                file: file,
                problem:
                    "is not inside an xx.lproj folder (expected de.lproj/\(url.lastPathComponent), the folder naming its locale)"
            )
        }
        let code = String(folder.dropLast(".lproj".count))
        if code == "Base" { return "base" }
        if let legacy = legacyFolders[code] { return legacy }
        guard let locale = LocaleCodes.canonical(code) else {
            throw StringsError(
                file: file, problem: "its folder \(folder) does not name a locale: \(LocaleCodes.problem(with: code))")
        }
        return locale
    }

    /// `.xcstrings` files and the `.strings` / `.stringsdict` files of `.lproj` folders under `folder`, sorted.
    static func stringsFiles(in folder: URL, depth: Int) -> [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var files: [URL] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            let kind = url.pathExtension.lowercased()
            if isFolder.boolValue {
                if depth > 0 { files += stringsFiles(in: url, depth: depth - 1) }
            } else if kind == "xcstrings"
                || (folder.pathExtension == "lproj" && (kind == "strings" || kind == "stringsdict"))
            {
                files.append(url)
            }
        }
        return files
    }
}
