import Foundation
import PlumbCore
import PlumbGallery
import PlumbRender
import PlumbSnapshot
import PlumbTesting
import Testing

/// The test library end to end: real layout, real Pango, real PNG baselines on disk.
@Suite struct AssertLayoutSnapshotTests {
    /// The settings cell is lint-clean here (at 320 × ax5 "Accessibility" is wider than the cell: a real finding).
    static let matrix = Matrix(widths: [375, 414], categories: [.large, .accessibilityExtraExtraExtraLarge])
    static let cell = LayoutUnderTest(Gallery.entry(named: "settings-cell")!)
    static let noEnvironment: [String: String] = [:]

    /// Missing baselines are recorded and the call still fails naming them; the next call passes.
    @Test func recordsMissingBaselinesThenPasses() throws {
        let folder = try TemporaryBaselines()
        let first = verifyLayoutSnapshot(
            of: Self.cell, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: Self.noEnvironment)
        let failure = try #require(first)
        #expect(failure.message.contains("Recorded 4 baselines"), "\(failure.message)")
        #expect(failure.message.contains("recordsMissingBaselinesThenPasses.cell/"), "\(failure.message)")
        // __Baselines__/<TestFile>/<test>/<environment>.png beside each .frames.json, one fingerprint per test.
        let expected =
            ["375w-ax5", "375w-l", "414w-ax5", "414w-l"].flatMap {
                [
                    "\($0).accessibility.json", "\($0).frames.json", "\($0).lints.json",
                    "\($0).png",
                ]
            } + ["fingerprint.json"]
        #expect(
            folder.files
                == expected.map { "AssertLayoutSnapshotTests/recordsMissingBaselinesThenPasses.cell/" + $0 }.sorted())
        #expect(
            verifyLayoutSnapshot(
                of: Self.cell, matrix: Self.matrix, named: "cell", baselines: folder.path,
                environment: Self.noEnvironment) == nil)
        // The passing call wrote nothing new.
        #expect(folder.files.count == expected.count)
    }

    /// One changed pixel fails the one environment it is in, with the artifacts and the way to accept.
    @Test func aChangedPixelFailsNamingTheEnvironmentAndTheArtifacts() throws {
        let folder = try TemporaryBaselines()
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        _ = verifyLayoutSnapshot(
            of: Self.cell, matrix: Self.matrix, named: "cell", baselines: folder.path, environment: Self.noEnvironment)
        let baseline = folder.url.appendingPathComponent(
            "AssertLayoutSnapshotTests/aChangedPixelFailsNamingTheEnvironmentAndTheArtifacts.cell/375w-l.png")
        var image = try PNGDecoder().decode(contentsOf: baseline)
        image.pixels[(10 * image.width + 200) * 4] = 0  // white → cyan-ish at (200, 10)
        image.pixels[(10 * image.width + 200) * 4 + 1] = 0
        try Data(try PNGEncoder().encode(image)).write(to: baseline)

        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.cell, matrix: Self.matrix, named: "cell", baselines: folder.path, artifacts: artifacts,
                environment: Self.noEnvironment))
        #expect(failure.message.contains("in 1 of 4 environments"), "\(failure.message)")
        #expect(
            failure.message.contains("375w-l (changed):") && !failure.message.contains("414w-l"), "\(failure.message)")
        #expect(failure.message.contains("1 pixel") || failure.message.contains("pixels"), "\(failure.message)")
        #expect(
            failure.message.contains(artifacts + "/report.html") && failure.message.contains("plumb accept"),
            "\(failure.message)")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/report.html"))
        #expect(failure.report?.summary.failed == 1)
    }

    /// A lint finding with no lint baseline (as recorded before lint baselines) fails as a new lint, with the
    /// node and the `lints:` line but no re-record hint; the tolerance's severities turn it into a warning.
    @Test func aNewLintFailsWithoutARerecordHintAndTheToleranceSetsItsSeverity() throws {
        let folder = try TemporaryBaselines()
        // anchored-separators: its "distance" label is too tall for its frame at AX5.
        let layout = LayoutUnderTest(Gallery.entry(named: "anchored-separators")!)
        let matrix = Matrix(widths: [320], categories: [.accessibilityExtraExtraExtraLarge])
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "cell", baselines: folder.path, environment: Self.noEnvironment)
                != nil)
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "cell", baselines: folder.path, environment: Self.noEnvironment)
                == nil,
            "the recorded finding is known")
        let lints = try #require(folder.files.first { $0.hasSuffix("320w-ax5.lints.json") })
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(lints))
        let failure = try #require(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "cell", baselines: folder.path,
                artifacts: folder.path + "/artifacts", environment: Self.noEnvironment))
        #expect(
            failure.message.contains("320w-ax5 (new lint):") && failure.message.contains("new lint clippedText on"),
            "\(failure.message)")
        #expect(failure.message.contains("add `lints: {clippedText: warning}`"), "\(failure.message)")
        #expect(!failure.message.contains("re-record"), "\(failure.message)")
        #expect(
            verifyLayoutSnapshot(
                of: layout, matrix: matrix, named: "cell",
                tolerance: SnapshotTolerance(lints: ["clippedText": .warning]), baselines: folder.path,
                environment: Self.noEnvironment) == nil)
    }

    @Test func neverModeDoesNotWrite() throws {
        let folder = try TemporaryBaselines()
        let failure = verifyLayoutSnapshot(
            of: Self.cell, matrix: Self.matrix, record: .never, baselines: folder.path,
            artifacts: folder.path + "/artifacts",
            environment: Self.noEnvironment)
        #expect(failure != nil)
        #expect(!folder.files.contains { $0.hasPrefix("AssertLayoutSnapshotTests/") })
    }

    /// The call's mode beats the task-local one, which beats PLUMB_RECORD; a bad PLUMB_RECORD is named.
    @Test func recordModePrecedence() throws {
        let folder = try TemporaryBaselines()
        withLayoutSnapshots(record: .never) {
            #expect(
                verifyLayoutSnapshot(
                    of: Self.cell, matrix: Self.matrix, named: "scoped", baselines: folder.path,
                    environment: ["PLUMB_RECORD": "all"]) != nil)
            #expect(folder.files.isEmpty, "the task-local never beats PLUMB_RECORD=all")
            _ = verifyLayoutSnapshot(
                of: Self.cell, matrix: Self.matrix, named: "call", record: .missing, baselines: folder.path,
                environment: Self.noEnvironment)
            #expect(
                folder.files.contains { $0.contains("recordModePrecedence.call/") },
                "the call's missing beats the task-local never")
        }
        let bad = try #require(
            verifyLayoutSnapshot(
                of: Self.cell, matrix: Self.matrix, named: "bad", baselines: folder.path,
                environment: ["PLUMB_RECORD": "sometimes"]))
        #expect(bad.message.contains("PLUMB_RECORD \"sometimes\" is not a record mode"), "\(bad.message)")
    }

    /// A spec file named relative to the test file, and a Swift layout that changes shape per environment.
    @Test func specFilesAndSwiftLayouts() throws {
        let folder = try TemporaryBaselines()
        let spec = folder.url.appendingPathComponent("card.yaml")
        try """
        name: card
        root:
          id: root
          children:
            - {id: title, kind: text, text: "Hello", style: body, frame: [16, 12, 200, 22]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let matrix = Matrix(widths: [320], categories: [.large])
        #expect(
            verifyLayoutSnapshot(
                of: .spec(spec.path), matrix: matrix, named: "spec", baselines: folder.path,
                environment: Self.noEnvironment) != nil)
        #expect(
            verifyLayoutSnapshot(
                of: .spec(spec.path), matrix: matrix, named: "spec", baselines: folder.path,
                environment: Self.noEnvironment) == nil)
        let broken = try #require(
            verifyLayoutSnapshot(
                of: .spec(folder.path + "/missing.yaml"), matrix: matrix, baselines: folder.path,
                environment: Self.noEnvironment))
        #expect(broken.message.contains("missing.yaml"), "\(broken.message)")

        let swift = LayoutUnderTest { environment in
            Node(id: "box", fixedHeight: environment.category.isAccessibilityCategory ? 80 : 40)
        }
        _ = verifyLayoutSnapshot(
            of: swift, matrix: Self.matrix, named: "swift", baselines: folder.path, environment: Self.noEnvironment)
        let frames = try FramesDocument(
            json: Data(
                contentsOf: folder.url.appendingPathComponent(
                    "AssertLayoutSnapshotTests/specFilesAndSwiftLayouts.swift/375w-ax5.frames.json")))
        #expect(frames.size.height == 80)
    }

    /// Unnamed assertions in one test are numbered in the order they run.
    @Test func secondUnnamedAssertionGetsItsOwnFolder() throws {
        let folder = try TemporaryBaselines()
        let matrix = Matrix(widths: [320], categories: [.large])
        _ = verifyLayoutSnapshot(of: Self.cell, matrix: matrix, baselines: folder.path, environment: Self.noEnvironment)
        _ = verifyLayoutSnapshot(of: Self.cell, matrix: matrix, baselines: folder.path, environment: Self.noEnvironment)
        let folders = Set(folder.files.map { $0.split(separator: "/")[1] })
        #expect(folders == ["secondUnnamedAssertionGetsItsOwnFolder", "secondUnnamedAssertionGetsItsOwnFolder.2"])
    }

    /// The assertion itself, passing, from Swift Testing (baselines recorded first in the same folder).
    @Test func assertionPassesAgainstRecordedBaselines() throws {
        let folder = try TemporaryBaselines()
        let matrix = Matrix(widths: [375], categories: [.large])
        _ = verifyLayoutSnapshot(
            of: Self.cell, matrix: matrix, named: "cell", baselines: folder.path, environment: Self.noEnvironment)
        assertLayoutSnapshot(of: Self.cell, matrix: matrix, named: "cell", baselines: folder.path)
    }
}
