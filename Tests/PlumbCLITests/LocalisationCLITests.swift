import Foundation
import Testing

@testable import PlumbCore

/// Real localisation with the real binary: the example app's String Catalog (docs/examples/localisation) drives a
/// matrix in English, German, Japanese and Arabic (docs/localisation.md).
@Suite struct LocalisationCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/localisation/inbox.yaml").standardizedFileURL.path

    struct Finding: Decodable {
        struct Env: Decodable { var label: String }
        var kind: String
        var nodes: [String]
        var environment: Env
    }

    @Test func theGermanRowClipsWhereEnglishFitsAndNoGlyphIsMissing() throws {
        let run = try PlumbProcess.run(["lint", Self.example, "--json"])
        #expect(run.status == 1, "the German clipping is an error: \(run.stdout)\(run.stderr)")
        let findings = try JSONDecoder().decode([Finding].self, from: Data(run.stdout.utf8))
        let clipped = findings.filter { $0.kind == "clippedText" || $0.kind == "truncatedText" }
        #expect(clipped.map(\.environment.label) == ["375w-l-de"], "\(findings)")
        #expect(clipped.first?.nodes == ["hint"])
        // Japanese and Arabic draw with the pinned fallback fonts; every key is translated.
        #expect(!findings.contains { $0.kind == "missingGlyph" || $0.kind == "missingTranslation" }, "\(findings)")
    }

    static func frames(_ locale: String) throws -> FramesDocument {
        let run = try PlumbProcess.run(["layout", example, "--locale", locale])
        #expect(run.status == 0, "\(run.stderr)")
        return try FramesDocument(json: Data(run.stdout.utf8))
    }

    @Test func arabicLaysOutRightToLeftWithMirroredFrames() throws {
        let english = try Self.frames("en"), arabic = try Self.frames("ar")
        #expect(english.environment.direction == "ltr" && english.environment.locale == "en")
        #expect(arabic.environment.direction == "rtl" && arabic.environment.locale == "ar")
        func frame(_ document: FramesDocument, _ id: String) throws -> Rect {
            try #require(document.nodes.first { $0.id == id }).frame
        }
        // The title hugs the leading edge: 16 pt from the left in English, 16 pt from the right in Arabic.
        #expect(try frame(english, "title").x == 16)
        let title = try frame(arabic, "title")
        #expect(abs(title.x + title.width - (375 - 16)) < 0.001, "\(title)")
        // The buttons swap places: the first (archive) is right of the second in Arabic, left of it in English.
        #expect(try frame(english, "archive").x < frame(english, "markRead").x)
        #expect(try frame(arabic, "archive").x > frame(arabic, "markRead").x)
    }

    @Test func renderNamesEachLocalesFilesWithItsCode() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run(["render", Self.example, "--locale", "base,de,ar", "-o", folder.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        for label in ["375w-l", "375w-l-de", "375w-l-ar"] {
            #expect(folder.contents.contains("inbox/\(label).png"), "\(folder.contents)")
        }
    }

    /// `--strings` adds `.strings` files in `.lproj` folders to a spec without `strings:`; a key German lacks is a
    /// `missingTranslation` warning (exit 0), an error when the run says so; a key no file has is bad input.
    @Test func stringsFlagReadsLprojFoldersAndAMissingKeyIsAWarning() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "row.yaml",
            """
            root:
              id: root
              layout: stack
              axis: vertical
              children:
                - {id: title, kind: text, key: settings.title, text: Settings}
                - {id: help, kind: text, key: settings.help, text: Help}
            """)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        _ = try folder.file("de.lproj/Localizable.strings", "/* Settings */\n\"settings.title\" = \"Einstellungen\";\n")
        _ = try folder.file(
            "en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"settings.help\" = \"Help\";\n")
        let warning = try PlumbProcess.run([
            "lint", spec, "--width", "320", "--category", "l", "--locale", "base,de", "--strings", folder.url.path,
        ])
        #expect(warning.status == 0, "\(warning.stdout)\(warning.stderr)")
        #expect(
            warning.stdout.contains("missingTranslation")
                && warning.stdout.contains("key \"settings.help\" has no translation in de"), "\(warning.stdout)")
        #expect(!warning.stdout.contains("settings.title"))
        let error = try PlumbProcess.run([
            "lint", spec, "--width", "320", "--locale", "de", "--strings", folder.url.path, "--lint",
            "missingTranslation=error",
        ])
        #expect(error.status == 1, "\(error.stdout)\(error.stderr)")
        let undefined = try PlumbProcess.run([
            "lint", spec, "--width", "320", "--strings", folder.url.appendingPathComponent("de.lproj").path,
        ])
        #expect(undefined.status == 2)
        #expect(
            undefined.stderr.contains(
                "node \"help\": key \"settings.help\" is defined in no strings file (Localizable.strings)"),
            "\(undefined.stderr)")
    }
}
