import Foundation

/// A team's copy of Apple's system fonts (`systemFont: DIR`, `--system-font DIR`, `PLUMB_SYSTEM_FONT`): the SF Pro
/// files (static Text and Display faces, or the variable `SF Pro` with its optical-size axis) and, where the folder
/// has them, SF Pro Rounded, SF Mono, SF Compact, SF Arabic and Apple Color Emoji.
///
/// Plumb ships none of Apple's fonts and downloads none: Apple licenses them to developers for mock-ups of their
/// apps, so the team points Plumb at its own copy. Without one, Inter stands in for SF Pro (docs/fonts.md, "Apple's
/// system font"). With one, text without a `font:` is drawn as UIKit draws the system font: the Text face below
/// 20 pt and the Display face from 20 pt (`family(forSize:)`), tracked by Apple's table (`SystemFontTracking`).
public struct SystemFont: Hashable, Sendable {
    /// The folder, absolute and standardised.
    public let folder: String
    /// The files that give one of the families below, absolute, in name order: the ones pinned and fingerprinted.
    public let files: [String]
    /// The system families each file gives, by path.
    public let familiesByFile: [String: [String]]

    /// The families Plumb looks for, in the order it reports them. Any other font in the folder is left alone.
    public static let knownFamilies = [
        textFamily, displayFamily, variableFamily, "SF Pro Rounded", "SF Mono", "SF Compact", "SF Compact Text",
        "SF Compact Display", "SF Compact Rounded", arabicFamily, emojiFamily,
    ]
    /// The optical size for text below 20 pt (static files).
    public static let textFamily = "SF Pro Text"
    /// The optical size for text of 20 pt and more (static files).
    public static let displayFamily = "SF Pro Display"
    /// The variable font (`SF-Pro.ttf`), whose `opsz` axis follows the point size.
    public static let variableFamily = "SF Pro"
    public static let arabicFamily = "SF Arabic"
    public static let emojiFamily = "Apple Color Emoji"
    /// The size from which UIKit draws the Display face: "for fonts smaller than 20 points it used SF Text while
    /// fonts at 20 points or higher used SF Display" (WWDC 2020, "The details of UI typography").
    public static let displayFromSize = 20.0

    /// Reads `folder`'s font files (`.ttf`, `.otf`, `.ttc`, `.otc`, one level deep) and keeps those that give a
    /// system family.
    ///
    /// - Throws: `SystemFontError` when the folder does not exist, is not a folder, holds a FIFO or device named as
    ///   a font, or has no SF Pro file (Text, Display or the variable SF Pro).
    public static func load(folder: String) throws(SystemFontError) -> SystemFont {
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .noSuchFolder(url.path)
        }
        guard isFolder.boolValue else { throw .notAFolder(url.path, problem: FontFileKind.problem(url.path)) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        var files: [String] = []
        var familiesByFile: [String: [String]] = [:]
        for name in names where extensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) {
            let path = url.appendingPathComponent(name).path
            if let problem = FontFileKind.problem(path) { throw .notARegularFile(path, problem: problem) }
            let families = PinnedFonts.familyNames(inFile: path).filter(knownFamilies.contains)
            guard !families.isEmpty else { continue }
            files.append(path)
            familiesByFile[path] = families
        }
        let found = Set(familiesByFile.values.joined())
        guard !found.isDisjoint(with: [textFamily, displayFamily, variableFamily]) else {
            throw .noSystemFont(
                url.path,
                fontFiles: names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                    .count)
        }
        return SystemFont(folder: url.path, files: files, familiesByFile: familiesByFile)
    }

    /// Whether the folder gives `family`.
    public func has(_ family: String) -> Bool { familiesByFile.values.contains { $0.contains(family) } }

    /// The SF Pro family UIKit draws text of `size` points with: the variable font when the folder has it (its
    /// optical size set to `size`, `opticalSize(forSize:)`), else Text below 20 pt and Display from 20 pt, each
    /// standing in for the other when the folder lacks it.
    public func family(forSize size: Double) -> String {
        if has(Self.variableFamily) && !has(Self.textFamily) && !has(Self.displayFamily) { return Self.variableFamily }
        let wanted = size < Self.displayFromSize ? Self.textFamily : Self.displayFamily
        if has(wanted) { return wanted }
        return has(Self.textFamily)
            ? Self.textFamily : has(Self.displayFamily) ? Self.displayFamily : Self.variableFamily
    }

    /// The `opsz` value for the variable font at `size`, or `nil` for the static faces: the point size, as
    /// CoreText's automatic optical sizing sets it for the system font (WWDC 2020, "The details of UI typography").
    public func opticalSize(forSize size: Double) -> Double? {
        family(forSize: size) == Self.variableFamily ? size : nil
    }

    /// The family list for system text of `size` points: SF Pro's face for the size, Apple Color Emoji and
    /// SF Arabic where the folder has them, then `standardChain` (Inter and the Noto fallbacks) for anything else.
    public func familyList(forSize size: Double, standardChain: String) -> String {
        var families = [family(forSize: size)]
        if has(Self.emojiFamily) { families.append(Self.emojiFamily) }
        if has(Self.arabicFamily) { families.append(Self.arabicFamily) }
        return (families + [standardChain]).joined(separator: ", ")
    }

    /// The fontconfig weight UIKit's weight names select in SF Pro: `FontWeight.thin` is SF Pro Thin (OS/2 weight
    /// 200, `UIFont.Weight.thin`), not Ultralight (100); every other name is its own OpenType weight.
    public static func weight(_ value: Int) -> Int { value == 100 ? 200 : value }

    /// fontconfig rules added to a configuration with this folder: Pango asks for the family `emoji` for emoji
    /// runs, which means Apple Color Emoji first when the folder has it (the standard rules give Noto Color Emoji).
    var fontconfigRules: String? {
        guard has(Self.emojiFamily) else { return nil }
        return """
            <?xml version="1.0"?>
            <fontconfig>
              <match target="pattern">
                <test name="family"><string>emoji</string></test>
                <edit name="family" mode="prepend_first" binding="strong"><string>\(Self.emojiFamily)</string></edit>
              </match>
            </fontconfig>
            """
    }
}

/// Why a system-font folder cannot be used.
public enum SystemFontError: Error, Equatable, CustomStringConvertible, Sendable {
    case noSuchFolder(String)
    case notAFolder(String, problem: String?)
    case notARegularFile(String, problem: String)
    case noSystemFont(String, fontFiles: Int)

    public var description: String {
        let expected =
            "expected a folder with the team's SF Pro fonts (SF-Pro-Text-*.otf and SF-Pro-Display-*.otf, or the variable SF-Pro.ttf)"
        return switch self {
        case .noSuchFolder(let path): "\(path): no such folder; \(expected)"
        case .notAFolder(let path, let problem): "\(path): \(problem ?? "not a folder"); \(expected)"
        case .notARegularFile(let path, let problem):
            "\(path): \(problem); a font must be a TrueType or OpenType file (.ttf, .otf, .ttc, .otc)"
        case .noSystemFont(let path, let count):
            "\(path): no SF Pro font among its \(count) font file\(count == 1 ? "" : "s") (families SF Pro Text, SF Pro Display or SF Pro); \(expected)"
        }
    }
}
