import Foundation
import PlumbCore
import PlumbRender
import Testing

@testable import PlumbText

/// A team's system-font folder (`SystemFont`), tried with the stand-ins of `Tests/Fixtures/system-font` (Debian
/// fonts renamed SF Pro Text, SF Pro Display, SF Arabic and Apple Color Emoji by
/// `Scripts/make-system-font-standins`): which file each size and script resolves to, Apple's tracking, the
/// fingerprint, and Inter unchanged without a folder.
@Suite struct SystemFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/system-font").path

    static func fonts() throws -> PinnedFonts {
        try PinnedFonts.with(teamFiles: [], systemFont: try SystemFont.load(folder: folder))
    }

    static func request(_ string: String, size: Double, weight: FontWeight = .regular) -> TextRequest {
        TextRequest(string: string, fontSize: size, lineHeight: size * 1.3, weight: weight)
    }

    static func file(_ request: TextRequest, _ fonts: PinnedFonts) -> String {
        SystemFontReport.fileName(PangoTextMeasurer(fonts: fonts).resolvedFaces(request).first?.file ?? "")
    }

    /// Apple HIG, Typography, "Tracking values" (iOS, SF Pro): 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14
    /// thousandths of an em; the point value is that times the size.
    @Test func trackingFollowsTheHIGTable() {
        #expect(SystemFontTracking.perMille(atSize: 10) == 12)
        #expect(SystemFontTracking.perMille(atSize: 12) == 0)
        #expect(SystemFontTracking.perMille(atSize: 13) == -6)
        #expect(SystemFontTracking.perMille(atSize: 17) == -26)
        #expect(SystemFontTracking.perMille(atSize: 28) == 14)
        #expect(abs(SystemFontTracking.points(atSize: 17) - -0.442) < 1e-9)
        #expect(SystemFontTracking.perMille(atSize: 16.5) == -23)  // between 16 (−20) and 17 (−26)
        #expect(SystemFontTracking.perMille(atSize: 3) == 41 && SystemFontTracking.perMille(atSize: 200) == 0)
    }

    /// WWDC 2020 "The details of UI typography": SF Text below 20 pt, SF Display from 20 pt.
    @Test func textBelowTwentyPointsDisplayFromTwenty() throws {
        let fonts = try Self.fonts()
        #expect(Self.file(Self.request("Hello", size: 19.5), fonts) == "SFProText-Regular.ttf")
        #expect(Self.file(Self.request("Hello", size: 20), fonts) == "SFProDisplay-Regular.ttf")
        #expect(Self.file(Self.request("Hello", size: 34, weight: .bold), fonts) == "SFProDisplay-Bold.ttf")
        #expect(Self.file(Self.request("Hello", size: 17, weight: .semibold), fonts) == "SFProText-Bold.ttf")
        // A node naming its own family is not the system font.
        var named = Self.request("Hello", size: 17)
        named.fontFamily = "Inter"
        #expect(Self.file(named, fonts).hasPrefix("Inter-"))
    }

    /// The tracking is letter spacing between the characters of system text, at the size's value, and none for
    /// text naming its own family.
    @Test func trackingIsAppliedPerSizeToTheSystemFontOnly() throws {
        let fonts = try Self.fonts()
        let measurer = PangoTextMeasurer(fonts: fonts)
        for (size, family) in [(10.0, "SF Pro Text"), (17, "SF Pro Text"), (28, "SF Pro Display")] {
            let system = Self.request("Hello", size: size)
            var untracked = system
            untracked.fontFamily = family  // the same face, named, so untracked
            let difference = measurer.measure(system).size.width - measurer.measure(untracked).size.width
            #expect(abs(difference - 4 * SystemFontTracking.points(atSize: size)) < 0.01, "at \(size) pt")
            #expect(fonts.systemTracking(untracked) == 0)
        }
        var kerned = Self.request("Hello", size: 17)
        kerned.styling.letterSpacing = 1
        #expect(fonts.systemTracking(kerned) == 0)  // an explicit kern replaces the table
    }

    @Test func emojiAndArabicComeFromTheFolderWhenItHasThem() throws {
        let fonts = try Self.fonts()
        #expect(Self.file(Self.request("😀", size: 17), fonts) == "AppleColorEmoji.ttf")
        #expect(Self.file(Self.request("مرحبا", size: 17), fonts) == "SFArabic-Regular.ttf")
        let standard = try PinnedFonts.standard.get()
        #expect(Self.file(Self.request("😀", size: 17), standard) == "NotoColorEmoji.ttf")
        #expect(Self.file(Self.request("مرحبا", size: 17), standard) == "DejaVuSans.ttf")
    }

    @Test func withoutAFolderInterIsTheStandardSet() throws {
        let standard = try PinnedFonts.standard.get()
        #expect(try PinnedFonts.with(teamFiles: [], systemFont: nil) === standard)
        #expect(standard.systemFont == nil)
        #expect(Self.file(Self.request("Hello", size: 17), standard) == "Inter-Regular.otf")
        #expect(standard.systemTracking(Self.request("Hello", size: 17)) == 0)
    }

    /// The fingerprint hashes the folder's files: another file under the same name is named as a difference.
    @Test func theFingerprintCoversTheFolder() throws {
        let fingerprint = RendererFingerprint.current(fonts: try Self.fonts())
        let standard = RendererFingerprint.current(fonts: try PinnedFonts.standard.get())
        #expect(fingerprint.fonts["SFProText-Regular.ttf"] != nil && fingerprint.fonts["AppleColorEmoji.ttf"] != nil)
        #expect(standard.fonts["SFProText-Regular.ttf"] == nil)
        let other = NSTemporaryDirectory() + "plumb-system-font-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: other) }
        try FileManager.default.copyItem(
            atPath: Self.folder + "/SFProText-Bold.ttf", toPath: other + "/SFProText-Regular.ttf")
        let changed = RendererFingerprint.current(
            fonts: try PinnedFonts.with(teamFiles: [], systemFont: try SystemFont.load(folder: other)))
        #expect(changed.fonts["SFProText-Regular.ttf"] != fingerprint.fonts["SFProText-Regular.ttf"])
        #expect(
            changed.differences(fromBaseline: fingerprint).contains(
                "font SFProText-Regular.ttf differs from the one the baselines were made with"))
    }

    @Test func aBadFolderIsRefusedWithItsReason() throws {
        #expect(throws: SystemFontError.noSuchFolder("/nonexistent/SF")) {
            try SystemFont.load(folder: "/nonexistent/SF")
        }
        let folder = NSTemporaryDirectory() + "plumb-system-font-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: folder + "/DejaVuSans.ttf")
        #expect(throws: SystemFontError.noSystemFont(folder, fontFiles: 1)) { try SystemFont.load(folder: folder) }
        #expect(mkfifo(folder + "/SF-Pro.ttf", 0o600) == 0)
        #expect(throws: SystemFontError.notARegularFile(folder + "/SF-Pro.ttf", problem: "not a regular file (a FIFO)"))
        {
            try SystemFont.load(folder: folder)
        }
        #expect(throws: SystemFontError.notAFolder(folder + "/SF-Pro.ttf", problem: "not a regular file (a FIFO)")) {
            try SystemFont.load(folder: folder + "/SF-Pro.ttf")
        }
    }
}
