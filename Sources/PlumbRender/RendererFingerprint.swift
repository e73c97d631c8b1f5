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
        // process (a test suite runs one snapshot check per assertion), and again only when a file changes on disk (or
        // its digest was dropped from `fontDigests`).
        let files = fonts.files
        let keys = files.map(Self.fontDigestKey(for:))
        let digests = Locked([String?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let digest =
                Self.fontDigests[keys[index]]
                ?? (try? Data(contentsOf: files[index])).map { Self.fontDigests.insert(sha256($0), for: keys[index]) }
            digests.withLock { $0[index] = digest }
        }
        var hashes: [String: String] = [:]
        digests.withLock { digests in
            for (index, file) in files.enumerated() { hashes[file.lastPathComponent] = digests[index] }
        }
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
    package static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { raw -> String in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            guard let digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(raw.count)) else { return "" }
            defer { g_free(digest) }
            return String(cString: digest)
        }
    }
}

extension RendererFingerprint {
    /// The SHA-256 of each font file this process has hashed, keyed by `fontDigestKey`, so the fingerprint of every
    /// snapshot check after the first costs a `stat` per file: at most 256 digests (the standard chain has 47
    /// files), the least recently used dropped first and hashed again if asked for.
    static let fontDigests = BoundedCache<String, String>(capacity: 256)

    /// `path|size|mtime`: a file rewritten in place gets a new key and is hashed again.
    static func fontDigestKey(for file: URL) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(file.path)|\(size)|\(modified)"
    }
}
