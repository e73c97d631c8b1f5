import Foundation
import PlumbCore
import PlumbGallery
import PlumbLayout
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import Testing

/// The library a test target uses: record, check in memory, one changed pixel, record modes.
@Suite struct SnapshotRunTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snapshot-\(UUID().uuidString)")
        .path

    func subject(widths: [Double] = [375, 414]) -> Subject {
        let entry = Gallery.entry(named: "settings-cell")!
        let environments = Matrix(widths: widths, categories: [.large, .accessibilityExtraExtraExtraLarge]).environments
        return Subject(
            name: entry.name, source: "gallery:settings-cell", environments: environments,
            manualLayouts: entry.manualLayouts,
            tree: entry.tree(for:))
    }

    func files() -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
    }

    /// A tree naming a manual layout its subject did not register is refused by name before anything is
    /// written (it used to lay out as an empty box and record blank baselines).
    @Test func anUnregisteredManualLayoutIsRefusedBeforeAnythingIsWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var unregistered = subject()
        unregistered.manualLayouts = .init()
        #expect(
            throws: SnapshotRunError.unregisteredManualLayout(
                source: "gallery:settings-cell",
                UnregisteredManualLayout(name: "settings-cell", node: "cell", registered: []))
        ) {
            try SnapshotRun(subjects: [unregistered], store: BaselineStore(rootPath: folder)).run()
        }
        #expect(files().isEmpty)
    }

    @Test func missingBaselinesAreRecordedAndTheRunStillFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try SnapshotRun(subjects: [subject()], store: BaselineStore(rootPath: folder)).run()
        #expect(!report.passed)
        #expect(report.summary == .init(environments: 4, passed: 0, failed: 0, recorded: 4))
        #expect(
            report.environments.map(\.id) == [
                "settings-cell/375w-l", "settings-cell/375w-ax5", "settings-cell/414w-l", "settings-cell/414w-ax5",
            ])
        #expect(
            report.environments[0].messages.last
                == "recorded a new baseline \(folder)/settings-cell/375w-l.png (no baseline existed); check it in and run again"
        )
        #expect(
            files() == [
                "settings-cell", "settings-cell/375w-ax5.accessibility.json",
                "settings-cell/375w-ax5.frames.json", "settings-cell/375w-ax5.lints.json", "settings-cell/375w-ax5.png",
                "settings-cell/375w-l.accessibility.json",
                "settings-cell/375w-l.frames.json", "settings-cell/375w-l.lints.json", "settings-cell/375w-l.png",
                "settings-cell/414w-ax5.accessibility.json",
                "settings-cell/414w-ax5.frames.json", "settings-cell/414w-ax5.lints.json", "settings-cell/414w-ax5.png",
                "settings-cell/414w-l.accessibility.json",
                "settings-cell/414w-l.frames.json", "settings-cell/414w-l.lints.json", "settings-cell/414w-l.png",
                "settings-cell/fingerprint.json",
            ])
    }

    @Test func aPassingCheckWritesNothingAndAChangedPixelFailsThatEnvironmentOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = BaselineStore(rootPath: folder)
        _ = try SnapshotRun(subjects: [subject()], store: store).run()
        let before = try files().map { ($0, try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
        let clean = try SnapshotRun(subjects: [subject()], store: store, mode: .never).run()
        #expect(clean.passed && clean.summary.passed == 4)
        #expect(
            try files().map { ($0, try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }.elementsEqual(
                before, by: ==))

        let path = folder + "/settings-cell/375w-l.png"
        var image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: path))
        let offset = (4 * image.width + 200) * 4
        image.pixels.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 255])
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
        let report = try SnapshotRun(subjects: [subject()], store: store, mode: .never).run()
        #expect(report.summary == .init(environments: 4, passed: 3, failed: 1, recorded: 0))
        let failure = try #require(report.problems.first)
        #expect(failure.id == "settings-cell/375w-l")
        #expect(failure.pixels?.differentPixels == 1 && failure.pixels?.passed == false)
        #expect(failure.frames?.passed == true)
        #expect(failure.messages.first?.hasPrefix("pixels: 1 of ") == true)
        // Each sentence carries its part, so readers pick by part (the record printer's --verbose lines, reports).
        #expect(failure.notes.map(\.part) == [.pixels] && failure.notes.map(\.text) == failure.messages)
        #expect(
            failure.messages(about: [.pixels, .frames]) == failure.messages && failure.messages(about: [.lints]).isEmpty
        )
        // A report of an earlier version, without notes, gets them from its sentences.
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(failure)) as! [String: Any]
        json["notes"] = nil
        let old = try JSONDecoder().decode(EnvironmentVerdict.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(old.notes == failure.notes)
        #expect(
            failure.recordCommand == "plumb record gallery:settings-cell --width 375 --category l --baselines \(folder)"
        )
        let allowed = try SnapshotRun(
            subjects: [subject()], store: store, mode: .never, tolerance: SnapshotTolerance(maxDifferentPixels: 1)
        ).run()
        #expect(allowed.passed)
    }

    @Test func failedModeRewritesOnlyTheFailingBaselineAndOrphansAreListed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = BaselineStore(rootPath: folder)
        _ = try SnapshotRun(subjects: [subject(widths: [375, 414, 768])], store: store).run()
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/settings-cell/375w-l.png"))
        let report = try SnapshotRun(subjects: [subject()], store: store, mode: .failed).run()
        #expect(report.summary == .init(environments: 4, passed: 3, failed: 0, recorded: 1))
        #expect(
            report.environments[0].messages.first?.hasPrefix(
                "pixels: the baseline \(folder)/settings-cell/375w-l.png is not a readable PNG") == true)
        #expect(
            (try? PNGDecoder().decode(contentsOf: URL(fileURLWithPath: folder + "/settings-cell/375w-l.png"))) != nil)
        #expect(
            report.orphans
                == ["768w-ax5", "768w-l"].flatMap { label in
                    ["accessibility.json", "frames.json", "lints.json", "png"].map {
                        folder + "/settings-cell/\(label).\($0)"
                    }
                })
    }

    @Test func twoSourcesWithOneNameAreRefused() {
        var other = subject()
        other.source = "specs/settings-cell.yaml"
        #expect(
            throws: SnapshotRunError.duplicateSpec(
                folder: "settings-cell", sources: ["gallery:settings-cell", "specs/settings-cell.yaml"])
        ) {
            try SnapshotRun(subjects: [subject(), other], store: BaselineStore(rootPath: folder)).run()
        }
    }
}
