import PlumbCore

/// A constraint tree's constraints held by a solver and solved: frames, and what diagnostics need.
///
/// Made from a `ConstraintBuild`, it adds the constraints in order and records the required ones the solver refuses
/// (Auto Layout "breaks" them). A system can then be `update`d to a build with the same constraints and other
/// numbers — another width, other text sizes — which moves constants in the solved tableau instead of solving again
/// from scratch: how a feed of cells with one shape is laid out. That reuse — the pool, the plan, the update and
/// the solver's moved constants — lives in `Constraints/Reuse/` (`ConstraintSystem+Update.swift`); this file and
/// the rest of `AutoLayout/` are the plain path, a build solved once.
final class ConstraintSystem {
    let solver = Solver()
    /// The tree of the build last solved (its ids are the same in every build of this system).
    var tree: ConstraintTree
    let variables: [String: ItemVariables]
    /// `variables` of the tree's items, in order (the same in every build of this system).
    let itemVariables: [ItemVariables]
    /// Every constraint of the system, in add order, refused ones included: the handles the solver holds. An
    /// update moves their constants in place, so read a constant from `constants`, not from the handle.
    private(set) var constraints: [Constraint]
    /// The constant (`expression.constant`) each of `constraints` is solved with now. An update leaves the
    /// constants of `inertBounds` where they were.
    var constants: [Double]
    /// Each constraint's slot in the solver, for moving its constant (looked up once, for a system that is updated).
    lazy var slots: [Solver.ConstantSlot?] = constraints.map { solver.constantSlot(of: $0) }
    /// Which constraints are implicit optional bounds (`variable ⋈ value`: an intrinsic size's hugging or
    /// compression resistance) on a variable the required equalities fix on their own — a text's width between two
    /// required edges. Whatever such a bound's value, the variable keeps its value and the bound's error is the same
    /// at every feasible point, so the optimal layouts are the same: an update leaves its constant where it is,
    /// which spares the pivots that would only trade the bound's slack for its error. By constraint index; it
    /// depends on the constraints' structure only, so it is worked out once.
    lazy var inertBounds: [Bool] = {
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
    var declaredReferences: [DeclaredConstraint]
    /// Where the constants come from, so a tree of this shape gets its constants without a build (`update(to:tree:)`).
    let plan: ConstraintPlan
    /// The spec's constraints as this solver holds them, with what they were made from, for the next build.
    var declarations: ConstraintBuild.DeclarationSegment?
    /// Required constraints the solver refused, with their minimal conflicting sets.
    private(set) var refusals: [(broken: ConstraintReference, conflicting: [ConstraintReference], container: String)] =
        []
    /// Every item's and container's four variables, checked for ambiguity after an update.
    let frameVariables: [Variable]
    /// `frameVariables`' symbols in the solver, nil when one is in no constraint (then it is ambiguous).
    lazy var frameSymbols: [Symbol]? = solver.symbols(of: frameVariables)
    /// Each item's and container's four symbols (left, top, width, height), nil for a variable in no constraint
    /// (it reads 0): `frame(of:)` reads them without looking each variable up.
    private lazy var frameSymbolsByID: [String: [Symbol?]] = variables.mapValues { v in
        [v.left, v.top, v.width, v.height].map { solver.tableau.symbol(for: $0) }
    }
    /// The four symbols of each of `tree.items`, in order (as in `frameSymbolsByID`, four per item).
    private lazy var itemFrameSymbols: [Symbol?] = tree.items.flatMap { frameSymbolsByID[$0.id]! }
    /// Whether the last `update` found no frame variable ambiguous (so `reportIssues` need not look again).
    var isKnownUnambiguous = false
    /// The last certificate that every frame variable is determined: the solver's structure then, and for one
    /// that needed pinned symbols (`Solver.Determination.withPins`) the degenerate rows it read; nil rows for one
    /// that held by the rows alone.
    var certified: (structure: Solver.StructureStamp, degenerateRows: [Int]?)?

    /// Adds `build`'s constraints to a new solver.
    ///
    /// A system whose conflicts are reported (one a layout places) needs a build that `describes` them; one only
    /// measured (a container at an open width) may skip the descriptions: should it refuse a constraint, it is
    /// never reused and never reported.
    init(_ build: ConstraintBuild) {
        precondition(build.list.template == nil, "A fresh system's build makes its own constraints.")
        tree = build.tree
        variables = build.variables
        itemVariables = build.itemVariables
        constraints = build.list.constraints
        constants = build.list.constants
        plan = build.plan
        precondition(
            zip(constraints, constants).allSatisfy { $0.expression.constant == $1 },
            "A fresh build makes its own constraints.")
        declared = build.declared
        // A describing build makes its spec constraints itself, so it lists them all.
        declaredReferences = build.declaredReferences ?? []
        declarations = build.declarations
        frameVariables = build.variables.keys.sorted().flatMap { id -> [Variable] in
            let v = build.variables[id]!
            return [v.left, v.top, v.width, v.height]
        }
        guard build.describes else {
            for constraint in build.list.constraints { add(constraint, reference: nil, references: [:]) }
            return
        }
        var references: [Constraint: ConstraintReference] = [:]
        for (constraint, reference) in zip(build.list.constraints, build.references) {
            references[constraint] = reference
            add(constraint, reference: reference, references: references)
        }
    }

    /// What a refusal of a build that does not describe its constraints names.
    private static let undescribed = ConstraintReference(text: "(a constraint of a measuring solve)", nodes: [])

    /// Adds a constraint; a required one that conflicts is refused (Auto Layout "breaks" it) and recorded.
    private func add(
        _ constraint: Constraint, reference: ConstraintReference?, references: [Constraint: ConstraintReference]
    ) {
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let refused, let others) {
            refusals.append(
                (
                    broken: references[refused] ?? reference ?? Self.undescribed,
                    conflicting: (others + [refused]).compactMap { references[$0] },
                    container: tree.containers[0].id
                ))
        } catch {
            preconditionFailure("solver rejected a fresh constraint: \(error)")
        }
    }

    /// Set when an update failed: the solver may be left part-way (`Solver.replaceConstants(_:undoable:)`).
    var isSpent = false

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
