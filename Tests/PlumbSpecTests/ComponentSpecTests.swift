import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// `components:`, `use:`/`args:`, `$name` parameters and tokens (spec format: "Components").
@Suite struct ComponentSpecTests {
    static let listRow = """
        colors:
          brand: "#0A84FF"
        tokens:
          space: {m: 12, l: 16}
        components:
          list-row:
            params: [title, detail: "", accessory: ~, dim: false, gap: $space.m]
            root:
              id: row
              layout: stack
              spacing: $gap
              padding: $space.l
              children:
                - {id: title, kind: text, text: "${title}:", color: brand}
                - {id: detail, kind: text, text: $detail, hidden: $dim}
                - $accessory

        """

    @Test func idsDeriveFromTheUseAndTheRootTakesTheUsingNodesId() throws {
        let spec = try SpecTestSupport.parse(
            Self.listRow + """
                root:
                  id: list
                  layout: stack
                  axis: vertical
                  children:
                    - {id: wifi, use: list-row, args: {title: Wi-Fi, accessory: {kind: switch, on: true}}}
                    - {id: bt, use: list-row, args: {title: Bluetooth, detail: "On", dim: true, gap: 4}, spacingAfter: 20}
                """)
        #expect(
            spec.root.depthFirst.map(\.id) == [
                "list", "wifi", "wifi.title", "wifi.detail", "wifi.accessory", "bt", "bt.title", "bt.detail",
            ])
        let wifi = spec.root.children[0], bt = spec.root.children[1]
        // Text interpolation, a palette colour through the component, a slot without an id named for its parameter.
        #expect(wifi.children[0].text?.string == "Wi-Fi:")
        #expect(wifi.children[0].text?.color.hex == "#0A84FF")
        #expect(wifi.children[2].kind == .switch && wifi.children[2].isOn)
        // Numbers (a default that is a token, and an argument), booleans, and a key set on the using node.
        guard case .stack(let wifiStack) = wifi.layout, case .stack(let btStack) = bt.layout else {
            Issue.record("rows are stacks")
            return
        }
        #expect(wifiStack.spacing == 12 && btStack.spacing == 4 && btStack.padding.top == 16)
        #expect(!wifi.children[1].hidden && bt.children[1].hidden)
        #expect(bt.spacingAfter == 20)
        // A null slot leaves no child; the instance's root is located at the using line.
        #expect(bt.children.count == 2)
        #expect(bt.source == SpecLocation(file: "s.yaml", line: 23, column: 7))
    }

    @Test func constraintsInsideAComponentNameItsOwnIds() throws {
        let spec = try SpecTestSupport.parse(
            """
            components:
              badge:
                params: [label]
                root:
                  id: badge
                  layout: constraints
                  constraints: ["H:|-[text]-|", "text.top == superview.top + 2", "badge.height >= 20"]
                  children: [{id: text, kind: text, text: $label}]
            root:
              id: row
              layout: stack
              children: [{id: new, use: badge, args: {label: New}}, {id: old, use: badge, args: {label: Old}}]
            """)
        guard case .constraints(let parameters) = spec.root.children[1].layout else {
            Issue.record("the badge is a constraints container")
            return
        }
        let items = parameters.declarations.flatMap { [$0.item1, $0.item2].compactMap { $0 } }
        #expect(items.contains(.node("old.text")) && items.contains(.node("old")))
        #expect(!items.contains(.node("text")) && !items.contains(.node("badge")))
    }

    @Test func componentsNestAndTheirIdsChain() throws {
        let spec = try SpecTestSupport.parse(
            """
            components:
              chip:
                params: [label]
                root: {id: chip, layout: stack, children: [{id: label, kind: text, text: $label}]}
              card:
                params: [title, tag]
                root:
                  id: card
                  layout: stack
                  axis: vertical
                  children:
                    - {id: title, kind: text, text: $title}
                    - {id: tag, use: chip, args: {label: $tag}}
              primary-card:
                params: [title]
                root: {id: inner, use: card, args: {title: $title, tag: Primary}}
            root:
              id: screen
              layout: stack
              children: [{id: c1, use: primary-card, args: {title: Hello}}]
            """)
        #expect(spec.root.depthFirst.map(\.id) == ["screen", "c1", "c1.title", "c1.tag", "c1.tag.label"])
        #expect(spec.root.children[0].children[1].children[0].text?.string == "Primary")
    }

    @Test func dollarSignsStayAsWrittenOutsideReferences() throws {
        let spec = try SpecTestSupport.parse(
            """
            tokens: {currency: EUR}
            root:
              id: r
              layout: stack
              children:
                - {id: a, kind: text, text: "$4.99 or $$title, ${currency} $currency."}
            """)
        #expect(spec.root.children[0].text?.string == "$4.99 or $title, EUR EUR.")
        // A spec without components, tokens or includes keeps every `$` as written.
        let plain = try SpecTestSupport.parse("root: {id: t, kind: text, text: $title}")
        #expect(plain.root.text?.string == "$title")
    }

    @Test func referencesAreCutIntoPieces() {
        #expect(ValueReference.whole("$space.m") == "space.m")
        #expect(ValueReference.whole("${title}") == "title")
        #expect(ValueReference.whole("$title.") == nil)
        #expect(ValueReference.pieces("Hi $name.") == [.literal("Hi "), .reference("name"), .literal(".")])
        #expect(ValueReference.pieces("no dollars") == nil)
        #expect(ValueReference.pieces("$$x") == [.literal("$x")])
    }

    @Test func aComponentThatUsesItselfIsRefusedAtTheUse() {
        SpecTestSupport.expectError(
            """
            components:
              a: {root: {id: x, layout: stack, children: [{id: b, use: b}]}}
              b: {root: {id: y, layout: stack, children: [{id: a, use: a}]}}
            root: {id: r, use: a}
            """,
            .component(.cycle(at: SpecLocation(file: "s.yaml", line: 3, column: 60), chain: ["a", "b", "a"])))
    }

    @Test func argumentsAreChecked() {
        let definedAt = SpecLocation(file: "s.yaml", line: 6, column: 3)
        SpecTestSupport.expectError(
            Self.listRow + "root: {id: r, use: list-row, args: {titel: x}}",
            .component(
                .unknownArgument(
                    at: SpecLocation(file: "s.yaml", line: 17, column: 37), argument: "titel", component: "list-row",
                    parameters: ["title", "detail", "accessory", "dim", "gap"], definedAt: definedAt)))
        SpecTestSupport.expectError(
            Self.listRow + "root: {id: r, use: list-row}",
            .component(
                .missingArgument(
                    at: SpecLocation(file: "s.yaml", line: 17, column: 20), parameter: "title", component: "list-row",
                    declaredAt: SpecLocation(file: "s.yaml", line: 7, column: 14))))
        SpecTestSupport.expectError(
            Self.listRow + "root: {id: r, use: list-rw, args: {title: x}}",
            .component(
                .unknownComponent(
                    at: SpecLocation(file: "s.yaml", line: 17, column: 20), name: "list-rw", known: ["list-row"])))
    }

    @Test func anUnknownReferenceSuggestsTheClosest() throws {
        do {
            _ = try SpecTestSupport.parse(Self.listRow + "root: {id: r, layout: stack, spacing: $space.mm}")
            Issue.record("expected an error")
        } catch {
            guard case .component(.unknownValue(let at, let name, _)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(at == SpecLocation(file: "s.yaml", line: 17, column: 39) && name == "space.mm")
            #expect(error.description.contains("did you mean `$space.m`?"))
        }
    }

    @Test func anErrorInAComponentsTreeNamesTheUse() throws {
        do {
            _ = try SpecTestSupport.parse(
                """
                components:
                  tag:
                    params: [label]
                    root: {id: tag, kind: text, text: $label, colr: red}
                root:
                  id: r
                  layout: stack
                  children: [{id: a, use: tag, args: {label: X}}]
                """)
            Issue.record("expected an error")
        } catch {
            guard case .component(.inInstance(let inner, let component, let usedAt)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(
                inner.position?.line == 4 && component == "tag"
                    && usedAt == SpecLocation(file: "s.yaml", line: 8, column: 14))
            #expect(error.description.hasSuffix("s.yaml:8:14: note: in component `tag` used here"), "\(error)")
        }
    }

    @Test func tokensMayNameTokensButNotThemselves() throws {
        let spec = try SpecTestSupport.parse(
            "tokens: {base: 8, gap: $base}\nroot: {id: r, layout: stack, spacing: $gap}")
        guard case .stack(let stack) = spec.root.layout else {
            Issue.record("a stack")
            return
        }
        #expect(stack.spacing == 8)
        #expect(throws: SpecError.self) {
            try SpecTestSupport.parse("tokens: {a: $b, b: $a}\nroot: {id: r, width: $a}")
        }
        let chain = (0..<40).map { "t\($0): $t\($0 + 1)" }.joined(separator: ", ")
        #expect(throws: SpecError.self) {
            try SpecTestSupport.parse("tokens: {\(chain), t40: 1}\nroot: {id: r, width: $t0}")
        }
    }

    @Test func applyAddsATypeStylesKeysUnderTheNodesOwn() throws {
        let spec = try SpecTestSupport.parse(
            """
            tokens:
              type:
                title: {style: headline, weight: semibold, color: secondaryLabel}
                mono: {font: Inter, italic: true}
            root:
              id: r
              layout: stack
              children:
                - {id: a, kind: text, text: A, apply: $type.title, color: label}
                - {id: b, kind: text, text: B, apply: [$type.title, $type.mono]}
            """)
        let a = try #require(spec.root.children[0].text), b = try #require(spec.root.children[1].text)
        #expect(a.style == .headline && a.weight == .semibold && a.color == SemanticColors.label)
        #expect(b.color == SemanticColors.secondaryLabel && b.italic && b.fontFamily == "Inter")
        SpecTestSupport.expectError(
            "tokens: {gap: 8}\nroot: {id: r, apply: $gap}",
            .wrongType(
                file: "s.yaml", line: 2, column: 15, key: "apply",
                expected: "a mapping of node keys, such as a type-style token ($type.title), or a list of them"))
    }

    @Test func whenOverridesWorkInsideComponentsAndOnUses() throws {
        let spec = try SpecTestSupport.parse(
            """
            components:
              row:
                params: [title]
                root:
                  id: row
                  layout: stack
                  when: [{if: {category: ">= ax1"}, axis: vertical}]
                  children: [{id: title, kind: text, text: $title}]
            root:
              id: list
              layout: stack
              axis: vertical
              children:
                - {id: a, use: row, args: {title: A}, when: [{if: {appearance: dark}, args: {title: Night}}]}
            """)
        let large = spec.root(for: Environment(width: 320, category: .accessibilityMedium, appearance: .dark))
        guard case .stack(let stack) = large.children[0].layout else {
            Issue.record("a stack")
            return
        }
        #expect(stack.axis == .vertical)
        #expect(large.children[0].children[0].text?.string == "Night")
        #expect(spec.root.children[0].children[0].text?.string == "A")
    }

    @Test func controlStatesParseOnControlsOnly() throws {
        let spec = try SpecTestSupport.parse("root: {id: b, kind: button, text: Go, state: disabled}")
        #expect(spec.root.controlState == .disabled)
        SpecTestSupport.expectError(
            "root: {id: b, state: selected}",
            .unsupported(
                file: "s.yaml", line: 1, column: 22, feature: "`state`",
                reason:
                    "it belongs to controls (`kind: switch`, `kind: button`, `kind: textField`, `kind: segmentedControl`), and this node is a box"
            ))
    }
}
