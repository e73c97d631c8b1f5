import PlumbCore

/// Updating a solved system to a tree of the same shape with other numbers, instead of building and solving it
/// again: what `ConstraintSystemPool` and the later passes of `ConstraintLayout.solve` use. Every update either
/// gives exactly the frames a fresh solve would give or reports that it cannot (the caller then builds afresh);
/// `ConstraintSystemReuseTests` and `ConstraintReuseOracleTests` hold it to that.
extension ConstraintSystem {
    /// Whether `update` may be used: a system with refused constraints is not reused, since which constraint a
    /// fresh solve refuses depends on the numbers; nor is one whose update failed.
    var isReusable: Bool { refusals.isEmpty && !isSpent }
    /// Re-solves for `build`, a build of the same constraints with other constants, without rebuilding.
    ///
    /// Succeeds only when the result is certainly the one a fresh system would give: the constraints match one for
    /// one (variables, coefficients, relation, priority — everything but the constants), the required ones can all
    /// hold with the new constants, and no frame variable is ambiguous (`Solver.ambiguousVariables`), so no tie
    /// between equal optima could be broken differently by the other pivoting path. The system keeps its own
    /// constraint handles and moves their constants to the build's.
    ///
    /// - Returns: false when the caller must make a fresh system instead; this one is then unusable.
    func update(to build: ConstraintBuild) -> Bool {
        isKnownUnambiguous = false
        guard isReusable, hasShape(of: build), moveConstants(to: build.list.constants) else { return false }
        if let references = build.declaredReferences { declaredReferences = references }
        tree = build.tree
        if let segment = build.declarations, let mine = declarations, mine.range == segment.range,
            mine.inputs == segment.inputs
        {
            // Made from the same inputs: the same constraints with the same constants, which this segment lists.
        } else {
            declarations = build.declarations.map { segment in
                ConstraintBuild.DeclarationSegment(
                    inputs: segment.inputs, range: segment.range, constraints: Array(constraints[segment.range]),
                    constants: Array(constants[segment.range]), declared: segment.declared)
            }
        }
        isKnownUnambiguous = isUnambiguous()
        return isKnownUnambiguous
    }

    /// Re-solves for `tree`, a tree of this system's key whose build would list this system's constraints with
    /// `constants` (`ConstraintPlan.constants(for:…)`), as `update(to:)` does for a build.
    ///
    /// - Returns: false when the caller must make a fresh system instead; this one is then unusable.
    func update(to constants: [Double], tree: ConstraintTree) -> Bool {
        isKnownUnambiguous = false
        guard isReusable, constants.count == self.constants.count, moveConstants(to: constants) else { return false }
        self.tree = tree
        isKnownUnambiguous = isUnambiguous()
        return isKnownUnambiguous
    }

    /// Whether `tree` (of this system's key) fits this system's plan: the same implicit constraints item by item,
    /// and spec constraints made of the same inputs as the system's now.
    func fits(_ tree: ConstraintTree, context: LayoutContext, safeAreas: [String: EdgeInsets]) -> Bool {
        guard isReusable, let mine = declarations?.inputs, plan.fitsItems(of: tree) else { return false }
        return ConstraintBuild.declarationInputs(tree: tree, context: context, safeAreas: safeAreas, previous: mine)
            == mine
    }

    /// Re-solves with `changes` — new constants for constraints, by their places — as `update(to:)` does for a
    /// whole build; for a later pass where only intrinsic heights moved (`ConstraintPlan.heightBoundChanges`),
    /// none of them a spec constraint.
    ///
    /// - Returns: false when the caller must make a fresh system instead; this one is then unusable.
    func update(replacing changes: [(index: Int, constant: Double)]) -> Bool {
        isKnownUnambiguous = false
        if let range = declarations?.range {
            precondition(
                changes.allSatisfy { !range.contains($0.index) }, "Spec constraints change only through update(to:).")
        }
        guard isReusable, moveConstants(changes) else { return false }
        isKnownUnambiguous = isUnambiguous()
        return isKnownUnambiguous
    }

    /// Moves every constant to the one at its place in `constants` (as many as this system has).
    fileprivate func moveConstants(to constants: [Double]) -> Bool {
        var changes: [(index: Int, constant: Double)] = []
        changes.reserveCapacity(64)
        for (index, constant) in constants.enumerated() where constant != self.constants[index] {
            changes.append((index, constant))
        }
        return moveConstants(changes)
    }

    /// Moves the constants of `changes` in the solver; false (the system spent) when the required constraints
    /// cannot all hold with them.
    fileprivate func moveConstants(_ changes: [(index: Int, constant: Double)]) -> Bool {
        guard !changes.isEmpty else { return true }
        let slots = self.slots, inert = inertBounds
        var moves: [(slot: Solver.ConstantSlot, constant: Double)] = []
        moves.reserveCapacity(changes.count)
        for change in changes where !inert[change.index] {
            guard let slot = slots[change.index] else {
                isSpent = true
                return false
            }
            moves.append((slot, change.constant))
        }
        do {
            guard try solver.moveConstants(moves, undoable: false) else {
                isSpent = true
                return false
            }
        } catch {
            isSpent = true
            return false
        }
        for change in changes where !inert[change.index] { constants[change.index] = change.constant }
        return true
    }

    /// Whether no frame variable is ambiguous at the current optimum.
    ///
    /// `Solver.determination` settles most layouts. What it reads is the rows' structure, which holds until the
    /// tableau pivots, and — when it needs pinned symbols — which rows are degenerate. So while neither changes
    /// the answer is the same, and a feed of cells whose new constants need no repairs pays for the check once.
    /// Otherwise probes (`ambiguousVariables`) decide.
    fileprivate func isUnambiguous() -> Bool {
        let stamp = solver.structureStamp
        if let certified, certified.structure == stamp,
            certified.degenerateRows.map({ solver.tableau.degenerateRowsAre($0) }) ?? true
        {
            return true
        }
        switch frameSymbols.flatMap({ solver.determination(ofSymbols: $0) }) {
        case .byRows:
            certified = (stamp, nil)
            return true
        case .withPins:
            certified = (stamp, solver.tableau.degenerateRows())
            return true
        case nil:
            return solver.ambiguousVariables(among: frameVariables).isEmpty
        }
    }

    /// Whether `build` has this system's constraints, one for one, but for their constants.
    func hasShape(of build: ConstraintBuild) -> Bool {
        let theirs = build.list.template ?? build.list.constraints
        guard theirs.count == constraints.count else { return false }
        for (old, new) in zip(constraints, theirs) where old !== new {
            guard old.hasShape(of: new) else { return false }
        }
        return true
    }
}
