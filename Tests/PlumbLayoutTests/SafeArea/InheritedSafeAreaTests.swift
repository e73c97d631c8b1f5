import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// UIKit's inherited safe-area rule on its own: on each edge, the length of the child's frame inside the band
/// between the parent's edge and the parent's safe rectangle.
///
/// The parent is 200 × 400 at (100, 50) with insets top 40, left 10, bottom 30, right 20: its safe rectangle is
/// x 110…280, y 90…420, and its bands are x 100…110 (left), 280…300 (right), y 50…90 (top), 420…450 (bottom).
@Suite struct InheritedSafeAreaTests {
    let region = InheritedSafeArea.parent(
        bounds: Rect(x: 100, y: 50, width: 200, height: 400),
        safe: Rect(x: 100, y: 50, width: 200, height: 400).inset(
            by: EdgeInsets(top: 40, left: 10, bottom: 30, right: 20)))

    /// A child covering the parent exactly inherits the parent's insets.
    @Test func aChildCoveringItsParentInheritsEveryInset() {
        #expect(
            region.insets(of: Rect(x: 100, y: 50, width: 200, height: 400))
                == EdgeInsets(top: 40, left: 10, bottom: 30, right: 20))
    }

    /// x 105…285, y 70…430: left 110 − 105 = 5, right 285 − 280 = 5, top 90 − 70 = 20, bottom 430 − 420 = 10.
    @Test func aChildPartlyInTheBandsGetsTheOverlaps() {
        #expect(
            region.insets(of: Rect(x: 105, y: 70, width: 180, height: 360))
                == EdgeInsets(top: 20, left: 5, bottom: 10, right: 5))
    }

    /// x 150…250, y 100…400 lies inside the safe rectangle: all zero.
    @Test func aChildInsideTheSafeRectangleGetsZero() {
        #expect(region.insets(of: Rect(x: 150, y: 100, width: 100, height: 300)) == .zero)
    }

    /// x 0…400, y 0…600 reaches beyond the parent on every side: each inset is capped at the band, the parent's own.
    @Test func aChildBeyondItsParentIsCappedAtTheBands() {
        #expect(
            region.insets(of: Rect(x: 0, y: 0, width: 400, height: 600))
                == EdgeInsets(top: 40, left: 10, bottom: 30, right: 20))
    }

    /// A 10-pt-high child inside the 40-pt top band, at y 60…70: its whole height, 10, is unsafe at the top.
    @Test func aChildInsideABandIsUnsafeThroughout() {
        #expect(region.insets(of: Rect(x: 150, y: 60, width: 50, height: 10)).top == 10)
    }

    /// The screen gives the root its insets whatever its frame; a node not yet placed, or with no unsafe parent,
    /// gets zero.
    @Test func theScreenAndTheUnplaced() {
        let screen = EdgeInsets(top: 47, bottom: 34)
        #expect(InheritedSafeArea.screen(screen).insets(of: nil) == screen)
        #expect(InheritedSafeArea.screen(screen).insets(of: Rect(x: 0, y: 0, width: 375, height: 812)) == screen)
        #expect(region.insets(of: nil) == .zero)
        #expect(InheritedSafeArea.none.insets(of: Rect(x: 0, y: 0, width: 10, height: 10)) == .zero)
    }
}
