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

    // The three properties below (and the slots) are read and written on every container measurement, so they skip
    // the runtime's exclusivity check: each access is one table operation or one increment, which calls nothing
    // that could reach this cache (measuring happens between accesses), so no two accesses can overlap.
    @exclusivity(unchecked) private var sizes: SizeCacheTable<Size>
    /// Lookups answered from the cache and lookups that measured, for benchmarks.
    @exclusivity(unchecked) public private(set) var hits = 0
    @exclusivity(unchecked) public private(set) var misses = 0

    /// Each engine's state for this pass, at its cache type's `EngineCacheSlot` index; nil until the engine asks.
    /// The first four are inline (the built-in engines use three), so a layout allocates no array for them; the
    /// others are in `moreSlots`. An access is one load or one store: making a cache (an engine's `init`) happens
    /// between accesses.
    @exclusivity(unchecked) private var firstSlots: (AnyObject?, AnyObject?, AnyObject?, AnyObject?) = (
        nil, nil, nil, nil
    )
    /// The slots from index 4 on.
    @exclusivity(unchecked) private var moreSlots: ContiguousArray<AnyObject?> = []
    /// The number of containers in the tree, for `EngineCache.init(containerCount:)`.
    private let containerCount: Int

    /// - Parameter capacity: the number of containers in the tree, when known: room is made for two sizes each up
    ///   front (a container measured with and without a width), so a large tree's table does not rehash as it
    ///   grows, and engines' caches are told it (`EngineCache.init(containerCount:)`).
    public init(capacity: Int = 0) {
        sizes = SizeCacheTable(capacity: 2 * capacity)
        containerCount = capacity
    }

    /// The state of cache type `Cache` for this pass, made the first time an engine asks for it.
    ///
    /// - Complexity: a load when `Cache` declares its `slot`; else a lookup of its slot by type first.
    public func engineCache<Cache: EngineCache>(_ type: Cache.Type) -> Cache {
        let slot = Cache.slot
        // A subclass inherits its superclass's declared slot: it is looked up by its own type instead.
        if slot.type == ObjectIdentifier(Cache.self), let cache = self.cache(at: slot.index) {
            // The slot of `Cache` holds only a `Cache`: indices are one per type (`EngineCacheSlot`).
            return unsafeDowncast(cache, to: Cache.self)
        }
        return makeEngineCache(type, declared: slot)
    }

    /// `engineCache(_:)` when the slot is empty (or not `Cache`'s own): finds the slot and makes the cache if it
    /// has none. Kept out of line so the lookup above stays small enough to inline.
    @inline(never)
    private func makeEngineCache<Cache: EngineCache>(_ type: Cache.Type, declared: EngineCacheSlot) -> Cache {
        let slot = declared.type == ObjectIdentifier(Cache.self) ? declared : EngineCacheSlot(for: Cache.self)
        if let cache = cache(at: slot.index) { return unsafeDowncast(cache, to: Cache.self) }
        let cache = Cache(containerCount: containerCount)
        switch slot.index {
        case 0: firstSlots.0 = cache
        case 1: firstSlots.1 = cache
        case 2: firstSlots.2 = cache
        case 3: firstSlots.3 = cache
        default:
            let index = slot.index - 4
            if index >= moreSlots.count {
                moreSlots.append(contentsOf: repeatElement(nil, count: index + 1 - moreSlots.count))
            }
            moreSlots[index] = cache
        }
        return cache
    }

    /// The cache in slot `index`, if one was made.
    private func cache(at index: Int) -> AnyObject? {
        switch index {
        case 0: firstSlots.0
        case 1: firstSlots.1
        case 2: firstSlots.2
        case 3: firstSlots.3
        default: index - 4 < moreSlots.count ? moreSlots[index - 4] : nil
        }
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
