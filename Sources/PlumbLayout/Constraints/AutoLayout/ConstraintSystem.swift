import PlumbCore

/// A constraint tree's constraints held by a solver and solved: frames, and what diagnostics need.
///
/// Made from a `ConstraintBuild`, it adds the constraints in order and records the required ones the solver refuses
/// (Auto Layout "breaks" them). A system can then be `update`d to a build with the same constraints and other
/// numbers — another width, other text sizes — which moves constants in the solved tableau instead of solving again
/// from scratch: how a feed of cells with one shape is laid out (`ConstraintSystemPool`).
final class ConstraintSystem {
    let solver = Solver()
    /// The tree of the build last solved (its ids are the same in every build of this system).
    private(set) var tree: ConstraintTree
    let variables: [String: ItemVariables]
    /// `variables` of the tree's items, in order (the same in every build of this system).
    let itemVariables: [ItemVariables]
    /// Every constraint of the system, in add order, refused ones included: the handles the solver holds. An
    /// update moves their constants in place, so read a constant from `constants`, not from the handle.
    private(set) var constraints: [Constraint]
    /// The constant (`expression.constant`) each of `constraints` is solved with now. An update leaves the
    /// constants of `inertBounds` where they were.
    private(set) var constants: [Double]
    /// Each constraint's slot in the solver, for moving its constant (looked up once, for a system that is updated).
    private lazy var slots: [Solver.ConstantSlot?] = constraints.map { solver.constantSlot(of: $0) }
    /// Which constraints are implicit optional bounds (`variable ⋈ value`: an intrinsic size's hugging or
    /// compression resistance) on a variable the required equalities fix on their own — a text's width between two
    /// required edges. Whatever such a bound's value, the variable keeps its value and the bound's error is the same
    /// at every feasible point, so the optimal layouts are the same: an update leaves its constant where it is,
    /// which spares the pivots that would only trade the bound's slack for its error. By constraint index; it
    /// depends on the constraints' structure only, so it is worked out once.
    private lazy var inertBounds: [Bool] = {
        var inert = [Bool](repeating: false, count: constraints.count)
        var isDeclared = [Bool](repeating: false, count: constraints.count)
        for index in declared { isDeclared[index] = true }
        for (index, constraint) in constraints.enumerated() where !constraint.isRequired && !isDeclared[index] {
            let terms = constraint.expression.terms
            guard terms.count == 1, slots[index] != nil else { continue }
            inert[index] = solver.isFixedByRequiredEqualities(terms[0].variable)
        }
        return inert
    }()
    /// Indices in `constraints` of the spec's own constraints, and their descriptions.
    let declared: [Int]
    /// What each of `declared` is; an update to a build whose spec differs (in its constants) takes the build's.
    private(set) var declaredReferences: [ConstraintReference]
    /// Where the constants come from, so a tree of this shape gets its constants without a build (`update(to:tree:)`).
    let plan: ConstraintPlan
    /// The spec's constraints as this solver holds them, with what they were made from, for the next build.
    private(set) var declarations: ConstraintBuild.DeclarationSegment?
    /// Required constraints the solver refused, with their minimal conflicting sets.
    private(set) var refusals: [(broken: ConstraintReference, conflicting: [ConstraintReference], container: String)] = []
    /// Every item's and container's four variables, checked for ambiguity after an update.
    private let frameVariables: [Variable]
    /// `frameVariables`' symbols in the solver, nil when one is in no constraint (then it is ambiguous).
    private lazy var frameSymbols: [Symbol]? = solver.symbols(of: frameVariables)
    /// Each item's and container's four symbols (left, top, width, height), nil for a variable in no constraint
    /// (it reads 0): `frame(of:)` reads them without looking each variable up.
    private lazy var frameSymbolsByID: [String: [Symbol?]] = variables.mapValues { v in
        [v.left, v.top, v.width, v.height].map { solver.tableau.symbol(for: $0) }
    }
    /// The four symbols of each of `tree.items`, in order (as in `frameSymbolsByID`, four per item).
    private lazy var itemFrameSymbols: [Symbol?] = tree.items.flatMap { frameSymbolsByID[$0.id]! }
    /// Whether the last `update` found no frame variable ambiguous (so `reportIssues` need not look again).
    private(set) var isKnownUnambiguous = false
    /// The last certificate that every frame variable is determined: the solver's structure then, and for one
    /// that needed pinned symbols (`Solver.Determination.withPins`) the degenerate rows it read; nil rows for one
    /// that held by the rows alone.
    private var certified: (structure: Solver.StructureStamp, degenerateRows: [Int]?)?

    /// Adds `build`'s constraints (which must `describe` themselves) to a new solver.
    init(_ build: ConstraintBuild) {
        precondition(build.describes, "A fresh constraint system reports its conflicts, so its build must describe them.")
        precondition(build.template == nil, "A describing build makes its own constraints.")
        tree = build.tree
        variables = build.variables
        itemVariables = build.itemVariables
        constraints = build.constraints
        constants = build.constants
        plan = build.plan
        precondition(zip(constraints, constants).allSatisfy { $0.expression.constant == $1 }, "A fresh build makes its own constraints.")
        declared = build.declared
        declaredReferences = build.declared.map { build.references[$0] }
        declarations = build.declarations
        frameVariables = build.variables.keys.sorted().flatMap { id -> [Variable] in
            let v = build.variables[id]!
            return [v.left, v.top, v.width, v.height]
        }
        var references: [Constraint: ConstraintReference] = [:]
        for (constraint, reference) in zip(build.constraints, build.references) {
            references[constraint] = reference
            add(constraint, reference: reference, references: references)
        }
    }

    /// Adds a constraint; a required one that conflicts is refused (Auto Layout "breaks" it) and recorded.
    private func add(_ constraint: Constraint, reference: ConstraintReference, references: [Constraint: ConstraintReference]) {
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let refused, let others) {
            refusals.append((
                broken: references[refused] ?? reference,
                conflicting: (others + [refused]).compactMap { references[$0] },
                container: tree.containers[0].id))
        } catch {
            preconditionFailure("solver rejected a fresh constraint: \(error)")
        }
    }

    /// Whether `update` may be used: a system with refused constraints is not reused, since which constraint a
    /// fresh solve refuses depends on the numbers; nor is one whose update failed.
    var isReusable: Bool { refusals.isEmpty && !isSpent }
    /// Set when an update failed: the solver may be left part-way (`Solver.replaceConstants(_:undoable:)`).
    private var isSpent = false

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
        guard isReusable, hasShape(of: build), moveConstants(to: build.constants) else { return false }
        if let references = build.declaredReferences { declaredReferences = references }
        tree = build.tree
        if let segment = build.declarations, let mine = declarations, mine.range == segment.range, mine.inputs == segment.inputs {
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
        return ConstraintBuild.declarationInputs(tree: tree, context: context, safeAreas: safeAreas, previous: mine) == mine
    }

    /// Re-solves with `changes` — new constants for constraints, by their places — as `update(to:)` does for a
    /// whole build; for a later pass where only intrinsic heights moved (`ConstraintPlan.heightBoundChanges`),
    /// none of them a spec constraint.
    ///
    /// - Returns: false when the caller must make a fresh system instead; this one is then unusable.
    func update(replacing changes: [(index: Int, constant: Double)]) -> Bool {
        isKnownUnambiguous = false
        if let range = declarations?.range {
            precondition(changes.allSatisfy { !range.contains($0.index) }, "Spec constraints change only through update(to:).")
        }
        guard isReusable, moveConstants(changes) else { return false }
        isKnownUnambiguous = isUnambiguous()
        return isKnownUnambiguous
    }

    /// Moves every constant to the one at its place in `constants` (as many as this system has).
    private func moveConstants(to constants: [Double]) -> Bool {
        var changes: [(index: Int, constant: Double)] = []
        changes.reserveCapacity(64)
        for (index, constant) in constants.enumerated() where constant != self.constants[index] {
            changes.append((index, constant))
        }
        return moveConstants(changes)
    }

    /// Moves the constants of `changes` in the solver; false (the system spent) when the required constraints
    /// cannot all hold with them.
    private func moveConstants(_ changes: [(index: Int, constant: Double)]) -> Bool {
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
    private func isUnambiguous() -> Bool {
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
        let theirs = build.template ?? build.constraints
        guard theirs.count == constraints.count else { return false }
        for (old, new) in zip(constraints, theirs) where old !== new {
            guard old.hasShape(of: new) else { return false }
        }
        return true
    }

    /// The solved width of the item at `index` in the tree's items (every build of this system lists the same
    /// items in the same order).
    func width(ofItemAt index: Int) -> Double { value(itemFrameSymbols[4 * index + 2]) }

    /// The solved frame of the item at `index` in the tree's items: `frame(of:)` without the id lookup.
    func frame(ofItemAt index: Int) -> Rect {
        let (x, y, width, height) = solver.values(ofFourSymbolsIn: itemFrameSymbols, from: 4 * index)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The solved frame of `id`, in the tree's coordinates.
    func frame(of id: String) -> Rect {
        let (x, y, width, height) = solver.values(ofFourSymbolsIn: frameSymbolsByID[id]!, from: 0)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func value(_ symbol: Symbol?) -> Double { symbol.map { solver.value(of: $0) } ?? 0 }
}

