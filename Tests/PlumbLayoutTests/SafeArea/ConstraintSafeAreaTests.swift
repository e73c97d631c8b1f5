import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Safe area and layout margins flowing down through `constraints` containers, with hand-computed numbers.
///
/// The screen is 300 × 600 with safe-area insets top 40, bottom 20 (and left 5, right 7 where stated). A nested
/// container `panel` (100 high unless stated) holds a 10 × 10 `dot` pinned to one of panel's guides, so the dot's
/// frame shows where that guide is. UIKit's rule: a view's inherited inset on an edge is the length of its frame
/// inside its parent's unsafe band on that edge (0 when it lies inside the safe area; never more than the band).
@Suite struct ConstraintSafeAreaTests {
    static let screen = EdgeInsets(top: 40, bottom: 20)

    func layout(
        _ root: Node, width: Double = 300, safeArea: EdgeInsets = screen, direction: LayoutDirection = .ltr
    ) -> LayoutResult {
        let environment = Environment(width: width, height: 600, direction: direction, safeAreaInsets: safeArea)
        return LayoutEngine.layout(
            root, name: "t", context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer()))
    }

    func container(_ id: String, _ strings: [String], _ children: [Node]) -> Node {
        var declarations: [ConstraintDeclaration] = []
        for string in strings {
            if string.hasPrefix("H:") || string.hasPrefix("V:") {
                declarations += try! VisualFormatParser.parse(string)
            } else {
                declarations.append(try! LinearConstraintParser.parse(string))
            }
        }
        return Node(id: id, layout: .constraints(ConstraintParameters(declarations: declarations)), children: children)
    }

    func dot(_ id: String = "dot") -> Node { Node(id: id, fixedWidth: 10, fixedHeight: 10) }

    /// The screen with `panel` at `top` (height `height`, full width) and a dot on panel's `guide` edges.
    func screen(
        panelTop top: Double, height: Double = 100, panel configure: (inout Node) -> Void = { _ in },
        dotConstraints: [String] = ["dot.top == safeArea.top", "dot.leading == superview.leading"]
    ) -> Node {
        var panel = container("panel", dotConstraints, [dot()])
        configure(&panel)
        return container(
            "screen", ["H:|[panel]|", "panel.top == superview.top + \(top)", "panel.height == \(height)"], [panel])
    }

    /// Panel at y = 30 reaches 10 pt into the 40-pt top band: its safe area starts 10 below its top, at y = 40.
    @Test func aChildPartlyUnderTheTopInsetGetsTheOverlap() {
        let result = layout(screen(panelTop: 30))
        #expect(result.frame(of: "dot") == Rect(x: 0, y: 30 + 10, width: 10, height: 10))
        #expect(result.issues.isEmpty)
    }

    /// Panel at y = 100 lies inside the safe area (40…580): its inset is 0, the dot sits on its top.
    @Test func aChildInsideTheSafeAreaGetsZero() {
        let result = layout(screen(panelTop: 100))
        #expect(result.frame(of: "dot") == Rect(x: 0, y: 100, width: 10, height: 10))
    }

    /// Panel at y = −10 covers the whole 40-pt band (0…40) and more: its inset is the band, 40, not 50 (UIKit caps
    /// it at the parent's own inset), so the dot is at −10 + 40 = 30.
    @Test func aChildAboveTheScreenIsCappedAtTheBand() {
        let result = layout(screen(panelTop: -10))
        #expect(result.frame(of: "dot") == Rect(x: 0, y: 30, width: 10, height: 10))
    }

    /// Panel 500…600 covers the bottom band 580…600 fully: bottom inset 20, the dot's bottom at 580.
    @Test func theBottomBandFlowsDownToo() {
        let root = screen(
            panelTop: 500, dotConstraints: ["dot.bottom == safeArea.bottom", "dot.leading == superview.leading"])
        #expect(layout(root).frame(of: "dot") == Rect(x: 0, y: 580 - 10, width: 10, height: 10))
    }

    /// The root adds 30 (a bar): its own guide starts at 40 + 30 = 70, and panel at y = 0 inherits all 70 and adds
    /// its own 5: the dot is at 75.
    @Test func additionalSafeAreaInsetsAdd() {
        var root = screen(panelTop: 0) { $0.additionalSafeAreaInsets = EdgeInsets(top: 5) }
        root.additionalSafeAreaInsets = EdgeInsets(top: 30)
        root.children.append(dot("rootDot"))
        if case .constraints(var parameters) = root.layout {
            parameters.declarations += [
                try! LinearConstraintParser.parse("rootDot.top == safeArea.top"),
                try! LinearConstraintParser.parse("rootDot.trailing == superview.trailing"),
            ]
            root.layout = .constraints(parameters)
        }
        let result = layout(root)
        #expect(result.frame(of: "rootDot") == Rect(x: 290, y: 40 + 30, width: 10, height: 10))
        #expect(result.frame(of: "dot") == Rect(x: 0, y: 40 + 30 + 5, width: 10, height: 10))
    }

    /// Margins 10 measured from the safe area (UIKit's default): panel at y = 0 inherits 40, so its margins guide
    /// starts at 40 + 10 = 50; with `insetsLayoutMarginsFromSafeArea` off it starts at 10.
    @Test func marginsAreRelativeToTheSafeArea() {
        let pinned = ["dot.top == margins.top", "dot.leading == margins.leading"]
        let relative = layout(
            screen(panelTop: 0, panel: { $0.layoutMargins = .insets(EdgeInsets(all: 10)) }, dotConstraints: pinned))
        #expect(relative.frame(of: "dot") == Rect(x: 10, y: 40 + 10, width: 10, height: 10))
        let fromBounds = layout(
            screen(
                panelTop: 0,
                panel: {
                    $0.layoutMargins = .insets(EdgeInsets(all: 10))
                    $0.insetsLayoutMarginsFromSafeArea = false
                }, dotConstraints: pinned))
        #expect(fromBounds.frame(of: "dot") == Rect(x: 10, y: 10, width: 10, height: 10))
    }

    /// Default margins: the root's are the system's, 16 below 414 pt and 20 at 414 at the sides and 0 at the top
    /// and bottom (UIKit's `systemMinimumLayoutMargins` on iPhone, observed as (0, 16, 0, 16), so `V:[x]-|` ends
    /// on the safe area's bottom); a nested container's are 8 on every side (`directionalLayoutMargins`: "For most
    /// views, the default layout margins are 8 points on each side").
    @Test(arguments: [(300.0, 16.0), (413.5, 16), (414, 20), (768, 20)])
    func defaultMarginsFollowTheWidth(width: Double, margin: Double) {
        var root = screen(panelTop: 100, dotConstraints: ["dot.top == margins.top", "dot.leading == margins.leading"])
        root.children.append(dot("rootDot"))
        if case .constraints(var parameters) = root.layout {
            parameters.declarations += [
                try! LinearConstraintParser.parse("rootDot.leading == margins.leading"),
                try! LinearConstraintParser.parse("rootDot.bottom == margins.bottom"),
            ]
            root.layout = .constraints(parameters)
        }
        let result = layout(root, width: width, safeArea: .zero)
        #expect(result.frame(of: "rootDot") == Rect(x: margin, y: 600 - 10, width: 10, height: 10))
        #expect(result.frame(of: "dot") == Rect(x: 8, y: 100 + 8, width: 10, height: 10))
    }

    /// `system` margins on a nested container are the root's: 16, or 20 at 414, at the sides; 0 at the top.
    @Test func systemMarginsOnANestedContainer() {
        let pinned = ["dot.top == margins.top", "dot.leading == margins.leading"]
        for (width, margin) in [(300.0, 16.0), (414, 20)] {
            let result = layout(
                screen(panelTop: 100, panel: { $0.layoutMargins = .system }, dotConstraints: pinned), width: width,
                safeArea: .zero)
            #expect(result.frame(of: "dot") == Rect(x: margin, y: 100, width: 10, height: 10))
        }
    }

    /// Left 5 / right 7 safe insets and directional margins leading 10, trailing 30 on a full-width panel:
    /// LTR leading = 5 + 10 = 15, trailing edge = 300 − (7 + 30) = 263. RTL swaps the margins (not the safe area):
    /// the leading edge is on the right at 300 − (7 + 10) = 283, the trailing one on the left at 5 + 30 = 35.
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func leadingAndTrailingMarginsSwapUnderRightToLeft(direction: LayoutDirection) {
        let root = screen(
            panelTop: 100, panel: { $0.layoutMargins = .insets(EdgeInsets(left: 10, right: 30)) },
            dotConstraints: [
                "dot.top == superview.top", "dot.leading == margins.leading",
                "other.top == superview.top", "other.trailing == margins.trailing",
            ])
        var withOther = root
        withOther.children[0].children.append(dot("other"))
        let result = layout(
            withOther, safeArea: EdgeInsets(top: 40, left: 5, bottom: 20, right: 7), direction: direction)
        if direction == .ltr {
            #expect(result.frame(of: "dot") == Rect(x: 15, y: 100, width: 10, height: 10))
            #expect(result.frame(of: "other") == Rect(x: 263 - 10, y: 100, width: 10, height: 10))
        } else {
            #expect(result.frame(of: "dot") == Rect(x: 283 - 10, y: 100, width: 10, height: 10))
            #expect(result.frame(of: "other") == Rect(x: 35, y: 100, width: 10, height: 10))
        }
    }
}
