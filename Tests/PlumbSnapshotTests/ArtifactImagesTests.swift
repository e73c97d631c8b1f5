import Foundation
import PlumbCore
import PlumbGallery
import PlumbPipeline
import PlumbRender
import PlumbSnapshot
import Testing

/// A failing run writes each distinct artifact image once, as it writes, and names the first job's copy whatever
/// order the workers finish in (issue 31.7): artifacts proportional to what changed, no image held in memory.
@Suite struct ArtifactImagesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-artifacts-\(UUID().uuidString)")
        .path

    func files() -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter {
            $0.hasSuffix(".png")
        }.sorted()
    }

    @Test func anImageAnEarlierJobWroteIsNotWrittenAgainAndAnEarlierCopyArrivingLateWins() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ArtifactStore(rootPath: folder)
        let same: [UInt8] = Array("the same PNG bytes".utf8), other: [UInt8] = Array("other bytes".utf8)
        // Job 5 finishes first, then job 3 with the same image, then job 7; job 4's image differs.
        #expect(try store.writeImage(same, to: "s/e5.diff.png", order: 5) == "s/e5.diff.png")
        #expect(try store.writeImage(same, to: "s/e3.diff.png", order: 3) == "s/e3.diff.png")
        #expect(try store.writeImage(same, to: "s/e7.diff.png", order: 7) == "s/e3.diff.png")
        #expect(try store.writeImage(other, to: "s/e4.diff.png", order: 4) == "s/e4.diff.png")
        #expect(files() == ["s/e3.diff.png", "s/e4.diff.png", "s/e5.diff.png"], "job 7's copy is never written")
        for path in ["s/e3.diff.png", "s/e5.diff.png", "s/e7.diff.png"] {
            #expect(store.images.canonicalPath(path) == "s/e3.diff.png", "\(path) names the first job's copy")
        }
        #expect(store.images.canonicalPath("s/e4.diff.png") == "s/e4.diff.png")
        #expect(store.images.writtenCount == 2)
    }

    /// Two environments that draw the same pixels (a screen without keyed strings in two locales), both changed the
    /// same way: one actual, one expected and one diff image in the artifacts folder, named by both environments.
    @Test func aRunWritesEachDistinctImageOnceForAnyNumberOfWorkers() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = Gallery.entry(named: "settings-cell")!
        let environments = Matrix(widths: [375], locales: [.base, .locale("de")!, .locale("fr")!]).environments
        let subject = Subject(
            name: entry.name, source: "gallery:settings-cell", environments: environments,
            manualLayouts: entry.manualLayouts, tree: entry.tree(for:))
        let store = BaselineStore(rootPath: folder + "/baselines")
        _ = try SnapshotRun(subjects: [subject], store: store).run()
        for environment in environments {
            let path = store.imagePath(EnvironmentKey(folder: "settings-cell", environment))
            var image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: path))
            image.pixels.replaceSubrange(0..<8, with: [0, 0, 0, 255, 0, 0, 0, 255])
            try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
        }
        var reports: [SnapshotReport] = []
        for workers in [1, 3] {
            let artifacts = folder + "/out-\(workers)"
            reports.append(
                try SnapshotRun(
                    subjects: [subject], store: store, mode: .never, artifacts: ArtifactStore(rootPath: artifacts),
                    workers: workers
                ).run())
            let images = (FileManager.default.enumerator(atPath: artifacts)?.allObjects as? [String] ?? []).filter {
                $0.hasSuffix(".png")
            }.sorted()
            let first = reports[0].environments[0].key.label
            #expect(
                images
                    == [".actual.accessibility.png", ".actual.png", ".diff.png", ".expected.png"].map {
                        "settings-cell/\(first)\($0)"
                    }, "workers \(workers): \(images)")
        }
        #expect(reports[0].summary.failed == 3)
        let named = reports[0].environments.map { $0.artifacts?.diff }
        #expect(Set(named).count == 1 && named[0] != nil, "every environment names the one diff: \(named)")
        #expect(reports[0].environments.map(\.artifacts) == reports[1].environments.map(\.artifacts))
    }
}
