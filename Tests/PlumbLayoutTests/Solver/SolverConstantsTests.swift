import Testing

@testable import PlumbLayout

/// `replaceConstants` re-solves to the values of a solver built from scratch with the new constants.
@Suite("Solver constant replacement")
struct SolverConstantsTests {
    /// Three boxes in a row inside a container: every kind of constraint (required and optional equalities and
    /// inequalities at six priorities), each with a constant that the sweep below changes.
    struct Row3 {
        let w = Variable("w")
        let x = (Variable("a.x"), Variable("b.x"), Variable("c.x"))
        let width = (Variable("a.width"), Variable("b.width"), Variable("c.width"))

        var variables: [Variable] { [w, x.0, x.1, x.2, width.0, width.1, width.2] }

        /// The constraints for container width `container`, gap `gap` and the boxes' preferred widths.
        func constraints(container: Double, gap: Double, preferred: (Double, Double, Double)) -> [Constraint] {
            [
                w == container,
                x.0 == gap,
                x.1 == x.0 + width.0 + gap,
                x.2 == x.1 + width.1 + gap,
                x.2 + width.2 + gap <= w,
                width.0 >= 10, width.1 >= 10, width.2 >= 10,
                (width.0 >= preferred.0) | 750, (width.1 >= preferred.1) | 740, (width.2 >= preferred.2) | 730,
                (width.0 <= preferred.0) | .low, (width.1 <= preferred.1) | .low,
                (width.2 == 2 * preferred.2) | 100,
            ]
        }
    }

    static let numbers: [(container: Double, gap: Double, preferred: (Double, Double, Double))] = [
        (300, 8, (50, 60, 70)), (200, 8, (50, 60, 70)), (120, 4, (80, 20, 30)), (500, 16, (10, 10, 10)),
        (90, 8, (50, 60, 70)), (300, 0, (200, 60, 70)), (1000, 12, (33.5, 66.25, 99.125)),
    ]

    /// Every set of numbers after the first, then all of them again backwards: each change in both directions.
    static let sweep = Array(numbers.dropFirst() + numbers.reversed())

    /// A solver holding `s`'s constraints for the first numbers, and those constraints.
    static func solvedAtFirstNumbers(_ s: Row3) throws -> (Solver, [Constraint]) {
        let first = numbers[0]
        let constraints = s.constraints(container: first.container, gap: first.gap, preferred: first.preferred)
        let solver = Solver()
        try solver.add(constraints)
        return (solver, constraints)
    }

    /// A solver built from scratch with `constraints`, after checking that `solver` has its values.
    static func expectFreshValues(
        in solver: Solver, for constraints: [Constraint], of variables: [Variable], at numbers: Any
    ) throws -> Solver {
        let fresh = Solver()
        try fresh.add(constraints)
        for variable in variables {
            #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-9, "\(variable) at \(numbers)")
        }
        return fresh
    }

    @Test("replacing constants gives the fresh solve's values, in any order of changes")
    func matchesFreshSolves() throws {
        let s = Row3()
        var (solver, current) = try Self.solvedAtFirstNumbers(s)
        for numbers in Self.sweep {
            let next = s.constraints(container: numbers.container, gap: numbers.gap, preferred: numbers.preferred)
            #expect(try solver.replaceConstants(Array(zip(current, next)).map { (old: $0.0, new: $0.1) }))
            current = next
            let fresh = try Self.expectFreshValues(in: solver, for: next, of: s.variables, at: numbers)
            // Distinct priorities leave no tie, so a fresh solve's values are the only right ones.
            #expect(fresh.ambiguousVariables(among: s.variables).isEmpty, "\(numbers)")
            #expect(solver.constraints.map { $0 } == next, "the new constraints take the old ones' places")
        }
    }

    @Test("constants that make the required constraints contradict leave the solver as it was")
    func contradictionLeavesTheSolverUnchanged() throws {
        let s = Row3()
        let (solver, constraints) = try Self.solvedAtFirstNumbers(s)  // container 300, gap 8, preferred 50, 60, 70
        let before = s.variables.map { solver.value(of: $0) }
        // 3 × 10 + 4 × 8 = 62 > 40: the required minimum widths and gaps cannot fit.
        let squeezed = s.constraints(container: 40, gap: 8, preferred: (50, 60, 70))
        #expect(try !solver.replaceConstants(Array(zip(constraints, squeezed)).map { (old: $0.0, new: $0.1) }))
        #expect(s.variables.map { solver.value(of: $0) } == before)
        #expect(solver.constraints == constraints)
        // And it still works afterwards.
        let wider = s.constraints(container: 400, gap: 8, preferred: (50, 60, 70))
        #expect(try solver.replaceConstants(Array(zip(constraints, wider)).map { (old: $0.0, new: $0.1) }))
        #expect(solver.value(of: s.width.2) == 140)
    }

    @Test("a redundant required equality must stay consistent")
    func redundantEquality() throws {
        let x = Variable("x")
        let a = x == 10
        let b = 2 * x == 20
        let solver = Solver()
        try solver.add([a, b])
        #expect(try !solver.replaceConstants([(old: b, new: 2 * x == 22)]))
        #expect(solver.value(of: x) == 10)
        #expect(try solver.replaceConstants([(old: a, new: x == 11), (old: b, new: 2 * x == 22)]))
        #expect(solver.value(of: x) == 11)
    }

    @Test("isDetermined certifies a unique optimum and not a tie")
    func determined() throws {
        let s = Row3()
        let solver = Solver()
        try solver.add(s.constraints(container: 300, gap: 8, preferred: (50, 60, 70)))
        #expect(solver.isDetermined(s.variables))
        let tie = Solver()
        let (p, q) = (Variable("p"), Variable("q"))
        try tie.add([p + q == 10, (p == 0) | .low, (q == 0) | .low])
        #expect(!tie.isDetermined([p, q]))
        #expect(tie.isAmbiguous(p))
    }

    @Test("moving constants in place gives the fresh solve's values, and diagnostics read the moved constants")
    func movesInPlace() throws {
        let s = Row3()
        let (solver, constraints) = try Self.solvedAtFirstNumbers(s)
        let slots = constraints.map { solver.constantSlot(of: $0)! }
        for numbers in Self.sweep {
            let next = s.constraints(container: numbers.container, gap: numbers.gap, preferred: numbers.preferred)
            #expect(
                try solver.moveConstants(
                    zip(slots, next).map { (slot: $0, constant: $1.expression.constant) }, undoable: true))
            let fresh = try Self.expectFreshValues(in: solver, for: next, of: s.variables, at: numbers)
            // The handles stay; what the solver reports is the fresh solver's, constants included.
            #expect(solver.constraints == constraints)
            #expect(solver.violatedConstraints().map(\.error) == fresh.violatedConstraints().map(\.error), "\(numbers)")
            #expect(
                solver.dump().split(separator: "\n").filter { $0.contains(">=") || $0.contains("<=") }.map {
                    $0.split(separator: "[")[0]
                }
                    == fresh.dump().split(separator: "\n").filter { $0.contains(">=") || $0.contains("<=") }.map {
                        $0.split(separator: "[")[0]
                    })
        }
    }

    @Test("a refused move is undone, constants included; a later conflict is found with the moved constants")
    func refusedMoveAndLaterConflict() throws {
        let s = Row3()
        let (solver, constraints) = try Self.solvedAtFirstNumbers(s)  // container 300, gap 8, preferred 50, 60, 70
        let before = solver.dump()
        let container = solver.constantSlot(of: constraints[0])!
        // w == 40: the minimum widths and gaps need 62.
        #expect(try !solver.moveConstants([(container, -40)], undoable: true))
        #expect(solver.dump() == before)
        #expect(try solver.moveConstants([(container, -100)], undoable: true))
        #expect(solver.value(of: s.w) == 100)
        // With w at 100 (not the handle's 300) the three boxes cannot be 40 wide each.
        let wide = s.width.0 >= 40, wider = s.width.1 >= 40
        try solver.add(wide)
        let error = #expect(throws: SolverError.self) { try solver.add(wider) }
        guard case .unsatisfiable(let refused, let conflicting) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(refused === wider)
        #expect(
            conflicting.contains { $0 === constraints[0] }, "the container width, as the solver holds it, takes part")
        #expect(conflicting.contains { $0 === wide })
    }
}
