import CCairoPango
import Foundation

/// A folder in the user's cache where fontconfig keeps its scan of the pinned fonts, so a process reads the scan
/// (an `mmap`) instead of opening every file with FreeType (~50 ms of CPU for the standard chain, most of it the two
/// CJK collections).
///
/// fontconfig caches one scan per *folder* and trusts it while the folder's modification time holds; it never
/// looks at the files again. So the pinned files are linked into a folder named by their **fingerprint** (every
/// file's path, size, modification time and inode, and fontconfig's and FreeType's versions): a changed, moved or
/// replaced file gives a new folder and a new scan, never a stale one. The links are named `000-Inter-Thin.otf`,
/// `001-…` because fontconfig scans a folder in name order, and the order files are added in is the order ties are
/// broken in: the set fontconfig sees is the one `FcConfigAppFontAddFile` file by file would give, so text resolves
/// to the same faces with or without the cache.
///
/// `PLUMB_FONT_CACHE` names the folder (default `$XDG_CACHE_HOME/plumb/fonts`, else `~/.cache/plumb/fonts`); set to
/// `off`, or when the folder cannot be written, the files are scanned directly as before. docs/fonts.md.
struct FontScanCache {
    /// The folder holding the linked fonts, which fontconfig is asked to scan.
    let fontFolder: String
    /// The folder fontconfig writes its scan to (`<cachedir>` of the private configuration).
    let scanFolder: String

    /// The default root, or `nil` when caching is off or no home is known.
    static var root: String? {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["PLUMB_FONT_CACHE"], !named.isEmpty {
            return named == "off" ? nil : named
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/plumb/fonts" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/plumb/fonts"
    }

    /// The cache folder for `files` under `root`, linked on first use; `nil` when it cannot be made (read-only home,
    /// a file that vanished), so the caller scans the files itself.
    static func prepared(for files: [URL], root: String? = Self.root) -> FontScanCache? {
        guard let root, let name = fingerprint(of: files) else { return nil }
        let folder = root + "/" + name
        let cache = FontScanCache(fontFolder: folder + "/fonts", scanFolder: folder + "/fontconfig")
        if cache.isComplete(for: files) { return cache }
        guard link(files, into: folder, root: root) else { return nil }
        return cache.isComplete(for: files) ? cache : nil
    }

    /// Whether the folder holds exactly one link per file, in order, each pointing at that file.
    private func isComplete(for files: [URL]) -> Bool {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: fontFolder), names.count == files.count else {
            return false
        }
        for (index, file) in files.enumerated() {
            let link = fontFolder + "/" + Self.linkName(index, file)
            guard (try? manager.destinationOfSymbolicLink(atPath: link)) == file.path else { return false }
        }
        return FileManager.default.fileExists(atPath: scanFolder)
    }

    /// Links `files` into a new folder beside `folder` and renames it into place in one step, so another process
    /// sees either no folder or a whole one (when two race, the loser's copy is thrown away).
    private static func link(_ files: [URL], into folder: String, root: String) -> Bool {
        let manager = FileManager.default
        let staging = folder + ".partial-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? manager.removeItem(atPath: staging) }
        do {
            try manager.createDirectory(atPath: staging + "/fonts", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: staging + "/fontconfig", withIntermediateDirectories: false)
            for (index, file) in files.enumerated() {
                try manager.createSymbolicLink(
                    atPath: staging + "/fonts/" + linkName(index, file), withDestinationPath: file.path)
            }
        } catch {
            return false
        }
        if rename(staging, folder) != 0 && !manager.fileExists(atPath: folder) { return false }
        return true
    }

    /// `007-Inter-Bold.otf`: the position keeps fontconfig's name-ordered scan in the pinned order.
    private static func linkName(_ index: Int, _ file: URL) -> String {
        let position = String(index)
        return String(repeating: "0", count: max(0, 3 - position.count)) + position + "-" + file.lastPathComponent
    }

    /// A hex digest of every file's path, size, modification time and inode, and the fontconfig and FreeType versions;
    /// `nil` when a file cannot be read.
    static func fingerprint(of files: [URL]) -> String? {
        var text = "fontconfig \(FcGetVersion())\nfreetype \(freeTypeVersion)\n"
        for file in files {
            var status = stat()
            guard stat(file.path, &status) == 0 else { return nil }
            text += "\(file.path)|\(status.st_size)|\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)|"
            text += "\(status.st_dev):\(status.st_ino)\n"
        }
        return String(contentHash(Data(text.utf8)).prefix(32))
    }

    /// FreeType's version, which decides what a scan finds in a file.
    private static let freeTypeVersion: String = {
        var library: FT_Library?
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        FT_Library_Version(library, &major, &minor, &patch)
        FT_Done_FreeType(library)
        return "\(major).\(minor).\(patch)"
    }()
}
