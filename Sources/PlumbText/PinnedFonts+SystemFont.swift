import CCairoPango
import Foundation
import PlumbCore

extension PinnedFonts {
    /// Adds `systemFont`'s files to `config` (and to `files`, so the fingerprint hashes them) with its rules.
    ///
    /// - Throws: `FontError.notAFont` for a file fontconfig refuses, `.fontconfigFailed` if the rules are refused.
    static func add(_ systemFont: SystemFont?, to config: OpaquePointer, files: inout [URL]) throws(FontError) {
        guard let systemFont else { return }
        for path in systemFont.files {
            if let problem = FontFileKind.problem(path) { throw .notARegularFile(path, problem: problem) }
            guard FcConfigAppFontAddFile(config, path) != 0 else { throw .notAFont(path) }
            files.append(URL(fileURLWithPath: path))
        }
        if let rules = systemFont.fontconfigRules, FcConfigParseAndLoadFromMemory(config, rules, 1) == 0 {
            throw .fontconfigFailed("fontconfig refused the system font's emoji rule")
        }
    }

    /// Whether `request` is drawn with the system font: a system-font folder is pinned and the text names no
    /// family of its own.
    func usesSystemFont(_ request: TextRequest) -> Bool {
        systemFont != nil && request.fontFamily == nil
    }

    /// The tracking Apple's table gives `request` in points, or 0 when it is not drawn with the system font or
    /// sets its own `letterSpacing` (an explicit kern replaces the size's tracking, as in the HIG's advice to
    /// adjust tracking only for custom fonts).
    func systemTracking(_ request: TextRequest) -> Double {
        guard usesSystemFont(request), request.styling.letterSpacing == 0 else { return 0 }
        return SystemFontTracking.points(atSize: request.fontSize)
    }

    /// The numeric weight fontconfig is asked for: UIKit's mapping for the system font (`SystemFont.weight`), the
    /// weight's own value otherwise.
    func weightValue(_ request: TextRequest) -> Int {
        usesSystemFont(request) ? SystemFont.weight(request.weight.value) : request.weight.value
    }
}

extension PinnedFonts {
    /// The font variations for `request` (`opsz=17`): the variable SF Pro's optical size set to the point size, or
    /// `nil` for every other face.
    func variations(_ request: TextRequest) -> String? {
        guard usesSystemFont(request), let size = systemFont?.opticalSize(forSize: request.fontSize) else { return nil }
        return "opsz=\(size)"
    }
}
