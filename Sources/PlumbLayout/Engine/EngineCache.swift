import PlumbCore

/// A container engine's own state for one layout pass, as SwiftUI's `Layout.makeCache`: what its `measure` learns
/// that its `place` (or a later `measure`) can use. `SizeCache.engineCache(_:)` makes one per pass the first time
/// it is asked, and it goes with the pass, so a layout never sees what another left behind.
///
/// Every engine reaches its state this way, the built-in ones as a team's: `SizeCache` holds one slot per cache
/// type and knows none of them.
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

    /// A cache for a pass over a tree of `containerCount` containers, so one that keeps something per container
    /// can make room up front; by default `init()`.
    init(containerCount: Int)

    /// Where this cache type's state is in every `SizeCache`.
    ///
    /// By default the slot is looked up by type on each `engineCache(_:)` call (a lock and a hash lookup); an engine
    /// that asks on every measurement declares it once instead, so a lookup is an array index:
    /// `static let slot = EngineCacheSlot(for: FlowCache.self)`. A subclass that inherits another type's declared
    /// slot is looked up by its own type.
    static var slot: EngineCacheSlot { get }
}

extension EngineCache {
    public init(containerCount: Int) { self.init() }

    public static var slot: EngineCacheSlot { EngineCacheSlot(for: Self.self) }
}

/// The position of one cache type's state in a `SizeCache`: one small integer per cache type for the life of the
/// process, handed out the first time the type asks.
public struct EngineCacheSlot: Sendable {
    /// The index into `SizeCache`'s slots.
    let index: Int
    /// The cache type the slot belongs to.
    let type: ObjectIdentifier

    /// The slot of `cache`, the same one every time.
    public init<Cache: EngineCache>(for cache: Cache.Type) {
        let type = ObjectIdentifier(cache)
        self.type = type
        index = engineCacheSlotIndices.withLock { indices in
            if let index = indices[type] { return index }
            indices[type] = indices.count
            return indices.count - 1
        }
    }
}

/// The slot index of each cache type that has asked (`EngineCacheSlot`), by type.
private let engineCacheSlotIndices = Locked<[ObjectIdentifier: Int]>([:])
