import Testing

@testable import PlumbLayout

/// Edit variables re-solved by the dual simplex agree with solving from scratch.
@Suite("Solver edit variables")
struct SolverEditTests {
    /// Two views side by side in a container of width `w`:
    /// `a` from 0, gap 8, then `b` up to the trailing edge.
    struct Row2 {
        let w = Variable("w")
        let aw = Variable("a.width")
        let ax = Variable("a.x")
        let bx = Variable("b.x")
        let bw = Variable("b.width")

        var variables: [Variable] { [w, aw, ax, bx, bw] }

        func constraints() -> [Constraint] {
            [
                ax == 0,
                bx == ax + aw + 8,
                bx + bw == w,
                aw >= 50,
                bw >= 20,
                (bw == 100) | .high,
                (aw == 200) | .low,
            ]
        }
    }

    /// The same system solved cold with `w == value` as an ordinary constraint.
    func coldSolve(_ system: Row2, width: Double) throws -> [Double] {
        let solver = Solver()
        try solver.add(system.constraints())
        try solver.add((system.w == width) | 900)
        return system.variables.map { solver.value(of: $0) }
    }

    @Test("hand-computed widths at four container sizes")
    func handValues() throws {
        let s = Row2()
        let solver = Solver()
        try solver.add(s.constraints())
        try solver.addEditVariable(s.w, priority: 900)

        try solver.suggestValue(s.w, 400)
        // b keeps 100 (750 beats 250): a = 400 - 8 - 100 = 292
        #expect(solver.value(of: s.bw) == 100)
        #expect(solver.value(of: s.aw) == 292)

        try solver.suggestValue(s.w, 100)
        // b = 92 - a with a ≥ 50: b's 750 error is least at a = 50, b = 42
        #expect(solver.value(of: s.aw) == 50)
        #expect(solver.value(of: s.bw) == 42)

        try solver.suggestValue(s.w, 58)
        // below the required minimum 50 + 8 + 20 = 78: w gives way (900 < required)
        #expect(solver.value(of: s.w) == 78)
        #expect(solver.value(of: s.aw) == 50)
        #expect(solver.value(of: s.bw) == 20)

        try solver.suggestValue(s.w, 1000)
        // a = 1000 - 8 - 100 = 892 (a's 250 wish for 200 loses to b's 750)
        #expect(solver.value(of: s.aw) == 892)
        #expect(solver.value(of: s.bx) == 900)
    }

    @Test("a sweep of suggestions matches cold solves", arguments: [0.0, 1, 7, 50])
    func sweepMatchesColdSolve(offset: Double) throws {
        let s = Row2()
        let solver = Solver()
        try solver.add(s.constraints())
        try solver.addEditVariable(s.w, priority: 900)
        let widths: [Double] = [320, 375, 414, 10, 77, 78, 79, 128, 157, 158, 159, 1024, 0, 320]
        for width in widths.map({ $0 + offset }) {
            try solver.suggestValue(s.w, width)
            let incremental = s.variables.map { solver.value(of: $0) }
            let cold = try coldSolve(s, width: width)
            for (index, (a, b)) in zip(incremental, cold).enumerated() {
                #expect(abs(a - b) < 1e-9, "\(s.variables[index]) at w = \(width): incremental \(a), cold \(b)")
            }
        }
    }

    @Test("suggesting to two edit variables, then removing one")
    func twoEdits() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x <= y)
        try solver.addEditVariable(x, priority: .high)
        try solver.addEditVariable(y, priority: .low)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 30)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 30)
        try solver.suggestValue(y, 5)
        // x ≤ y; x's edit (750) beats y's (250): y is pushed up to 10.
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        let violated = solver.violatedConstraints(includeEdits: true)
        #expect(violated.count == 1)
        #expect(violated.first.map { abs($0.error - 5) < 1e-9 } == true)
        #expect(solver.violatedConstraints().isEmpty)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        // Only y's edit is left: y = 5, and x ≤ 5 is all we know of x.
        #expect(solver.value(of: y) == 5)
        #expect(solver.isAmbiguous(x))
        #expect(solver.suggestedValue(of: y) == 5)
    }

    @Test("edit variable errors carry the variable")
    func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, priority: .high)

        let duplicate = #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .low) }
        guard case .duplicateEditVariable(let v)? = duplicate else {
            Issue.record("expected duplicateEditVariable, got \(String(describing: duplicate))")
            return
        }
        #expect(v === x)

        let y = Variable("y")
        let unknown = #expect(throws: SolverError.self) { try solver.suggestValue(y, 3) }
        guard case .unknownEditVariable(let u)? = unknown else {
            Issue.record("expected unknownEditVariable, got \(String(describing: unknown))")
            return
        }
        #expect(u === y)

        let unknownRemoval = #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        guard case .unknownEditVariable(let r)? = unknownRemoval else {
            Issue.record("expected unknownEditVariable, got \(String(describing: unknownRemoval))")
            return
        }
        #expect(r === y)

        let required = #expect(throws: SolverError.self) { try solver.addEditVariable(y, priority: .required) }
        guard case .badRequiredStrength(let b, let p)? = required else {
            Issue.record("expected badRequiredStrength, got \(String(describing: required))")
            return
        }
        #expect(b === y)
        #expect(p == .required)
        #expect(!solver.hasEditVariable(y))
    }
}
