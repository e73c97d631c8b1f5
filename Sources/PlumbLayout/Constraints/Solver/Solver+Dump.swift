/// A readable print of the solver's whole state, for debugging and failures.
///
/// Sections as in kiwi's `debug.h` dump: objective, tableau, infeasible rows,
/// variables, edit variables, constraints. Symbols print as `v` (variable),
/// `s` (slack), `e` (error), `d` (dummy) plus their id; a variable's name
/// follows its symbol. Deterministic: everything is listed by id or add order.
extension Solver {
    /// The solver's state as text: objective per tier, rows, infeasible rows,
    /// variables, edit variables and constraints with priorities and tags.
    ///
    /// Two solvers given the same calls dump identical text, so a dump can be
    /// compared in tests and pasted into a bug report.
    public func dump() -> String {
        var lines: [String] = []
        let t = tableau
        let names = Dictionary(uniqueKeysWithValues: t.variables.map { (t.symbol(for: $0)!.raw, $0.name) })
        func name(_ symbol: Symbol) -> String {
            names[symbol.raw].map { "\(symbol)(\($0))" } ?? symbol.description
        }
        func formatCells(_ row: Row) -> String {
            var text = ""
            for cell in row.cells {
                let c = cell.coefficient
                text += (c < 0 ? " - " : " + ") + LinearExpression.format(Swift.abs(c)) + "*" + name(cell.symbol)
            }
            return text
        }
        func format(_ row: Row) -> String { LinearExpression.format(row.constant) + formatCells(row) }

        lines.append("Objective (highest tier first):")
        if t.objective.tierCount == 0 { lines.append("  (none: no optional constraints)") }
        let ordered = orderedRecords()
        for (tier, priority) in t.objective.priorities.enumerated() {
            let members = ordered.filter { $0.constraint.priority.value == priority }
            let error = members.reduce(0.0) { sum, entry in
                sum + entry.record.tag.errorSymbols.reduce(0.0) { $0 + t.value(of: $1) }
            }
            lines.append(
                "  @\(Priority(priority)): \(members.count) constraint(s), error \(LinearExpression.format(error));"
                    + " reduced costs:\(formatCells(t.objective.tiers[tier]))")
        }

        lines.append("Tableau:")
        let basicOrder = t.basics.indices.sorted { t.basics[$0] < t.basics[$1] }
        for index in basicOrder {
            lines.append("  \(name(t.basics[index])) = \(format(t.rows[index]))")
        }

        let infeasible = basicOrder.filter { t.basics[$0].isRestricted && t.rows[$0].constant < -Row.epsilon }
        lines.append(
            "Infeasible rows: "
                + (infeasible.isEmpty ? "none" : infeasible.map { name(t.basics[$0]) }.joined(separator: ", ")))

        lines.append("Variables:")
        for variable in t.variables {
            lines.append("  \(name(t.symbol(for: variable)!)) = \(LinearExpression.format(value(of: variable)))")
        }

        lines.append("Edit variables:")
        let editEntries = ordered.filter { $0.record.editVariable != nil }
        if editEntries.isEmpty { lines.append("  none") }
        for entry in editEntries {
            let variable = entry.record.editVariable!
            let suggested = edits[variable]?.value ?? 0
            lines.append(
                "  \(variable.name) @\(entry.constraint.priority) suggested \(LinearExpression.format(suggested))")
        }

        lines.append("Constraints:")
        for entry in ordered where entry.record.editVariable == nil {
            let tag = entry.record.tag
            let symbols = [tag.marker, tag.other].compactMap { $0 }.map(\.description).joined(separator: ",")
            lines.append("  #\(entry.record.sequence) \(current(entry.constraint, entry.record)) [\(symbols)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
