import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbPipeline

/// How much longer each text node's string may grow, in each environment, before a lint fires: a translator's
/// budget, measured before any translation exists.
///
/// A string grows by the pseudo-locale's filler words (`PseudoLocalizer.filler`), a character at a time, rather
/// than by widening its glyphs: translations grow by words, so line breaks move as they would in German or Finnish,
/// and a budget counted in characters is the unit translators and String Catalogs work in. The budget is the
/// largest number of added characters after which no finding is new (any node's, not only the text's own: a
/// longer title that pushes its switch out of the cell counts), found by a coarse sweep (quarters of the string's
/// length) then bisection to one character, up to +200 % (at least 20 characters).
public struct GrowthBudgeter: Sendable {
    public var matrix: Matrix
    public var options: BisectOptions

    public init(matrix: Matrix, options: BisectOptions = BisectOptions()) {
        self.matrix = matrix
        self.options = options
    }

    /// The budgets of every text node (and button title) of every subject in every environment of the matrix.
    ///
    /// - Throws: `BisectError.fonts` when the pinned fonts are missing.
    public func run(_ subjects: [Subject]) throws(BisectError) -> GrowthReport {
        let makeMeasurer = try options.measurerFactory()
        let environments = matrix.environments
        let jobs = subjects.flatMap { subject in environments.map { (subject, $0) } }
        let options = self.options
        let budgets = BisectWorkers.map(count: jobs.count, workers: options.workers, makeMeasurer: makeMeasurer) {
            index, measurer in
            let (subject, environment) = jobs[index]
            return Self.budgets(
                of: subject, in: environment, measurer: GrowingMeasurer(base: measurer), options: options)
        }
        // Node by node (in the order of their first appearance), then environment by environment.
        var order: [String: Int] = [:]
        var ordered: [[GrowthBudget]] = []
        for budget in budgets.flatMap({ $0 }) {
            let key = budget.spec + "\u{0}" + budget.node
            if let index = order[key] {
                ordered[index].append(budget)
            } else {
                order[key] = ordered.count
                ordered.append([budget])
            }
        }
        return GrowthReport(budgets: ordered.flatMap { $0 })
    }

    /// One environment's budgets, text node by text node.
    static func budgets(
        of subject: Subject, in environment: Environment, measurer: GrowingMeasurer, options: BisectOptions
    ) -> [GrowthBudget] {
        measurer.replacing = nil
        let layout = subject.layout(
            in: environment, measurer: measurer, manualLayouts: options.manualLayouts, session: options.session)
        let result = layout.result
        let texts = result.visibleIndices.map { result.entries[$0].node }.filter { node in
            (node.kind == .text || node.kind == .button) && !(node.text?.string.isEmpty ?? true)
        }
        let before = Subject.byKey(
            layout.lints(policy: options.policy).filter { options.kinds?.contains($0.kind) ?? true })
        return texts.map { node in
            let string = node.text!.string
            let shared = texts.filter { $0.id != node.id && $0.text!.string == string }.map(\.id)
            let outcome: GrowthBudget.Outcome
            if let own = before.sorted(by: { $0.key < $1.key }).first(where: { $0.key.nodes.contains(node.id) }) {
                outcome = .failing(own.value)
            } else {
                outcome = search(string, length: string.count) { characters in
                    measurer.replacing = (
                        PseudoLocalizer.localize(string, environment.localization),
                        PseudoLocalizer.localize(
                            GrowingMeasurer.grown(string, by: characters), environment.localization)
                    )
                    defer { measurer.replacing = nil }
                    let after = subject.findingsByKey(
                        in: environment, measurer: measurer, manualLayouts: options.manualLayouts, kinds: options.kinds,
                        policy: options.policy,
                        session: options.session)
                    return after.filter { before[$0.key] == nil }.sorted { $0.key < $1.key }.first?.value
                }
            }
            return GrowthBudget(
                spec: subject.name, node: node.id, string: string, environment: environment, outcome: outcome,
                sharedWith: shared)
        }
    }

    /// The largest growth in 0…limit with no new finding: a sweep in steps of a quarter of the length, then
    /// bisection between the last sample without a finding and the first with one.
    static func search(_ string: String, length: Int, newFinding: (Int) -> LintFinding?) -> GrowthBudget.Outcome {
        let limit = max(2 * length, 20)
        let step = max(1, (length + 3) / 4)
        var fine = 0
        var failing: (characters: Int, finding: LintFinding)?
        var tried = 0
        while tried < limit {
            tried = min(tried + step, limit)
            if let finding = newFinding(tried) {
                failing = (tried, finding)
                break
            }
            fine = tried
        }
        guard var (high, finding) = failing else { return .fits(checkedUpTo: limit) }
        while high - fine > 1 {
            let middle = fine + (high - fine) / 2
            if let found = newFinding(middle) {
                (high, finding) = (middle, found)
            } else {
                fine = middle
            }
        }
        return .limited(extra: fine, then: finding)
    }
}
