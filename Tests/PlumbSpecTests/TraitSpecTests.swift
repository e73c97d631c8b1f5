import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// Spec keys for real screens: semantic colours and `colors:`, `appearances:` and `devices:` in the matrix, `when:`.
@Suite struct TraitSpecTests {
    @Test func semanticAndPaletteColoursParse() throws {
        let spec = try SpecTestSupport.parse(
            """
            colors:
              brand: {light: "#0066FF", dark: "#4D94FF"}
              card: secondarySystemGroupedBackground
            root:
              id: screen
              background: systemGroupedBackground
              children:
                - {id: card, frame: [0, 0, 100, 40], background: card, borderColor: separator, borderWidth: 1}
                - {id: title, kind: text, frame: [0, 0, 100, 20], text: Hi, color: brand}
                - {id: note, kind: text, frame: [0, 20, 100, 20], text: Note, color: "#FF000080"}
            """)
        #expect(spec.root.style.background == SemanticColors.systemGroupedBackground)
        #expect(spec.root.children[0].style.background == SemanticColors.secondarySystemGroupedBackground)
        #expect(spec.root.children[0].style.borderColor == SemanticColors.separator)
        let brand = try #require(spec.root.children[1].text?.color)
        #expect(brand.resolved(for: .light).hex == "#0066FF" && brand.resolved(for: .dark).hex == "#4D94FF")
        #expect(spec.root.children[2].text?.color.isDynamic == false)
    }

    @Test func textIsLabelColouredByDefault() throws {
        let spec = try SpecTestSupport.parse("root: {id: t, kind: text, text: Hi}")
        #expect(spec.root.text?.color == SemanticColors.label)
        #expect(spec.root.text?.color.resolved(for: .dark) == .white)
    }

    @Test func anUnknownColourNameSuggestsTheClosest() {
        SpecTestSupport.expectError(
            "root: {id: t, kind: text, text: Hi, color: secondaryLable}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 44, key: "color", value: "secondaryLable",
                expected: "a known colour (did you mean `secondaryLabel`?)"))
    }

    @Test func theMatrixTakesAppearancesAndDevices() throws {
        let spec = try SpecTestSupport.parse(
            """
            matrix:
              devices: [iphone-se-3, iphone-16]
              categories: [l]
              appearances: [light, dark]
            root: {id: r}
            """)
        let labels = try #require(spec.matrix).environments.map(\.label)
        #expect(labels == ["iphone-se-3-l@2x", "iphone-se-3-l@2x-dark", "iphone-16-l@3x", "iphone-16-l@3x-dark"])
    }

    @Test func aDeviceWithExplicitWidthsIsRefused() {
        SpecTestSupport.expectError(
            """
            matrix:
              widths: [375]
              devices: [iphone-16]
            root: {id: r}
            """,
            .unsupported(
                file: "s.yaml", line: 2, column: 3, feature: "`widths` beside `devices`",
                reason:
                    "each device preset sets the width, height, scale and safe area itself; drop `widths` or list widths in another spec"
            ))
    }

    @Test func anUnknownDeviceSuggestsTheClosest() {
        SpecTestSupport.expectError(
            "matrix: {devices: [iphone-16-pro-maxx]}\nroot: {id: r}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 20, key: "devices", value: "iphone-16-pro-maxx",
                expected: "a device preset (did you mean `iphone-16-pro-max`?)"))
    }

    @Test func overridesApplyInOrderWhereTheirConditionsHold() throws {
        let spec = try SpecTestSupport.parse(
            """
            root:
              id: row
              layout: stack
              axis: horizontal
              spacing: 8
              when:
                - if: {category: ">= ax1"}
                  axis: vertical
                - if: {width: ">= 414", appearance: dark}
                  spacing: 20
                - if: {direction: rtl}
                  hidden: true
              children:
                - {id: a, kind: text, text: A}
            """)
        func stack(_ environment: Environment) -> (StackParameters, Bool)? {
            let root = spec.root(for: environment)
            guard case .stack(let parameters) = root.layout else { return nil }
            return (parameters, root.hidden)
        }
        let plain = try #require(stack(Environment(width: 375)))
        #expect(plain.0.axis == .horizontal && plain.0.spacing == 8 && !plain.1)
        let large = try #require(stack(Environment(width: 414, category: .accessibilityExtraLarge, appearance: .dark)))
        #expect(large.0.axis == .vertical && large.0.spacing == 20)
        let lightWide = try #require(stack(Environment(width: 414, category: .accessibilityExtraLarge)))
        #expect(lightWide.0.spacing == 8, "both parts of a condition must hold")
        #expect(try #require(stack(Environment(width: 375, direction: .rtl))).1)
    }

    @Test func overridesMayReplaceChildren() throws {
        let spec = try SpecTestSupport.parse(
            """
            root:
              id: row
              layout: stack
              children:
                - {id: a, kind: text, text: A}
              when:
                - if: {sizeClass: regular}
                  children:
                    - {id: a, kind: text, text: A}
                    - {id: b, kind: text, text: B}
            """)
        #expect(spec.root(for: Environment(width: 375)).children.map(\.id) == ["a"])
        #expect(spec.root(for: Environment(width: 820)).children.map(\.id) == ["a", "b"])
    }

    @Test func anOverrideIsCheckedAtLoadTime() {
        SpecTestSupport.expectError(
            """
            root:
              id: row
              layout: stack
              when:
                - if: {category: accessibility}
                  axis: diagonal
            """,
            .invalidValue(
                file: "s.yaml", line: 6, column: 13, key: "axis", value: "diagonal", expected: "horizontal or vertical")
        )
    }

    @Test func malformedConditionsAreRefused() {
        SpecTestSupport.expectError(
            "root:\n  id: r\n  when:\n    - if: {width: \">= abc\"}\n      hidden: true\n",
            .invalidValue(
                file: "s.yaml", line: 4, column: 19, key: "width", value: ">= abc",
                expected: "a number, a comparison such as \">= 414\" or \"< 375\", or a range such as \"375...414\""))
        SpecTestSupport.expectError(
            "root:\n  id: r\n  when:\n    - if: {colour: dark}\n      hidden: true\n",
            .unknownKey(file: "s.yaml", line: 4, column: 12, key: "colour", allowed: TraitConditionParser.keys))
        SpecTestSupport.expectError(
            "root:\n  id: r\n  when:\n    - hidden: true\n",
            .missingKey(file: "s.yaml", line: 4, column: 7, key: "if", context: "a `when:` override"))
        SpecTestSupport.expectError(
            "root:\n  id: r\n  when:\n    - if: {category: \">= ax9\"}\n      hidden: true\n",
            .invalidValue(
                file: "s.yaml", line: 4, column: 22, key: "category", value: ">= ax9",
                expected:
                    "a content-size category (xs … xxxl, ax1 … ax5, or a long name), a list of them, a comparison such as \">= ax1\", "
                    + "a range such as \"m...xl\", or accessibility"))
    }

    @Test func anOverrideOfTheIdIsRefused() {
        SpecTestSupport.expectError(
            "root:\n  id: r\n  when:\n    - if: {appearance: dark}\n      id: other\n",
            .unsupported(
                file: "s.yaml", line: 5, column: 7, feature: "`id` in a `when:` override",
                reason: "a node keeps its id in every environment"))
    }
}
