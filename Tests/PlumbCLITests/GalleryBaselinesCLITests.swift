import Foundation
import Testing

/// The committed gallery baselines: `plumb check` of the whole gallery matrix against Baselines/ — pixels, frames,
/// lint and accessibility baselines — as CI runs it, never recording. When a layout changes on purpose, `Scripts/record-baselines` re-records them.
@Suite struct GalleryBaselinesCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theWholeGalleryMatrixMatchesTheCommittedBaselines() throws {
        let run = try PlumbProcess.run(
            [
                "check", "gallery:all", "--category", "all", "--baselines", "Baselines", "--record", "never",
                "--ignore-lints",
            ],
            in: Self.repository)
        #expect(
            run.status == 0,
            "the gallery no longer matches Baselines/; if the change is intended, run Scripts/record-baselines and commit\n\(run.stdout)\(run.stderr)"
        )
        #expect(
            !run.stdout.contains("orphan"),
            "Baselines/ holds files no gallery entry produces; Scripts/record-baselines prunes them\n\(run.stdout)")
        let summary = try #require(run.stdout.split(separator: "\n").last)
        let count = Int(summary.prefix { $0.isNumber }) ?? 0
        #expect(count >= 6 * 3 * 12, "every entry × 320, 375, 414 × all 12 categories: \(summary)")
        #expect(summary == "\(count) environments: \(count) passed")
        // Every environment has its accessibility baseline, compared on this run: a change in what VoiceOver reads
        // would have failed it as `accessibility changed`.
        #expect(!run.stdout.contains("no accessibility baseline"), "\(run.stdout)")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Baselines").path)
        let accessibility = try folders.flatMap { folder -> [String] in
            let path = Self.repository.appendingPathComponent("Baselines/\(folder)").path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                return []
            }
            return try FileManager.default.contentsOfDirectory(atPath: path).filter {
                $0.hasSuffix(".accessibility.json")
            }
        }
        #expect(accessibility.count == count, "one accessibility baseline per environment")
    }

    /// The committed accessibility baselines of the settings cell read as written here by hand, from UIKit's
    /// Settings row: one element, "Larger Accessibility Sizes, Switch button, On", double-tapped at its switch — at
    /// every width and size (SettingsCellAccessibilityTests checks the same of a fresh layout, in all three engines).
    @Test func theSettingsCellsAccessibilityBaselinesReadAsWrittenByHand() throws {
        for folder in ["settings-cell", "settings-cell-constraints", "settings-cell-stack"] {
            for label in ["320w-l", "375w-l", "414w-ax5"] {
                let url = Self.repository.appendingPathComponent("Baselines/\(folder)/\(label).accessibility.json")
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
                let elements = try #require(document["elements"] as? [[String: Any]])
                #expect(elements.count == 1, "\(folder) \(label)")
                let cell = try #require(elements.first)
                #expect(
                    cell["description"] as? String == "Larger Accessibility Sizes, Switch button, On",
                    "\(folder) \(label)")
                #expect(cell["label"] as? String == "Larger Accessibility Sizes" && cell["value"] as? String == "1")
                #expect((cell["traits"] as? [String])?.contains("toggleButton") == true)
                let frame = try #require(cell["frame"] as? [String: Double]),
                    point = try #require(cell["activationPoint"] as? [String: Double])
                let centre = (frame["x"]! + frame["width"]! / 2, frame["y"]! + frame["height"]! / 2)
                #expect(
                    point["x"]! != centre.0 || point["y"]! != centre.1,
                    "activated at the switch, not the cell's centre: \(point)")
            }
        }
    }
}
