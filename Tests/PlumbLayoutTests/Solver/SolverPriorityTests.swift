import Testing

@testable import PlumbLayout

/// Priorities are strict tiers: nothing below p outweighs anything at p.
@Suite("Solver priority tiers")
struct SolverPriorityTests {
    @Test("one constraint at 751 beats a thousand at 750 (kiwi's folded weights would lose this)")
    func oneBeatsAThousand() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | 751)
        for _ in 0..<1000 { try solver.add((x == 100) | 750) }
        // Tier 751 alone decides: x = 0. The thousand 750s are each 100 off.
        #expect(solver.value(of: x) == 0)
        #expect(solver.violatedConstraints().count == 1000)
        #expect(solver.violatedConstraints().allSatisfy { abs($0.error - 100) < 1e-9 })
    }

    @Test("the order of adding does not matter to the tiers")
    func oneBeatsAThousandAddedFirst() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<1000 { try solver.add((x == 100) | .high) }
        try solver.add((x >= 0) | 751)
        try solver.add((x <= 0) | 751)
        // x ≥ 0 and x ≤ 0 at 751 pin x = 0 against the 750s.
        #expect(solver.value(of: x) == 0)
    }

    @Test("a low tier decides only among the high tier's optima")
    func lowerTierBreaksTies() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x == 3) | .high)
        try solver.add((y == 100) | .low)
        // Tier 750 wants x = 3, so y = 7 (tier 250 would like 100 but cannot trade).
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    @Test("within a tier errors add up (L1): two beat one")
    func withinTierIsL1() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | .low)
        try solver.add((x == 10) | .low)
        try solver.add((x == 10) | .low)
        // x = 10 costs 10 (one constraint off by 10); x = 0 costs 20.
        #expect(solver.value(of: x) == 10)
    }

    @Test("many 50s do not outweigh one 250, nor many 250s one 750")
    func threeTiers() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(width >= 0)
        try solver.add((width >= 120) | .high)  // compression resistance
        for _ in 0..<400 { try solver.add((width <= 100) | .low) }  // hugging
        for _ in 0..<400 { try solver.add((width == 0) | .fittingSize) }  // compressed fitting size
        // 750 holds: width ≥ 120; then 250s want ≤ 100: as close as possible, 120.
        #expect(solver.value(of: width) == 120)
    }

    @Test("removing the last constraint of a tier drops the tier")
    func tierLifecycle() throws {
        let x = Variable("x")
        let solver = Solver()
        let strong = (x == 5) | .high
        try solver.add(strong)
        try solver.add((x == 9) | .low)
        #expect(solver.tableau.objective.priorities == [750, 250])
        #expect(solver.value(of: x) == 5)
        try solver.remove(strong)
        #expect(solver.tableau.objective.priorities == [250])
        #expect(solver.value(of: x) == 9)
    }

    @Test("priority names are UIKit's")
    func namedPriorities() {
        #expect(Priority.required.value == 1000)
        #expect(Priority.high.value == 750)
        #expect(Priority.low.value == 250)
        #expect(Priority.fittingSize.value == 50)
        #expect(Priority.required.isRequired)
        #expect(!Priority(999).isRequired)
    }
}
