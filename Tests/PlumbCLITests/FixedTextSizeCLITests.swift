import Foundation
import Testing

/// A `fontSize:` fixes the size, as `UIFont(name:size:)` without `UIFontMetrics` does, so the text does not grow
/// with Dynamic Type: `fixedTextSize` reports it (a warning), as docs/accessibility.md says; text with a style grows
/// and is not reported.
@Suite struct FixedTextSizeCLITests {
    @Test func aFixedFontSizeIsReportedAndAStyledTextIsNot() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "fixed.yaml",
            """
            name: fixed
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: fixed, kind: text, text: "Fixed at 17 pt", fontSize: 17, lines: 0}
                - {id: styled, kind: text, text: "Body style", style: body, lines: 0}
            """)
        let run = try PlumbProcess.run(["lint", spec, "--width", "375", "--category", "ax3"])
        #expect(run.status == 0, "a warning does not fail: \(run.stdout)")
        #expect(run.stdout.contains("fixed  fixedTextSize (warning)  fixed  at 375w × ax3"), "\(run.stdout)")
        #expect(run.stdout.contains("has a fixed size (`fontSize: 17`)"), "\(run.stdout)")
        #expect(!run.stdout.contains("styled"), "\(run.stdout)")
    }
}
