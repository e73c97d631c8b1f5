import PlumbCore
import PlumbLayout
import PlumbLint

/// A layout to bisect: a name (the spec's) and its node tree in each environment.
public struct BisectSubject: Sendable {
    public var name: String
    /// The tree to lay out in an environment (a gallery entry's may change shape with the category).
    public var root: @Sendable (Environment) -> Node

    public init(name: String, root: @escaping @Sendable (Environment) -> Node) {
        self.name = name
        self.root = root
    }

    /// The same tree in every environment.
    public init(name: String, node: Node) {
        self.init(name: name) { _ in node }
    }

    /// The subject laid out and linted in `environment` — no pixels — by the pipeline's first stage
    /// (`LintedLayout`), as every verb lays out and lints.
    func layout(
        in environment: Environment, measurer: any TextMeasuring, manualLayouts: ManualLayoutRegistry,
        session: LayoutSession?
    ) -> LintedLayout {
        LintedLayout(
            root(environment), name: name, environment: environment, measurer: measurer, manualLayouts: manualLayouts,
            session: session)
    }

    /// The findings of the subject in `environment` (`layout(in:…)`), of `kinds` only (`nil`: all).
    func findings(
        in environment: Environment, measurer: any TextMeasuring, manualLayouts: ManualLayoutRegistry,
        kinds: Set<LintFinding.Kind>?, policy: LintPolicy = LintPolicy(), session: LayoutSession? = nil
    ) -> [LintFinding] {
        let all = layout(in: environment, measurer: measurer, manualLayouts: manualLayouts, session: session).lints(
            policy: policy)
        guard let kinds else { return all }
        return all.filter { kinds.contains($0.kind) }
    }

    /// The findings by key; of several findings with one key, the first.
    func findingsByKey(
        in environment: Environment, measurer: any TextMeasuring, manualLayouts: ManualLayoutRegistry,
        kinds: Set<LintFinding.Kind>?, policy: LintPolicy = LintPolicy(), session: LayoutSession? = nil
    ) -> [FindingKey: LintFinding] {
        Self.byKey(
            findings(
                in: environment, measurer: measurer, manualLayouts: manualLayouts, kinds: kinds, policy: policy,
                session: session))
    }

    /// `findings` by key; of several findings with one key, the first.
    static func byKey(_ findings: [LintFinding]) -> [FindingKey: LintFinding] {
        var byKey: [FindingKey: LintFinding] = [:]
        for finding in findings {
            let key = FindingKey(finding)
            if byKey[key] == nil { byKey[key] = finding }
        }
        return byKey
    }
}
