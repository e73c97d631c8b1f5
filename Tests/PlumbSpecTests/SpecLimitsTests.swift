import Testing

@testable import PlumbSpec

/// `SpecLimits`: each limit refuses the node, text or constraint list that crosses it, with its place and the
/// `--limits` item that raises it; `--limits` text reads any subset and names a bad item.
@Suite struct SpecLimitsTests {
    let small = SpecLimits(depth: 3, nodes: 4, textLength: 5, constraints: 2)

    func parse(_ text: String, limits: SpecLimits) throws(SpecError) -> Spec {
        try SpecLoader(limits: limits).parse(text, file: "t.yaml")
    }

    @Test func theFourthLevelIsRefusedAtItsNode() {
        let text =
            "root: {id: a, layout: stack, children: [{id: b, layout: stack, children: [{id: c, layout: stack, children: [{id: d}]}]}]}\n"
        #expect(
            throws: SpecError.overLimit(
                file: "t.yaml", line: 1, column: 109, problem: "node \"d\" is nested 4 levels deep", limit: "depth",
                value: 3)
        ) {
            try parse(text, limits: small)
        }
        #expect((try? parse(text, limits: SpecLimits(depth: 4, nodes: 4, textLength: 5, constraints: 2))) != nil)
    }

    @Test func aChildListThatCannotFitIsRefusedAtTheFirstChildOverTheLimit() {
        let text =
            "root:\n  id: a\n  layout: stack\n  children:\n    - {id: b}\n    - {id: c}\n    - {id: d}\n    - {id: e}\n"
        #expect(
            throws: SpecError.overLimit(
                file: "t.yaml", line: 8, column: 7,
                problem: "node \"a\" has 4 children, and this one is node number 5 of the spec", limit: "nodes",
                value: 4)
        ) { try parse(text, limits: small) }
    }

    @Test func longTextAndManyConstraintsAreRefused() {
        #expect(
            throws: SpecError.overLimit(
                file: "t.yaml", line: 1, column: 33, problem: "`text` is 6 characters long", limit: "text", value: 5)
        ) {
            try parse("root: {id: a, kind: text, text: abcdef}\n", limits: small)
        }
        let constraints =
            "root:\n  id: a\n  layout: constraints\n  children: [{id: b}]\n  constraints: [\"b.width == 1\", \"b.height == 1\", \"b.left == 0\"]\n"
        #expect(
            throws: SpecError.overLimit(
                file: "t.yaml", line: 5, column: 16, problem: "the spec has 3 constraints up to here",
                limit: "constraints", value: 2)
        ) {
            try parse(constraints, limits: small)
        }
    }

    @Test func limitsTextReadsSubsetsAndNamesBadItems() throws {
        #expect(
            try SpecLimits.default.updated(with: "depth=400, nodes=7").get()
                == SpecLimits(depth: 400, nodes: 7, textLength: 100_000, constraints: 20_000))
        #expect(throws: LimitsSyntaxError.self) { try SpecLimits.default.updated(with: "depth=0").get() }
        // The depth the parser's stack holds (`ParserStack`), and no deeper.
        #expect(try SpecLimits.default.updated(with: "depth=400").get().depth == SpecLimits.maximumDepth)
        #expect(throws: LimitsSyntaxError.self) { try SpecLimits.default.updated(with: "depth=401").get() }
        #expect(throws: LimitsSyntaxError.self) { try SpecLimits.default.updated(with: "text=200001").get() }
        // Pixels of an image file: 4096 × 4096 by default, up to 8192 × 8192.
        #expect(SpecLimits.default.imagePixels == 4096 * 4096)
        #expect(try SpecLimits.default.updated(with: "pixels=67108864").get().imagePixels == 8192 * 8192)
        #expect(throws: LimitsSyntaxError.self) { try SpecLimits.default.updated(with: "pixels=67108865").get() }
        guard case .failure(let error) = SpecLimits.default.updated(with: "speed=3") else {
            Issue.record("speed=3 was accepted"); return
        }
        #expect(
            error.message == "--limits has no limit named \"speed\" (expected depth, nodes, text, constraints, pixels)")
    }
}
