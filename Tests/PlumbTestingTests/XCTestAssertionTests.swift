import PlumbCore
import PlumbGallery
import PlumbTesting
import XCTest

/// `assertLayoutSnapshot` from an XCTest case: the same call works under both frameworks.
final class XCTestAssertionTests: XCTestCase {
    func testAssertionPassesAgainstRecordedBaselines() throws {
        let folder = try TemporaryBaselines()
        let matrix = Matrix(widths: [375], categories: [.accessibilityExtraExtraExtraLarge])
        let cell = LayoutUnderTest(try XCTUnwrap(Gallery.entry(named: "settings-cell")))
        let recorded = verifyLayoutSnapshot(
            of: cell, matrix: matrix, named: "cell", baselines: folder.path, environment: [:])
        XCTAssertNotNil(recorded, "a first run records and fails")
        assertLayoutSnapshot(of: cell, matrix: matrix, named: "cell", baselines: folder.path)
        XCTAssertTrue(
            folder.files.contains("XCTestAssertionTests/testAssertionPassesAgainstRecordedBaselines.cell/375w-ax5.png"),
            "\(folder.files)")
    }
}
