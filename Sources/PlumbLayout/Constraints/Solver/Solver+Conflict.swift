/// The minimal conflicting set behind an unsatisfiable required constraint.
///
/// Auto Layout's advice for unsatisfiable layouts starts with "identify the
/// conflicting set"; this computes it. The method is deletion filtering over
/// fresh scratch tableaux, so the solver itself is never touched:
/// 1. start from the required constraints in the refused constraint's
///    connected component (constraints linked through shared variables —
///    the others cannot take part in the conflict);
/// 2. for each in add order, drop it if the rest plus the refused constraint
///    is still unsatisfiable, keep it otherwise.
/// What is left is irreducible: every member is needed for the conflict.
extension Solver {
    /// The required constraints that, with `refused`, form a minimal conflict.
    ///
    /// - Complexity: one scratch solve per candidate, each O(candidates) adds.
    ///
    /// The scratch solves use the constants the solver holds (`current(_:)`); the result lists the solver's own
    /// handles.
    func minimalConflict(with refused: Constraint) -> [Constraint] {
        var kept = requiredComponent(of: refused)
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if Tableau.isSatisfiable(trial.map(\.current) + [refused]) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept.map(\.handle)
    }

    /// Required constraints sharing variables with `refused`, transitively, in add order: each as the solver
    /// holds it (`handle`) and with its current constant (`current`).
    func requiredComponent(of refused: Constraint) -> [(handle: Constraint, current: Constraint)] {
        let required = orderedRecords().filter(\.constraint.isRequired).map {
            (handle: $0.constraint, current: current($0.constraint, $0.record))
        }
        var sets = DisjointSets()
        for constraint in required.map(\.handle) + [refused] {
            let variables = constraint.expression.terms.map(\.variable)
            guard let first = variables.first else { continue }
            for variable in variables.dropFirst() { sets.union(first, variable) }
        }
        let roots = Set(refused.expression.terms.map { sets.root($0.variable) })
        return required.filter { entry in
            entry.handle.expression.terms.contains { roots.contains(sets.root($0.variable)) }
        }
    }
}

extension Tableau {
    /// Whether the constraints can all hold together (only their required
    /// parts matter; callers pass required constraints).
    ///
    /// A scratch-solver internal failure counts as satisfiable, so deletion
    /// filtering errs towards keeping a constraint rather than dropping one.
    static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        var scratch = Tableau()
        for constraint in constraints {
            do {
                if try scratch.add(constraint) == nil { return false }
            } catch {
                return true
            }
        }
        return true
    }
}

extension Solver {
    /// Union–find over variables, for connected components of constraints.
    struct DisjointSets {
        private var index: [Variable: Int] = [:]
        private var parent: [Int] = []

        private mutating func slot(_ variable: Variable) -> Int {
            if let slot = index[variable] { return slot }
            let slot = parent.count
            index[variable] = slot
            parent.append(slot)
            return slot
        }

        mutating func root(_ variable: Variable) -> Int {
            var node = slot(variable)
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }

        mutating func union(_ a: Variable, _ b: Variable) {
            let ra = root(a)
            let rb = root(b)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
    }
}
