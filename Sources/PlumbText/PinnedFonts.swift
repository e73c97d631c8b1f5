import CCairoPango
import Foundation

/// The font files Plumb draws with, and the private fontconfig configuration that sees only them.
///
/// Using the host's fontconfig would let any installed font (or a host rule forcing subpixel antialiasing) change
/// sizes and pixels. A private `FcConfig` built from these files makes text the same on every machine that has
/// them. One configuration is shared by all threads; font maps and contexts are per thread (`PangoTextMeasurer`).
public final class PinnedFonts: @unchecked Sendable {
    /// The pinned files, in the order they are added.
    public let files: [URL]
    /// The family list Pango is asked for: Inter for UI text, DejaVu Sans as fallback for Hebrew, Arabic, symbols.
    public let families = "Inter, DejaVu Sans"
    /// The private configuration (an `FcConfig *`), never released: it lives as long as the process.
    let config: OpaquePointer

    /// Folders searched for the pinned fonts: the folder `PLUMB_FONTS` names, if set (for a machine where the
    /// files are not where Debian puts them), then Debian's `fonts-inter` and `fonts-dejavu-core`.
    public static let searchFolders =
        (ProcessInfo.processInfo.environment["PLUMB_FONTS"].map { [$0] } ?? []) + [
            "/usr/share/fonts/opentype/inter",
            "/usr/share/fonts/truetype/dejavu",
        ]

    /// File names of the pinned fonts: Inter in every upright weight Plumb names, DejaVu Sans regular and bold.
    public static let fileNames = [
        "Inter-Thin.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf",
        "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
    ]

    /// The fonts of a standard installation (`Scripts/bootstrap`), loaded once per process.
    ///
    /// Fails with a message naming the missing files and the command that installs them.
    public static let standard: Result<PinnedFonts, FontError> = {
        do throws(FontError) {
            return .success(try PinnedFonts(folders: searchFolders, fileNames: fileNames))
        } catch {
            return .failure(error)
        }
    }()

    /// Builds a private configuration from `fileNames` found in `folders`.
    ///
    /// - Throws: `FontError.missingFiles` naming every file that was not found.
    public init(folders: [String], fileNames: [String]) throws(FontError) {
        // FREETYPE_PROPERTIES changes unhinted glyph outlines; ignore whatever the host set.
        unsetenv("FREETYPE_PROPERTIES")
        var found: [URL] = []
        var missing: [String] = []
        for name in fileNames {
            let candidates = folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            if let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                found.append(url)
            } else {
                missing.append(name)
            }
        }
        guard missing.isEmpty else { throw .missingFiles(missing, searched: folders) }
        guard let config = FcConfigCreate() else { throw .fontconfigFailed("FcConfigCreate returned NULL") }
        for url in found where FcConfigAppFontAddFile(config, url.path) == 0 {
            throw .fontconfigFailed("fontconfig could not load \(url.path)")
        }
        self.files = found
        self.config = config
    }
}

/// Why the pinned fonts could not be loaded.
public enum FontError: Error, CustomStringConvertible, Sendable {
    case missingFiles([String], searched: [String])
    case fontconfigFailed(String)

    public var description: String {
        switch self {
        case .missingFiles(let names, let folders):
            "pinned fonts missing: \(names.joined(separator: ", ")) (searched \(folders.joined(separator: ", "))); "
                + "run Scripts/bootstrap, which installs fonts-inter and fonts-dejavu-core"
        case .fontconfigFailed(let message):
            message
        }
    }
}
