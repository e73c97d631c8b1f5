import Foundation
import PlumbCore
import PlumbTesting
import Testing

/// Two suites in one file, each with a test called `card`: their baselines must not share a folder (they used to
/// be keyed by file and function only, so the second overwrote the first).
enum SuiteBaselines {
    static let matrix = Matrix(widths: [320], categories: [.large])

    /// Records `color`'s card into `folder` and returns the failure message naming where it went.
    static func record(
        _ color: Color, into folder: TemporaryBaselines, function: StaticString = #function
    ) throws -> String {
        let card = LayoutUnderTest(
            Node(id: "card", fixedWidth: 320, fixedHeight: 40, style: NodeStyle(background: color)))
        let failure = try #require(
            verifyLayoutSnapshot(of: card, matrix: matrix, baselines: folder.path, function: function, environment: [:])
        )
        return failure.message
    }
}

@Suite struct FirstCardSuite {
    @Test func card() throws {
        let folder = try TemporaryBaselines()
        let message = try SuiteBaselines.record(.systemBlue, into: folder)
        #expect(message.contains("/SuiteBaselineTests/FirstCardSuite.card/"), "\(message)")
        #expect(folder.files.contains("SuiteBaselineTests/FirstCardSuite.card/320w-l.png"))
    }

    /// The re-record command names this test and no other: `card` but not `cardLongName`.
    @Test func cardLongName() throws {
        let folder = try TemporaryBaselines()
        let card = LayoutUnderTest(Node(id: "card", fixedWidth: 320, fixedHeight: 40))
        let failure = try #require(
            verifyLayoutSnapshot(
                of: card, matrix: SuiteBaselines.matrix, record: .never, baselines: folder.path, environment: [:]))
        #expect(
            failure.message.contains(
                "record it with: PLUMB_RECORD=failed swift test --filter '[./]FirstCardSuite/cardLongName($|\\()'"),
            "\(failure.message)")
        let pattern = try Regex("[./]FirstCardSuite/cardLongName($|\\()")
        #expect("PlumbTestingTests.FirstCardSuite/cardLongName()".contains(pattern))
        #expect(!"PlumbTestingTests.FirstCardSuite/card()".contains(pattern))
    }
}

@Suite struct SecondCardSuite {
    @Test func card() throws {
        let folder = try TemporaryBaselines()
        let message = try SuiteBaselines.record(.systemGreen, into: folder)
        #expect(message.contains("/SuiteBaselineTests/SecondCardSuite.card/"), "\(message)")
        #expect(folder.files.contains("SuiteBaselineTests/SecondCardSuite.card/320w-l.png"))
    }
}
