import Testing

@testable import PlumbCore
@testable import PlumbLint

/// Severities: the defaults, a node's `lints:` over its subtree (nearest wins), the run's settings under the
/// spec's, and the most lenient setting of a finding's nodes.
@Suite struct LintPolicyTests {
    let environment = Environment(width: 300)

    /// root > card (a container) > a, b: two overlapping boxes.
    func result(
        root: Node = Node(id: "root"), card: Node = Node(id: "card"), a: Node? = nil, b: Node? = nil
    ) -> LayoutResult {
        let size = Size(width: 300, height: 200)
        let boxA = a ?? Node(id: "a", style: NodeStyle(background: .black)),
            boxB = b ?? Node(id: "b", style: NodeStyle(background: .black))
        return LayoutResult(
            name: "t", environment: environment, size: size,
            entries: [
                .init(node: root, parent: nil, depth: 0, frame: Rect(origin: .zero, size: size)),
                .init(node: card, parent: 0, depth: 1, frame: Rect(x: 0, y: 0, width: 300, height: 100)),
                .init(node: boxA, parent: 1, depth: 2, frame: Rect(x: 0, y: 0, width: 100, height: 50)),
                .init(node: boxB, parent: 1, depth: 2, frame: Rect(x: 90, y: 0, width: 100, height: 50)),
            ])
    }

    func overlapSeverity(_ result: LayoutResult, policy: LintPolicy = LintPolicy()) -> LintSeverity? {
        Linter.findings(in: result, policy: policy).first { $0.kind == .overlap }?.severity
    }

    @Test func everyKindHasADefaultSeverityInTheOneTable() {
        for kind in LintFinding.Kind.allCases {
            #expect(
                LintRules.defaults[kind.rawValue] != nil,
                "add \(kind.rawValue) with its default severity to LintRules.defaults")
        }
        #expect(
            Set(LintRules.kinds) == Set(LintFinding.Kind.allCases.map(\.rawValue)),
            "the table names no kind the linter lacks")
    }

    @Test func aContainersSettingCoversItsSubtreeAndTheNearestWins() {
        #expect(overlapSeverity(result()) == .error)
        var card = Node(id: "card")
        card.lintSeverities = ["overlap": .warning]
        #expect(overlapSeverity(result(card: card)) == .warning)
        var root = Node(id: "root")
        root.lintSeverities = ["overlap": .off]
        #expect(overlapSeverity(result(root: root)) == nil, "off drops the finding")
        #expect(overlapSeverity(result(root: root, card: card)) == .warning, "the card is nearer than the root")
    }

    @Test func theRunsSettingIsUnderTheSpecsAndOverTheDefault() {
        #expect(overlapSeverity(result(), policy: LintPolicy(run: ["overlap": .warning])) == .warning)
        var card = Node(id: "card")
        card.lintSeverities = ["overlap": .error]
        #expect(overlapSeverity(result(card: card), policy: LintPolicy(run: ["overlap": .off])) == .error)
    }

    @Test func aFindingOfTwoNodesTakesTheMostLenientOfTheirSettings() {
        var a = Node(id: "a", style: NodeStyle(background: .black))
        a.lintSeverities = ["overlap": .off]
        #expect(overlapSeverity(result(a: a)) == nil, "either overlapping node may waive the overlap")
        var b = Node(id: "b", style: NodeStyle(background: .black))
        b.lintSeverities = ["overlap": .warning]
        #expect(overlapSeverity(result(b: b)) == .warning)
    }

    @Test func aSettingForAnotherKindChangesNothing() {
        var card = Node(id: "card")
        card.lintSeverities = ["truncatedText": .off]
        #expect(overlapSeverity(result(card: card)) == .error)
    }
}
