/// The primal and dual simplex iterations, with Bland's rule on symbol ids.
///
/// Both loops choose by a total order on symbol ids whenever the arithmetic
/// ties: the entering symbol is the lowest-numbered improving one, and equal
/// ratios go to the lowest-numbered basic symbol. Bland's rule makes the primal
/// loop terminate in exact arithmetic; the id order makes every choice the same
/// in every process.
extension Tableau {
    /// Which objective a primal loop minimises.
    enum Phase {
        /// The tiered objective of the optional constraints.
        case main
        /// The single row in `artificial` (phase one, and the ambiguity probes).
        case artificial
    }

    /// A symbol about to enter the basis and the way it moves.
    ///
    /// Restricted symbols only increase from 0; a parametric external symbol is
    /// free and may also decrease when its cost is positive.
    struct Entering {
        var symbol: Symbol
        var increasing: Bool
    }

    /// The lowest-numbered symbol whose move lowers the objective, if any.
    ///
    /// A symbol's reduced cost is led by its first tier with a nonzero cell
    /// (cells are nonzero by construction). Restricted symbols qualify with a
    /// negative leading cost, free externals with any nonzero one; dummies never.
    ///
    /// - Complexity: O(n) for the top tier, plus a binary search per higher
    ///   tier for each lower-tier candidate below the best id so far.
    func enteringSymbol(_ phase: Phase) -> Entering? {
        switch phase {
        case .main:
            return Tableau.enteringSymbol(in: objective.tiers)
        case .artificial:
            guard let artificial else { return nil }
            return Tableau.enteringSymbol(in: [artificial])
        }
    }

    static func enteringSymbol(in tiers: [Row]) -> Entering? {
        var best: Entering?
        for tier in tiers.indices {
            for cell in tiers[tier].cells {
                let symbol = cell.symbol
                if let best, symbol.raw >= best.symbol.raw { break }
                let increasing = cell.coefficient < 0
                guard increasing || symbol.isExternal, !symbol.isDummy else { continue }
                var leads = true
                for higher in 0..<tier where tiers[higher].contains(symbol) {
                    leads = false
                    break
                }
                if leads { best = Entering(symbol: symbol, increasing: increasing) }
            }
        }
        return best
    }

    /// The ratio test: the restricted row that first hits 0 as `entering` moves.
    ///
    /// - Returns: the row index and the step length, or nil when nothing blocks
    ///   the move (the objective is unbounded in that direction).
    func leavingRow(for entering: Entering) -> (index: Int, step: Double)? {
        var found: Int?
        var bestStep = Double.infinity
        var bestBasic = UInt32.max
        let symbol = entering.symbol
        for index in rows.indices {
            let basic = basics[index]
            if basic.isExternal { continue }
            let a = rows[index].coefficient(for: symbol)
            let step: Double
            if entering.increasing {
                guard a < 0 else { continue }
                step = -rows[index].constant / a
            } else {
                guard a > 0 else { continue }
                step = rows[index].constant / a
            }
            if step < bestStep || (step == bestStep && basic.raw < bestBasic) {
                found = index
                bestStep = step
                bestBasic = basic.raw
            }
        }
        return found.map { ($0, bestStep) }
    }

    /// A generous bound on pivots; Bland's rule terminates long before in exact
    /// arithmetic, so hitting it means floating-point trouble, not a big system.
    var pivotLimit: Int { 10_000 + 50 * (rows.count + symbolCount) }

    /// Phase-two primal simplex: pivots until no symbol lowers the objective.
    ///
    /// Starts from and keeps a feasible basis (every restricted row ≥ 0).
    ///
    /// - Throws: `SolverError.internalFailure` if the objective is unbounded or
    ///   the loop does not settle; neither happens in exact arithmetic.
    mutating func optimize(_ phase: Phase) throws {
        var pivots = 0
        while let entering = enteringSymbol(phase) {
            guard let (index, _) = leavingRow(for: entering) else {
                throw SolverError.internalFailure("the objective is unbounded along \(entering.symbol)")
            }
            pivot(rowAt: index, entering: entering.symbol)
            pivots += 1
            if pivots > pivotLimit {
                throw SolverError.internalFailure("the primal simplex did not settle in \(pivotLimit) pivots")
            }
        }
    }

    /// Dual simplex: repairs negative restricted rows while keeping optimality.
    ///
    /// This is the incremental re-solve after `suggestValue`: the objective is
    /// still optimal, only some row constants went negative. Each such row
    /// leaves; the entering symbol is the one with the lexicographically least
    /// cost ratio, so every reduced cost stays lexicographically ≥ 0.
    ///
    /// - Throws: `SolverError.internalFailure` if an infeasible row has no
    ///   entering symbol (the required constraints would be violated, which
    ///   edits cannot cause).
    mutating func dualOptimize() throws {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving) else { continue }
            let constant = rows[index].constant
            guard constant < 0, !Row.isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rowAt: index) else {
                throw SolverError.internalFailure("the dual simplex found no entering symbol for \(leaving)")
            }
            pivot(rowAt: index, entering: entering)
            pivots += 1
            if pivots > pivotLimit {
                throw SolverError.internalFailure("the dual simplex did not settle in \(pivotLimit) pivots")
            }
        }
    }

    /// The dual ratio test on row `index`, ties to the lowest symbol id.
    ///
    /// Candidates are restricted symbols with a positive coefficient (raising
    /// them raises the row) and free externals with zero cost in every tier.
    func dualEnteringSymbol(rowAt index: Int) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        for cell in rows[index].cells {
            let symbol = cell.symbol
            if symbol.isDummy { continue }
            var a = cell.coefficient
            if symbol.isExternal {
                if objective.hasCost(symbol) { continue }
                a = Swift.abs(a)
            } else if a <= 0 {
                continue
            }
            if let current = best {
                if dualRatio(of: symbol, a, isLessThan: current, bestCoefficient) {
                    best = symbol
                    bestCoefficient = a
                }
            } else {
                best = symbol
                bestCoefficient = a
            }
        }
        return best
    }

    /// Compares the cost vectors `cost(s)/a` lexicographically, with a
    /// relative tolerance so rounding noise in a high tier cannot decide.
    func dualRatio(of s: Symbol, _ a: Double, isLessThan b: Symbol, _ bCoefficient: Double) -> Bool {
        for tier in 0..<objective.tierCount {
            let r1 = objective.cost(of: s, tier: tier) / a
            let r2 = objective.cost(of: b, tier: tier) / bCoefficient
            let tolerance = 1e-9 * Swift.max(1, Swift.abs(r1), Swift.abs(r2))
            if r1 < r2 - tolerance { return true }
            if r1 > r2 + tolerance { return false }
        }
        return false
    }
}
