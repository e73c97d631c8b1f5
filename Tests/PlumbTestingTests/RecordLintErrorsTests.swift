import Foundation
import PlumbCore
import PlumbGallery
import PlumbSnapshot
import PlumbTesting
import Testing

/// PlumbTesting's recording says which error findings it made known, and `SnapshotTolerance(recordsLintErrors:
/// false)` — `plumb record --fail-on-lint` — refuses to record them (docs/cli.md, "plumb record").
@Suite struct RecordLintErrorsTests {
    /// anchored-separators: its "distance" label is too tall for its frame at AX5 (a clippedText error); Large is
    /// clean.
    static let layout = LayoutUnderTest(Gallery.entry(named: "anchored-separators")!)
    static let matrix = Matrix(widths: [320], categories: [.large, .accessibilityExtraExtraExtraLarge])
    static let noEnvironment: [String: String] = [:]

    @Test func recordingNamesTheErrorFindingsItMakesKnown() throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.layout, matrix: Self.matrix, named: "cell", baselines: folder.path,
                environment: Self.noEnvironment))
        #expect(failure.message.contains("Recorded 2 baselines"), "\(failure.message)")
        #expect(failure.message.contains("  clippedText  distance  at 320w-ax5\n"), "\(failure.message)")
        #expect(failure.message.contains("became known findings in the lint baselines"), "\(failure.message)")
    }

    @Test func refusingLintErrorsLeavesThatEnvironmentUnrecordedAndFailsAsANewLint() throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.layout, matrix: Self.matrix, named: "cell", record: .all,
                tolerance: SnapshotTolerance(recordsLintErrors: false), baselines: folder.path,
                environment: Self.noEnvironment))
        #expect(failure.message.contains("320w-ax5 (new lint):"), "\(failure.message)")
        #expect(failure.message.contains("refuses to record lint errors"), "\(failure.message)")
        #expect(failure.message.contains("Recorded 1 baseline"), "\(failure.message)")
        #expect(folder.files.contains { $0.hasSuffix("/320w-l.png") }, "\(folder.files)")
        #expect(!folder.files.contains { $0.contains("/320w-ax5") }, "no file of the refused one: \(folder.files)")
    }
}
