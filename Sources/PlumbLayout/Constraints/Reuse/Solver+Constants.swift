/// Changing the numbers of a solved system without rebuilding it.
///
/// A layout re-solved for another width or other text sizes keeps its constraints and changes only their
/// constants. Moving a constant is the move `suggestValue` makes for an edit variable, generalised to every kind of
/// constraint: the constraint's marker symbol absorbs the change, the rows that mention it shift their constants,
/// and the dual simplex repairs the rows that went negative. The basis stays optimal for the objective throughout,
/// so no primal pivots are needed.
extension Solver {
    /// Replaces each `old` constraint by `new`, which differs from it only in its constant, and re-solves.
    ///
    /// `new` takes `old`'s place: its symbols, its add order and its priority tier. Afterwards the solver holds the
    /// same constraints as one built from scratch with the new ones, and its values are an optimum of that system —
    /// the same values wherever the optimum is unique (`isDetermined(_:)` says where it is).
    ///
    /// - Returns: whether the required constraints can all hold with the new constants; when they cannot, the
    ///   solver is left exactly as it was (a fresh solve would refuse one of them, which needs its conflict set).
    /// - Throws: `SolverError.unknownConstraint` if an `old` one is not in the solver (nothing is changed).
    /// - Precondition: `old` and `new` have the same variables, coefficients, relation and priority.
    public func replaceConstants(_ replacements: [(old: Constraint, new: Constraint)]) throws -> Bool {
        try replaceConstants(replacements, undoable: true)
    }

    /// `replaceConstants(_:)`; without `undoable`, a refusal found by the dual simplex leaves the solver unusable
    /// instead of as it was — which spares a copy of the tableau the repairs would otherwise write around, for a
    /// caller that discards the solver then (`ConstraintSystem.update`).
    func replaceConstants(_ replacements: [(old: Constraint, new: Constraint)], undoable: Bool) throws -> Bool {
        guard !replacements.isEmpty else { return true }
        var moves: [(slot: ConstantSlot, constant: Double)] = []
        moves.reserveCapacity(replacements.count)
        for (old, new) in replacements {
            guard let slot = constantSlot(of: old) else { throw SolverError.unknownConstraint(old) }
            precondition(
                old.relation == new.relation && old.priority == new.priority && old.hasSameTerms(as: new),
                "replaceConstants changes constants only; got \(old) → \(new).")
            moves.append((slot, new.expression.constant))
        }
        guard try moveConstants(moves, undoable: undoable) else { return false }
        for (old, new) in replacements {
            records[new] = records.removeValue(forKey: old)
        }
        return true
    }

    /// Where a constraint's constant sits in the solver: what `moveConstants` needs to move it without looking the
    /// constraint up again. Valid for as long as the constraint stays in the solver.
    struct ConstantSlot {
        let tag: ConstraintTag
        let relation: Relation
        /// The constraint's add sequence, its place in `constants`.
        let sequence: Int
    }

    /// The slot of a constraint the solver holds, nil for one it does not.
    func constantSlot(of constraint: Constraint) -> ConstantSlot? {
        records[constraint].map { ConstantSlot(tag: $0.tag, relation: constraint.relation, sequence: $0.sequence) }
    }

    /// Gives constraints the solver holds new constants in place, and re-solves: `replaceConstants` without new
    /// handles, for a caller that moves the same constraints again and again (a feed of cells of one shape). The
    /// handles keep their own constants; the solver's diagnostics read the moved ones (`current(_:)`).
    ///
    /// - Returns: whether the required constraints can all hold with the new constants; when they cannot, the
    ///   solver is as it was, or — without `undoable`, when the dual simplex found it — unusable.
    func moveConstants(_ moves: [(slot: ConstantSlot, constant: Double)], undoable: Bool) throws -> Bool {
        // Shifting constants changes row constants only, so it is undone from a log of the old ones; the whole
        // tableau is copied only when the dual simplex has rows to repair (its pivots rewrite rows).
        var undo = Tableau.ConstantLog()
        undo.reserve(2 * moves.count)
        var moved: [(sequence: Int, constant: Double)] = []
        moved.reserveCapacity(moves.count)
        for (slot, constant) in moves {
            precondition(constant.isFinite, "A constraint needs finite numbers; got constant \(constant).")
            let old = constants[slot.sequence]
            guard constant != old else { continue }
            tableau.shiftConstant(slot.tag, relation: slot.relation, by: constant - old, log: &undo)
            moved.append((slot.sequence, old))
            constants[slot.sequence] = constant
        }
        func restoreConstants() {
            for entry in moved.reversed() { constants[entry.sequence] = entry.constant }
        }
        guard !undo.movedDummy || tableau.basicDummiesReadZero() else {
            tableau.restore(undo)
            restoreConstants()
            return false
        }
        if !tableau.infeasible.isEmpty {
            let saved = undoable ? tableau : nil
            do {
                try tableau.dualOptimize()
            } catch {
                guard let saved else { return false }
                tableau = saved
                tableau.restore(undo)
                restoreConstants()
                return false
            }
        }
        return true
    }
}

extension Constraint {
    /// Whether the two differ at most in their constants (and tags): the same relation, priority and terms.
    func hasShape(of other: Constraint) -> Bool {
        relation == other.relation && priority == other.priority && hasSameTerms(as: other)
    }

    /// Whether the two have the same variables with the same coefficients, term by term.
    func hasSameTerms(as other: Constraint) -> Bool {
        let a = expression.terms, b = other.expression.terms
        guard a.count == b.count else { return false }
        for index in a.indices
        where a[index].variable !== b[index].variable || a[index].coefficient != b[index].coefficient {
            return false
        }
        return true
    }
}

extension Tableau {
    /// Adds `delta` to the constant of the constraint tagged `tag`, keeping the basis.
    ///
    /// `makeRow` wrote the constraint as `expression + a·marker + … = 0`, the marker appearing in no other
    /// constraint: `a` is +1 for a `<=` slack, −1 for a `>=` slack and for the positive error of an optional
    /// equality, +1 for the dummy of a required one. A constant `c + δ` is then the same system with the marker
    /// renamed `marker + δ/a`: a basic marker's row loses δ/a, and otherwise every row gains
    /// its marker coefficient times δ/a — unless the constraint's other symbol, whose coefficient is −a, is basic:
    /// then it takes the renaming and only its row gains δ/a (kiwi's `suggestValue` does the same for edits).
    /// Restricted rows that go negative are queued for `dualOptimize`. The objective's cells do not change (only
    /// its constant would, which nothing reads, as in `shiftEdit`).
    ///
    /// A basic dummy's row may stop reading 0 (a redundant required equality the new constants contradict); the
    /// caller checks with `basicDummiesReadZero` once every constant has moved.
    mutating func shiftConstant(_ tag: ConstraintTag, relation: Relation, by delta: Double, log: inout ConstantLog) {
        let a: Double =
            switch (relation, tag.marker.kind) {
            case (.lessThanOrEqual, _): 1
            case (.greaterThanOrEqual, _): -1
            case (.equal, .dummy): 1
            case (.equal, _): -1
            }
        let shift = delta / a
        if let index = rowIndex(of: tag.marker) {
            log.record(index, rows[index].constant, infeasible: infeasible.count)
            if tag.marker.isDummy { log.movedDummy = true }
            setConstant(rows[index].constant - shift, ofRowAt: index)
            if !tag.marker.isDummy, rows[index].constant < 0 { infeasible.append(tag.marker) }
            return
        }
        if let other = tag.other, let index = rowIndex(of: other) {
            // The other symbol (an optional constraint's error) has coefficient −a: renaming it `other − δ/a`
            // instead touches only its own row.
            log.record(index, rows[index].constant, infeasible: infeasible.count)
            setConstant(rows[index].constant + shift, ofRowAt: index)
            if rows[index].constant < 0 { infeasible.append(other) }
            return
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            log.record(index, rows[index].constant, infeasible: infeasible.count)
            if basics[index].isDummy { log.movedDummy = true }
            setConstant(rows[index].constant + coefficient * shift, ofRowAt: index)
            if rows[index].constant < 0, basics[index].isRestricted, !basics[index].isDummy {
                infeasible.append(basics[index])
            }
        }
    }

    /// Whether every basic dummy (a redundant required equality) still reads 0, as a required equality must.
    func basicDummiesReadZero() -> Bool {
        for index in rows.indices where basics[index].isDummy && !Row.isNearZero(rows[index].constant) { return false }
        return true
    }
}

extension Tableau {
    /// The row constants `shiftConstant` overwrote, oldest first, and the length of the dual simplex's queue
    /// before the first shift: enough to put the tableau back bit for bit.
    struct ConstantLog {
        fileprivate var entries: [(row: Int, constant: Double)] = []
        fileprivate var infeasibleCount: Int?
        /// Whether a basic dummy's row was among them (else `basicDummiesReadZero` holds as before).
        fileprivate(set) var movedDummy = false

        mutating func reserve(_ count: Int) { entries.reserveCapacity(count) }

        mutating func record(_ row: Int, _ constant: Double, infeasible: Int) {
            if infeasibleCount == nil { infeasibleCount = infeasible }
            entries.append((row, constant))
        }
    }

    /// Undoes the shifts `log` recorded (no row may have been added, removed or pivoted since).
    mutating func restore(_ log: ConstantLog) {
        for entry in log.entries.reversed() { setConstant(entry.constant, ofRowAt: entry.row) }
        if let count = log.infeasibleCount { infeasible.removeSubrange(count...) }
    }
}
