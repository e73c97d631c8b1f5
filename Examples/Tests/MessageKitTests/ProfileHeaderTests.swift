import MessageKit
import PlumbCore
import PlumbTesting
import Testing

/// The builder tree, checked with Swift Testing. Two suites in this file have a test called `header`; each keeps
/// its own baselines (`__Baselines__/ProfileHeaderTests/<Suite>.header/`).
@Suite struct ProfileHeaderTests {
    @Test func header() {
        assertLayoutSnapshot(
            of: LayoutUnderTest(ProfileHeader.root(environment:)),
            matrix: Matrix(widths: [320, 414], categories: [.large, .accessibilityExtraExtraExtraLarge]))
    }
}

@Suite struct ProfileHeaderRTLTests {
    @Test func header() {
        assertLayoutSnapshot(
            of: LayoutUnderTest(ProfileHeader.root(environment:)),
            matrix: Matrix(widths: [375], categories: [.large], directions: [.rtl]))
    }
}
