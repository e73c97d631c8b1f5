/// Where a constraint lives in the tableau, so it can be found again.
///
/// `marker` is the constraint's own symbol (a slack for inequalities, a dummy
/// for required equalities, the positive error for optional equalities);
/// `other` is its second error symbol, if any. `tier` is the priority of an
/// optional constraint, nil for a required one.
struct ConstraintTag: Sendable {
    var marker: Symbol
    var other: Symbol?
    var tier: Double?

    /// The symbols whose values measure this constraint's violation.
    var errorSymbols: [Symbol] {
        var symbols: [Symbol] = []
        if marker.kind == .error { symbols.append(marker) }
        if let other, other.kind == .error { symbols.append(other) }
        return symbols
    }
}

/// The simplex tableau: basic rows, the tiered objective and symbol bookkeeping.
///
/// A value type on purpose: copying it is O(1) (copy-on-write), which gives
/// the solver an exact snapshot to restore when an add fails halfway, and
/// gives the diagnostics (ambiguity, conflict sets) scratch tableaux to pivot
/// freely without touching the real one.
///
/// Rows live in an array; `rowOfSymbol`, indexed by symbol id, says which row
/// a basic symbol owns (-1 when the symbol is parametric). Row order in the
/// array is an implementation detail — every choice made by scanning rows
/// breaks ties by symbol id, never by position.
struct Tableau: Sendable {
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    private(set) var rowOfSymbol: [Int32] = []
    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: [Symbol] = []
    private(set) var variableSymbols: [Variable: Symbol] = [:]
    /// Variables in the order the tableau first saw them (their symbol order).
    private(set) var variables: [Variable] = []
    /// Set once a removal pivots an external symbol out of the basis; until then
    /// no restricted row can mention a parametric external, and `chooseSubject`
    /// can skip its feasibility check.
    var externalHasLeftBasis = false
    /// How many pivots this tableau has made. Between two equal counts (and no row added or removed) every row
    /// mentions the same symbols and the basis is the same; only constants may have moved (`shiftConstant`).
    private(set) var pivotCount = 0

    /// How many symbols have been made, i.e. the next symbol id.
    var symbolCount: Int { rowOfSymbol.count }

    // MARK: Symbols and variables

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: rowOfSymbol.count, kind: kind)
        rowOfSymbol.append(-1)
        return symbol
    }

    func symbol(for variable: Variable) -> Symbol? { variableSymbols[variable] }

    /// The symbol of `variable`, made (and the variable registered) if new.
    mutating func registerSymbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        variables.append(variable)
        return symbol
    }

    /// A point to roll symbol creation back to.
    struct Mark {
        var symbols: Int
        var variables: Int
    }

    var mark: Mark { Mark(symbols: rowOfSymbol.count, variables: variables.count) }

    /// Forgets every symbol and variable made since `mark`; none may be basic.
    mutating func rollBack(to mark: Mark) {
        for variable in variables[mark.variables...] { variableSymbols[variable] = nil }
        variables.removeSubrange(mark.variables...)
        rowOfSymbol.removeSubrange(mark.symbols...)
    }

    // MARK: Rows

    func rowIndex(of symbol: Symbol) -> Int? {
        let index = rowOfSymbol[symbol.id]
        return index < 0 ? nil : Int(index)
    }

    func isBasic(_ symbol: Symbol) -> Bool { rowOfSymbol[symbol.id] >= 0 }

    /// The current value of a symbol: its row's constant if basic, else 0.
    func value(of symbol: Symbol) -> Double {
        let index = rowOfSymbol[symbol.id]
        return index < 0 ? 0 : rows[Int(index)].constant
    }

    /// `Solver.values(ofFourSymbolsIn:from:)`.
    func values(ofFourSymbolsIn symbols: [Symbol?], from start: Int) -> (Double, Double, Double, Double) {
        func read(_ symbol: Symbol?) -> Double { symbol.map { value(of: $0) + 0.0 } ?? 0 }
        return (read(symbols[start]), read(symbols[start + 1]), read(symbols[start + 2]), read(symbols[start + 3]))
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        rowOfSymbol[basic.id] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Takes row `index` out of the tableau (the last row moves into its slot).
    mutating func removeRow(at index: Int) -> Row {
        let basic = basics[index]
        rowOfSymbol[basic.id] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowOfSymbol[basics[index].id] = Int32(index)
        }
        basics.removeLast()
        return rows.removeLast()
    }

    /// Applies `transform` to row `index` in place.
    mutating func updateRow(at index: Int, _ transform: (inout Row) -> Void) {
        transform(&rows[index])
    }

    /// Sets row `index`'s constant, keeping its cells and the basis (`pivotCount` does not move).
    mutating func setConstant(_ value: Double, ofRowAt index: Int) {
        rows[index].constant = value
    }

    /// Replaces the parametric `symbol` by `row` in every row and objective.
    ///
    /// Restricted rows that turn negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            if rows[index].substitute(symbol, with: row), rows[index].constant < 0,
                basics[index].isRestricted
            {
                infeasible.append(basics[index])
            }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Exchanges the basic symbol of row `index` for `entering`.
    mutating func pivot(rowAt index: Int, entering: Symbol) {
        let leaving = basics[index]
        pivotCount += 1
        var row = removeRow(at: index)
        row.solve(for: leaving, swapping: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Deletes `symbol`'s column from every row and objective tier (it is 0 for good).
    mutating func eraseColumn(_ symbol: Symbol) {
        for index in rows.indices { rows[index].remove(symbol) }
        objective.eraseColumn(symbol)
    }
}
