import CCairoPango
import Foundation
import PlumbCore
import PlumbText

/// What the pixels of a render depend on besides the layout: library versions and the exact font files.
///
/// Stored beside baselines; when it differs, a pixel mismatch may be the machine's doing, not the layout's, and
/// Plumb says so in words ("baselines made with pango 1.52.0, this is 1.50.12").
public struct RendererFingerprint: Hashable, Sendable, Codable {
    public var cairo: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    /// SHA-256 of each pinned font file, by file name.
    public var fonts: [String: String]

    public init(cairo: String, pango: String, harfbuzz: String, freetype: String, fonts: [String: String]) {
        self.cairo = cairo
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.fonts = fonts
    }

    /// The fingerprint of this process's libraries and `fonts`.
    public static func current(fonts: PinnedFonts) -> RendererFingerprint {
        var library: FT_Library?
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        // The fallback chain is ~50 MB, most of it two CJK collections: the files are hashed on all cores, once per
        // process (a test suite runs one snapshot check per assertion), and again only when a file changes on disk.
        let files = fonts.files
        let keys = files.map(FontDigestCache.key(for:))
        let digests = FontDigests(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            if let known = FontDigestCache.shared.digest(for: keys[index]) {
                digests.set(index, known)
            } else if let data = try? Data(contentsOf: files[index]) {
                let digest = sha256(data)
                digests.set(index, digest)
                FontDigestCache.shared.store(digest, for: keys[index])
            }
        }
        var hashes: [String: String] = [:]
        for (index, file) in files.enumerated() { hashes[file.lastPathComponent] = digests.get(index) }
        return RendererFingerprint(
            cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()), freetype: "\(major).\(minor).\(patch)", fonts: hashes)
    }

    /// Plain-language differences from `other` (the baseline's), empty when they match.
    ///
    /// For example `["baselines made with pango 1.52.0, this is 1.50.12", "font Inter-Regular.otf differs"]`.
    public func differences(fromBaseline other: RendererFingerprint) -> [String] {
        var notes: [String] = []
        for (name, mine, theirs) in [
            ("cairo", cairo, other.cairo), ("pango", pango, other.pango), ("harfbuzz", harfbuzz, other.harfbuzz),
            ("freetype", freetype, other.freetype),
        ] where mine != theirs {
            notes.append("baselines made with \(name) \(theirs), this is \(mine)")
        }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            switch (other.fonts[name], fonts[name]) {
            case (nil, _): notes.append("font \(name) is pinned now but was not when the baselines were made")
            case (_, nil): notes.append("font \(name) was pinned when the baselines were made but is not now")
            default: notes.append("font \(name) differs from the one the baselines were made with")
            }
        }
        return notes
    }

    /// The fingerprint as stable JSON (sorted keys), for `fingerprint.json`.
    public var jsonText: String {
        var text = "{\n"
        text += "  \"cairo\": \(jsonString(cairo)),\n  \"pango\": \(jsonString(pango)),\n"
        text += "  \"harfbuzz\": \(jsonString(harfbuzz)),\n  \"freetype\": \(jsonString(freetype)),\n"
        text += "  \"fonts\": {"
        text += fonts.keys.sorted().map { "\n    \(jsonString($0)): \(jsonString(fonts[$0]!))" }.joined(separator: ",")
        text += "\n  }\n}\n"
        return text
    }

    /// Hex SHA-256 of `data`, computed by GLib.
    static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { raw -> String in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(raw.count)) else { return "" }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }
}

/// One digest slot per font file, filled from several threads.
private final class FontDigests: @unchecked Sendable {
    private var digests: [String?]
    private let lock = NSLock()

    init(count: Int) { digests = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ digest: String) { lock.withLock { digests[index] = digest } }

    func get(_ index: Int) -> String? { lock.withLock { digests[index] } }
}

/// The SHA-256 of each font file this process has hashed, keyed by its path, size and modification time, so the
/// fingerprint of every snapshot check after the first costs a `stat` per file.
private final class FontDigestCache: @unchecked Sendable {
    static let shared = FontDigestCache()
    private var digests: [String: String] = [:]
    private let lock = NSLock()

    /// `path|size|mtime`: a file rewritten in place gets a new key and is hashed again.
    static func key(for file: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(file.path)|\(size)|\(modified)"
    }

    func digest(for key: String) -> String? { lock.withLock { digests[key] } }

    func store(_ digest: String, for key: String) { lock.withLock { digests[key] = digest } }
}
