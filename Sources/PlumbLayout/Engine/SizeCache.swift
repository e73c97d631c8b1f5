import PlumbCore

/// Remembers container sizes within one layout pass, so nested containers are not re-measured at every level.
///
/// A stack measures a child for its natural size and again at the width it gets; without a cache, a tree of
/// nested stacks measures its leaves a number of times exponential in the depth. Sizes are keyed by node id (ids
/// are unique in a tree), the proposal, the node's fixed sizes and its layout kind, so a probe that changes any of
/// these (the constraint engine measures nodes with their fixed sizes removed) gets its own entry. Only
/// containers are cached: leaves are cheap, and text is cached by the measurer on its full request.
public final class SizeCache {
    /// What an entry is found by; `SizeCacheTable` hashes it (`tableHash`) and compares every field.
    struct Key: Equatable {
        let id: String
        let width: Double?
        let height: Double?
        let fixedWidth: Double?
        let fixedHeight: Double?
        /// The layout's kind (`ContainerLayout.kind`), a byte rather than its keyword: keys are built and compared
        /// on every container measurement.
        let layout: UInt8
        let childCount: Int
    }

    // The four properties below are read and written on every container measurement, so they skip the runtime's
    // exclusivity check: each access is one table operation or one increment, which calls nothing that could
    // reach this cache (measuring happens between accesses), so no two accesses can overlap.
    @exclusivity(unchecked) private var sizes: SizeCacheTable<Size>
    /// Stack arrangements a measure computed that a later place call can take (see `StackEngine.measure`).
    @exclusivity(unchecked) private var arrangements: SizeCacheTable<StackEngine.Arrangement>
    /// Lookups answered from the cache and lookups that measured, for benchmarks.
    @exclusivity(unchecked) public private(set) var hits = 0
    @exclusivity(unchecked) public private(set) var misses = 0
    /// The natural sizes of the arranged children of the stack last measured with nothing proposed, for when it is
    /// arranged again at the length its parent gives it (see `StackEngine+NaturalSizes.swift`). One is enough for
    /// the usual case, a row measuring a column with nothing proposed and then at the width the column gets.
    @exclusivity(unchecked) private var lastNaturalSizes: [Size] = []
    /// The stack `lastNaturalSizes` belong to.
    @exclusivity(unchecked) private var lastNaturalSizesKey: Key?

    /// Constraint systems solved by `ConstraintEngine.measure` for a width with the height left to fit, by
    /// container id, so placing the container at exactly the measured size reuses the solve.
    var fittedConstraintSystems: [String: FittedConstraintSystem] = [:]
    /// Manual layouts built by `ManualEngine.measure`, by container id, with the width and safe area they were
    /// built for.
    var manualLayouts: [String: (width: Double, safeArea: EdgeInsets, layout: any ManualLayout)] = [:]

    /// - Parameter capacity: the number of containers in the tree, when known: room is made for two sizes and two
    ///   arrangements each up front (a container measured with and without a width), so a large tree's tables do
    ///   not rehash as they grow.
    public init(capacity: Int = 0) {
        sizes = SizeCacheTable(capacity: 2 * capacity)
        arrangements = SizeCacheTable(capacity: 2 * capacity)
    }

    /// The cached size of `node` for `proposal`, or the result of `measure`, stored.
    func size(of node: Node, proposal: ProposedSize, measure: () -> Size) -> Size {
        let key = Key(node, width: proposal.width, height: proposal.height)
        if let size = sizes[key] {
            hits += 1
            return size
        }
        misses += 1
        let size = measure()
        sizes[key] = size
        return size
    }

    /// Keeps `arrangement` as the arrangement of `node`'s content `main` long and `cross` wide.
    func storeArrangement(_ arrangement: StackEngine.Arrangement, of node: Node, main: Double, cross: Double) {
        arrangements[Key(node, width: main, height: cross)] = arrangement
    }

    /// The arrangement stored for `node` at exactly `main` × `cross`, removed from the cache (each is placed once).
    func takeArrangement(of node: Node, main: Double, cross: Double) -> StackEngine.Arrangement? {
        arrangements.take(Key(node, width: main, height: cross))
    }

    /// Keeps the natural sizes of the stack `node`'s arranged children, in order, in place of the last ones kept.
    func storeNaturalSizes(_ sizes: [Size], ofChildrenOf node: Node) {
        lastNaturalSizesKey = Key(node, width: nil, height: nil)
        lastNaturalSizes = sizes
    }

    /// The natural sizes of the stack `node`'s arranged children, if they are the last ones kept.
    func naturalSizes(ofChildrenOf node: Node) -> [Size]? {
        // The id first: it tells stacks apart without building a whole key.
        guard let key = lastNaturalSizesKey, key.id == node.id, key == Key(node, width: nil, height: nil) else { return nil }
        return lastNaturalSizes
    }
}

extension SizeCache.Key {
    /// The key of `node` for `width` × `height`.
    init(_ node: Node, width: Double?, height: Double?) {
        self.init(
            id: node.id, width: width, height: height, fixedWidth: node.fixedWidth, fixedHeight: node.fixedHeight,
            layout: node.layout.kind, childCount: node.children.count)
    }
}

extension ContainerLayout {
    /// Which case this is, without its parameters.
    var kind: UInt8 {
        switch self {
        case .none: 0
        case .absolute: 1
        case .manual: 2
        case .stack: 3
        case .constraints: 4
        case .sections: 5
        }
    }
}
