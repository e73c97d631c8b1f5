import ArgumentParser
import Foundation
import PlumbCore
import PlumbPipeline
import PlumbText

/// `plumb fonts [--system-font DIR]`: which font file each Dynamic Type style resolves to, and the tracking drawn
/// with it, so a team can check that its system-font folder is the one Plumb uses (docs/fonts.md).
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show which font file each text style resolves to, with the tracking applied.",
        discussion: """
            Prints one line per Dynamic Type style at the default category (large), with its default weight: size, \
            weight, the family and file that draw it and Apple's tracking (for the system font only), then the \
            files that draw emoji and Arabic. Without a system-font folder (--system-font, $PLUMB_SYSTEM_FONT) the \
            styles resolve to Inter. Nothing is rendered.
            Exit codes: 0 done, 2 bad input.
            """
    )

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "The team's folder of Apple's SF Pro fonts (default: $PLUMB_SYSTEM_FONT).", valueName: "DIR"))
    var systemFont: String?

    func run() throws {
        var systemFont: SystemFont?
        if let folder = self.systemFont ?? SystemFonts.fromEnvironment() {
            let origin = self.systemFont == nil ? SystemFonts.environmentVariable : "--system-font"
            systemFont = try SystemFonts.load(folder, origin: origin)
        }
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.with(teamFiles: [], systemFont: systemFont) } catch {
            throw SubjectError.pinnedFonts(error.description)
        }
        print(SystemFontReport(fonts: fonts).text, terminator: "")
    }
}
