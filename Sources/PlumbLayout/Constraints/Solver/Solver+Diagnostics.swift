/// What the optimum leaves unsatisfied or undetermined.
extension Solver {
    /// The tolerance under which a constraint counts as satisfied.
    public static let violationTolerance = 1e-7

    /// Optional constraints the optimum does not satisfy, with how far off each is.
    ///
    /// The error is in the constraint's own units (`2*x >= 10` at x = 3 is off
    /// by 4) and computed from the variables' values, not from the tableau's
    /// error symbols, so it is what a reader would measure. Listed in add order.
    ///
    /// - Parameter includeEdits: whether edit constraints (`variable ==
    ///   suggested value`) count too; off by default, since the layer above
    ///   usually suggests a target it expects to miss (the fitting size).
    public func violatedConstraints(includeEdits: Bool = false) -> [(constraint: Constraint, error: Double)] {
        var result: [(constraint: Constraint, error: Double)] = []
        for (constraint, record) in orderedRecords() where !constraint.isRequired {
            let error: Double
            if let variable = record.editVariable {
                guard includeEdits else { continue }
                error = Swift.abs(value(of: variable) - (edits[variable]?.value ?? 0))
            } else {
                error = current(constraint, record).violation { self.value(of: $0) }
            }
            if error > Solver.violationTolerance { result.append((constraint, error)) }
        }
        return result
    }
}
