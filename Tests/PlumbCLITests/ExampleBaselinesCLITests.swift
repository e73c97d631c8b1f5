import Foundation
import Testing

/// The docs examples that show device presets and dark mode are checked like the gallery: their own matrices
/// (devices × categories × light and dark) against docs/examples/Baselines, never recording. After a deliberate change,
/// `Scripts/record-baselines` re-records them.
@Suite struct ExampleBaselinesCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let examples = [
        "docs/examples/controls-screen.yaml", "docs/examples/settings-cell-when.yaml",
        "docs/examples/profile/profile.yaml",
    ]

    @Test func theExamplesMatchTheirCommittedBaselines() throws {
        let run = try PlumbProcess.run(
            ["check"] + Self.examples + [
                "--baselines", "docs/examples/Baselines", "--record", "never", "--ignore-lints",
            ], in: Self.repository)
        #expect(
            run.status == 0,
            "the examples no longer match docs/examples/Baselines; if intended, run Scripts/record-baselines\n\(run.stdout)\(run.stderr)"
        )
        let summary = try #require(run.stdout.split(separator: "\n").last)
        // controls-screen: 3 devices × 2 categories × 2 appearances; settings-cell-when: 3 widths × 4 × 2; profile: 2 × 2.
        #expect(summary == "40 environments: 40 passed", "\(summary)")
        #expect(
            !run.stdout.contains("no accessibility baseline"),
            "the accessibility baselines are committed and compared: \(run.stdout)")
    }
}
