import Foundation
import Testing

@testable import PlumbLayout

/// Plumb's solver against kiwisolver's values for the systems in Tests/Fixtures/solver.
///
/// The fixtures are written by `Scripts/solver-oracle`, which keeps only
/// systems whose optimum is unique and lexicographic, so kiwi's numbers are a
/// fair oracle. Each system is also re-solved in reverse order and through a
/// remove-and-re-add pass, which must not change the optimum either.
@Suite("Solver vs kiwisolver fixtures")
struct SolverFixtureTests {
    struct FixtureFile: Decodable {
        var systems: [System]
    }

    struct System: Decodable, CustomTestStringConvertible {
        struct Spec: Decodable {
            var terms: [[Double]]
            var constant: Double
            var relation: String
            var priority: Double
        }

        var name: String
        var variables: [String]
        var constraints: [Spec]
        var expected: [Double]

        var testDescription: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/solver")
        .standardizedFileURL

    static func loadSystems() throws -> [System] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        return try files.flatMap { file in
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            return try JSONDecoder().decode(FixtureFile.self, from: data).systems
        }
    }

    static let systems: [System] = (try? loadSystems()) ?? []

    /// The constraints of `system` over `variables`.
    static func constraints(_ system: System, _ variables: [Variable]) -> [Constraint] {
        system.constraints.map { spec in
            let terms = spec.terms.map { Term(variables[Int($0[0])], $0[1]) }
            let relation: Relation =
                switch spec.relation {
                case "==": .equal
                case "<=": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            return Constraint(
                LinearExpression(terms: terms, constant: spec.constant), relation,
                priority: Priority(spec.priority))
        }
    }

    func check(_ system: System, _ solver: Solver, _ variables: [Variable], _ pass: String) {
        for (index, variable) in variables.enumerated() {
            let actual = solver.value(of: variable)
            let expected = system.expected[index]
            #expect(
                abs(actual - expected) <= 1e-6 * max(1, abs(expected)),
                "\(system.name) (\(pass)): \(variable) expected \(expected) (kiwisolver), got \(actual)")
        }
    }

    @Test("the fixture folder holds at least 100 systems")
    func enoughFixtures() throws {
        let systems = try Self.loadSystems()
        #expect(systems.count >= 100, "found \(systems.count) in \(Self.folder.path); run Scripts/solver-oracle")
        #expect(systems.contains { $0.constraints.count >= 50 })
    }

    @Test("values match kiwisolver", arguments: systems)
    func matchesKiwi(_ system: System) throws {
        let variables = system.variables.map { Variable($0) }
        let constraints = Self.constraints(system, variables)

        let solver = Solver()
        try solver.add(constraints)
        check(system, solver, variables, "in order")
        #expect(solver.ambiguousVariables(among: variables).isEmpty, "\(system.name): the optimum is unique")

        let reversed = Solver()
        try reversed.add(constraints.reversed())
        check(system, reversed, variables, "reversed")

        // Remove and re-add every third constraint: the incremental path.
        let churned = Solver()
        try churned.add(constraints)
        let some = constraints.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        for constraint in some { try churned.remove(constraint) }
        for constraint in some { try churned.add(constraint) }
        check(system, churned, variables, "removed and re-added")
    }
}
