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
    /// The family list Pango is asked for: Inter for UI text, colour emoji, DejaVu Sans as fallback for Hebrew,
    /// Arabic and symbols, then the script and CJK fonts of `FallbackFonts` (for English text).
    public let families: String
    /// Whether `families` is the standard chain, whose CJK face follows the text's language.
    let followsLanguage: Bool
    /// Families of the fonts a team pinned (`fonts:`, `--fonts`): the ones `font:` may name, and the only ones whose
    /// private-use glyphs count as drawn.
    public let teamFamilies: Set<String>
    /// The families each team file provides, by absolute path.
    public let familiesByTeamFile: [String: [String]]
    /// The team's copy of Apple's system fonts, drawing text without a `font:` in Inter's place (`SystemFont`).
    public let systemFont: SystemFont?
    /// The private configuration (an `FcConfig *`), released with this set (the standard set lives as long as the
    /// process; a team set as long as the team-font cache or a measurer keeps it).
    let config: OpaquePointer

    /// Folders searched for the pinned fonts: the folder `PLUMB_FONTS` names, if set (for a machine where the
    /// files are not where Debian puts them), then Debian's `fonts-inter` and `fonts-dejavu-core`, then the fallbacks'.
    public static let searchFolders =
        (ProcessInfo.processInfo.environment["PLUMB_FONTS"].map { [$0] } ?? []) + [
            "/usr/share/fonts/opentype/inter",
            "/usr/share/fonts/truetype/dejavu",
        ] + FallbackFonts.folders

    /// File names of the pinned fonts: Inter in every weight Plumb names, upright and italic (`italic: true`),
    /// DejaVu Sans regular and bold, then the glyph-fallback chain.
    public static let fileNames =
        [
            "Inter-Thin.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf",
            "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf", "Inter-ThinItalic.otf", "Inter-LightItalic.otf",
            "Inter-Italic.otf", "Inter-MediumItalic.otf", "Inter-SemiBoldItalic.otf", "Inter-BoldItalic.otf",
            "Inter-ExtraBoldItalic.otf", "Inter-BlackItalic.otf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
        ] + FallbackFonts.fileNames

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

    /// Builds a private configuration from `fileNames` found in `folders`, asking Pango for `families`.
    ///
    /// - Throws: `FontError.missingFiles` naming every file that was not found.
    /// `teamFiles` (absolute paths) are added after them: a team's fonts, named by `font:` (`TeamFonts.swift`);
    /// then `systemFont`'s files, which draw system text instead of Inter (`SystemFont`).
    public init(
        folders: [String], fileNames: [String], families: String = FallbackFonts.familyList(), teamFiles: [String] = [],
        systemFont: SystemFont? = nil
    ) throws(FontError) {
        // FREETYPE_PROPERTIES changes unhinted glyph outlines; PANGO_LANGUAGE and LANGUAGE change the language
        // Pango gives Han text, and so which CJK face draws it. Ignore whatever the host set.
        unsetenv("FREETYPE_PROPERTIES")
        unsetenv("PANGO_LANGUAGE")
        unsetenv("LANGUAGE")
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
        for url in found + teamFiles.map(URL.init(fileURLWithPath:)) {
            if let problem = FontFileKind.problem(url.path) { throw .notARegularFile(url.path, problem: problem) }
        }
        _ = Self.hostConfigurationReplaced
        // fontconfig's scan of the files is read from the user's cache when it can be (`FontScanCache`).
        let config: OpaquePointer
        if let cached = FontScanCache.prepared(for: found).flatMap(Self.config(reading:)) {
            config = cached
        } else {
            config = try Self.config(scanning: found)
        }
        var teamFamilies: [String: [String]] = [:]
        for path in teamFiles {
            let names = Self.familyNames(inFile: path)
            guard !names.isEmpty, FcConfigAppFontAddFile(config, path) != 0 else { throw .notAFont(path) }
            teamFamilies[path] = names
            found.append(URL(fileURLWithPath: path))
        }
        try Self.add(systemFont, to: config, files: &found)
        self.systemFont = systemFont
        self.familiesByTeamFile = teamFamilies
        self.teamFamilies = Set(teamFamilies.values.joined())
        self.files = found
        self.config = config
        self.families = families
        self.followsLanguage = families == FallbackFonts.familyList()
    }

    /// Drops this set's reference to its configuration: a font map made over it holds its own
    /// (`pango_fc_font_map_set_config` takes one), so fontconfig frees it when the last of those goes.
    deinit { FcConfigDestroy(config) }
}

extension PinnedFonts {
    /// A private configuration holding `files`, each scanned with FreeType.
    static func config(scanning files: [URL]) throws(FontError) -> OpaquePointer {
        let config = try config(rules: rules)
        for url in files where FcConfigAppFontAddFile(config, url.path) == 0 {
            FcConfigDestroy(config)
            throw .fontconfigFailed("fontconfig could not load \(url.path)")
        }
        return config
    }

    /// A private configuration holding the fonts linked in `cache`, read from fontconfig's scan of them there
    /// (made and written on first use); `nil` when fontconfig cannot read the folder, so the caller scans the files.
    static func config(reading cache: FontScanCache) -> OpaquePointer? {
        let cacheDirectory = "<cachedir>\(xmlEscaped(cache.scanFolder))</cachedir>\n</fontconfig>"
        let withCache = rules.replacingOccurrences(of: "</fontconfig>", with: cacheDirectory)
        guard let config = try? config(rules: withCache) else { return nil }
        guard FcConfigAppFontAddDir(config, cache.fontFolder) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// Makes an empty configuration fontconfig's current one, once per process, before the first font map.
    ///
    /// Pango's first font map calls `FcInit`, which would load the host's configuration (`/etc/fonts`, every
    /// system font's cache): a quarter of a `plumb lint` of one screen, for a configuration Plumb never uses (every
    /// font map is given a private one). An empty current configuration makes `FcInit` free and keeps the host's
    /// fonts and rules out of anything that asks fontconfig without naming a configuration.
    static let hostConfigurationReplaced: Bool = {
        guard let empty = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(empty) }  // fontconfig holds its own reference to the current configuration
        return FcConfigSetCurrent(empty) != 0
    }()

    /// A new configuration with `rules` and no fonts.
    private static func config(rules: String) throws(FontError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw .fontconfigFailed("FcConfigCreate returned NULL") }
        guard FcConfigParseAndLoadFromMemory(config, rules, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontconfigFailed("fontconfig refused Plumb's rules")
        }
        return config
    }

    /// `text` with the five XML special characters escaped, for a path inside fontconfig's XML.
    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// The family list for text in `language`: `families`, with the CJK face of that language.
    public func families(forLanguage language: String) -> String {
        followsLanguage && language != "en" ? FallbackFonts.familyList(language: language) : families
    }

    /// The fontconfig rules of the private configuration, each what fontconfig's own files do on a desktop:
    /// - Pango asks for the family `emoji` for emoji-presentation runs (😀, ❤️); it means Noto Color Emoji
    ///   (60-generic.conf);
    /// - a font without outlines (Noto Color Emoji's bitmap strikes are 109 px) is scaled to the size asked for
    ///   (10-scale-bitmap-fonts.conf), but always exactly: that file skips scaling between 0.8× and 1.2× when
    ///   hinting is on;
    /// - italic asked of a family with no italic face (a team font with upright files only) is drawn obliqued by a
    ///   shear of 0.2, as CoreText and 90-synthetic.conf do.
    static let rules = """
        <?xml version="1.0"?>
        <fontconfig>
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """
}

/// Why the pinned fonts could not be loaded.
public enum FontError: Error, CustomStringConvertible, Sendable {
    case missingFiles([String], searched: [String])
    case fontconfigFailed(String)
    /// A file given with `fonts:` or `--fonts` that FreeType cannot read as a font.
    case notAFont(String)
    /// A font path that is a FIFO, a device or a socket: refused before anything opens it (`FontFileKind`).
    case notARegularFile(String, problem: String)

    public var description: String {
        switch self {
        case .missingFiles(let names, let folders):
            "pinned fonts missing: \(names.joined(separator: ", ")) (searched \(folders.joined(separator: ", "))); "
                + "run Scripts/bootstrap, which installs fonts-inter, fonts-dejavu-core and the fallback fonts "
                + FallbackFonts.packages.map(\.name).joined(separator: ", ")
        case .fontconfigFailed(let message):
            message
        case .notAFont(let path):
            "\(path): not a font file FreeType can read (expected TrueType or OpenType: .ttf, .otf, .ttc, .otc)"
        case .notARegularFile(let path, let problem):
            "\(path): \(problem); a font must be a TrueType or OpenType file (.ttf, .otf, .ttc, .otc)"
        }
    }
}
