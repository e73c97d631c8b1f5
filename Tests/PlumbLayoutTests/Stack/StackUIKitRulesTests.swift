import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// UIKit rules for stacks that both stack engines (and the constraint engine where it can say the same) follow,
/// each with its source. Numbers are worked out by hand with the fixed-advance measurer (0.5 em a character).
@Suite struct StackUIKitRulesTests {
    let context = LayoutContext(environment: Environment(width: 400), measurer: FixedAdvanceMeasurer(advance: 0.5))

    func row(_ mode: StackMode, alignment: StackAlignment = .center, _ children: [Node]) -> Node {
        var parameters = StackParameters(axis: .horizontal, distribution: .fill, alignment: alignment, spacing: 8)
        parameters.mode = mode
        return Node(id: "row", layout: .stack(parameters), children: children)
    }

    func place(_ node: Node, width: Double, height: Double = 44, issues: LayoutIssueCollector? = nil) -> [Rect] {
        var context = context
        context.issues = issues
        let engine: any ContainerEngine = {
            if case .stack(let parameters) = node.layout, parameters.mode == .uikit { return UIKitStackEngine() }
            return StackEngine()
        }()
        return engine.place(node, in: Rect(x: 0, y: 0, width: width, height: height), context: context).map(\.frame)
    }

    // MARK: - Point 6: fixed-size controls

    /// UISwitch: "The size components of this rectangle are ignored" (Apple, `UISwitch.init(frame:)`), and its
    /// content hugging and compression resistance are 750 on both axes (observed with `contentHuggingPriority(for:)`).
    /// A settings row written without priorities — a label and a switch in a `fill` row — keeps the switch at
    /// 51 × 31 and gives the label the rest, in both stack modes and in a constraint layout.
    @Test func aSwitchKeepsItsSizeWithoutPriorities() {
        let label = Node.text("label", TextContent("Wi-Fi", style: .body))
        #expect(Node.switch("toggle").hugging == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(Node.switch("toggle").compression == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(label.hugging == AxisPriorities(horizontal: 250, vertical: 250))
        for width in [300.0, 80.0] {  // room to spare, and too little room: the label gives way, never the switch
            for mode in [StackMode.direct, .uikit] {
                let frames = place(row(mode, [label, Node.switch("toggle")]), width: width)
                #expect(frames[1].size == NodeKind.switchSize, "\(mode) at \(width): \(frames)")
                #expect(abs(frames[0].width - (width - 8 - 51)) < 1e-9, "\(mode) at \(width): \(frames)")
            }
        }
        // The same row as constraints, with no priorities written: the switch's size is required there too.
        let constraints = Node(
            id: "row",
            layout: .constraints(
                ConstraintParameters(
                    declarations: try! VisualFormatParser.parse("H:|[label]-8-[toggle]|")
                        + [
                            try! LinearConstraintParser.parse("toggle.centerY == superview.centerY"),
                            try! LinearConstraintParser.parse("label.centerY == superview.centerY"),
                        ])),
            children: [label, Node.switch("toggle")])
        let frames = ConstraintEngine().place(
            constraints, in: Rect(x: 0, y: 0, width: 300, height: 44), context: context
        ).map(\.frame)
        #expect(frames[1].size == NodeKind.switchSize && frames[0].width == 300 - 8 - 51, "\(frames)")
    }

    // MARK: - Point 7: ties

    /// Two labels of equal compression resistance in a row too narrow for both: Xcode reports a "Content
    /// Priority Ambiguity" (Interface Builder's ambiguity warnings; Auto Layout Guide, "Ambiguous Layouts":
    /// "the system … arbitrarily selects one"). Both engines shrink the later label first, and report the tie
    /// naming both labels and the priority.
    @Test func equalCompressionIsReportedAndBrokenAlike() {
        let a = Node.text("a", TextContent("Alpha beta", style: .body)),
            b = Node.text("b", TextContent("Gamma delta", style: .body))
        let natural = StackEngine().measure(row(.direct, [a, b]), proposal: ProposedSize(), context: context).width
        var placed: [[Rect]] = []
        for mode in [StackMode.direct, .uikit] {
            let issues = LayoutIssueCollector()
            placed.append(place(row(mode, [a, b]), width: natural - 30, issues: issues))
            guard
                case .priorityTie(_, let nodes, let priorities, let axis, let priority, let decided) = issues.issues
                    .first
            else {
                Issue.record("\(mode): \(issues.issues)")
                continue
            }
            #expect(
                nodes == ["a", "b"] && priorities == "compression resistance" && axis == "horizontal" && priority == 750
            )
            #expect(decided.contains("\"b\""))
            #expect(issues.issues.first!.message.contains("ambiguous layout in \"row\""))
        }
        #expect(
            placed.count == 2 && zip(placed[0], placed[1]).allSatisfy { abs($0.width - $1.width) < 1e-6 }, "\(placed)")
        #expect(abs(placed[0][1].width - (natural - 30 - placed[0][0].width - 8)) < 1e-6)
        #expect(placed[0][0].width == NodeSizing.size(of: a, proposal: ProposedSize(), context: context).width)
    }

    /// Different priorities are no tie: nothing is reported.
    @Test func differentPrioritiesAreNotReported() {
        var a = Node.text("a", TextContent("Alpha", style: .body))
        a.hugging = AxisPriorities(horizontal: 251, vertical: 250)
        let b = Node.text("b", TextContent("Beta", style: .body))
        for mode in [StackMode.direct, .uikit] {
            let issues = LayoutIssueCollector()
            let frames = place(row(mode, [a, b]), width: 300, issues: issues)
            #expect(issues.issues.isEmpty, "\(mode): \(issues.issues)")
            #expect(frames[1].maxX == 300, "\(mode): \(frames)")
        }
    }

    // MARK: - Point 10: margins-relative arrangement

    /// `isLayoutMarginsRelativeArrangement` is false by default (Apple: "The default value of this property is
    /// false"); Plumb's `padding` is the stack's layout margins with it turned on.
    @Test func marginsRelativeOnlyWithPadding() {
        #expect(!StackParameters().isLayoutMarginsRelative)
        #expect(StackParameters(padding: EdgeInsets(all: 8)).isLayoutMarginsRelative)
        #expect(!StackParameters(padding: EdgeInsets(all: 8), isLayoutMarginsRelative: false).isLayoutMarginsRelative)
    }

    // MARK: - Point 11: buttons align by their title's baselines

    /// UIButton's `forFirstBaselineLayout` and `forLastBaselineLayout` are its title label (Apple,
    /// `UIView.forFirstBaselineLayout`: a view "whose baseline … is used to satisfy first baseline constraints";
    /// UIButton returns `titleLabel`). In a `firstBaseline` row a footnote label and a body-text button share the
    /// title's baseline: the button's title baseline is its top inset (7) plus the title's first baseline, in both
    /// stack modes and with a `firstBaseline` constraint.
    @Test func buttonsAlignByTheirTitlesBaseline() {
        let label = Node.text("label", TextContent("Updated", style: .footnote))
        let button = Node(id: "button", kind: .button, text: TextContent("Retry", style: .body, lines: 1))
        let title = context.measurer.measure(
            TextContent("Retry", style: .body, alignment: .center), in: context.environment, width: nil)
        let text = context.measurer.measure(label.text!, in: context.environment, width: nil)
        let buttonBaseline = ButtonMetrics.contentInsets.top + title.firstBaseline
        for mode in [StackMode.direct, .uikit] {
            let frames = place(row(mode, alignment: .firstBaseline, [label, button]), width: 300, height: 80)
            let labelBaseline = frames[0].minY + text.firstBaseline
            #expect(abs(frames[1].minY + buttonBaseline - labelBaseline) < 1e-6, "\(mode): \(frames)")
        }
        let constraints = Node(
            id: "row",
            layout: .constraints(
                ConstraintParameters(
                    declarations: try! VisualFormatParser.parse("H:|[label]-8-[button]")
                        + [
                            try! LinearConstraintParser.parse("button.top == superview.top + 20"),
                            try! LinearConstraintParser.parse("label.firstBaseline == button.firstBaseline"),
                        ])),
            children: [label, button])
        let frames = ConstraintEngine().place(
            constraints, in: Rect(x: 0, y: 0, width: 300, height: 80), context: context
        ).map(\.frame)
        #expect(abs(frames[0].minY + text.firstBaseline - (20 + buttonBaseline)) < 1e-6, "\(frames)")
    }
}
