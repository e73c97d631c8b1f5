import CCairoPango
import Foundation
import Testing

@testable import PlumbText

/// fontconfig's scan of the pinned fonts, kept in a cache folder, gives exactly the font set a file-by-file scan
/// gives (same faces, same order, every property but the path), is written once and read after, and a changed file
/// gets a new folder (`FontScanCache`).
@Suite struct FontScanCacheTests {
    /// The standard pinned files, as `PinnedFonts.standard` found them.
    static var standardFiles: [URL] { (try? PinnedFonts.standard.get().files) ?? [] }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "plumb-font-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every application font of `config` as fontconfig's text form, its file path left out, in set order; and the
    /// file names (a cached link's `NNN-` prefix dropped).
    static func fonts(of config: OpaquePointer) -> (patterns: [String], files: [String]) {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return ([], []) }
        var patterns: [String] = []
        var files: [String] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index], let copy = FcPatternDuplicate(font) else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file {
                let name = URL(fileURLWithPath: String(cString: file)).lastPathComponent
                files.append(name.first?.isNumber == true ? String(name.drop(while: { $0 != "-" }).dropFirst()) : name)
            }
            FcPatternDel(copy, FC_FILE)
            if let text = FcNameUnparse(copy) {
                patterns.append(String(cString: text))
                free(text)
            }
            FcPatternDestroy(copy)
        }
        return (patterns, files)
    }

    @Test func theCachedScanIsTheFileByFileScan() throws {
        let files = Self.standardFiles
        try #require(files.count > 30)
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = try #require(FontScanCache.prepared(for: files, root: root))
        let scanned = try PinnedFonts.config(scanning: files)
        defer { FcConfigDestroy(scanned) }
        let cached = try #require(PinnedFonts.config(reading: cache))
        defer { FcConfigDestroy(cached) }
        let expected = Self.fonts(of: scanned), actual = Self.fonts(of: cached)
        #expect(expected.patterns.count > files.count)  // the CJK collections hold several faces each
        #expect(actual.files == expected.files)
        #expect(actual.patterns == expected.patterns)
    }

    @Test func theScanIsWrittenOnceAndReadAfter() throws {
        let files = Self.standardFiles
        try #require(!files.isEmpty)
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = try #require(FontScanCache.prepared(for: files, root: root))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.scanFolder).isEmpty)
        let first = try #require(PinnedFonts.config(reading: cache))
        FcConfigDestroy(first)
        let written = try FileManager.default.contentsOfDirectory(atPath: cache.scanFolder).filter {
            $0.contains(".cache-")
        }
        try #require(written.count == 1)
        let path = cache.scanFolder + "/" + written[0]
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        // A second process (here a second configuration) finds the same folder and reads the scan, not rewriting it.
        let again = try #require(FontScanCache.prepared(for: files, root: root))
        #expect(again.fontFolder == cache.fontFolder)
        let second = try #require(PinnedFonts.config(reading: again))
        let scanned = try PinnedFonts.config(scanning: files)
        #expect(Self.fonts(of: second).patterns == Self.fonts(of: scanned).patterns)
        FcConfigDestroy(second)
        FcConfigDestroy(scanned)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
    }

    @Test func aChangedFileGetsANewFolder() throws {
        let source = try #require(Self.standardFiles.first { $0.lastPathComponent == "Inter-Regular.otf" })
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let copy = URL(fileURLWithPath: root + "/Inter-Regular.otf")
        try FileManager.default.copyItem(at: source, to: copy)
        let before = try #require(FontScanCache.fingerprint(of: [copy]))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: copy.path)
        let after = try #require(FontScanCache.fingerprint(of: [copy]))
        #expect(before != after)
        #expect(FontScanCache.fingerprint(of: [URL(fileURLWithPath: root + "/missing.otf")]) == nil)
    }

    @Test func anUnwritableRootFallsBackToScanning() throws {
        #expect(FontScanCache.prepared(for: Self.standardFiles, root: "/proc/plumb-cannot-write-here") == nil)
    }
}
