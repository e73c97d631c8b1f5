import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// Stacks inside a `constraints` screen, as UIKit lays them out: the stack's size follows from its arranged
/// views' constraints with their priorities (point 8), and it is measured with the safe area it lands in
/// (point 9). An 844-pt screen with insets top 47 and bottom 34, as an iPhone 14's.
@Suite struct NestedStackTests {
    static let screen = EdgeInsets(top: 47, bottom: 34)

    func layout(_ root: Node, category: ContentSizeCategory = .large) -> LayoutResult {
        let environment = Environment(width: 390, height: 844, category: category, safeAreaInsets: Self.screen)
        return LayoutEngine.layout(
            root, name: "t",
            context: LayoutContext(environment: environment, measurer: FixedAdvanceMeasurer(advance: 0.5)))
    }

    func constraints(_ strings: [String]) -> ContainerLayout {
        var declarations: [ConstraintDeclaration] = []
        for string in strings {
            declarations +=
                string.hasPrefix("H:") || string.hasPrefix("V:")
                ? try! VisualFormatParser.parse(string) : [try! LinearConstraintParser.parse(string)]
        }
        return .constraints(ConstraintParameters(declarations: declarations))
    }

    func button(_ id: String) -> Node {
        Node(id: id, kind: .button, fixedHeight: 50, text: TextContent(id, style: .body))
    }

    /// A bar pinned to the screen's bottom edge holding a 50-pt button, 8 pt of padding around it. UIKit: the
    /// padding is the stack's layout margins (margins-relative arrangement), which with
    /// `insetsLayoutMarginsFromSafeArea` (default true: "any margins that are outside the safe area are
    /// automatically modified to fall within the safe area boundary", Apple) are measured from the 34-pt home
    /// indicator band the bar covers: 8 + 50 + 8 + 34 = 100 pt, the button at 844 − 100 + 8 = 752. Written as a
    /// direct stack, a UIKit-mode stack or a constraints container, the bar is the same.
    @Test func aBottomBarGrowsByTheHomeIndicator() {
        var stackBar = Node(
            id: "bar", layout: .stack(StackParameters(axis: .vertical, padding: EdgeInsets(all: 8))),
            children: [button("buy")])
        var uikitBar = stackBar
        if case .stack(var parameters) = uikitBar.layout {
            parameters.mode = .uikit
            uikitBar.layout = .stack(parameters)
        }
        var constraintBar = Node(
            id: "bar", layout: constraints(["H:|-[buy]-|", "V:|-[buy]-|"]), children: [button("buy")])
        constraintBar.layoutMargins = .insets(EdgeInsets(all: 8))
        stackBar.style.background = .label
        for bar in [stackBar, uikitBar, constraintBar] {
            let root = Node(
                id: "screen", layout: constraints(["H:|[bar]|", "bar.bottom == superview.bottom"]), children: [bar])
            let result = layout(root)
            #expect(
                result.frame(of: "bar") == Rect(x: 0, y: 744, width: 390, height: 100),
                "\(bar.layout.keyword): \(result)")
            #expect(
                result.frame(of: "buy") == Rect(x: 8, y: 752, width: 374, height: 50),
                "\(bar.layout.keyword): \(result)")
            #expect(result.issues.isEmpty, "\(result.issues)")
        }
    }

    /// The same bar at the bottom of a screen-filling column (a stack root, not margins-relative, so its
    /// children reach the screen's edges): the column measures the bar without a safe area, sees where it lands
    /// and arranges it again measured with the 34-pt band it covers, in both stack modes.
    @Test func aBottomBarInAColumnGrowsByTheHomeIndicator() {
        for mode in [StackMode.direct, .uikit] {
            var parameters = StackParameters(axis: .vertical)
            parameters.mode = mode
            var barParameters = StackParameters(axis: .vertical, padding: EdgeInsets(all: 8))
            barParameters.mode = mode
            let bar = Node(id: "bar", layout: .stack(barParameters), children: [button("buy")])
            let root = Node(id: "screen", layout: .stack(parameters), children: [Node(id: "content"), bar])
            let result = layout(root)
            #expect(result.frame(of: "bar") == Rect(x: 0, y: 744, width: 390, height: 100), "\(mode): \(result)")
            #expect(result.frame(of: "buy") == Rect(x: 8, y: 752, width: 374, height: 50), "\(mode): \(result)")
            #expect(result.frame(of: "content") == Rect(x: 0, y: 0, width: 390, height: 744), "\(mode): \(result)")
        }
    }

    /// A login screen at AX5: a long heading from the top of the safe area, and below it a column of two 50-pt
    /// buttons pinned above the home indicator. UIKit: the column has no intrinsic size of its own; its height
    /// is required by its buttons' `height == 50` and the recipe's required spacing and canvas connection
    /// (UIStackView documentation, "Stack View Size": the stack is sized by its arranged views), so the heading
    /// (compression resistance 750) is the one that gives way, and the buttons stay inside the column.
    @Test func aButtonColumnIsAsFirmAsItsButtons() {
        let heading = Node.text(
            "heading",
            TextContent(String(repeating: "Welcome back to the app ", count: 12), style: .largeTitle, lines: 0))
        for mode in [StackMode.direct, .uikit] {
            var parameters = StackParameters(axis: .vertical, spacing: 8)
            parameters.mode = mode
            let column = Node(
                id: "buttons", layout: .stack(parameters), children: [button("signIn"), button("register")])
            let root = Node(
                id: "screen",
                layout: constraints([
                    "H:|-[heading]-|", "H:|-[buttons]-|", "heading.top == safeArea.top + 16",
                    "buttons.top == heading.bottom + 16", "buttons.bottom == safeArea.bottom - 16",
                ]),
                children: [heading, column])
            let result = layout(root, category: .accessibilityExtraExtraExtraLarge)
            let frame = try! #require(result.frame(of: "buttons"))
            #expect(frame.height == 108, "\(mode): \(result)")
            #expect(frame.maxY == 844 - 34 - 16, "\(mode): \(result)")
            #expect(result.frame(of: "register")?.maxY == frame.maxY, "\(mode): \(result)")
            #expect(result.frame(of: "heading")?.maxY == frame.minY - 16, "\(mode): \(result)")
            #expect(result.issues.isEmpty, "\(mode): \(result.issues)")
        }
    }

    /// What the column's size carries: along its axis, required when every arranged view's length is; the
    /// lowest resistance of the views that can shrink otherwise.
    @Test func theColumnsPrioritiesFollowItsViews() {
        let firm = Node(
            id: "c", layout: .stack(StackParameters(axis: .vertical)), children: [button("a"), Node.switch("s")])
        #expect(StackContentPriorities.of(firm).compression.vertical == 1000)
        var soft = Node.text("t", TextContent("x", style: .body))
        soft.compression = AxisPriorities(horizontal: 750, vertical: 300)
        let mixed = Node(id: "c", layout: .stack(StackParameters(axis: .vertical)), children: [button("a"), soft])
        #expect(StackContentPriorities.of(mixed).compression.vertical == 300)
        var own = mixed
        own.compression = AxisPriorities(horizontal: 750, vertical: 600)
        #expect(StackContentPriorities.of(own).compression.vertical == 600)
    }

    /// Issue 28.1: a bottom sheet's column (a 36-pt grabber, centred, and a one-word link too wide for the screen at
    /// an accessibility size) pinned to the screen's sides. UIKit: the grabber's `width == 36` holds the column at
    /// 36 pt, required; the label's width holds it at the label's width only at the label's compression resistance
    /// (750, Apple's `UIView.contentCompressionResistancePriority` default) — so the column takes the screen's
    /// width and the label is cut, with no conflict. Plumb read the grabber's required width as the column's
    /// resistance for its whole width (`column.width >= N @1000`) and reported the layout unsatisfiable.
    @Test func aFixedWidthViewHoldsAColumnOnlyAtItsOwnWidth() {
        let grabber = Node(id: "grabber", fixedWidth: 36, fixedHeight: 5)
        let link = Node.text("link", TextContent(String(repeating: "w", count: 1_200), style: .body))
        let column = Node(
            id: "column", layout: .stack(StackParameters(axis: .vertical, alignment: .center)),
            children: [grabber, link])
        #expect(StackContentPriorities.of(column).compression.horizontal == 750)
        #expect(StackContentPriorities.firmCrossLength(of: column) == 36)
        let root = Node(
            id: "screen", layout: constraints(["H:|[column]|", "V:[column]|"]), children: [column])
        let result = layout(root)
        #expect(result.frame(of: "column")?.width == 390, "\(result)")
        #expect(result.issues.isEmpty, "\(result.issues)")
        // The grabber's width stays required: a screen narrower than it is a real conflict, as in UIKit.
        let wide = Node(
            id: "column", layout: .stack(StackParameters(axis: .vertical, alignment: .center)),
            children: [Node(id: "grabber", fixedWidth: 500, fixedHeight: 5), link])
        let tooNarrow = layout(
            Node(id: "screen", layout: constraints(["H:|[column]|", "V:[column]|"]), children: [wide]))
        #expect(!tooNarrow.issues.isEmpty, "\(tooNarrow)")
    }
}
