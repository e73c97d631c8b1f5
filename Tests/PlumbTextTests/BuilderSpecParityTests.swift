import Testing

@testable import PlumbBuilder
@testable import PlumbCore
@testable import PlumbSpec

/// The builder forms of the keys of real screens build exactly the nodes a spec with the same keys parses to:
/// system controls, layer styling, size bounds, text that does not scale — and `when(_:in:)` applies a variant
/// where the spec's `when:` would.
@Suite struct BuilderSpecParityTests {
    /// The node without where it was written (a spec node carries its file and line; a built one has none).
    func located(_ node: Node) -> Node {
        var node = node
        node.source = nil
        node.children = node.children.map(located)
        return node
    }

    func expectSameChildren(_ yaml: String, _ built: some LayoutElement) throws {
        let spec = try SpecLoader().parse(yaml, file: "s.yaml")
        let parsed = located(spec.root), made = located(built.node)
        #expect(parsed.children.count == made.children.count)
        for (a, b) in zip(parsed.children, made.children) {
            #expect(a == b, "\(a.id): \(a.storage.attributes) ≠ \(b.storage.attributes)")
        }
        #expect(parsed == made)
    }

    @Test func systemControls() throws {
        try expectSameChildren(
            """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: nav, kind: navigationBar, text: Settings, largeTitle: true, leadingItems: [Edit], trailingItems: [Add]}
                - {id: inline, kind: navigationBar, text: Details}
                - {id: email, kind: textField, placeholder: Email, clearButton: true}
                - {id: password, kind: textField, text: secret, secure: true}
                - {id: range, kind: segmentedControl, segments: [Day, Week, Month], selected: 1, widths: proportional}
                - {id: pages, kind: pageControl, pages: 5, current: 2}
                - {id: progress, kind: progressView, progress: 0.4}
                - {id: volume, kind: slider, value: 0.3}
                - {id: halfway, kind: slider}
                - {id: count, kind: stepper}
                - {id: spinner, kind: activityIndicator, large: true}
                - {id: tabs, kind: tabBar, items: [Home, Search], selected: 0}
            """,
            VStackView(id: "screen") {
                NavigationBar("Settings", id: "nav", largeTitle: true, leadingItems: ["Edit"], trailingItems: ["Add"])
                NavigationBar("Details", id: "inline")
                TextFieldControl(id: "email", placeholder: "Email", showsClearButton: true)
                TextFieldControl("secret", id: "password", isSecure: true)
                SegmentedControl(["Day", "Week", "Month"], id: "range", selected: 1, proportionalWidths: true)
                PageControl(id: "pages", pages: 5, current: 2)
                ProgressBar(id: "progress", progress: 0.4)
                SliderControl(id: "volume", value: 0.3)
                SliderControl(id: "halfway")
                StepperControl(id: "count")
                ActivityIndicator(id: "spinner", isLarge: true)
                TabBar(["Home", "Search"], id: "tabs", selected: 0)
            })
    }

    /// Issue 30.4 and 30.6: the back button, the bar's appearance and tint, border styles and track colours.
    @Test func controlStylesAndTheBackButton() throws {
        try expectSameChildren(
            """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - {id: nav, kind: navigationBar, text: General, backTitle: Settings, barAppearance: scrollEdge, tint: systemRed}
                - {id: field, kind: textField, placeholder: Name, borderStyle: bezel}
                - {id: volume, kind: slider, value: 0.3, tint: systemRed, trackTint: systemGreen, thumbTint: systemOrange}
                - {id: progress, kind: progressView, progress: 0.4, trackTint: systemGreen}
            """,
            VStackView(id: "screen") {
                NavigationBar("General", id: "nav", backTitle: "Settings").barAppearance(.scrollEdge).tint(.systemRed)
                TextFieldControl(id: "field", placeholder: "Name").borderStyle(.bezel)
                SliderControl(id: "volume", value: 0.3).tint(.systemRed).trackTint(.systemGreen).thumbTint(
                    .systemOrange)
                ProgressBar(id: "progress", progress: 0.4).trackTint(.systemGreen)
            })
    }

    @Test func stylingBoundsAndFixedText() throws {
        try expectSameChildren(
            """
            root:
              id: screen
              layout: stack
              axis: vertical
              children:
                - id: card
                  background: secondarySystemGroupedBackground
                  cornerRadius: {topLeft: 12, topRight: 12}
                  cornerCurve: continuous
                  clipsToBounds: true
                  opacity: 0.9
                  shadow: {color: "#102030", opacity: 0.2, offset: [0, 2], radius: 8}
                  gradient: {colors: ["#FFFFFF", "#000000"], locations: [0, 0.8], start: [0, 0], end: [1, 1]}
                  minHeight: 44
                  maxWidth: 400
                - {id: plain, shadow: {}}
                - {id: title, kind: text, text: Hi, fontSize: 13, maxCategory: xxxl, minWidth: 20, maxHeight: 60}
                - {id: toggle, kind: switch, tint: systemGreen}
            """,
            VStackView(id: "screen") {
                Box(id: "card")
                    .background(SemanticColors.secondarySystemGroupedBackground)
                    .cornerRadii(topLeft: 12, topRight: 12)
                    .cornerCurve(.continuous)
                    .clipsToBounds()
                    .opacity(0.9)
                    .shadow(
                        color: Color(red: 0x10, green: 0x20, blue: 0x30), opacity: 0.2,
                        offset: Size(width: 0, height: 2), radius: 8
                    )
                    .gradient([.white, .black], locations: [0, 0.8], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
                    .frame(maxWidth: 400, minHeight: 44)
                Box(id: "plain").shadow()
                TextLabel("Hi", id: "title").fontSize(13).maxCategory(.extraExtraExtraLarge).frame(
                    minWidth: 20, maxHeight: 60)
                Switch(id: "toggle").tint(.systemGreen)
            })
    }

    /// `when(_:in:)` is the spec's `when:` for a tree built per environment: the settings row turns vertical at the
    /// accessibility sizes, as `- if: {category: ">= ax1"}` does.
    @Test func variantsFollowTheEnvironment() throws {
        let spec = try SpecLoader().parse(
            """
            root:
              id: row
              layout: stack
              axis: horizontal
              alignment: center
              spacing: 8
              when:
                - if: {category: ">= ax1"}
                  axis: vertical
                  alignment: leading
              children:
                - {id: title, kind: text, text: Larger Text}
            """, file: "s.yaml")
        let accessibilitySizes = TraitCondition(
            categories: Set(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)))
        for category in ContentSizeCategory.allCases {
            let environment = Environment(width: 375, category: category)
            let built = HStackView(id: "row", spacing: 8, alignment: .center) { TextLabel("Larger Text", id: "title") }
                .when(accessibilitySizes, in: environment) { $0.axis(.vertical).stackAlignment(.leading) }
            #expect(located(built.node) == located(spec.root(for: environment)), "\(category)")
        }
    }
}
