import Foundation
import PlumbCore
import PlumbGallery
import PlumbRender
import PlumbSnapshot
import PlumbTesting
import Synchronization
import Testing

/// A failing snapshot writes its artifacts from the run that found the failure: it does not lay out again.
@Suite struct SingleRunTests {
    /// Counts the trees the layout builds: one per environment laid out, plus the run's up-front checks.
    final class TreeCount: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    static func counted(_ counter: TreeCount) -> LayoutUnderTest {
        let entry = Gallery.entry(named: "settings-cell")!
        return LayoutUnderTest(registry: entry.manualLayouts) { environment in
            counter.count.withLock { $0 += 1 }
            return entry.tree(for: environment)
        }
    }

    @Test func aFailingSnapshotBuildsItsTreesAsOftenAsAPassingOne() throws {
        let folder = try TemporaryBaselines()
        let matrix = Matrix(widths: [375], categories: [.large])
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let recording = TreeCount()
        #expect(
            verifyLayoutSnapshot(
                of: Self.counted(recording), matrix: matrix, named: "cell", baselines: folder.path,
                artifacts: artifacts, environment: [:]) != nil)
        let passing = TreeCount()
        #expect(
            verifyLayoutSnapshot(
                of: Self.counted(passing), matrix: matrix, named: "cell", baselines: folder.path, artifacts: artifacts,
                environment: [:]) == nil)
        #expect(
            !FileManager.default.fileExists(atPath: artifacts), "a passing or recording snapshot writes no artifacts")

        let baseline = try #require(folder.files.first { $0.hasSuffix("375w-l.png") })
        let url = folder.url.appendingPathComponent(baseline)
        var image = try PNGDecoder().decode(contentsOf: url)
        image.pixels[(10 * image.width + 200) * 4] = 0
        try Data(try PNGEncoder().encode(image)).write(to: url)
        let failing = TreeCount()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.counted(failing), matrix: matrix, named: "cell", baselines: folder.path, artifacts: artifacts,
                environment: [:]))
        #expect(
            failing.value == passing.value,
            "the failing check ran once (\(failing.value) trees built; a passing one builds \(passing.value))")
        #expect(failure.artifactsFolder == artifacts)
        #expect(FileManager.default.fileExists(atPath: artifacts + "/report.html"))
        #expect(
            FileManager.default.fileExists(atPath: artifacts + "/cell/375w-l.actual.png")
                || folder.files.contains { $0.hasSuffix("375w-l.actual.png") })
    }
}
