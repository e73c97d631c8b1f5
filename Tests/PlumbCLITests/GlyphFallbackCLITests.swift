import Foundation
import Testing

/// docs/examples/chat-thread.yaml through the real `plumb`: emoji, Chinese, Japanese, Korean, Thai, Arabic and
/// Hebrew messages lint clean in every environment (no `missingGlyph`), and a private-use character does not.
/// `GlyphFallbackTests` checks the pixels of each message against its fallback font alone.
@Suite struct GlyphFallbackCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/chat-thread.yaml").standardizedFileURL.path

    @Test func theChatThreadLintsCleanInEveryEnvironment() throws {
        let run = try PlumbProcess.run(["lint", Self.example, "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("missingGlyph"))
    }

    @Test func aPrivateUseCharacterIsAMissingGlyphNamingNodeCharacterAndEnvironment() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "icons.yaml",
            """
            name: icons
            root:
              id: row
              layout: stack
              axis: vertical
              children:
                - {id: ok, kind: text, text: "Done ✓ 🎉"}
                - {id: icon, kind: text, text: "\\uE000 Settings"}
            """)
        let run = try PlumbProcess.run(["lint", spec, "--width", "375", "--category", "ax3", "--json"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"kind\": \"missingGlyph\", \"nodes\": [\"icon\"]"), "\(run.stdout)")
        #expect(run.stdout.contains("(U+E000) in 375w-ax3"))
        #expect(!run.stdout.contains("[\"ok\"]"))
    }
}
