import Foundation
import PlumbCore
import Testing

@testable import PlumbTesting

/// Issue 31.12: a test's baselines folder comes from the test's identity, never from the order tests finish in.
/// A parameterised test without `named:` and two tests that would share a folder are refused with what to add;
/// they used to get `cell/` and `cell.2/` in completion order and compare against each other's baselines.
@Suite struct StableBaselineNameTests {
    static let matrix = Matrix(widths: [320], categories: [.large])
    static let card = LayoutUnderTest(Node(id: "card", fixedWidth: 320, fixedHeight: 40))

    @Test(arguments: [320, 375]) func parameterisedWithoutANameIsRefused(width: Int) throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(of: Self.card, matrix: Self.matrix, baselines: folder.path, environment: [:]))
        #expect(failure.report == nil)
        #expect(failure.message.contains("a parameterised test's cases run in any order"), "\(failure.message)")
        #expect(failure.message.contains("Pass named: to the assertion"), "\(failure.message)")
        #expect(folder.files.isEmpty, "nothing recorded: \(folder.files)")
    }

    @Test(arguments: [320, 375]) func parameterisedNamedFromItsArgumentsGetsOneFolderPerCase(width: Int) throws {
        let folder = try TemporaryBaselines()
        let failure = try #require(
            verifyLayoutSnapshot(
                of: Self.card, matrix: Self.matrix, named: "\(width)", baselines: folder.path, environment: [:]))
        #expect(failure.message.contains("Recorded 1 baseline"), "\(failure.message)")
        let test = "parameterisedNamedFromItsArgumentsGetsOneFolderPerCase"
        let folders = Set(folder.files.map { $0.split(separator: "/").prefix(2).joined(separator: "/") })
        #expect(folders == ["StableBaselineNameTests/\(test).\(width)"], "\(folder.files)")
        #expect(folder.files.contains("StableBaselineNameTests/\(test).\(width)/320w-l.png"))
    }

    /// A free `@Test func cell()` beside `cell()` of the suite named like its file: both name `cell/`. The free
    /// function is played by a detached task (no running test: its identity is its file and function).
    @Test func cell() async throws {
        let folder = try TemporaryBaselines()
        let file = "/team/Tests/StableBaselineNameTests.swift"
        let root = folder.path
        let free = try await Task.detached {
            try SnapshotLocation(filePath: file, function: "cell()", named: nil, baselinesRoot: root)
        }.value
        #expect(free.folder == "cell")
        let problem = #expect(throws: SnapshotNamingProblem.self) {
            try SnapshotLocation(filePath: file, function: "cell()", named: nil, baselinesRoot: folder.path)
        }
        let message = problem?.description ?? ""
        #expect(
            message.contains(
                "Layout snapshots of \(file)/cell() and PlumbTestingTests/StableBaselineNameTests/cell() would share "
                    + "the baselines folder __Baselines__/StableBaselineNameTests/cell/"), "\(message)")
        #expect(message.contains("Pass named: to one of them"), "\(message)")
        // Named, the suite's test has a folder of its own.
        let named = try SnapshotLocation(filePath: file, function: "cell()", named: "row", baselinesRoot: folder.path)
        #expect(named.folder == "cell.row")
    }

    /// Two unnamed assertions of one test are numbered in the order they run, which within one test is its code's.
    @Test func secondAssertionOfOneTestIsNumbered() throws {
        let folder = try TemporaryBaselines()
        let file = "/team/Tests/StableBaselineNameTests.swift"
        let function = "secondAssertionOfOneTestIsNumbered()"
        let first = try SnapshotLocation(filePath: file, function: function, named: nil, baselinesRoot: folder.path)
        let second = try SnapshotLocation(filePath: file, function: function, named: nil, baselinesRoot: folder.path)
        #expect([first.folder, second.folder] == [String(function.dropLast(2)), function.dropLast(2) + ".2"])
    }
}
