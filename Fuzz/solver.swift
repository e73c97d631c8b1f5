#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer entry: the input as a script of solver operations on up to eight variables.
///
/// Each step reads one opcode byte and its operands: add a constraint (terms, relation,
/// constant, priority), remove one added earlier, add / remove an edit variable, suggest
/// a value, or move one constraint's constant in place (`replaceConstants`, what a re-layout
/// at another width does). Coefficients and constants come from the ranges a layout produces
/// (±½…±3, −1000…1000), so the simplex must never report `internalFailure` on them. After
/// every step:
/// - every required constraint in the solver holds to 1e-6 (relative to its magnitude);
/// - a refused constraint leaves the solver's constraint list exactly as it was;
/// - the conflicting set of an `unsatisfiable` error is minimal: it cannot hold as a whole,
///   and every subset missing one member can;
/// - `replaceConstants` refuses exactly when the required constraints with the new constant
///   cannot hold, and then leaves the solver's constraints as they were.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var script = ByteScript(UnsafeRawBufferPointer(start: start, count: count))
    let variables = (0..<8).map { Variable("v\($0)") }
    let solver = Solver()
    var added: [Constraint] = []
    var steps = 0
    while let opcode = script.next(), steps < 64 {
        steps += 1
        switch opcode % 9 {
        case 0...3:
            let constraint = script.constraint(over: variables)
            let before = solver.constraints.count
            trace("add \(constraint) @\(constraint.priority)")
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch let error as SolverError {
                guard case .unsatisfiable = error else { fatalError("add refused with \(error)") }
                require(constraint.isRequired, "an optional constraint was refused: \(error)")
                require(solver.constraints.count == before, "a refused add changed the solver")
                checkMinimal(error.conflictSet)
            } catch { fatalError("unexpected \(error)") }
        case 4:
            guard !added.isEmpty, let pick = script.next() else { continue }
            let constraint = added.remove(at: Int(pick) % added.count)
            trace("remove \(constraint)")
            do { try solver.remove(constraint) } catch { fatalError("remove of an added constraint failed: \(error)") }
        case 5:
            guard let pick = script.next(), let strength = script.next() else { continue }
            let variable = variables[Int(pick) % variables.count]
            let priority = Priority(Double(1 + Int(strength) % 999))
            if solver.hasEditVariable(variable) { continue }
            trace("edit \(variable) @\(priority)")
            do { try solver.addEditVariable(variable, priority: priority) } catch {
                fatalError("addEditVariable: \(error)")
            }
        case 6:
            guard let pick = script.next(), let value = script.constant() else { continue }
            let variable = variables[Int(pick) % variables.count]
            guard solver.hasEditVariable(variable) else { continue }
            trace("suggest \(variable) = \(value)")
            do { try solver.suggestValue(variable, value) } catch { fatalError("suggestValue: \(error)") }
        case 8:
            // Move one constraint's constant in place (what a re-layout at another width does).
            guard !added.isEmpty, let pick = script.next(), let constant = script.constant() else { continue }
            let index = Int(pick) % added.count
            let old = added[index]
            let new = Constraint(
                LinearExpression(terms: old.expression.terms, constant: constant), old.relation, priority: old.priority)
            let before = solver.constraints
            trace("replace constant of \(old) → \(new)")
            let moved: Bool
            do { moved = try solver.replaceConstants([(old, new)]) } catch { fatalError("replaceConstants: \(error)") }
            if moved {
                added[index] = new
            } else {
                require(
                    solver.constraints.elementsEqual(before, by: ===), "a refused replaceConstants changed the solver")
                let required = before.filter(\.isRequired).map { $0 === old ? new : $0 }
                require(
                    !holdTogether(required), "replaceConstants refused \(new), but the required constraints can hold")
            }
        default:
            guard let pick = script.next() else { continue }
            let variable = variables[Int(pick) % variables.count]
            guard solver.hasEditVariable(variable) else { continue }
            trace("stop editing \(variable)")
            do { try solver.removeEditVariable(variable) } catch { fatalError("removeEditVariable: \(error)") }
        }
        checkRequiredHold(solver)
    }
    return 0
}

/// Every required constraint holds at the solver's current values.
func checkRequiredHold(_ solver: Solver) {
    _ = solver.updateVariables()
    for constraint in solver.constraints where constraint.isRequired {
        let value = { (variable: Variable) in solver.value(of: variable) }
        let magnitude =
            1
            + constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
                $0 + abs($1.coefficient * value($1.variable))
            }
        let violation = constraint.violation(value)
        require(violation <= 1e-6 * magnitude, "required \(constraint) off by \(violation)")
    }
}

/// The set cannot hold, and each subset missing one member can.
func checkMinimal(_ conflict: [Constraint]) {
    require(!conflict.isEmpty, "an unsatisfiable error without a conflicting set")
    require(!holdTogether(conflict), "the conflicting set \(conflict) is satisfiable")
    for index in conflict.indices {
        var rest = conflict
        rest.remove(at: index)
        require(holdTogether(rest), "the conflicting set \(conflict) is not minimal (drop #\(index))")
    }
}

/// Whether a fresh solver accepts every constraint (as required constraints).
func holdTogether(_ constraints: [Constraint]) -> Bool {
    let scratch = Solver()
    for constraint in constraints {
        do { try scratch.add(constraint.withPriority(.required)) } catch { return false }
    }
    return true
}

/// Reads fuzzer bytes as small numbers; nil once the input is used up.
struct ByteScript {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func next() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A constant in −1000…1000 in steps of ½ (two bytes).
    mutating func constant() -> Double? {
        guard let high = next(), let low = next() else { return nil }
        let raw = Int(high) << 8 | Int(low)
        return Double(raw % 4001 - 2000) / 2
    }

    /// One to three terms, a relation, a constant and a priority; missing bytes read as zero.
    mutating func constraint(over variables: [Variable]) -> Constraint {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1]
        let priorities: [Priority] = [.required, .required, .required, 999, 751, 750, 250, 50]
        let shape = next() ?? 0
        var expression = LinearExpression(constant() ?? 0)
        for _ in 0...(Int(shape) % 3) {
            let term = next() ?? 0
            expression = expression + coefficients[Int(term >> 3) % 8] * variables[Int(term) % 8]
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(shape >> 2) % 3]
        return Constraint(expression, relation, priority: priorities[Int(shape >> 4) % 8])
    }
}

/// `precondition` that keeps its message in optimised builds (the fuzz targets build with -O).
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

/// Set `PLUMB_FUZZ_TRACE=1` to print each operation, to turn a crash input into a unit test.
let tracing = getenv("PLUMB_FUZZ_TRACE") != nil

func trace(_ line: @autoclosure () -> String) {
    if tracing { fputs(line() + "\n", stderr) }
}
