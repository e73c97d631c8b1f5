import PlumbCore
import PlumbLint

/// One text node's budget in one environment.
public struct GrowthBudget: Sendable {
    public enum Outcome: Sendable {
        /// It may grow by `extra` characters; one more and `then` fires.
        case limited(extra: Int, then: LintFinding)
        /// No new finding up to `checkedUpTo` more characters (the search's limit).
        case fits(checkedUpTo: Int)
        /// The text already has a finding of its own at its length.
        case failing(LintFinding)
    }

    public var spec: String
    /// The text node's id.
    public var node: String
    /// Its string as written (before any pseudo-localisation).
    public var string: String
    public var environment: Environment
    public var outcome: Outcome
    /// Other text nodes with the same string, which grew with it.
    public var sharedWith: [String]

    /// Characters the string may gain: the budget (0 when failing; the search limit when it always fits).
    public var extraCharacters: Int {
        switch outcome {
        case .limited(let extra, _): extra
        case .fits(let limit): limit
        case .failing: 0
        }
    }

    /// The budget as a share of the string's length, in percent.
    public var percent: Double {
        string.isEmpty ? 0 : Double(extraCharacters) * 100 / Double(string.count)
    }

    /// `+37 % (12 characters), then truncatedText title`, `none: clippedText title already`,
    /// `no finding up to +200 % (40 characters)`. Percentages are rounded down: the budget is never overstated.
    public var summary: String {
        let share = "+\(Int(percent.rounded(.down))) % (\(extraCharacters) character\(extraCharacters == 1 ? "" : "s"))"
        let shared =
            sharedWith.isEmpty
            ? ""
            : " (grown with \(sharedWith.joined(separator: ", ")), which show\(sharedWith.count == 1 ? "s" : "") the same string)"
        switch outcome {
        case .limited(_, let then): return "\(share), then \(FindingKey(then))\(shared)"
        case .fits: return "no finding up to \(share)\(shared)"
        case .failing(let finding): return "none: \(FindingKey(finding)) already"
        }
    }
}

/// Every text node's budget, node by node, then environment by environment in matrix order.
public struct GrowthReport: Sendable, CustomStringConvertible {
    public var budgets: [GrowthBudget]

    public init(budgets: [GrowthBudget]) {
        self.budgets = budgets
    }

    /// Whether some text already has a finding at its own length.
    public var hasFailing: Bool {
        budgets.contains { if case .failing = $0.outcome { true } else { false } }
    }

    /// The smallest budget of `node` over the environments, in characters.
    public func smallestBudget(of node: String, spec: String? = nil) -> GrowthBudget? {
        budgets.filter { $0.node == node && (spec == nil || $0.spec == spec) }.min {
            $0.extraCharacters < $1.extraCharacters
        }
    }

    /// `plumb bisect --grow`'s output: per node `<spec>  <node>  "<string>" (N characters)`, then one line per
    /// budget, `    <where>: <budget>`, environments with the same budget joined as `plumb lint` joins them
    /// (`320w × xs–ax5; 375w × l`).
    public var description: String {
        var lines: [String] = []
        var index = 0
        while index < budgets.count {
            let first = budgets[index]
            var end = index
            while end < budgets.count, budgets[end].spec == first.spec, budgets[end].node == first.node { end += 1 }
            lines.append(
                "\(first.spec)  \(first.node)  \(first.string.debugDescription) (\(first.string.count) characters)")
            var groups: [(summary: String, environments: [Environment])] = []
            for budget in budgets[index..<end] {
                if let group = groups.firstIndex(where: { $0.summary == budget.summary }) {
                    groups[group].environments.append(budget.environment)
                } else {
                    groups.append((budget.summary, [budget.environment]))
                }
            }
            for group in groups { lines.append("    \(Self.describe(group.environments)): \(group.summary)") }
            index = end
        }
        let failing = budgets.filter { if case .failing = $0.outcome { true } else { false } }.count
        let nodes = Set(budgets.map { $0.spec + "\u{0}" + $0.node }).count
        lines.append(
            "\(nodes) text node\(nodes == 1 ? "" : "s"), \(budgets.count) budget\(budgets.count == 1 ? "" : "s")"
                + (failing == 0 ? "" : "; \(failing) already with a finding"))
        return lines.joined(separator: "\n")
    }

    /// One environment by its label (`375w-l`); several by column and category ranges (`320w × xs–ax5; 375w × l`).
    static func describe(_ environments: [Environment]) -> String {
        guard environments.count > 1 else { return environments.first?.label ?? "" }
        var columns: [(label: String, categories: [ContentSizeCategory])] = []
        for environment in environments {
            if let column = columns.firstIndex(where: { $0.label == environment.columnLabel }) {
                columns[column].categories.append(environment.category)
            } else {
                columns.append((environment.columnLabel, [environment.category]))
            }
        }
        return columns.map { $0.label + " × " + BisectReport.Group.ranges($0.categories, variant: "") }.joined(
            separator: "; ")
    }

    /// The report as JSON (docs/cli.md, `plumb bisect --grow --json`).
    public var jsonText: String {
        let items = budgets.map { budget -> String in
            let env = budget.environment
            let status: String
            var finding = "null"
            switch budget.outcome {
            case .limited(_, let then): (status, finding) = ("limited", then.jsonText)
            case .fits: status = "fits"
            case .failing(let found): (status, finding) = ("failing", found.jsonText)
            }
            return
                "  {\"spec\": \(jsonString(budget.spec)), \"node\": \(jsonString(budget.node)), \"string\": \(jsonString(budget.string)), "
                + "\"characters\": \(budget.string.count),\n   \"environment\": {\"width\": \(formatNumber(env.width)), \"category\": \(jsonString(env.category.name)), "
                + "\"scale\": \(env.scale), \"direction\": \(jsonString(env.direction.rawValue)), \"locale\": \(jsonString(env.localization.rawValue)), "
                + "\"label\": \(jsonString(env.label))},\n   \"status\": \(jsonString(status)), \"extraCharacters\": \(budget.extraCharacters), "
                + "\"percent\": \(formatNumber(budget.percent)), \"sharedWith\": [\(budget.sharedWith.map(jsonString).joined(separator: ", "))],\n"
                + "   \"finding\": \(finding)}"
        }
        return items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
