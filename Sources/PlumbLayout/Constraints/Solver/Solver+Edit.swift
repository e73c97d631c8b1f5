/// Edit variables: optional `variable == value` constraints whose value moves.
///
/// `suggestValue` only shifts row constants and lets the dual simplex repair
/// the rows that went negative — the incremental re-solve that makes a resize
/// cheap (kiwi's `suggestValue` under `DualOptimizeGuard`).
extension Solver {
    /// Makes `variable` an edit variable at `priority` (initially suggested 0).
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it is one already;
    ///   `SolverError.badRequiredStrength` if `priority` is required.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw SolverError.badRequiredStrength(variable, priority) }
        let constraint = Constraint(
            LinearExpression(variable), .equal, priority: priority, tag: "edit \(variable.name)")
        try add(constraint, editVariable: variable)
        edits[variable] = EditRecord(constraint: constraint, value: 0)
    }

    /// Stops editing `variable`, removing its edit constraint.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// The value last suggested for an edit variable, nil if it is not one.
    public func suggestedValue(of variable: Variable) -> Double? {
        edits[variable]?.value
    }

    /// Asks for `variable == value` at its edit priority and re-solves.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    /// - Complexity: one scan of the rows holding the edit's error symbol,
    ///   plus the dual simplex pivots that repair them (often none or one).
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var edit = edits[variable], let record = records[edit.constraint] else {
            throw SolverError.unknownEditVariable(variable)
        }
        precondition(value.isFinite, "suggestValue needs a finite value; got \(value) for \(variable).")
        let delta = value - edit.value
        edit.value = value
        edits[variable] = edit
        tableau.shiftEdit(record.tag, by: delta)
        try tableau.dualOptimize()
    }
}

extension Tableau {
    /// Moves the target of the edit constraint tagged `tag` by `delta`.
    ///
    /// The edit row reads `v − target − e⁺ + e⁻ = 0`. Raising the target by δ
    /// is the same as renaming e⁺ to e⁺ + δ (or e⁻ to e⁻ − δ); so a basic e⁺
    /// loses δ, a basic e⁻ gains δ, and otherwise every row gains δ times its
    /// e⁺ coefficient. Restricted rows that go negative are queued.
    mutating func shiftEdit(_ tag: ConstraintTag, by delta: Double) {
        if let index = rowIndex(of: tag.marker) {
            shiftRow(at: index, by: -delta)
            return
        }
        if let other = tag.other, let index = rowIndex(of: other) {
            shiftRow(at: index, by: delta)
            return
        }
        for index in rows.indices {
            let a = rows[index].coefficient(for: tag.marker)
            if a != 0 { shiftRow(at: index, by: a * delta) }
        }
    }

    private mutating func shiftRow(at index: Int, by amount: Double) {
        updateRow(at: index) { $0.constant += amount }
        if rows[index].constant < 0, basics[index].isRestricted { infeasible.append(basics[index]) }
    }
}
