import PlumbCore
import PlumbTesting
import XCTest

/// Two XCTest classes in one file, each with `testCard`: their baselines must not share a folder.
final class FirstCardCase: XCTestCase {
    func testCard() throws {
        let folder = try TemporaryBaselines()
        let message = try XCTUnwrap(recordCard(.systemBlue, into: folder))
        XCTAssertTrue(message.contains("/XCTestClassBaselineTests/FirstCardCase.testCard/"), message)
        XCTAssertTrue(
            folder.files.contains("XCTestClassBaselineTests/FirstCardCase.testCard/320w-l.png"), "\(folder.files)")
    }
}

final class SecondCardCase: XCTestCase {
    func testCard() throws {
        let folder = try TemporaryBaselines()
        let message = try XCTUnwrap(recordCard(.systemGreen, into: folder))
        XCTAssertTrue(message.contains("/XCTestClassBaselineTests/SecondCardCase.testCard/"), message)
        XCTAssertTrue(
            folder.files.contains("XCTestClassBaselineTests/SecondCardCase.testCard/320w-l.png"), "\(folder.files)")
    }
}

/// Records a 320 × 40 card of `color`; the failure message names the folder it went to.
private func recordCard(_ color: Color, into folder: TemporaryBaselines, function: StaticString = #function) -> String?
{
    let card = LayoutUnderTest(Node(id: "card", fixedWidth: 320, fixedHeight: 40, style: NodeStyle(background: color)))
    return verifyLayoutSnapshot(
        of: card, matrix: Matrix(widths: [320], categories: [.large]), baselines: folder.path, function: function,
        environment: [:]
    )?.message
}
