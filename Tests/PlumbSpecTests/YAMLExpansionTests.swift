import Testing

@testable import PlumbSpec

/// Expansion budgets (issue 32.9, 32.12): YAML aliases and tokens naming tokens are counted as they expand,
/// against 20 YAML nodes per node `--limits nodes` allows; an error deep in nested components is located in one
/// walk and prints a bounded number of `note:` lines.
@Suite struct YAMLExpansionTests {
    /// Tokens of ten-item lists, each level ten aliases of the last: `levels` levels hold 10^levels items.
    func laughs(levels: Int) -> String {
        var text = "tokens:\n  l0: &l0 [a, a, a, a, a, a, a, a, a, a]\n"
        for level in 1..<levels {
            text +=
                "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        return text + "root: {id: home, kind: text, text: hi}\n"
    }

    func limits(nodes: Int) -> SpecLimits { SpecLimits(depth: 200, nodes: nodes, textLength: 100, constraints: 10) }

    @Test func aliasesAreCountedAsTheyExpandAgainstTheNodeLimit() throws {
        // Four levels: 10,000 `a`s and 1,111 lists, plus the keys: over 2,000 (nodes=100), under 20,000 (nodes=1000).
        #expect(throws: SpecError.self) {
            try SpecLoader(limits: limits(nodes: 100)).parse(laughs(levels: 4), file: "t.yaml")
        }
        do {
            _ = try SpecLoader(limits: limits(nodes: 100)).parse(laughs(levels: 4), file: "t.yaml")
        } catch {
            guard case .overLimit(_, _, _, let problem, let limit, let value) = error else {
                Issue.record("expected overLimit, got \(error)")
                return
            }
            #expect(limit == "nodes" && value == 2000)
            #expect(problem.hasPrefix("the YAML, with its aliases (`*name`) expanded, has more than 2000 nodes"))
        }
        _ = try SpecLoader(limits: limits(nodes: 1000)).parse(laughs(levels: 4), file: "t.yaml")
    }

    @Test func aBillionLaughsIsRefusedAtTheDefaultBudget() {
        // Nine levels stand for a billion nodes; the count stops at the budget's 1,000,001st.
        #expect(throws: SpecError.self) { try SpecLoader().parse(laughs(levels: 9), file: "t.yaml") }
    }

    @Test func tokensNamingTokensAreCountedAsTheyAreSubstituted() throws {
        var text = "tokens:\n  t0: [{id: a}]\n"
        for level in 1..<12 {
            text += "  t\(level): [" + Array(repeating: "$t\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "root: {id: home, layout: stack, children: $t11}\n"
        do {
            _ = try SpecLoader(limits: limits(nodes: 100)).parse(text, file: "t.yaml")
            Issue.record("a token standing for 10^11 nodes was substituted")
        } catch {
            guard case .overLimit(_, _, _, let problem, "nodes", 2000) = error else {
                Issue.record("expected the node budget, got \(error)")
                return
            }
            #expect(problem.hasPrefix("a value with its `$` tokens and arguments substituted has more than 2000 nodes"))
        }
    }

    @Test func anErrorFortyComponentsDeepNamesTheInnermostAndOutermostUses() throws {
        let levels = 40
        var text = "components:\n"
        for level in 0..<levels {
            let child = level == levels - 1 ? "{id: leaf, kind: swich}" : "{id: c, use: c\(level + 1)}"
            text += "  c\(level):\n    root: {id: r, layout: stack, children: [\(child)]}\n"
        }
        text += "root: {id: home, use: c0}\n"
        do {
            _ = try SpecLoader().parse(text, file: "t.yaml")
            Issue.record("the misspelt kind was read")
        } catch {
            #expect(error.file == "t.yaml" && error.position?.line == 81)
            let lines = error.description.split(separator: "\n")
            #expect(lines.first?.hasPrefix("t.yaml:81:") == true)
            #expect(lines.filter { $0.contains("note: in component") }.count == ComponentError.maximumNotes)
            #expect(lines.contains("note: … 30 more components used in between …"))
            #expect(lines[1] == "t.yaml:79:45: note: in component `c39` used here")
            #expect(lines.last == "t.yaml:82:7: note: in component `c0` used here")
        }
    }
}
