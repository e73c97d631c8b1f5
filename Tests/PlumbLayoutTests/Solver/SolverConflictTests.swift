import Testing

@testable import PlumbLayout

/// Unsatisfiable required constraints: a minimal conflicting set, and no side effects.
@Suite("Solver conflicts")
struct SolverConflictTests {
    /// The refused constraint from an `unsatisfiable` error, and the others in its set.
    func conflict(_ body: () throws -> Void) -> (Constraint, [Constraint])? {
        let error = #expect(throws: SolverError.self) { try body() }
        guard case .unsatisfiable(let refused, let others)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return nil
        }
        return (refused, others)
    }

    @Test("the conflicting set names the culprits, not the bystanders")
    func minimalSet() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let u = Variable("u")
        let solver = Solver()
        let c1 = (x == 10).withTag("c1")
        let c2 = (y == 20).withTag("c2")
        let c3 = (z == x + y).withTag("c3")  // bystander sharing variables
        let c4 = (w >= z).withTag("c4")  // bystander further along
        let c5 = (u == 7).withTag("c5")  // unrelated
        let c6 = ((x + y == 0) | .high).withTag("c6")  // optional: never part of a conflict
        try solver.add([c1, c2, c3, c4, c5, c6])
        let refused = (x + y <= 25).withTag("refused")
        // x + y = 30 by c1 and c2 alone; c3, c4, c5, c6 play no part.
        guard let (culprit, others) = conflict({ try solver.add(refused) }) else { return }
        #expect(culprit === refused)
        #expect(others.map(\.tag) == ["c1", "c2"])
    }

    @Test("a conflict through a chain names the whole chain")
    func chain() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let solver = Solver()
        let c1 = (x == 10).withTag("c1")
        let c2 = (y == 20).withTag("c2")
        let c3 = (z == x + y).withTag("c3")
        let c4 = (z >= 0).withTag("c4")  // satisfied with room to spare: not needed
        try solver.add([c1, c2, c3, c4])
        // z = 30 needs c1, c2 and c3.
        guard let (_, others) = conflict({ try solver.add((z <= 25).withTag("z<=25")) }) else { return }
        #expect(others.map(\.tag) == ["c1", "c2", "c3"])
    }

    @Test("of two redundant culprits, the set keeps just one")
    func redundantCulprits() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = (x == 10).withTag("first")
        let second = (x == 10).withTag("second")
        try solver.add([first, second])
        // Either alone conflicts with x == 11; deletion filtering drops the first.
        guard let (_, others) = conflict({ try solver.add(x == 11) }) else { return }
        #expect(others.map(\.tag) == ["second"])
    }

    @Test("a constraint that is false on its own conflicts with nothing")
    func falseOnItsOwn() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 1)
        guard let (_, others) = conflict({ try solver.add(x - x == 5) }) else { return }
        #expect(others.isEmpty)
        guard let (_, none) = conflict({ try solver.add(Constraint(LinearExpression(3), .lessThanOrEqual)) }) else {
            return
        }
        #expect(none.isEmpty)
    }

    @Test("inequality conflicts found in phase one")
    func inequalityConflict() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let low = (x >= 10).withTag("x>=10")
        let sum = (x + y <= 12).withTag("x+y<=12")
        let yLow = (y >= 0).withTag("y>=0")
        try solver.add([low, yLow, (y <= 100).withTag("y<=100"), sum])
        // y ≥ 5 and x ≥ 10 need x + y ≥ 15 > 12.
        guard let (_, others) = conflict({ try solver.add((y >= 5).withTag("y>=5")) }) else { return }
        #expect(others.map(\.tag) == ["x>=10", "x+y<=12"])
    }

    /// A solver in a state with optional constraints, edits and pivots behind it.
    func busySolver() throws -> (Solver, [Variable]) {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x + y <= 100)
        try solver.add(z == x + 2 * y)
        try solver.add((y == 60) | .high)
        try solver.add((x == 50) | .low)
        try solver.add((z <= 100) | .fittingSize)
        try solver.addEditVariable(w, priority: .high)
        try solver.add(w >= y)
        try solver.suggestValue(w, 75)
        return (solver, [x, y, z, w])
    }

    @Test("a failed add leaves the solver exactly as it was", arguments: [0, 1, 2])
    func failedAddChangesNothing(kind: Int) throws {
        let (solver, variables) = try busySolver()
        let (twin, twinVariables) = try busySolver()
        let dumpBefore = solver.dump()
        let valuesBefore = variables.map { solver.value(of: $0).bitPattern }
        let constraintsBefore = solver.constraints
        let x = variables[0]
        let y = variables[1]
        let fresh = Variable("fresh")
        let refused: Constraint =
            switch kind {
            case 0: x <= 5  // phase one fails (x ≥ 10)
            case 1: x + y + fresh - fresh >= 101  // phase one, and a new variable to forget
            default: x - x == 3  // all-dummy row, refused before any pivot
            }
        #expect(throws: SolverError.self) { try solver.add(refused) }

        #expect(solver.dump() == dumpBefore)
        #expect(variables.map { solver.value(of: $0).bitPattern } == valuesBefore)
        #expect(solver.constraints == constraintsBefore)
        #expect(!solver.hasConstraint(refused))
        #expect(!solver.variables.contains(fresh))

        // And it behaves as if the add never happened: the twin never saw it.
        for solverUnderTest in [solver, twin] {
            let vars = solverUnderTest === solver ? variables : twinVariables
            try solverUnderTest.add((vars[2] == 130) | .high)
            try solverUnderTest.suggestValue(vars[3], 20)
            try solverUnderTest.remove(solverUnderTest.constraints[0])
        }
        #expect(
            variables.map { solver.value(of: $0).bitPattern } == twinVariables.map { twin.value(of: $0).bitPattern })
        #expect(solver.dump() == twin.dump())
    }
}
