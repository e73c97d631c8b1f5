import Foundation
import PlumbCore
import PlumbRender
import Testing

@testable import PlumbSnapshot

/// report.html stays usable at the scale of a real matrix: 9 screens × 384 environments (4 widths × 12 categories
/// × 2 directions × 2 scales × 2 locales in the trial that prompted this), 2,906 of them failing.
@Suite struct ReportScaleTests {
    static func report(environments: Int = 3_456, failing: Int = 2_906) -> SnapshotReport {
        let categories = ContentSizeCategory.allCases
        var verdicts: [EnvironmentVerdict] = []
        for index in 0..<environments {
            let spec = "screen-\(index % 9)"
            let environment = Environment(
                width: [320, 375, 390, 430][index / 9 % 4], category: categories[index / 36 % 12],
                scale: 1 + index / 432 % 2,
                direction: index / 864 % 2 == 0 ? .ltr : .rtl)
            var key = EnvironmentKey(folder: spec, environment)
            key.label += "-v\(index / 1728)"
            let failed = index < failing
            let base = spec + "/" + key.label
            verdicts.append(
                EnvironmentVerdict(
                    key: key, id: key.id, status: failed ? .changed : .passed, spec: spec, source: "specs/\(spec).yaml",
                    outcome: failed ? .failed : .passed,
                    messages: failed
                        ? [
                            "pixels: 72487 of 1266000 differ, at most 64 in one 8×8 window (exact comparison)",
                            "frames: moved     button  (16, 700) → (16, 704)  Δ (0, +4)",
                        ] : [],
                    pixels: nil, frames: nil, lints: [], lintChanges: nil,
                    image: ImageSize(width: 375, height: 812, scale: 1),
                    baseline: "Baselines/" + base + ".png",
                    artifacts: failed
                        ? ArtifactFiles(
                            actual: base + ".actual.png", actualFrames: base + ".actual.frames.json",
                            expected: base + ".expected.png", diff: base + ".diff.png",
                            actualLints: base + ".actual.lints.json") : nil,
                    recordCommand: "plumb record specs/\(spec).yaml --width 375 --category l"))
        }
        let fingerprint = RendererFingerprint(cairo: "1", pango: "1", harfbuzz: "1", freetype: "1", fonts: [:])
        let specs = (0..<9).map {
            SnapshotReport.SpecEntry(
                name: "screen-\($0)", folder: "screen-\($0)", source: "specs/screen-\($0).yaml", fingerprintNotes: [])
        }
        return SnapshotReport(
            baselines: "Baselines", recordMode: "never", fingerprint: fingerprint, specs: specs, environments: verdicts,
            orphans: [])
    }

    @Test func aFailingRunOfThousandsOfEnvironmentsLoadsFewImagesAndGroupsItsChanges() {
        let report = Self.report()
        let html = ReportHTML.html(for: report)
        let megabytes = Double(html.utf8.count) / 1_000_000
        #expect(megabytes < 3.5, "report.html is \(megabytes) MB")
        let images = html.components(separatedBy: "<img ").dropFirst()
        #expect(images.allSatisfy { $0.contains("loading=\"lazy\"") }, "every image loads lazily")
        let groups = ChangeGroups(report).groups
        #expect(groups.count == 9, "one group per screen: the same change in every environment")
        #expect(html.components(separatedBy: "<details class=\"group").count - 1 == 9)
        #expect(html.components(separatedBy: " open>").count - 1 == 9, "nine groups, all open (under the limit)")
        #expect(
            html.components(separatedBy: "<details class=\"more\">").count - 1 == 9,
            "each group folds all but its first environments")
        #expect(
            html.components(separatedBy: "<div class=\"plumb-actions\"></div>").count - 1 == 3_456,
            "every environment stays addressable")
        #expect(
            html.components(separatedBy: "<img ").count - 1 < 3_000,
            "images only for the grid's failures and the groups' first environments")
    }
}

/// Identical changes across the matrix are one group: the same nodes moved by the same amount, wherever they are.
@Suite struct ChangeGroupsTests {
    @Test func theSameMoveAtDifferentWidthsIsOneChangeAndAnotherMoveIsAnother() {
        var report = ReportScaleTests.report(environments: 9 * 3, failing: 9 * 3)
        report.environments = report.environments.filter { $0.key.folder == "screen-0" }
        let moves = [
            "moved     badge  (20, 8) → (20, 12)  Δ (0, +4)", "moved     badge  (40, 8) → (40, 12)  Δ (0, +4)",
            "moved     badge  (40, 8) → (40, 10)  Δ (0, +2)",
        ]
        for (index, line) in moves.enumerated() {
            report.environments[index].frames = FrameCheck(passed: false, changes: [line], nodes: ["badge"])
        }
        let groups = ChangeGroups(report).groups
        #expect(groups.map(\.verdicts.count) == [2, 1])
        #expect(
            groups.map(\.title) == [
                "the same node changed (moved badge Δ (0, +4)) in 2 environments",
                "1 node changed (moved badge Δ (0, +2)) in 1 environment",
            ])
        #expect(groups.map(\.id) == ["g1", "g2"])
    }
}
