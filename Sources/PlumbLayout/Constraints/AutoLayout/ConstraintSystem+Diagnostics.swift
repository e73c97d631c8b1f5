import PlumbCore

extension ConstraintSystem {
    /// Reports what the solve found: refused required constraints (with their minimal conflicting sets),
    /// ambiguous frames, and spec constraints that are optional and not satisfied.
    func reportIssues(to collector: LayoutIssueCollector) {
        let container = tree.containers[0].id
        for refusal in refusals {
            collector.report(
                .unsatisfiable(container: refusal.container, broken: refusal.broken, conflicting: refusal.conflicting))
        }
        // One optimal face for every frame variable, rather than one per variable; none when the update that
        // made this solution found every frame variable unambiguous already.
        let ambiguous =
            isKnownUnambiguous
            ? []
            : Set(
                solver.ambiguousVariables(
                    among: tree.items.flatMap { item -> [Variable] in
                        let v = variables[item.id]!
                        return [v.left, v.width, v.top, v.height]
                    }))
        for item in tree.items where !ambiguous.isEmpty {
            let v = variables[item.id]!
            for (variable, attribute) in [
                (v.left, "horizontal position"), (v.width, "width"), (v.top, "vertical position"), (v.height, "height"),
            ]
            where ambiguous.contains(variable) {
                collector.report(.ambiguous(container: container, node: item.id, attribute: attribute))
            }
        }
        // The solver's `violatedConstraints()` restricted to the spec's constraints, in add order.
        for (index, spec) in zip(declared, declaredReferences) {
            let constraint = constraints[index]
            guard !constraint.isRequired, solver.hasConstraint(constraint) else { continue }
            let error = constraint.violation(withConstant: constants[index]) { self.solver.value(of: $0) }
            guard error > Solver.violationTolerance else { continue }
            collector.report(
                .violated(
                    container: container, constraint: spec.reference, priority: constraint.priority.value, error: error)
            )
        }
    }
}
