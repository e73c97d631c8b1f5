import Foundation
import PlumbLayout

/// Row 1 of BENCHMARKS.md: Plumb's Cassowary solver against kiwisolver on the same systems.
///
/// Two measurements per system:
/// - `cold`: a new solver, every constraint added, the edit variable added and suggested, every value read;
/// - `resolve`: on a solved system, one `suggestValue` of the width plus one read of the probe variable, averaged
///   over the file's sweep of widths (kiwi must also call `updateVariables` to read; that is part of its number).
/// The values of the last cold solve are checked against kiwisolver's (`--kiwi`, written by Scripts/bench-peers,
/// which runs first); checking the timed solve itself spares the 10,000-constraint system a second minute-long solve.
enum SolverBench {
    static func run(_ arguments: BenchArguments) throws {
        let workload = try SolverWorkload(contentsOf: try arguments.string("system"))
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 1)
        let info = ["constraints": Double(workload.constraints.count), "variables": Double(workload.variables.count)]
        // Every solve is kept until all are timed, so no solver is freed inside a timed run (kiwi's side does the same).
        var solved: [(Solver, [Variable: Double])] = []
        let cold = try BenchClock.samples(warmup: warmup, repeats: max(1, repeats)) {
            solved.append(try workload.solve(at: workload.file.coldWidth))
        }
        let values = solved.last!.1
        solved.removeAll()
        if let path = arguments.optional("kiwi") { try check(workload, values: values, kiwiPath: path) }
        BenchRecord(suite: "solver", case: workload.name, metric: "cold", unit: "us", seconds: cold, info: info).emit()
        // A sweep is cheap next to a cold solve: at least 5 samples, as Scripts/bench-peers takes.
        let resolve = try resolveSamples(workload, warmup: max(1, warmup), repeats: max(5, repeats))
        BenchRecord(suite: "solver", case: workload.name, metric: "resolve", unit: "us", seconds: resolve, info: info)
            .emit()
    }

    /// Plumb's values at the cold width must equal kiwisolver's (1e-6) for the comparison to mean anything.
    static func check(_ workload: SolverWorkload, values: [Variable: Double], kiwiPath: String) throws {
        let kiwi = try JSONDecoder().decode([Double].self, from: Data(contentsOf: URL(fileURLWithPath: kiwiPath)))
        precondition(
            kiwi.count == workload.variables.count, "\(kiwiPath) has a value for each variable of \(workload.name)")
        var worst = 0.0, worstName = ""
        for (index, variable) in workload.variables.enumerated() {
            let error = abs((values[variable] ?? 0) - kiwi[index])
            if error > worst { (worst, worstName) = (error, variable.name) }
        }
        BenchCheck(
            check: "solver \(workload.name) values == kiwisolver", ok: worst <= 1e-6, maxError: worst,
            detail: worst > 0 ? "largest difference at \(worstName)" : "all \(workload.variables.count) equal"
        ).emit()
    }

    /// Seconds per re-solve: each sample runs the whole sweep on one solved system and divides by its length.
    static func resolveSamples(_ workload: SolverWorkload, warmup: Int, repeats: Int) throws -> [Double] {
        let (solver, _) = try workload.solve(at: workload.file.coldWidth)
        let sweep = workload.file.sweep
        let width = workload.width, probe = workload.probe
        let samples = try BenchClock.samples(warmup: warmup, repeats: repeats) {
            var sum = 0.0
            for value in sweep {
                try solver.suggestValue(width, value)
                sum += solver.value(of: probe)
            }
            blackHole(sum)
        }
        return samples.map { $0 / Double(sweep.count) }
    }
}
