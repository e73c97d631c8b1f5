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
        "docs/examples/sheet-over-map.yaml", "docs/examples/settings-semantic.yaml",
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
        // controls-screen: 3 devices × 2 categories × 2 appearances; settings-cell-when: 3 widths × 4 × 2; profile: 2 × 2;
        // sheet-over-map and settings-semantic: 1 device × 2 × 2 each.
        #expect(summary == "48 environments: 48 passed", "\(summary)")
        #expect(
            !run.stdout.contains("no accessibility baseline"),
            "the accessibility baselines are committed and compared: \(run.stdout)")
    }

    /// Issue 28's screens of Apple's own shapes — a sheet over an image, Apple's semantic colours on their semantic
    /// backgrounds — are lint-clean at default severities with no `lints:` waiver: Apple's own pairs are warnings
    /// (docs/accessibility.md, "Contrast levels"), and the text on the sheet is measured on the sheet.
    @Test func applesScreenShapesAreLintCleanWithoutWaivers() throws {
        let screens = ["docs/examples/sheet-over-map.yaml", "docs/examples/settings-semantic.yaml"]
        for screen in screens {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(screen), encoding: .utf8)
            #expect(!text.contains("lints:"), "\(screen) waives nothing")
        }
        let run = try PlumbProcess.run(["lint"] + screens, in: Self.repository)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("sheet-over-map  lowContrast (warning)  kind"), "\(run.stdout)")
        #expect(run.stdout.contains("settings-semantic  lowContrast (warning)  name-value"), "\(run.stdout)")
        #expect(!run.stdout.contains("error"), "\(run.stdout)")
    }
}
