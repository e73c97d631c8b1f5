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
        let candidates = candidates ?? tableau.variables
        // A variable `isDetermined` certifies cannot move on the face, which `canVary` would confirm with probes;
        // when that settles every candidate, the face (a copy of the tableau) is not needed.
        if isDetermined(candidates) { return [] }
        let face = tableau.optimalFace()
        return candidates.filter { face.canVary($0) }
    }

    /// Whether every optimum gives each of `variables` the value it has now: a cheap certificate, no probes.
    ///
    /// On the optimal face every parametric symbol with a cost and every dummy is 0 (see above); the symbols left
    /// free are the zero-cost ones. Some of those are pinned at 0 anyway, by a degenerate restricted row (value 0)
    /// in which every free symbol has a negative coefficient: none can rise without driving the row negative.
    /// A variable is determined when it is basic and its row mentions no free symbol that is not pinned.
    /// False means "not certain", not "ambiguous" (`isAmbiguous` decides that): a re-solve that must match a
    /// fresh solve exactly falls back to one then.
    ///
    /// - Complexity: one pass over the variables' rows; when that is not enough, a few passes over all rows.
    public func isDetermined(_ variables: [Variable]) -> Bool {
        determination(of: variables) != nil
    }

    /// How `isDetermined` settles `variables`, if it does: `.byRows` when every one is basic in a row of dummies
    /// and symbols with a cost only — which reads which symbols the rows mention and the objective's costs, never
    /// a constant, so it holds until the tableau's structure changes (`structureStamp`); `.withPins` when that
    /// needed rows held at 0 (constants); nil when not certain.
    func determination(of variables: [Variable]) -> Determination? {
        symbols(of: variables).flatMap { determination(ofSymbols: $0) }
    }

    /// `determination(of:)` for the variables' `symbols(of:)` — which stay the same for the solver's life once it
    /// has them, so a caller asking again and again can look them up once.
    func determination(ofSymbols symbols: [Symbol]) -> Determination? {
        let tableau = self.tableau
        let costs = tableau.symbolsWithCost()
        var unsettled: [Symbol] = []
        for symbol in symbols where !tableau.rowIsFixed(of: symbol, costs: costs, pinned: nil) {
            // A parametric variable stays free whatever is pinned.
            guard tableau.isBasic(symbol) else { return nil }
            unsettled.append(symbol)
        }
        if unsettled.isEmpty { return .byRows }
        let pinned = tableau.pinnedSymbols(costs: costs)
        return unsettled.allSatisfy { tableau.rowIsFixed(of: $0, costs: costs, pinned: pinned) } ? .withPins : nil
    }

    /// The solver's symbols for `variables`, in order; nil when one is in no constraint (hence ambiguous).
    func symbols(of variables: [Variable]) -> [Symbol]? {
        var symbols: [Symbol] = []
        symbols.reserveCapacity(variables.count)
        for variable in variables {
            guard let symbol = tableau.symbol(for: variable) else { return nil }
            symbols.append(symbol)
        }
        return symbols
    }

    enum Determination { case byRows, withPins }

    /// Whether the required equalities alone fix `variable`: it is basic in a row of dummies only, so every point
    /// that satisfies the required constraints gives it the row's constant. A property of the constraints, not of
    /// the basis: it stays true while the same constraints are held, whatever their constants (false means "not
    /// shown", not "free").
    func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
        guard let symbol = tableau.symbol(for: variable), let index = tableau.rowIndex(of: symbol) else { return false }
        return tableau.rows[index].cells.allSatisfy { $0.symbol.isDummy }
    }

    /// Changes whenever a row or the objective may mention other symbols than before: after every pivot, add and
    /// remove. Equal stamps mean the same rows over the same symbols, constants aside.
    var structureStamp: StructureStamp {
        StructureStamp(
            pivots: tableau.pivotCount, rows: tableau.rows.count, symbols: tableau.symbolCount, sequence: nextSequence)
    }

    struct StructureStamp: Equatable {
        let pivots: Int
        let rows: Int
        let symbols: Int
        let sequence: Int
    }
}

extension Tableau {
    /// For each symbol id, whether some objective tier has a cost for it.
    func symbolsWithCost() -> [Bool] {
        var costs = [Bool](repeating: false, count: symbolCount)
        for tier in objective.tiers {
            for cell in tier.cells { costs[cell.symbol.id] = true }
        }
        return costs
    }

    /// Whether `symbol` (a variable's) is basic with a row of dummies, symbols with a cost and `pinned` symbols only.
    func rowIsFixed(of symbol: Symbol, costs: [Bool], pinned: [Bool]?) -> Bool {
        guard let index = rowIndex(of: symbol) else { return false }
        for cell in rows[index].cells where !cell.symbol.isDummy && !costs[cell.symbol.id] {
            guard let pinned, pinned[cell.symbol.id] else { return false }
        }
        return true
    }

    /// The indices of the restricted rows (dummies aside) whose value is 0 or less: the only constants
    /// `pinnedSymbols` reads.
    func degenerateRows() -> [Int] {
        var result: [Int] = []
        for index in rows.indices where isDegenerate(rowAt: index) { result.append(index) }
        return result
    }

    /// Whether `degenerateRows()` would be `rows`, without listing them.
    func degenerateRowsAre(_ expected: [Int]) -> Bool {
        var next = 0
        for index in rows.indices where isDegenerate(rowAt: index) {
            guard next < expected.count, expected[next] == index else { return false }
            next += 1
        }
        return next == expected.count
    }

    private func isDegenerate(rowAt index: Int) -> Bool {
        rows[index].constant <= 0 && basics[index].isRestricted && !basics[index].isDummy
    }

    /// For each symbol id, whether the zero-cost symbol is held at 0 on the optimal face by degenerate rows.
    ///
    /// A restricted basic row whose value is 0 and whose free symbols all have negative coefficients holds each of
    /// them at 0 (they are ≥ 0 and the row must stay ≥ 0). Pinning some can leave another row with only negative
    /// free coefficients, so this repeats until nothing changes.
    func pinnedSymbols(costs: [Bool]) -> [Bool] {
        var pinned = [Bool](repeating: false, count: symbolCount)
        // Only degenerate rows can pin; they are few, so they are found once.
        let degenerate = degenerateRows()
        var changed = !degenerate.isEmpty
        while changed {
            changed = false
            for index in degenerate {
                let row = rows[index]
                var blocks = false
                var free = false
                for cell in row.cells where !cell.symbol.isDummy && !costs[cell.symbol.id] && !pinned[cell.symbol.id] {
                    free = true
                    if cell.symbol.isExternal || cell.coefficient > 0 { blocks = false; break }
                    blocks = true
                }
                guard free, blocks else { continue }
                for cell in row.cells where !cell.symbol.isDummy && !costs[cell.symbol.id] {
                    pinned[cell.symbol.id] = true
                }
                changed = true
            }
        }
        return pinned
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
