import MessageKit
import PlumbCore
import PlumbTesting
import Testing

/// A parameterised test keeps one baselines folder per case, named from its arguments with `named:`
/// (`__Baselines__/ParameterisedHeaderTests/header.320/`, `header.414/`): Swift Testing runs the cases at once, so a
/// name from the order they finish would swap between runs (issue 31.12).
@Suite struct ParameterisedHeaderTests {
    @Test(arguments: [320, 414]) func header(width: Int) {
        assertLayoutSnapshot(
            of: LayoutUnderTest(ProfileHeader.root(environment:)), matrix: Matrix(widths: [Double(width)]),
            named: "\(width)")
    }

    /// Without `named:`, each case is refused with what to add; nothing is recorded.
    @Test(arguments: [320, 414]) func unnamedHeader(width: Int) {
        let failure = verifyLayoutSnapshot(
            of: LayoutUnderTest(ProfileHeader.root(environment:)), matrix: Matrix(widths: [Double(width)]))
        #expect(failure?.report == nil)
        #expect(failure?.message.contains("Pass named: to the assertion") == true, "\(failure?.message ?? "passed")")
    }
}
