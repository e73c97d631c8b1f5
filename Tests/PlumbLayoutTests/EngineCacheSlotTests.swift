import PlumbCore
import PlumbLayout
import Testing

/// Every cache type has one slot in every `SizeCache`, whether it declares it (as the built-in engines do) or it is
/// looked up by type; through public API only.
@Suite struct EngineCacheSlotTests {
    class DeclaredCache: EngineCache {
        static let slot = EngineCacheSlot(for: DeclaredCache.self)
        var value = 0
        required init() {}
    }

    /// Inherits `DeclaredCache`'s declared slot, and must get one of its own.
    final class SubclassCache: DeclaredCache {}

    final class LookedUpCache: EngineCache {
        var value = 0
        init() {}
    }

    /// Told the number of containers, as a cache that keeps something per container would be.
    final class SizedCache: EngineCache {
        let containerCount: Int
        init() { containerCount = -1 }
        init(containerCount: Int) { self.containerCount = containerCount }
    }

    @Test func eachTypeGetsOneCacheAPassWhicheverWayItsSlotIsFound() {
        let pass = SizeCache()
        pass.engineCache(DeclaredCache.self).value = 1
        pass.engineCache(LookedUpCache.self).value = 2
        #expect(pass.engineCache(DeclaredCache.self).value == 1)
        #expect(pass.engineCache(LookedUpCache.self).value == 2)
        #expect(pass.engineCache(DeclaredCache.self) === pass.engineCache(DeclaredCache.self))
        #expect(pass.engineCache(LookedUpCache.self) === pass.engineCache(LookedUpCache.self))
        #expect(pass.engineCache(SubclassCache.self).value == 0)
        pass.engineCache(SubclassCache.self).value = 3
        #expect(pass.engineCache(SubclassCache.self).value == 3)
        #expect(pass.engineCache(DeclaredCache.self).value == 1)
        let next = SizeCache()
        #expect(next.engineCache(DeclaredCache.self).value == 0)
        #expect(next.engineCache(LookedUpCache.self).value == 0)
    }

    /// One cache type per tag type: more types than a pass keeps inline.
    final class TaggedCache<Tag>: EngineCache {
        var value = 0
        init() {}
    }

    @Test func manyCacheTypesInOnePassEachKeepTheirOwn() {
        let pass = SizeCache()
        func set<Tag>(_ tag: Tag.Type, _ value: Int) { pass.engineCache(TaggedCache<Tag>.self).value = value }
        func get<Tag>(_ tag: Tag.Type) -> Int { pass.engineCache(TaggedCache<Tag>.self).value }
        set(Int.self, 1)
        set(String.self, 2)
        set(Double.self, 3)
        set(Bool.self, 4)
        set(UInt8.self, 5)
        set(Int8.self, 6)
        set(Float.self, 7)
        #expect(
            [
                get(Int.self), get(String.self), get(Double.self), get(Bool.self), get(UInt8.self), get(Int8.self),
                get(Float.self),
            ] == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func aCacheIsMadeForTheTreesContainers() {
        #expect(SizeCache(capacity: 12).engineCache(SizedCache.self).containerCount == 12)
        #expect(SizeCache().engineCache(SizedCache.self).containerCount == 0)
    }
}
