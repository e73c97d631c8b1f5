import Foundation
import PlumbSnapshot
import Testing

/// A release is tag-ready only with its notes (docs/releasing.md): the version `plumb --version` prints has an entry
/// in CHANGELOG.md, so a version cannot be set without saying what changed.
@Suite struct ReleaseNotesTests {
    /// The repository root, from this file's place in Tests/PlumbSnapshotTests.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theCurrentVersionHasAChangelogEntry() throws {
        let changelog = try String(
            contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        #expect(headings.first.map(String.init) == PlumbVersion.current, "the newest entry is the current version")
    }
}
