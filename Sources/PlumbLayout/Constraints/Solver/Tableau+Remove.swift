/// Removing a constraint: pivot its marker into the basis and drop that row.
extension Tableau {
    /// Removes the constraint tagged `tag` and re-optimizes.
    ///
    /// The steps follow kiwi's `removeConstraint`:
    /// 1. take the error symbols out of the objective *before* pivoting, so
    ///    later substitutions do not carry stale costs;
    /// 2. if the marker is basic, drop its row; otherwise choose a row by
    ///    `markerLeavingRow`, pivot the marker in, and drop that row;
    /// 3. `optimize`, since the freed room may let optional constraints improve.
    ///
    /// - Throws: `SolverError.internalFailure` from the simplex.
    mutating func remove(_ tag: ConstraintTag) throws {
        if let tier = tag.tier, let index = objective.tierIndex(of: tier) {
            for symbol in tag.errorSymbols { addCost(of: symbol, tier: index, weight: -1) }
            objective.releaseTier(tier)
        }
        if let index = rowIndex(of: tag.marker) {
            _ = removeRow(at: index)
        } else if let index = markerLeavingRow(tag.marker) {
            let leaving = basics[index]
            if leaving.isExternal { externalHasLeftBasis = true }
            var row = removeRow(at: index)
            row.solve(for: leaving, swapping: tag.marker)
            substitute(tag.marker, with: row)
        } else {
            // The marker appears in no row: its column can simply go.
            objective.eraseColumn(tag.marker)
        }
        // The other error symbol's column is proportional to the marker's, so
        // it is gone now; erase any rounding residue.
        if let other = tag.other, !isBasic(other) { eraseColumn(other) }
        try optimize(.main)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// The row to exchange for the parametric `marker` (kiwi's `getMarkerLeavingRow`,
    /// plus a rule for rows of redundant required equalities).
    ///
    /// A row whose basic symbol is a dummy (a required equality found redundant
    /// when added, such as a second `x == 5`) must stay at 0; if the marker is in
    /// one, that row is taken, since it moves nothing. kiwi treats such a row like
    /// a slack's, so it may pick another row and leave the dummy's row nonzero:
    /// the remaining `x == 5` silently breaks. Otherwise: a restricted row where
    /// the marker has a negative coefficient (least ratio), then one with a
    /// positive coefficient (least ratio) — both keep the basis feasible — and
    /// last an external row. Ties go to the lowest basic symbol id.
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var dummy: Int?
        var first: Int?
        var second: Int?
        var third: Int?
        var r1 = Double.infinity
        var r2 = Double.infinity
        for index in rows.indices {
            let a = rows[index].coefficient(for: marker)
            if a == 0 { continue }
            let basic = basics[index]
            if basic.isDummy {
                if dummy.map({ basic < basics[$0] }) ?? true { dummy = index }
            } else if basic.isExternal {
                if third.map({ basic < basics[$0] }) ?? true { third = index }
            } else if a < 0 {
                let ratio = -rows[index].constant / a
                if ratio < r1 || (ratio == r1 && first.map { basic < basics[$0] } ?? true) {
                    r1 = ratio
                    first = index
                }
            } else {
                let ratio = rows[index].constant / a
                if ratio < r2 || (ratio == r2 && second.map { basic < basics[$0] } ?? true) {
                    r2 = ratio
                    second = index
                }
            }
        }
        return dummy ?? first ?? second ?? third
    }
}
