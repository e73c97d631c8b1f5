import PlumbCore

/// Remembers container sizes within one layout pass, so nested containers are not re-measured at every level, and
/// holds each engine's own state for the pass in a slot of its own (`EngineCache`, as SwiftUI's `Layout.makeCache`).
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

    // The three properties below are read and written on every container measurement, so they skip the runtime's
    // exclusivity check: each access is one table operation or one increment, which calls nothing that could
    // reach this cache (measuring happens between accesses), so no two accesses can overlap.
    @exclusivity(unchecked) private var sizes: SizeCacheTable<Size>
    /// Lookups answered from the cache and lookups that measured, for benchmarks.
    @exclusivity(unchecked) public private(set) var hits = 0
    @exclusivity(unchecked) public private(set) var misses = 0

    /// The stack engine's slot: arrangements and natural sizes a measure leaves for the place that follows.
    let stacks: StackEngine.PassCache
    /// The constraint engine's slot: systems solved while measuring, for placing at the same size.
    let constraints = ConstraintEngine.PassCache()
    /// The manual engine's slot: layouts built while measuring, for placing at the same width.
    let manual = ManualEngine.PassCache()
    /// The slots of other engines (a team's own), by cache type, made on first use.
    private var others: [ObjectIdentifier: any EngineCache] = [:]

    /// - Parameter capacity: the number of containers in the tree, when known: room is made for two sizes and two
    ///   arrangements each up front (a container measured with and without a width), so a large tree's tables do
    ///   not rehash as they grow.
    public init(capacity: Int = 0) {
        sizes = SizeCacheTable(capacity: 2 * capacity)
        stacks = StackEngine.PassCache(capacity: 2 * capacity)
    }

    /// The slot of cache type `Cache` for this pass, made the first time an engine asks for it.
    public func engineCache<Cache: EngineCache>(_ type: Cache.Type) -> Cache {
        if let cache = others[ObjectIdentifier(type)] as? Cache { return cache }
        let cache = Cache()
        others[ObjectIdentifier(type)] = cache
        return cache
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

}

/// A container engine's own state for one layout pass, as SwiftUI's `Layout.makeCache`: what its `measure` learns
/// that its `place` (or a later `measure`) can use. `SizeCache.engineCache(_:)` makes one per pass the first time
/// it is asked, and it goes with the pass, so a layout never sees what another left behind.
///
/// ```swift
/// final class FlowCache: EngineCache {
///     var rows: [String: [[Int]]] = [:]   // by container id
///     init() {}
/// }
/// // in the engine's measure or place:
/// let cache = context.sizeCache?.engineCache(FlowCache.self)
/// ```
public protocol EngineCache: AnyObject {
    init()
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
