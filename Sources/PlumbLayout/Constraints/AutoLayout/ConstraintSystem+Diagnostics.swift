import PlumbCore

extension ConstraintSystem {
    /// Reports what the solve found: refused required constraints (with their minimal conflicting sets),
    /// ambiguous frames, and spec constraints that are optional and not satisfied.
    func reportIssues(to collector: LayoutIssueCollector) {
        let container = tree.containers[0].id
        for refusal in refusals {
            collector.report(.unsatisfiable(container: refusal.container, broken: refusal.broken, conflicting: refusal.conflicting))
        }
        for item in tree.items {
            let v = variables[item.id]!
            for (variable, attribute) in [(v.left, "horizontal position"), (v.width, "width"), (v.top, "vertical position"), (v.height, "height")]
            where solver.isAmbiguous(variable) {
                collector.report(.ambiguous(container: container, node: item.id, attribute: attribute))
            }
        }
        let declaredSet = Set(declared)
        for (constraint, error) in solver.violatedConstraints() where declaredSet.contains(constraint) {
            guard let reference = references[constraint] else { continue }
            collector.report(.violated(container: container, constraint: reference, priority: constraint.priority.value, error: error))
        }
    }
}
