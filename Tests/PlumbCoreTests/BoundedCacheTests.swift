import Dispatch
import PlumbCore
import Synchronization
import Testing

/// `BoundedCache` keeps at most its capacity, evicts the least recently used, and answers every key with the value
/// stored for it or nothing, never another key's.
@Suite struct BoundedCacheTests {
    @Test func aCacheFilledPastItsBoundKeepsItsCapacityAndTheNewestValues() {
        let cache = BoundedCache<Int, String>(capacity: 8)
        for key in 0..<100 { cache.insert("value \(key)", for: key) }
        #expect(cache.count == 8)
        #expect(cache.totalCost == 8)
        for key in 0..<92 { #expect(cache[key] == nil) }
        for key in 92..<100 { #expect(cache[key] == "value \(key)") }
    }

    @Test func aValueUsedRecentlyOutlivesOlderOnes() {
        let cache = BoundedCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache["a"] == 1)  // "a" is now the most recently used, "b" the least
        cache.insert(4, for: "d")
        #expect(cache["b"] == nil)
        #expect(cache["a"] == 1 && cache["c"] == 3 && cache["d"] == 4)
    }

    @Test func costsCountAgainstTheCapacityAndAValueOverItIsNotKept() {
        let cache = BoundedCache<String, [UInt8]>(capacity: 100, cost: \.count)
        cache.insert([UInt8](repeating: 1, count: 40), for: "a")
        cache.insert([UInt8](repeating: 2, count: 40), for: "b")
        cache.insert([UInt8](repeating: 3, count: 40), for: "c")
        #expect(cache.totalCost == 80)
        #expect(cache["a"] == nil && cache["b"]?.first == 2 && cache["c"]?.first == 3)
        let huge = cache.insert([UInt8](repeating: 4, count: 101), for: "huge")
        #expect(huge.count == 101)
        #expect(cache["huge"] == nil)
        #expect(cache.count == 2 && cache.totalCost == 80)
    }

    @Test func insertKeepsTheFirstValueForAKey() {
        let cache = BoundedCache<String, Int>(capacity: 4)
        #expect(cache.insert(1, for: "a") == 1)
        #expect(cache.insert(2, for: "a") == 1)
        #expect(cache["a"] == 1 && cache.count == 1)
    }

    @Test func valueOrMakeMakesOnlyWhatIsMissingAndKeepsNothingThatThrew() throws {
        struct Unreadable: Error {}
        let cache = BoundedCache<Int, Int>(capacity: 4)
        var made = 0
        for key in [1, 2, 1, 2, 3] {
            let value = cache.value(for: key) {
                made += 1
                return key * 10
            }
            #expect(value == key * 10)
        }
        #expect(made == 3)
        #expect(throws: Unreadable.self) {
            try cache.value(for: 9) { () throws(Unreadable) -> Int in throw Unreadable() }
        }
        #expect(cache[9] == nil && cache.count == 3)
    }

    @Test func updateChangesAValueInPlaceAndNilRemovesIt() {
        let cache = BoundedCache<String, [Int]>(capacity: 10, cost: { max(1, $0.count) })
        cache.update("a") { $0 = [1] }
        cache.update("a") { $0?.append(2) }
        #expect(cache["a"] == [1, 2] && cache.totalCost == 2)
        // Growing past the capacity evicts the others first; the grown value is not kept either.
        cache.update("b") { $0 = [0] }
        cache.update("a") { $0?.append(contentsOf: 3...20) }
        #expect(cache.count == 0 && cache.totalCost == 0)
        cache.update("c") { $0 = [7] }
        let found = cache.update("c") { value -> Int? in
            defer { value = nil }
            return value?.first
        }
        #expect(found == 7 && cache["c"] == nil && cache.count == 0)
    }

    @Test func threadsSharingACacheKeepItWithinItsBoundAndGetTheirOwnKeysValues() {
        let cache = BoundedCache<Int, Int>(capacity: 64)
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<2_000 {
                let key = (round * 7 + thread) % 300
                if cache.value(for: key, orMake: { key * key }) != key * key { wrong.withLock { $0 += 1 } }
                if round % 50 == 0 { cache.update(key) { $0 = $0.map { $0 } } }
            }
        }
        #expect(wrong.withLock { $0 } == 0)
        #expect(cache.count <= 64 && cache.totalCost <= 64)
        for key in 0..<300 { #expect(cache[key] == nil || cache[key] == key * key) }
    }

    @Test func removeAllEmptiesIt() {
        let cache = BoundedCache<Int, Int>(capacity: 4)
        for key in 0..<4 { cache.insert(key, for: key) }
        cache.removeAll()
        #expect(cache.count == 0 && cache[0] == nil)
        cache.insert(5, for: 5)
        #expect(cache[5] == 5)
    }
}
