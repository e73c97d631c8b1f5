import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender
@testable import PlumbText

/// `--locale pseudo` / `pseudo-rtl` with the real binary and real Pango: clipping shows before translation exists.
@Suite struct PseudoLocaleCLITests {
    /// "Settings" in body at large is about 60 pt wide, so a 90 pt one-line label fits it; the pseudo string
    /// "[Šéţţíñğš one]" has 14 characters instead of 8 and cannot fit.
    static let spec = """
        name: tight
        root:
          id: root
          children:
            - {id: title, kind: text, text: "Settings", style: body, lines: 1, frame: [16, 12, 90, 22]}
        """

    @Test func pseudoFindsClippingThatBaseDoesNot() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("tight.yaml", Self.spec)
        let base = try PlumbProcess.run([
            "lint", spec, "--width", "320", "--category", "l", "--lint", "truncatedText=error",
        ])
        #expect(base.status == 0, "\(base.stdout)\(base.stderr)")
        // The pseudo title truncates at its own `lines: 1`, a warning by default (designed truncation); this test
        // treats it as an error to see it fail.
        let pseudo = try PlumbProcess.run([
            "lint", spec, "--width", "320", "--category", "l", "--locale", "base,pseudo", "--lint",
            "truncatedText=error",
        ])
        #expect(pseudo.status == 1)
        #expect(pseudo.stdout.contains("title") && pseudo.stdout.contains("320w-pseudo × l"), "\(pseudo.stdout)")
        #expect(!pseudo.stdout.contains("320w × l"), "\(pseudo.stdout)")
    }

    /// Every gallery string, pseudo-localised, is drawn with glyphs the pinned fonts have (no boxes).
    @Test func pseudoStringsUseOnlyGlyphsThePinnedFontsHave() throws {
        let measurer = try PangoTextMeasurer()
        for string in [
            "Larger Accessibility Sizes", "The quick brown fox jumps over the lazy dog",
            "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG",
        ] {
            for localization in [Localization.pseudo, .pseudoRTL] {
                let measured = measurer.measure(
                    TextContent(string), in: Environment(width: 375, localization: localization), width: nil)
                #expect(measured.missingGlyphs == 0, "\(string) in \(localization)")
            }
        }
    }

    @Test func layoutPrintsTheLocaleAndPseudoRTLIsRightToLeft() throws {
        let run = try PlumbProcess.run(["layout", "gallery:settings-cell", "--width", "375", "--locale", "pseudo-rtl"])
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try FramesDocument(json: Data(run.stdout.utf8))
        #expect(frames.environment.locale == "pseudo-rtl" && frames.environment.direction == "rtl")
        // Right to left: the switch sits at the leading (left) inset, 16 pt from the left edge (docs/design.md §11.1 mirrored).
        #expect(frames.nodes.first { $0.id == "toggle" }?.x == 16)
    }

    @Test func unknownLocaleIsBadInput() throws {
        let run = try PlumbProcess.run(["layout", "gallery:settings-cell", "--width", "375", "--locale", "klingon"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--locale \"klingon\"") && run.stderr.contains("pseudo-rtl"), "\(run.stderr)")
    }
}
