import MessageKit
import PlumbCore
import PlumbSnapshotTesting
import PlumbTesting
import SnapshotTesting
import XCTest

/// The same cell with pointfreeco/swift-snapshot-testing: a PNG and the frames JSON per environment.
final class MessageCellSnapshotTests: XCTestCase {
    func testMessageCellImage() {
        assertSnapshot(of: LayoutUnderTest(MessageCell.self), as: .plumbImage(width: 375))
        assertSnapshot(
            of: LayoutUnderTest(MessageCell.self),
            as: .plumbImage(width: 375, category: .accessibilityExtraExtraExtraLarge))
    }

    func testMessageCellFrames() {
        assertSnapshot(of: LayoutUnderTest(MessageCell.self), as: .plumbFrames(width: 320))
    }
}
