/// An incremental Cassowary solver for linear constraints with strict priorities.
///
/// The facade over `Tableau`, after Badros, Borning & Stuckey's TOCHI paper and
/// kiwi's `solverimpl.h`: `add`/`remove` constraints, `addEditVariable` and
/// `suggestValue` for values that change often (re-solved by the dual simplex,
/// no rebuild), `value(of:)` to read the optimum, and diagnostics
/// (`violatedConstraints`, `isAmbiguous`, `dump`). It knows nothing about
/// views; the constraint engine maps layout attributes onto its variables.
///
/// What it guarantees beyond kiwi:
/// - priorities are strict lexicographic tiers (see `Objective`);
/// - pivoting is deterministic: the same calls in the same order give
///   bit-identical values in every process (see `Symbol`);
/// - a failed call leaves the solver exactly as it was, and an unsatisfiable
///   required constraint is reported with a minimal conflicting set.
///
/// Not thread-safe; use one solver per task.
public final class Solver {
    struct ConstraintRecord {
        var tag: ConstraintTag
        /// Add order, for listing constraints deterministically.
        var sequence: Int
        /// The edit variable this constraint was made for by `addEditVariable`.
        var editVariable: Variable?
    }

    struct EditRecord {
        var constraint: Constraint
        /// The value last suggested (0 until the first `suggestValue`).
        var value: Double
    }

    var tableau = Tableau()
    var records: [Constraint: ConstraintRecord] = [:]
    var edits: [Variable: EditRecord] = [:]
    var nextSequence = 0
    /// Each constraint's constant as the solver holds it, by add sequence: the constraint's own, unless
    /// `moveConstants` has moved it since (see `current(_:)`).
    var constants: [Double] = []

    public init() {}

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if this object was added
    ///   already; `SolverError.unsatisfiable` with a minimal conflicting set if
    ///   it is required and cannot hold with the required constraints present.
    ///   Either way the solver is unchanged.
    /// - Complexity: amortized O(rows · row length) per pivot; usually few pivots.
    public func add(_ constraint: Constraint) throws {
        try add(constraint, editVariable: nil)
    }

    /// Adds every constraint in order, stopping at the first error.
    public func add(_ constraints: [Constraint]) throws {
        for constraint in constraints { try add(constraint) }
    }

    func add(_ constraint: Constraint, editVariable: Variable?) throws {
        let expression = constraint.expression
        precondition(
            expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite },
            "A constraint needs finite numbers; got \(constraint).")
        guard records[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard let tag = try tableau.add(constraint) else {
            throw SolverError.unsatisfiable(
                constraint: constraint, conflictingWith: minimalConflict(with: constraint))
        }
        records[constraint] = ConstraintRecord(tag: tag, sequence: nextSequence, editVariable: editVariable)
        constants.append(expression.constant)
        nextSequence += 1
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// Its variables stay known to the solver (as in kiwi); a variable no
    /// constraint mentions any more reads 0 and is reported ambiguous.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it was never added.
    public func remove(_ constraint: Constraint) throws {
        guard let record = records[constraint] else { throw SolverError.unknownConstraint(constraint) }
        if let variable = record.editVariable { edits[variable] = nil }
        records[constraint] = nil
        try tableau.remove(record.tag)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        records[constraint] != nil
    }

    /// The constraints added with `add`, in the order they were added.
    public var constraints: [Constraint] {
        orderedRecords().filter { $0.record.editVariable == nil }.map(\.constraint)
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        tableau = Tableau()
        records = [:]
        edits = [:]
        nextSequence = 0
        constants = []
    }

    /// The value of `variable` at the current optimum.
    ///
    /// Always current: unlike kiwi there is nothing to push first. A variable
    /// the solver has never seen reads 0. Never returns -0.0 (adding +0.0
    /// turns it into +0.0), so printed frames never show "-0".
    public func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbol(for: variable) else { return 0 }
        return value(of: symbol)
    }

    /// The value of the variable whose symbol is `symbol` (`symbols(of:)`), never -0.0: `value(of:)` without the lookup.
    func value(of symbol: Symbol) -> Double {
        tableau.value(of: symbol) + 0.0
    }

    /// `value(of:)` for the four symbols `symbols[start..<start + 4]` (nil reads 0, as a variable in no
    /// constraint does), read in one go: a frame's left, top, width and height.
    func values(ofFourSymbolsIn symbols: [Symbol?], from start: Int) -> (Double, Double, Double, Double) {
        tableau.values(ofFourSymbolsIn: symbols, from: start)
    }

    /// The value of every variable the solver knows, at the current optimum.
    ///
    /// kiwi's `updateVariables` pushes values into its variables; Plumb's
    /// variables are plain handles, so this returns them instead.
    @discardableResult
    public func updateVariables() -> [Variable: Double] {
        var values: [Variable: Double] = [:]
        values.reserveCapacity(tableau.variables.count)
        for variable in tableau.variables { values[variable] = value(of: variable) }
        return values
    }

    /// The variables the solver knows, in the order they first appeared.
    public var variables: [Variable] { tableau.variables }

    /// All records, constraints included, in add order.
    func orderedRecords() -> [(constraint: Constraint, record: ConstraintRecord)] {
        records.map { (constraint: $0.key, record: $0.value) }.sorted { $0.record.sequence < $1.record.sequence }
    }

    /// `constraint` (which the solver holds, as `record`) with the constant the solver holds it at: itself, or a new
    /// handle when `moveConstants` has moved its constant — what diagnostics print and check.
    func current(_ constraint: Constraint, _ record: ConstraintRecord) -> Constraint {
        let constant = constants[record.sequence]
        if constant == constraint.expression.constant { return constraint }
        var expression = constraint.expression
        expression.constant = constant
        return Constraint(expression, constraint.relation, priority: constraint.priority, tag: constraint.tag)
    }
}
