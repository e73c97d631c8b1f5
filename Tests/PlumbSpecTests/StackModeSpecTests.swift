import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// The stack's `mode` key: `direct` (the default) or `uikit`, and a clear error for anything else.
@Suite struct StackModeSpecTests {
    func parse(_ text: String) throws(SpecError) -> Spec {
        try SpecLoader().parse(text, file: "t.yaml")
    }

    @Test func modeIsReadAndDefaultsToDirect() throws {
        let uikit = try parse("root: {id: s, layout: stack, mode: uikit, children: [{id: a}]}")
        #expect(
            uikit.root.layout
                == .stack(
                    {
                        var p = StackParameters(); p.mode = .uikit; return p
                    }()))
        let upper = try parse("root: {id: s, layout: stack, mode: UIKit}")
        #expect(
            upper.root.layout
                == .stack(
                    {
                        var p = StackParameters(); p.mode = .uikit; return p
                    }()))
        let plain = try parse("root: {id: s, layout: stack}")
        #expect(plain.root.layout == .stack(StackParameters()))
        guard case .stack(let parameters) = plain.root.layout else { return }
        #expect(parameters.mode == .direct)
    }

    @Test func unknownModeNamesLineColumnAndChoices() {
        #expect(
            throws: SpecError.invalidValue(
                file: "t.yaml", line: 4, column: 9, key: "mode", value: "solver", expected: "one of direct, uikit")
        ) {
            try parse("root:\n  id: s\n  layout: stack\n  mode: solver\n")
        }
    }
}
