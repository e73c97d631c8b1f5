import Foundation
import PlumbLayout

/// A constraint system from Scripts/bench-workloads, as Plumb's solver objects.
///
/// The file lists variables by name and constraints as `Σ coefficient · variable + constant ⋈ 0` with a kiwi
/// strength; the same file is what Scripts/bench-peers hands to kiwisolver, so both solvers get one system.
struct SolverWorkload {
    /// The file's contents, field for field.
    struct File: Decodable {
        struct Row: Decodable {
            var op: String
            var strength: String
            var constant: Double
            var terms: [[Double]]
        }

        var name: String
        var variables: [String]
        var constraints: [Row]
        /// The index of the edit variable (the container width).
        var width: Int
        /// The index of the variable read after each re-solve (the last row's label width).
        var probe: Int
        var coldWidth: Double
        var sweep: [Double]
    }

    let file: File
    let variables: [Variable]
    let constraints: [Constraint]

    var name: String { file.name }
    var width: Variable { variables[file.width] }
    var probe: Variable { variables[file.probe] }

    /// The priority Plumb uses for each of kiwi's strengths (as Scripts/solver-oracle maps them).
    static func priority(_ strength: String) -> Priority {
        switch strength {
        case "required": .required
        case "strong": .high
        case "medium": .low
        case "weak": .fittingSize
        default: preconditionFailure("Scripts/bench-workloads writes only kiwi's four strengths; got \(strength).")
        }
    }

    /// Reads a system file and builds its variables and constraints (not timed: both sides build theirs first).
    ///
    /// - Throws: the file's read or decoding error.
    init(contentsOf path: String) throws {
        file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let variables = file.variables.map(Variable.init)
        self.variables = variables
        constraints = file.constraints.map { row in
            let terms = row.terms.map { Term(variables[Int($0[0])], $0[1]) }
            let relation: Relation =
                switch row.op {
                case "==": .equal
                case "<=": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            return Constraint(
                LinearExpression(terms: terms, constant: row.constant), relation, priority: Self.priority(row.strength))
        }
    }

    /// A fresh solver holding the whole system, its width suggested: the cold build and solve that is timed.
    ///
    /// The order is kiwi's in Scripts/bench-peers: every constraint, then the edit variable at strong, then the
    /// suggestion, then every value read back (`updateVariables`).
    func solve(at width: Double) throws -> (Solver, [Variable: Double]) {
        let solver = Solver()
        try solver.add(constraints)
        try solver.addEditVariable(self.width, priority: .high)
        try solver.suggestValue(self.width, width)
        return (solver, solver.updateVariables())
    }
}
