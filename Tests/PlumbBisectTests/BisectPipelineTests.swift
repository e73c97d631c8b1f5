import PlumbCore
import PlumbLint
import PlumbPipeline
import PlumbSnapshot
import Testing

@testable import PlumbBisect

/// `plumb bisect` lays out and lints each width with the pipeline's own stage (`LintedLayout`), so what it reports
/// at a width is what `plumb lint` — `EnvironmentRun` — finds there: the same measurer, the same lints, the same
/// severities (a run's `--lint` settings included), the same screen.
@Suite struct BisectPipelineTests {
    @Test func everyEdgeIsWherePlumbLintsPipelineSeesIt() throws {
        // The word is cut below 202 pt (LintBisectorTests); the run turns truncation into an error and overlaps off.
        let node = BisectFixtures.paddedText("abcdefghij", padding: 16)
        let policy = LintPolicy(run: ["truncatedText": .error, "overlap": .off])
        var options = BisectFixtures.fixedAdvance()
        options.policy = policy
        let matrix = Matrix(
            widths: [], categories: [.large, .extraSmall], height: 120,
            safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let report = try LintBisector(widths: 150...400, matrix: matrix, options: options).run([
            Subject(name: "cell", tree: node)
        ])
        let group = try #require(report.groups(of: .truncatedText).first)
        #expect(group.severity == .error, "the run's severity, as plumb lint gives it")
        var checked = 0
        for lane in group.lanes {
            for interval in lane.intervals {
                // Inside the interval, at both ends, the pipeline finds it, with the severity bisect reports; just
                // outside it does not.
                for width in [interval.from, interval.to] {
                    let found = Self.pipelineFindings(node, lane.lane.environment(width: width), policy: policy)
                    #expect(
                        found.contains { FindingKey($0) == group.key && $0.severity == interval.edgeFinding.severity },
                        "\(width) at \(lane.lane.label)")
                }
                for width in [interval.below, interval.above].compactMap({ $0 }) {
                    let found = Self.pipelineFindings(node, lane.lane.environment(width: width), policy: policy)
                    #expect(!found.contains { FindingKey($0) == group.key }, "\(width) at \(lane.lane.label)")
                }
                checked += 1
            }
        }
        #expect(checked == 2, "one interval per category")
    }

    @Test func aGrowthBudgetsFirstFindingIsThePipelines() throws {
        // "abcdefghij" fits a 250 pt cell until its frame (218 pt) holds fewer characters than it has: the finding
        // that ends the budget is one the pipeline reports once the string has grown by that much.
        let node = BisectFixtures.paddedText("abcdefghij", padding: 16)
        let environment = Environment(width: 250)
        let report = try GrowthBudgeter(
            matrix: Matrix(widths: [250], categories: [.large]), options: BisectFixtures.fixedAdvance()
        )
        .run([Subject(name: "cell", tree: node)])
        let budget = try #require(report.budgets.first)
        guard case .limited(let extra, let finding) = budget.outcome else {
            Issue.record("expected a limited budget, got \(budget.outcome)")
            return
        }
        #expect(finding.kind == .truncatedText)
        // The string grown by extra + 1 characters, laid out and linted by the pipeline, has that finding.
        let grown = BisectFixtures.paddedText(GrowingMeasurer.grown("abcdefghij", by: extra + 1), padding: 16)
        #expect(
            Self.pipelineFindings(grown, environment, policy: LintPolicy()).contains {
                FindingKey($0) == FindingKey(finding)
            })
        let fitting = BisectFixtures.paddedText(GrowingMeasurer.grown("abcdefghij", by: extra), padding: 16)
        #expect(
            !Self.pipelineFindings(fitting, environment, policy: LintPolicy()).contains {
                FindingKey($0) == FindingKey(finding)
            })
    }

    /// What `plumb lint` finds: the tree through `EnvironmentRun`, measured with 1-em characters.
    static func pipelineFindings(_ node: Node, _ environment: Environment, policy: LintPolicy) -> [LintFinding] {
        EnvironmentRun(node, name: "cell", environment: environment, measurer: FixedAdvanceMeasurer()).lints(
            policy: policy)
    }
}
