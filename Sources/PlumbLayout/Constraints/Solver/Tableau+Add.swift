/// Adding a constraint: the Badros–Borning–Stuckey incremental add.
///
/// The steps, in the paper's (and kiwi's `addConstraint`) order:
/// 1. `makeRow` — the constraint as a row over parametric symbols, with its
///    slack, error or dummy symbols;
/// 2. `chooseSubject` — a symbol that can become basic without breaking
///    feasibility;
/// 3. if none, `addWithArtificialVariable` — phase one on an artificial
///    symbol, which fails exactly when a required constraint cannot hold;
/// 4. charge the error symbols to the constraint's objective tier;
/// 5. `optimize` the objective.
extension Tableau {
    /// Adds `constraint`; nil (and the tableau untouched) if it cannot hold.
    ///
    /// - Throws: `SolverError.internalFailure` from the simplex.
    mutating func add(_ constraint: Constraint) throws -> ConstraintTag? {
        let start = mark
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only required equalities are left: 0 = c is redundant or impossible.
            guard Row.isNearZero(row.constant) else {
                rollBack(to: start)
                return nil
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else {
            let saved = self
            let added: Bool
            do {
                added = try addWithArtificialVariable(row)
            } catch {
                self = saved
                rollBack(to: start)
                throw error
            }
            guard added else {
                self = saved
                rollBack(to: start)
                return nil
            }
        }
        if let tier = tag.tier {
            let index = objective.retainTier(tier)
            for symbol in tag.errorSymbols { addCost(of: symbol, tier: index, weight: 1) }
        }
        try optimize(.main)
        infeasible.removeAll(keepingCapacity: true)
        return tag
    }

    /// Step 1: `expression ⋈ 0` as a row over parametric symbols.
    ///
    /// Basic variables are replaced by their rows. `<=` gets `+slack`, `>=`
    /// gets `-slack`; an optional inequality also gets an error symbol that
    /// lets it be broken, an optional equality gets `-e⁺ + e⁻`, a required
    /// equality a dummy marker. The row is negated if needed so its constant
    /// is ≥ 0, which `chooseSubject` relies on.
    mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = registerSymbol(for: term.variable)
            if let index = rowIndex(of: symbol) {
                row.add(rows[index], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let optional = !constraint.priority.isRequired
        let tier = optional ? constraint.priority.value : nil
        let tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.add(slack, sign)
            if optional {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                tag = ConstraintTag(marker: slack, other: error, tier: tier)
            } else {
                tag = ConstraintTag(marker: slack, other: nil, tier: nil)
            }
        case .equal:
            if optional {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                tag = ConstraintTag(marker: plus, other: minus, tier: tier)
            } else {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = ConstraintTag(marker: dummy, other: nil, tier: nil)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// Step 2: the symbol to solve the new row for, or nil.
    ///
    /// In order: the lowest-numbered external symbol (unrestricted, so any
    /// value is fine — unless it is mentioned by restricted rows its new value
    /// would drive negative, possible only after a removal freed it); then the
    /// marker or other symbol if it is a slack or error with a negative
    /// coefficient (its value, constant ÷ −coefficient, is then ≥ 0).
    func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol? {
        for cell in row.cells where cell.symbol.isExternal {
            if !externalHasLeftBasis || keepsRowsFeasible(cell.symbol, value: -row.constant / cell.coefficient) {
                return cell.symbol
            }
        }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Whether moving the parametric `symbol` from 0 to `value` leaves every
    /// restricted row non-negative.
    func keepsRowsFeasible(_ symbol: Symbol, value: Double) -> Bool {
        for index in rows.indices where basics[index].isRestricted {
            let a = rows[index].coefficient(for: symbol)
            if a != 0, rows[index].constant + a * value < -Row.epsilon { return false }
        }
        return true
    }

    /// Step 3: phase one with an artificial symbol standing for the row.
    ///
    /// The artificial symbol starts basic at the row's (non-negative) constant;
    /// minimising it to 0 finds a basis satisfying the new row. It is then
    /// pivoted out if still basic and its column erased. On failure the
    /// tableau is left pivoted; the caller restores its snapshot.
    ///
    /// - Returns: whether the artificial objective reached 0.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(.artificial)
        let success = Row.isNearZero(artificial!.constant)
        artificial = nil
        if let index = rowIndex(of: art) {
            var artRow = removeRow(at: index)
            if artRow.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { !$0.symbol.isDummy })?.symbol else {
                return false
            }
            artRow.solve(for: art, swapping: entering)
            substitute(entering, with: artRow)
            insertRow(artRow, basic: entering)
        }
        eraseColumn(art)
        return success
    }
}
