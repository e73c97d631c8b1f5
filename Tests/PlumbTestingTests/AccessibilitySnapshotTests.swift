import Foundation
import PlumbCore
import PlumbGallery
import PlumbSnapshot
import PlumbTesting
import Testing

/// `verifyLayoutSnapshot` / `assertLayoutSnapshot` keep VoiceOver's elements with every baseline and fail when
/// they read differently; `SnapshotTolerance(accessibility: .off)` leaves them out.
@Suite struct AccessibilitySnapshotTests {
    static let matrix = Matrix(widths: [375], categories: [.large])
    static let noEnvironment: [String: String] = [:]

    /// The gallery's settings cell with its title's label replaced, as a team renaming a setting would.
    static func cell(label: String? = nil) -> LayoutUnderTest {
        let entry = Gallery.entry(named: "settings-cell")!
        return LayoutUnderTest(matrix: matrix, registry: entry.manualLayouts) { environment in
            var root = entry.tree(for: environment)
            if let label { root.accessibility.label = label }
            return root
        }
    }

    @Test func aRenamedSettingFailsAsAnAccessibilityChangeNamingIt() throws {
        let folder = try TemporaryBaselines()
        _ = verifyLayoutSnapshot(
            of: Self.cell(), named: "cell", baselines: folder.path, environment: Self.noEnvironment)
        #expect(folder.files.contains { $0.hasSuffix("cell/375w-l.accessibility.json") }, "\(folder.files)")
        #expect(
            verifyLayoutSnapshot(
                of: Self.cell(), named: "cell", baselines: folder.path, environment: Self.noEnvironment) == nil)

        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.cell(label: "Bigger Text"), named: "cell", baselines: folder.path,
                artifacts: folder.url.appendingPathComponent("artifacts").path, environment: Self.noEnvironment))
        #expect(failure.message.contains("375w-l (accessibility changed):"), "\(failure.message)")
        #expect(
            failure.message.contains("1. label of \"cell\": \"Larger Accessibility Sizes\" → \"Bigger Text\""),
            "\(failure.message)")
        #expect(
            failure.message.contains("Or re-record: PLUMB_RECORD=failed"),
            "an accessibility change is settled by recording: \(failure.message)")
        #expect(failure.report?.environments.first?.status == .accessibilityChanged)

        let off = SnapshotTolerance(accessibility: .off)
        #expect(
            verifyLayoutSnapshot(
                of: Self.cell(label: "Bigger Text"), named: "cell", tolerance: off, baselines: folder.path,
                environment: Self.noEnvironment) == nil)
    }

    /// Baselines recorded before accessibility snapshots existed get them on the next run, which passes.
    @Test func olderBaselinesGetTheirAccessibilitySnapshotAndPass() throws {
        let folder = try TemporaryBaselines()
        let off = SnapshotTolerance(accessibility: .off)
        _ = verifyLayoutSnapshot(
            of: Self.cell(), named: "cell", tolerance: off, baselines: folder.path, environment: Self.noEnvironment)
        #expect(!folder.files.contains { $0.contains(".accessibility.") })
        #expect(
            verifyLayoutSnapshot(
                of: Self.cell(), named: "cell", baselines: folder.path, environment: Self.noEnvironment) == nil)
        #expect(
            folder.files.filter { $0.contains(".accessibility.") }
                == folder.files.filter { $0.hasSuffix(".accessibility.json") }
                && folder.files.filter { $0.contains(".accessibility.") }.count == 1,
            "the elements, not the picture: \(folder.files)")
    }
}
