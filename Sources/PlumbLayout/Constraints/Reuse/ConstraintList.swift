import PlumbCore

/// A build's constraints in add order, with the constant of each and where that constant comes from
/// (`ConstraintPlan.Source`): what `ConstraintBuild` appends to, kept so that a solved system can be updated to the
/// build instead of rebuilt.
///
/// A build meant to update a system starts on that system's constraints, its `template`. While the build matches
/// them one for one but for the constants, the list keeps only the constants (and their sources) and the template
/// stands for its constraints: nothing is allocated for a constraint the system holds already. On the first
/// constraint that differs the list copies the template's ones before it and goes on on its own.
struct ConstraintList {
    /// Every constraint, in add order — unless the list fits its `template`, which then stands for them.
    private(set) var constraints: [Constraint] = []
    /// The constant (`expression.constant`) of each constraint in this list. A constraint of the `template` may have
    /// had another there; this is the one an update moves it to.
    private(set) var constants: [Double] = []
    /// The constraints of the system the build is meant to update, while the list matches them one for one but for
    /// the constants: the list then holds only its constants, and these are its constraints.
    private(set) var template: [Constraint]?
    /// Where each constant comes from (`ConstraintPlan`), one per constraint.
    private(set) var sources: [ConstraintPlan.Source] = []

    /// - Parameters:
    ///   - template: the constraints of the system the build will update, or nil for a build of its own.
    ///   - capacity: the number of constraints to make room for.
    init(template: [Constraint]?, capacity: Int) {
        self.template = template
        constraints.reserveCapacity(capacity)
        constants.reserveCapacity(capacity)
        sources.reserveCapacity(capacity)
    }

    /// The number of constraints so far: the index the next one gets.
    var count: Int { constants.count }

    /// The constraints at `range`, the template's while the list stands on it.
    func constraints(in range: Range<Int>) -> [Constraint] { Array((template ?? constraints)[range]) }

    /// Appends only the constant of the bound `variable relation value` at `priority` when the template has a bound of
    /// that variable, relation and priority at this place: the update then moves that bound's constant (when it
    /// differs), and nothing is allocated for it.
    ///
    /// - Returns: false, having left the template, when it has no such bound here (or there is none): the caller
    ///   then appends the bound itself.
    mutating func appendTemplateBound(
        _ variable: Variable, _ relation: Relation, _ value: Double, priority: Priority, source: ConstraintPlan.Source
    ) -> Bool {
        guard let template else { return false }
        let index = constants.count
        if index < template.count, template[index].isBound(variable, relation, priority: priority) {
            constants.append(-value)
            sources.append(source)
            return true
        }
        leaveTemplate()
        return false
    }

    /// Appends `constraint` with `constant` as its constant — or only the constant, while the list fits its template
    /// and the template has a constraint of this shape here.
    mutating func append(_ constraint: Constraint, constant: Double, source: ConstraintPlan.Source = .unchanged) {
        sources.append(source)
        if let template {
            let index = constants.count
            if index < template.count, template[index] === constraint || template[index].hasShape(of: constraint) {
                constants.append(constant)
                return
            }
            leaveTemplate()
        }
        constraints.append(constraint)
        constants.append(constant)
    }

    /// Appends spec constraints an earlier build made (`ConstraintBuild.DeclarationSegment`), each with its constant:
    /// only the constants when the template holds these very constraints at this place (the system being updated
    /// made them).
    mutating func append(segment: [Constraint], constants segmentConstants: [Double]) {
        let start = constants.count
        if let template, template.count >= start + segment.count,
            segment.indices.allSatisfy({ template[start + $0] === segment[$0] })
        {
            constants += segmentConstants
            sources += repeatElement(.unchanged, count: segmentConstants.count)
        } else {
            for (constraint, constant) in zip(segment, segmentConstants) { append(constraint, constant: constant) }
        }
    }

    /// Leaves the template unless the list stood on every one of its constraints: a template longer than the list
    /// does not stand for it.
    mutating func leaveTemplateUnlessWhole() {
        if let template, template.count != constants.count { leaveTemplate() }
    }

    /// Stops standing on the template: the constraints so far are its first ones.
    private mutating func leaveTemplate() {
        guard let template else { return }
        constraints = Array(template[0..<constants.count])
        self.template = nil
    }
}
