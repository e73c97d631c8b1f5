import Testing

@testable import PlumbLayout

/// A variable is ambiguous when the optimum does not pin its value down.
@Suite("Solver ambiguity")
struct SolverAmbiguityTests {
    @Test("x + y == 100 alone leaves both free; x == 30 pins both")
    func missingConstraint() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 100)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(x == 30)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("equal-priority wishes pulling apart are ambiguous; unequal ones are not")
    func equalPriorityConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x >= 10) | .low)
        try solver.add((x <= 5) | .low)
        // Every x in [5, 10] costs 5 in tier 250.
        #expect(solver.isAmbiguous(x))
        try solver.add((x == 7) | .fittingSize)
        // Tier 50 picks x = 7 among them.
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 7)
    }

    @Test("two against one within a tier is not ambiguous")
    func majorityDecides() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | .low)
        try solver.add((x == 10) | .low)
        try solver.add((x == 10) | .low)
        #expect(!solver.isAmbiguous(x))
    }

    @Test("a degenerate vertex is not mistaken for freedom")
    func degenerate() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 0)
        // Only x = y = 0 is feasible, although the tableau has zero-cost parametric slacks.
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        try solver.remove(solver.constraints[2])
        #expect(solver.isAmbiguous(x))
    }

    @Test("a bounded interval is ambiguous, a point is not")
    func interval() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        try solver.add(y == 2 * x)
        #expect(solver.ambiguousVariables(among: [y, x]) == [y, x])
        try solver.add(x >= 10)
        #expect(solver.ambiguousVariables(among: [y, x]).isEmpty)
        #expect(solver.value(of: y) == 20)
    }

    @Test("a variable the solver never saw is ambiguous")
    func unknownVariable() {
        #expect(Solver().isAmbiguous(Variable("stranger")))
    }

    @Test("a row of views with a hugging tie is ambiguous; breaking the tie fixes it")
    func huggingTie() throws {
        let a = Variable("a.width")
        let b = Variable("b.width")
        let solver = Solver()
        try solver.add(a + b == 300)
        try solver.add((a <= 100) | .low)  // both hug at 250: who stretches?
        try solver.add((b <= 100) | .low)
        #expect(solver.ambiguousVariables(among: [a, b]) == [a, b])
        try solver.add((b <= 100) | 251)  // b hugs harder (UILabel's 251): a stretches
        #expect(solver.ambiguousVariables(among: [a, b]).isEmpty)
        #expect(solver.value(of: a) == 200)
        #expect(solver.value(of: b) == 100)
    }
}
