import PlumbCore

/// A build's spec constraints kept with what they were made from, so a later build over the same variables and the
/// same inputs takes these very constraints instead of making them again: a feed's cells share one parsed set, and
/// an update finds them unchanged.
extension ConstraintBuild {
    /// A build's spec constraints and what they were made from: a later build over the same variables with the
    /// same inputs takes these very constraints instead of making them again.
    struct DeclarationSegment: Sendable {
        let inputs: DeclarationInputs
        /// Where they are in the build's constraints.
        let range: Range<Int>
        let constraints: [Constraint]
        /// Their constants (the handles' own may be stale: see `ConstraintSystem.constants`).
        let constants: [Double]
        let declared: [Int]
    }

    /// Everything a container's spec constraints are made of besides the variables: its declarations, the
    /// direction, and the insets of its guides. Two builds with equal inputs make equal spec constraints.
    struct DeclarationInputs: Equatable, Sendable {
        var parameters: [ConstraintParameters] = []
        var direction: LayoutDirection = .ltr
        /// Each container's safe-area and layout-margin insets.
        var guides: [EdgeInsets] = []
    }

    /// Takes the spec constraints of `previous` when they were made from `inputs` and start where this build's
    /// would (so an update finds them unchanged); never for a build that `describes` (it makes its own).
    ///
    /// - Returns: false when the build must make its spec constraints itself.
    mutating func takeDeclarations(of previous: DeclarationSegment?, inputs: DeclarationInputs?) -> Bool {
        guard !describes, let previous, let inputs, previous.range.lowerBound == list.count, previous.inputs == inputs
        else { return false }
        list.append(segment: previous.constraints, constants: previous.constants)
        declared = previous.declared
        declarations = previous
        return true
    }

    /// Keeps the spec constraints made since `start` with their `inputs`, for the next build; none when they depend
    /// on text (`inputs` nil).
    mutating func keepDeclarations(from start: Int, inputs: DeclarationInputs?) {
        let range = start..<list.count
        declarations = inputs.map {
            DeclarationSegment(
                inputs: $0, range: range, constraints: list.constraints(in: range),
                constants: Array(list.constants[range]), declared: declared)
        }
    }

    /// What the spec constraints of `tree` are made of, or nil when one of them reads a baseline (text measurement).
    ///
    /// Declarations equal to those of `previous` (inputs that were not nil) read no baseline either, so they are
    /// not looked through again: a feed's cells share one parsed set.
    static func declarationInputs(
        tree: ConstraintTree, context: LayoutContext, safeAreas: [String: EdgeInsets], previous: DeclarationInputs?
    ) -> DeclarationInputs? {
        var inputs = DeclarationInputs(direction: context.environment.direction)
        for (index, container) in tree.containers.enumerated() {
            guard case .constraints(let parameters) = container.layout else { continue }
            let checked = previous.map { index < $0.parameters.count && $0.parameters[index] == parameters } ?? false
            if !checked, parameters.declarations.contains(where: Self.readsBaseline) { return nil }
            let isRoot = container.id == tree.containers[0].id && context.safeArea.isRoot
            let safeArea = safeAreas[container.id] ?? .zero
            inputs.parameters.append(parameters)
            inputs.guides.append(safeArea)
            inputs.guides.append(
                ContainerInsets.layoutMargins(
                    of: container, safeArea: safeArea, isRoot: isRoot, environment: context.environment))
        }
        return inputs
    }

    private static func readsBaseline(_ declaration: ConstraintDeclaration) -> Bool {
        func isBaseline(_ attribute: LayoutAttribute?) -> Bool {
            attribute == .firstBaseline || attribute == .lastBaseline
        }
        return isBaseline(declaration.attribute1) || isBaseline(declaration.attribute2)
    }
}
