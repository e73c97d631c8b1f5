/// Why the solver refused a request, carrying the culprit.
///
/// Every case names the constraint or variable at fault so the layer above
/// can point at the spec line in its tag. Every case but `internalFailure`
/// leaves the solver exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints
    /// already added.
    ///
    /// `constraint` plus `conflictingWith` is a *minimal* conflicting set:
    /// those constraints cannot all hold, but dropping any one of them makes
    /// the rest satisfiable. `conflictingWith` is in the order the constraints
    /// were added and is empty when `constraint` is contradictory on its own
    /// (`0 == 5`).
    case unsatisfiable(constraint: Constraint, conflictingWith: [Constraint])
    /// This very constraint object was already added.
    case duplicateConstraint(Constraint)
    /// This constraint object was never added (or was removed already).
    case unknownConstraint(Constraint)
    /// This variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// This variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable must be optional; it was given this (required) priority.
    case badRequiredStrength(Variable, Priority)
    /// The simplex hit a state that exact arithmetic rules out (an unbounded
    /// objective, an infeasible row with no entering symbol). A bug, or
    /// floating-point trouble; the solver's state is no longer trustworthy.
    case internalFailure(String)

    /// The whole minimal conflicting set of an `unsatisfiable` error, the
    /// refused constraint last; empty for other cases.
    public var conflictSet: [Constraint] {
        if case .unsatisfiable(let constraint, let others) = self { return others + [constraint] }
        return []
    }

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let others):
            if others.isEmpty { return "unsatisfiable: \(constraint) cannot hold on its own" }
            let list = others.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable: \(constraint) conflicts with:\n\(list)"
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint) was already added"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable) is not an edit variable"
        case .badRequiredStrength(let variable, let priority):
            return "edit variable \(variable) must be optional; got priority \(priority)"
        case .internalFailure(let reason):
            return "internal solver failure: \(reason)"
        }
    }
}
