/// Ambiguity: variables whose value the optimum does not pin down.
///
/// Auto Layout silently picks one of several equally good layouts ("no
/// warnings … no way to set a breakpoint"). Plumb reports them instead.
///
/// What is detected, exactly: a variable is ambiguous when it takes more than
/// one value (by more than ~1e-8) over the set of *all* solutions that satisfy
/// the required constraints and are optimal for the lexicographic objective.
/// That covers both of Apple's causes — too few constraints (a free variable)
/// and optional constraints of equal priority pulling against each other (a
/// tie within a tier) — and degenerate vertices are handled, not guessed.
///
/// How: at an optimal basis the optimal set is exactly the feasible points
/// where every parametric symbol with a lexicographically positive cost (and
/// every dummy) stays 0. `optimalFace` deletes those columns; what remains free
/// are the zero-cost parametric symbols. The variable is then minimised and
/// maximised over that face with Bland-rule primal simplex on a scratch copy,
/// stopping at the first pivot that moves it (or finds it unbounded).
///
/// Not detected: alternative optima that differ by less than the tolerance,
/// and near-ties (priorities 750 vs 751 are different tiers, hence decided,
/// hence not ambiguous — which is correct, but may surprise).
extension Solver {
    /// Whether `variable` has more than one optimal value.
    ///
    /// A variable the solver has never seen is unconstrained, hence ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        !ambiguousVariables(among: [variable]).isEmpty
    }

    /// The variables (of `candidates`, or all known ones) with more than one
    /// optimal value, in the order given.
    ///
    /// - Complexity: the face is built once; each variable whose row has a free
    ///   symbol costs up to two short simplex probes on a scratch copy.
    public func ambiguousVariables(among candidates: [Variable]? = nil) -> [Variable] {
        let face = tableau.optimalFace()
        return (candidates ?? tableau.variables).filter { face.canVary($0) }
    }
}

extension Tableau {
    /// The tableau restricted to the optimal set: non-free parametric columns
    /// deleted, objective cleared.
    func optimalFace() -> Tableau {
        let costs = objective
        var face = self
        for index in face.rows.indices {
            face.updateRow(at: index) { row in
                row.filterCells { !$0.isDummy && !costs.hasCost($0) }
            }
        }
        face.objective = Objective()
        face.artificial = nil
        face.infeasible = []
        return face
    }

    /// Whether `variable` can move on this face (call on `optimalFace()`).
    func canVary(_ variable: Variable) -> Bool {
        guard let symbol = symbol(for: variable) else { return true }
        var form = Row()
        if let index = rowIndex(of: symbol) {
            form = rows[index]
            form.constant = 0
        } else {
            form.add(symbol, 1)
        }
        if form.isEmpty { return false }
        var negated = form
        negated.negate()
        return canLower(form) || canLower(negated)
    }

    /// Whether the linear form `form` can decrease from its current value.
    ///
    /// Degenerate pivots (step 0) are taken and the search goes on; Bland's
    /// rule guarantees it ends.
    func canLower(_ form: Row) -> Bool {
        var probe = self
        probe.artificial = form
        for _ in 0..<pivotLimit {
            guard let entering = probe.enteringSymbol(.artificial) else { return false }
            guard let (index, step) = probe.leavingRow(for: entering) else { return true }
            if step > Row.epsilon { return true }
            probe.pivot(rowAt: index, entering: entering.symbol)
        }
        return true
    }
}
