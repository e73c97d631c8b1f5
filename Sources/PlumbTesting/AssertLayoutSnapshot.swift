import Foundation
import PlumbCore
import PlumbSnapshot
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Asserts that `layout` (a tree, Swift code, a manual layout, a gallery entry, or a spec file: `.spec("card.yaml")`,
/// a relative path taken from the test file's folder) matches its baselines — pixels, frames, lints and what VoiceOver reads (the accessibility
/// snapshot; `SnapshotTolerance(accessibility: .off)` leaves it out) — in every environment of `matrix`.
///
/// Works in XCTest and in Swift Testing (the failure is recorded with the framework that runs the test).
/// Baselines live beside the test file in `__Baselines__/<TestFile>/<test>/<environment>.png` with a
/// `.frames.json`, a `.lints.json` and an `.accessibility.json` and `.png` beside each; pass `baselines:` to keep them elsewhere. On a mismatch the message lists each
/// failing environment and what differs, and points at `report.html` in the artifacts folder (`PLUMB_ARTIFACTS`,
/// else a temporary folder). Record mode: `record:`, else `withLayoutSnapshots(record:)`, else `PLUMB_RECORD`,
/// else `missing`. `systemFont:` names the team's folder of Apple's SF Pro fonts (relative to the test file's
/// folder; else `PLUMB_SYSTEM_FONT`), drawing system text with it instead of Inter (docs/fonts.md).
///
/// ```swift
/// @Test func settingsCell() {
///     assertLayoutSnapshot(of: LayoutUnderTest { environment in SettingsCell.node(environment) },
///                          matrix: Matrix(widths: [320, 375, 414], categories: ContentSizeCategory.allCases))
/// }
/// ```
public func assertLayoutSnapshot(
    of layout: LayoutUnderTest,
    matrix: Matrix? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = SnapshotTolerance(),
    baselines: String? = nil,
    fonts: [String] = [],
    systemFont: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyLayoutSnapshot(
            of: layout, matrix: matrix, named: name, record: record, tolerance: tolerance, baselines: baselines,
            fonts: fonts, systemFont: systemFont, filePath: filePath, function: function)
    else { return }
    recordSnapshotFailure(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports a failure to the test framework that is running: Swift Testing when a `@Test` is current, else XCTest.
func recordSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}

/// Records a test failure for a layout snapshot that could not be made, with the test framework that is running.
///
/// For code that cannot return an error to the test, such as a swift-snapshot-testing strategy.
public func recordLayoutSnapshotProblem(
    _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
