import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbLayout

/// A `ConstraintSystemPool` given systems of more shapes than its bound keeps the most recent `keys` of them and
/// still hands out systems that give the fresh frames.
@Suite struct ConstraintSystemPoolBoundTests {
    let measurer = FixedAdvanceMeasurer(advance: 0.5)

    /// A container of one box, its ids numbered so that each index is a key of its own.
    func tree(_ index: Int) -> ConstraintTree {
        ConstraintTree(
            top: Node(
                id: "root\(index)",
                layout: .constraints(constraints(["H:|-8-[box\(index)]-8-|", "V:|-8-[box\(index)]-8-|"])),
                children: [Node(id: "box\(index)", kind: .box, intrinsicWidth: 10, intrinsicHeight: Double(index))]))
    }

    func solve(_ index: Int, pool: ConstraintSystemPool?) -> ConstraintSystem {
        let context = LayoutContext(environment: Environment(width: 100), measurer: measurer)
        return ConstraintLayout.solve(
            tree(index), context: context, width: 100, height: nil, safeArea: .zero, pool: pool)
    }

    @Test func aPoolFilledPastItsBoundKeepsTheMostRecentKeysAndStillFits() {
        let pool = ConstraintSystemPool()
        let count = ConstraintSystemPool.keys + 44
        var given: [ObjectIdentifier] = []
        for index in 0..<count {
            let system = solve(index, pool: pool)
            pool.give(system, for: ConstraintSystemPool.Key(tree(index), width: 100, height: nil))
            given.append(ObjectIdentifier(system))
        }
        #expect(pool.keyCount == ConstraintSystemPool.keys)
        for index in 0..<44 {
            #expect(pool.variables(for: ConstraintSystemPool.Key(tree(index), width: 100, height: nil)) == nil)
        }
        for index in 44..<count {
            #expect(pool.variables(for: ConstraintSystemPool.Key(tree(index), width: 100, height: nil)) != nil)
        }
        // A kept shape is solved by its pooled system, with the frames a fresh solve gives.
        let reused = solve(count - 1, pool: pool), fresh = solve(count - 1, pool: nil)
        #expect(ObjectIdentifier(reused) == given[count - 1])
        for id in ["root\(count - 1)", "box\(count - 1)"] { #expect(reused.frame(of: id) == fresh.frame(of: id)) }
    }
}
