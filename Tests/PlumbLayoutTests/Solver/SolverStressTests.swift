import PlumbTestSupport
import Testing

@testable import PlumbLayout

/// Seeded random sequences of add / remove / suggest, each step checked
/// against a cold solve of the same constraints.
///
/// Random systems may have several optimal solutions, so the comparison is on
/// what is unique: the lexicographic optimum itself, i.e. the total error of
/// every priority tier, and that every required constraint holds.
@Suite("Solver incremental vs cold")
struct SolverStressTests {
    /// The shared deterministic generator, so failures replay.
    typealias SplitMix = SplitMix64

    static let priorities: [Priority] = [.required, .high, .low, .fittingSize]

    /// Per-tier total error (tiers 750, 250, 50 and the edit tier 900), and the
    /// worst required violation, for the solver's current values.
    static func score(
        _ solver: Solver, _ constraints: [Constraint], edits: [(Variable, Double)]
    ) -> (tiers: [Double], requiredViolation: Double) {
        var tiers = [Double](repeating: 0, count: 4)
        var required = 0.0
        let value = { (v: Variable) in solver.value(of: v) }
        for constraint in constraints {
            let error = constraint.violation(value)
            switch constraint.priority.value {
            case 1000: required = max(required, error)
            case 750: tiers[1] += error
            case 250: tiers[2] += error
            default: tiers[3] += error
            }
        }
        for (variable, target) in edits { tiers[0] += abs(value(variable) - target) }
        return (tiers, required)
    }

    static func randomConstraint(_ rng: inout SplitMix, _ variables: [Variable]) -> Constraint {
        var expression = LinearExpression(constant: Double(rng.int(-60...60)))
        for _ in 0..<rng.int(1...3) {
            expression.terms.append(Term(rng.pick(variables), Double(rng.pick([-2, -1, 1, 1, 2]))))
        }
        let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority = rng.pick(priorities)
        return Constraint(expression, relation, priority: priority)
    }

    @Test("random add/remove/suggest sequences reach the cold optimum", arguments: 0..<24)
    func randomSequence(seed: Int) throws {
        var rng = SplitMix(state: UInt64(seed) &* 7919 &+ 17)
        let variables = (0..<6).map { Variable("v\($0)") }
        let edited = variables[0]
        let solver = Solver()
        // Every variable is anchored weakly so the objective is bounded and values stay finite.
        var active: [Constraint] = variables.map { (($0 == 0) | 1).withTag("anchor \($0)") }
        try solver.add(active)
        try solver.addEditVariable(edited, priority: 900)
        var suggestion = 0.0

        for step in 0..<60 {
            switch rng.int(0...9) {
            case 0...4:
                let constraint = Self.randomConstraint(&rng, variables)
                do {
                    try solver.add(constraint)
                    active.append(constraint)
                } catch let SolverError.unsatisfiable(refused, others) {
                    #expect(refused === constraint)
                    // The reported set is a real conflict, and minimal.
                    let set = others + [refused]
                    #expect(!Self.satisfiable(set), "seed \(seed) step \(step): set is not a conflict")
                    for index in others.indices {
                        var smaller = set
                        smaller.remove(at: index)
                        #expect(Self.satisfiable(smaller), "seed \(seed) step \(step): set is not minimal")
                    }
                    #expect(others.allSatisfy { other in active.contains { $0 === other } })
                }
            case 5...6 where active.count > variables.count:
                let index = rng.int(variables.count...active.count - 1)
                try solver.remove(active.remove(at: index))
            default:
                suggestion = Double(rng.int(-100...300))
                try solver.suggestValue(edited, suggestion)
            }

            let cold = Solver()
            try cold.add(active)
            try cold.add((edited == suggestion) | 900)
            let incremental = Self.score(solver, active, edits: [(edited, suggestion)])
            let reference = Self.score(cold, active, edits: [(edited, suggestion)])
            #expect(incremental.requiredViolation < 1e-6, "seed \(seed) step \(step): a required constraint broke")
            for tier in 0..<4 {
                let (a, b) = (incremental.tiers[tier], reference.tiers[tier])
                #expect(
                    abs(a - b) <= 1e-6 * max(1, abs(b)),
                    "seed \(seed) step \(step) tier \(tier): incremental error \(a), cold \(b)\n\(solver.dump())")
                if abs(a - b) > 1e-6 * max(1, abs(b)) { return }
            }
        }
    }

    static func satisfiable(_ constraints: [Constraint]) -> Bool {
        (try? Solver().add(constraints)) != nil
    }

    @Test("a removal that frees a basic variable, then more adds")
    func externalLeavesBasis() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let floor = x >= 5
        try solver.add(floor)  // x = 5 + s: x is basic, s only in x's row
        try solver.add(y >= 0)
        try solver.add((y == 40) | .low)
        try solver.remove(floor)  // s can only pivot with x's (external) row: x leaves the basis
        #expect(solver.isAmbiguous(x))
        try solver.add(y <= x + 3)  // x is parametric here and may be picked as subject
        try solver.add(x <= 20)
        // y wants 40 but y ≤ x + 3 ≤ 23: y = 23, x = 20.
        #expect(solver.value(of: y) == 23)
        #expect(solver.value(of: x) == 20)
    }
}
