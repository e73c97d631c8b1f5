import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbPipeline

/// What bisect asks of a subject at each width it probes: its layout and findings, no pixels.
extension Subject {
    /// The subject laid out and linted in `environment` — no pixels — by the pipeline's first stage
    /// (`LintedLayout`), as every verb lays out and lints.
    func layout(
        in environment: Environment, measurer: any TextMeasuring, manualLayouts: ManualLayoutRegistry,
        session: LayoutSession?
    ) -> LintedLayout {
        LintedLayout(
            tree(for: environment), name: name, environment: environment, measurer: measurer,
            manualLayouts: manualLayouts, session: session)
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
