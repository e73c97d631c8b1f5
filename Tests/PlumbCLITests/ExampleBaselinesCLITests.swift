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
        "docs/examples/profile/profile.yaml", "docs/examples/place-screen.yaml", "docs/examples/list-above-bar.yaml",
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
        // controls-screen, place-screen, list-above-bar: 3 devices × 2 categories × 2 appearances each;
        // settings-cell-when: 3 widths × 4 × 2; profile: 2 × 2; sheet-over-map and settings-semantic: 1 device × 2 × 2
        // each.
        #expect(summary == "72 environments: 72 passed", "\(summary)")
        #expect(
            !run.stdout.contains("no accessibility baseline"),
            "the accessibility baselines are committed and compared: \(run.stdout)")
    }

    /// The screen shapes of issue 28 ("Done when"): a constraints root with a scrolling stack and a horizontal photo
    /// strip, and a scroll list above a bottom bar with rows below the viewport, are lint-clean at default
    /// severities with no waivers — no `lints:`, and `compression:` on no container in these or in the sheet over a
    /// map and the semantic-colours screen (issue 28, point 1: a stack in a constraints container needs none).
    @Test func theIssue28ScreenShapesAreLintCleanWithoutWaivers() throws {
        let specs = ["docs/examples/place-screen.yaml", "docs/examples/list-above-bar.yaml"]
        let sheets = ["docs/examples/sheet-over-map.yaml", "docs/examples/settings-semantic.yaml"]
        for spec in specs + sheets {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(spec), encoding: .utf8)
            #expect(!text.contains("lints:"), "\(spec) waives a lint")
            // Labels may set their compression resistance, as UIKit code does; no container needs it.
            let compressed = text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("compression:") }
            #expect(compressed.allSatisfy { $0.contains("kind: text") }, "\(spec): \(compressed)")
        }
        let run = try PlumbProcess.run(["lint"] + specs, in: Self.repository)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "no findings", "\(run.stdout)")
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
