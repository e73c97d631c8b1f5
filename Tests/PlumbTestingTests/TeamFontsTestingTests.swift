import Foundation
import PlumbCore
import PlumbSnapshot
import PlumbTesting
import Testing

/// `fonts:` in PlumbTesting: a test pins a team font like a spec's `fonts:`; `font:` is checked against it.
@Suite struct TeamFontsTestingTests {
    static let noEnvironment: [String: String] = [:]
    static let matrix = Matrix(widths: [375], categories: [.large])

    /// A folder with DejaVu Serif (installed with DejaVu Sans, but pinned only when asked for).
    func fontsFolder(in folder: TemporaryBaselines) throws -> String {
        let fonts = folder.url.appendingPathComponent("BrandFonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
            toPath: fonts.appendingPathComponent("DejaVuSerif.ttf").path)
        return fonts.path
    }

    static let layout: LayoutUnderTest = {
        var text = TextContent("Welcome back", style: .title2)
        text.fontFamily = "DejaVu Serif"
        return LayoutUnderTest(Node(id: "title", kind: .text, text: text))
    }()

    @Test func aTeamFontIsPinnedRecordedAndChecked() throws {
        let folder = try TemporaryBaselines()
        let fonts = try fontsFolder(in: folder)
        let first = verifyLayoutSnapshot(
            of: Self.layout, matrix: Self.matrix, named: "brand", baselines: folder.path, fonts: [fonts],
            environment: Self.noEnvironment)
        #expect(first?.message.contains("Recorded 1 baseline") == true, "\(first?.message ?? "passed")")
        let fingerprint = try #require(folder.files.first { $0.hasSuffix("fingerprint.json") })
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent(fingerprint), encoding: .utf8).contains(
                "\"DejaVuSerif.ttf\""))
        #expect(
            verifyLayoutSnapshot(
                of: Self.layout, matrix: Self.matrix, named: "brand", baselines: folder.path, fonts: [fonts],
                environment: Self.noEnvironment) == nil)
    }

    @Test func withoutTheFontsTheFamilyIsAnErrorNamingIt() throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.layout, matrix: Self.matrix, named: "brand", baselines: folder.path,
                environment: Self.noEnvironment))
        #expect(
            failure.message.contains("node \"title\": font \"DejaVu Serif\" is not a pinned family"),
            "\(failure.message)")
        #expect(folder.files.isEmpty)
    }

    @Test func aMissingFontsFolderIsAnErrorNamingIt() throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.layout, matrix: Self.matrix, named: "brand", baselines: folder.path,
                fonts: ["/nonexistent/BrandFonts"],
                environment: Self.noEnvironment))
        #expect(failure.message.contains("/nonexistent/BrandFonts: no such font file or folder"), "\(failure.message)")
    }
}
