import MessageKit
import PlumbCore
import PlumbTesting
import XCTest

/// The team's manual layout, checked with XCTest across widths × categories: pixels, frames and lints.
final class MessageCellTests: XCTestCase {
    static let matrix = Matrix(
        widths: [320, 375, 414], categories: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])

    /// The registered type, with its sample message.
    func testMessageCell() {
        assertLayoutSnapshot(of: LayoutUnderTest(MessageCell.self), matrix: Self.matrix)
    }

    /// The closure form: this test's own view model, measured with the Pango measurer that draws it.
    func testMessageCellLongName() {
        assertLayoutSnapshot(
            of: LayoutUnderTest { environment, measurer in
                MessageCell(message: .longName, width: environment.width, environment: environment, measurer: measurer)
            },
            matrix: Self.matrix)
    }

    /// The spec that names the team's layout (`manual: message-cell`), with the spec's own matrix.
    func testInboxSpec() {
        assertLayoutSnapshot(of: .spec("../../Specs/inbox.yaml", layouts: [MessageCell.self]))
    }
}

/// A second class in the same file with a method of the same name: its baselines are
/// `__Baselines__/MessageCellTests/MessageCellRTLTests.testMessageCell/`, apart from the first class's.
final class MessageCellRTLTests: XCTestCase {
    func testMessageCell() {
        assertLayoutSnapshot(
            of: LayoutUnderTest(MessageCell.self),
            matrix: Matrix(widths: [375], categories: [.large, .accessibilityExtraExtraExtraLarge], directions: [.rtl]))
    }
}
