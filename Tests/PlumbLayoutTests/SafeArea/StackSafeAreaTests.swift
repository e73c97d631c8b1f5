import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Safe area and layout margins in `stack` containers, with hand-computed numbers: a stack arranged relative to
/// its margins (`isLayoutMarginsRelativeArrangement`) arranges inside its padding (or `layoutMargins`) plus its
/// safe area, since UIKit measures margins from the safe area by default.
///
/// The screen is 300 wide with safe-area insets top 40, bottom 20 (left 5, right 7 where stated); `a` is a
/// 50 × 10 box, the stack's only arranged child, so it fills the stack's content length (UIKit pins a single
/// arranged view to both ends): its height is the stack's 100 less the top and bottom insets.
@Suite struct StackSafeAreaTests {
    static let screen = EdgeInsets(top: 40, bottom: 20)

    func layout(
        _ root: Node, height: Double? = nil, safeArea: EdgeInsets = screen, direction: LayoutDirection = .ltr
    ) -> LayoutResult {
        let environment = Environment(width: 300, height: height, direction: direction, safeAreaInsets: safeArea)
        return LayoutEngine.layout(
            root, name: "t", context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer()))
    }

    func column(_ id: String = "stack", padding: EdgeInsets = .zero, marginsRelative: Bool = true) -> Node {
        Node(
            id: id,
            layout: .stack(
                StackParameters(
                    axis: .vertical, alignment: .fill, padding: padding, isLayoutMarginsRelative: marginsRelative)),
            children: [Node(id: "a", intrinsicWidth: 50, intrinsicHeight: 10)])
    }

    /// A stack inside an absolute 300 × 600 screen at `frame`.
    func screen(_ stack: Node, at frame: Rect) -> Node {
        var placed = stack
        placed.frame = frame
        return Node(id: "screen", fixedHeight: 600, layout: .absolute, children: [placed])
    }

    /// The root stack is the screen: padding leading 10, trailing 30 plus the safe area left 5, right 7.
    /// LTR: a.x = 5 + 10 = 15, width = 300 − 15 − (7 + 30) = 248, a.y = 40. RTL mirrors the padding, not the
    /// screen: a.x = 5 + 30 = 35, width = 300 − 35 − (7 + 10) = 248. Fitting height: 40 + 10 + 20 = 70.
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func theRootStackArrangesInsideTheScreensSafeArea(direction: LayoutDirection) {
        let root = column(padding: EdgeInsets(left: 10, right: 30))
        let result = layout(root, safeArea: EdgeInsets(top: 40, left: 5, bottom: 20, right: 7), direction: direction)
        #expect(result.frame(of: "a") == Rect(x: direction == .ltr ? 15 : 35, y: 40, width: 248, height: 10))
        #expect(result.size.height == 40 + 10 + 20)
    }

    /// A stack at y = 30 is 10 pt under the 40-pt band: `a` starts at 30 + 10 = 40 and is 100 − 10 high.
    @Test func aStackPartlyUnderTheTopInsetGetsTheOverlap() {
        let result = layout(screen(column(), at: Rect(x: 0, y: 30, width: 300, height: 100)), height: 600)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 40, width: 300, height: 90))
    }

    /// A stack at y = 100 lies inside the safe area: `a` starts at its top.
    @Test func aStackInsideTheSafeAreaGetsZero() {
        let result = layout(screen(column(), at: Rect(x: 0, y: 100, width: 300, height: 100)), height: 600)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 100, width: 300, height: 100))
    }

    /// A stack at y = −10 covers the whole band: its inset is 40 (capped), `a` at −10 + 40 = 30, 100 − 40 high.
    @Test func aStackAboveTheScreenIsCappedAtTheBand() {
        let result = layout(screen(column(), at: Rect(x: 0, y: -10, width: 300, height: 100)), height: 600)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 30, width: 300, height: 60))
    }

    /// `additionalSafeAreaInsets` top 25 on a stack inside the safe area: `a` at 100 + 25.
    @Test func additionalSafeAreaInsetsAdd() {
        var stack = column()
        stack.additionalSafeAreaInsets = EdgeInsets(top: 25)
        let result = layout(screen(stack, at: Rect(x: 0, y: 100, width: 300, height: 100)), height: 600)
        #expect(result.frame(of: "a") == Rect(x: 0, y: 125, width: 300, height: 100 - 25))
    }

    /// Padding top 6 at y = 30: relative to the safe area `a` is at 30 + 10 + 6 = 46; with
    /// `insetsLayoutMarginsFromSafeArea` off at 30 + 6 = 36; not margins-relative at all, at the bounds, 30.
    @Test func marginsAreRelativeToTheSafeAreaUnlessTurnedOff() {
        let frame = Rect(x: 0, y: 30, width: 300, height: 100)
        let padded = column(padding: EdgeInsets(top: 6))
        #expect(layout(screen(padded, at: frame), height: 600).frame(of: "a")?.y == 46)
        var fromBounds = padded
        fromBounds.insetsLayoutMarginsFromSafeArea = false
        #expect(layout(screen(fromBounds, at: frame), height: 600).frame(of: "a")?.y == 36)
        let canvas = column(padding: EdgeInsets(top: 6), marginsRelative: false)
        #expect(layout(screen(canvas, at: frame), height: 600).frame(of: "a")?.y == 30)
    }

    /// `layoutMargins` on a stack replaces its padding: `system` is 16 at 300 pt leading and trailing and 0 at the
    /// top and bottom (UIKit's `systemMinimumLayoutMargins` on iPhone, observed as (0, 16, 0, 16)), and in a
    /// right-to-left layout directional insets leading 4 / trailing 24 put `a` 24 from the left edge.
    @Test func layoutMarginsReplacePadding() {
        var system = column()
        system.layoutMargins = .system
        let result = layout(screen(system, at: Rect(x: 0, y: 100, width: 300, height: 100)), height: 600)
        #expect(result.frame(of: "a") == Rect(x: 16, y: 100, width: 300 - 32, height: 100))
        var directional = column()
        directional.layoutMargins = .insets(EdgeInsets(left: 4, right: 24))
        let rtl = layout(
            screen(directional, at: Rect(x: 0, y: 100, width: 300, height: 100)), height: 600, direction: .rtl)
        #expect(rtl.frame(of: "a") == Rect(x: 24, y: 100, width: 300 - 28, height: 100))
    }
}
