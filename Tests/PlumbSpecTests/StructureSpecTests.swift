import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// Trees that would otherwise be drawn without a word of what went wrong are refused (issue 16, points 14–16),
/// and `scroll:` / `fullContent:` are read.
@Suite struct StructureSpecTests {
    /// A text with children — a sibling indented one level too deep — is refused at its `children` key, before
    /// its children are read (so no "a child of an `absolute` container needs `frame`").
    @Test(arguments: ["text", "image", "switch", "button", "separator"])
    func aLeafWithChildrenIsRefused(kind: String) {
        let text = kind == "text" || kind == "button" ? "\n      text: Hi" : ""
        SpecTestSupport.expectError(
            """
            root:
              id: row
              layout: stack
              children:
                - id: leaf
                  kind: \(kind)\(text)
                  children:
                    - {id: stray, kind: text, text: Home}
            """,
            .unsupported(
                file: "s.yaml", line: kind == "text" || kind == "button" ? 8 : 7, column: 7,
                feature: "`children` on node \"leaf\" (kind \(kind))",
                reason:
                    "a \(kind) is a leaf and draws its own content; if these nodes are its siblings, indent them as far as "
                    + "\"leaf\", or put them in a container (`kind: box` with a `layout:`)"))
    }

    /// `layout: manual` draws the registered layout's own children; children in the spec are refused.
    @Test func aManualLayoutWithChildrenIsRefused() {
        do {
            _ = try SpecLoader(manualLayouts: ["card"]).parse(
                "root:\n  id: c\n  layout: manual\n  manual: card\n  children:\n    - {id: x, kind: text, text: Hi}\n",
                file: "s.yaml")
            Issue.record("accepted")
        } catch {
            #expect(
                error
                    == .unsupported(
                        file: "s.yaml", line: 5, column: 3, feature: "`children` on node \"c\" (`layout: manual`)",
                        reason:
                            "a manual layout provides its own children (the registered layout \"card\" does); remove `children`, "
                            + "or use `layout: stack`, `constraints` or `absolute` to place these nodes"))
        }
    }

    /// A constraint on a node that a stack places is refused, naming the constraint, the node and the stack; a
    /// constraint on a node of a nested `constraints` container is fine (one solver places both).
    @Test func aConstraintOnAnotherEnginesNodeIsRefused() throws {
        SpecTestSupport.expectError(
            """
            root:
              id: screen
              layout: constraints
              constraints: ["H:|[bar]|", "buy.width == 100"]
              children:
                - id: bar
                  layout: stack
                  children:
                    - {id: buy, kind: button, text: Buy}
            """,
            .unsupported(
                file: "s.yaml", line: 4, column: 31, feature: "constraint \"buy.width == 100\" on node \"buy\"",
                reason:
                    "\"buy\" is placed by the `stack` \"bar\", not by the constraints of \"screen\"; constrain \"bar\" instead, "
                    + "or make \"bar\" a `constraints` container"))
        _ = try SpecTestSupport.parse(
            """
            root:
              id: screen
              layout: constraints
              constraints: ["H:|[panel]|", "dot.width == 10"]
              children:
                - id: panel
                  layout: constraints
                  children:
                    - {id: dot, size: [4, 4]}
            """)
    }

    /// `scroll:` on a container, and the top-level `fullContent:`.
    @Test func scrollAndFullContentAreRead() throws {
        let spec = try SpecTestSupport.parse(
            """
            fullContent: true
            root:
              id: article
              layout: stack
              axis: vertical
              scroll: vertical
              children:
                - {id: body, kind: text, text: Hi}
            """)
        #expect(spec.root.scroll == .vertical && spec.root.scrollAxis == .vertical && spec.fullContent)
        #expect(try SpecTestSupport.parse("root: {id: r, layout: stack, children: [{id: a}]}").fullContent == false)
        SpecTestSupport.expectError(
            "root: {id: r, layout: stack, scroll: diagonal, children: [{id: a}]}",
            .invalidValue(
                file: "s.yaml", line: 1, column: 38, key: "scroll", value: "diagonal",
                expected: "one of vertical, horizontal"))
    }
}
