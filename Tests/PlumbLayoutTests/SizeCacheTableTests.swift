import Testing

@testable import PlumbCore
@testable import PlumbLayout

/// `SizeCacheTable` answers every lookup as a `Dictionary` keyed by the same keys does.
///
/// The oracle is a `Dictionary` from each key's fields to the value, fed the same operations. The keys cover what
/// the hash has to tell apart or bring together: ids from empty to longer than the 16 bytes read at once (each
/// length reads the bytes differently), non-ASCII ids, proposals of `nil`, 0 and −0 (equal, so one entry),
/// and keys that differ only in a field the hash leaves out (layout kind, child count).
@Suite struct SizeCacheTableTests {
    /// A key's fields, hashable, with −0 made +0 as `==` on `Double` would.
    struct Fields: Hashable {
        var id: String
        var width: Double?
        var height: Double?
        var layout: UInt8
        var childCount: Int

        init(_ key: SizeCache.Key) {
            id = key.id
            width = key.width.map { $0 == 0 ? 0 : $0 }
            height = key.height.map { $0 == 0 ? 0 : $0 }
            layout = key.layout
            childCount = key.childCount
        }
    }

    static let ids: [String] = {
        var ids = ["", "a", "ab", "abc", "cell", "title", "buttons", "posterRow", "posterColumn", "é", "ë", "列表"]
        for length in 1...40 { ids.append(String(repeating: "x", count: length - 1) + "y") }
        for index in 0..<200 { ids.append("node-\(index)") }
        return ids
    }()

    static func key(
        _ id: String, _ width: Double?, _ height: Double?, layout: UInt8 = 3, childCount: Int = 2
    ) -> SizeCache.Key {
        SizeCache.Key(
            id: id, width: width, height: height, fixedWidth: nil, fixedHeight: nil, layout: layout,
            childCount: childCount)
    }

    /// Every key of `ids` × some proposals × two layout kinds, in a fixed order.
    static let keys: [SizeCache.Key] = ids.flatMap { id in
        [nil, 0, 359, 375.5].flatMap { width in
            [
                key(id, width, nil), key(id, width, 120), key(id, width, nil, layout: 4),
                key(id, width, nil, childCount: 3),
            ]
        }
    }

    @Test func storesAndFindsWhatADictionaryDoes() {
        var table = SizeCacheTable<Int>(capacity: 4)  // grows several times
        var oracle: [Fields: Int] = [:]
        for (index, key) in Self.keys.enumerated() where index % 3 != 2 {
            table[key] = index
            oracle[Fields(key)] = index
        }
        for key in Self.keys {
            #expect(table[key] == oracle[Fields(key)], "\(key)")
        }
    }

    @Test func negativeZeroFindsZero() {
        var table = SizeCacheTable<Int>(capacity: 0)
        table[Self.key("stack", 0, -0.0)] = 1
        table[Self.key("stack", -0.0, 0)] = 2
        #expect(table[Self.key("stack", 0, 0)] == 2)
        #expect(table[Self.key("stack", nil, 0)] == nil)
    }

    @Test func takeEmptiesTheEntry() {
        var table = SizeCacheTable<String>(capacity: 0)
        for (index, key) in Self.keys.enumerated() { table[key] = "\(index)" }
        for (index, key) in Self.keys.enumerated() where index.isMultiple(of: 2) {
            #expect(table.take(key) == "\(index)")
            #expect(table.take(key) == nil)
        }
        for (index, key) in Self.keys.enumerated() {
            #expect(table[key] == (index.isMultiple(of: 2) ? nil : "\(index)"))
        }
        table[Self.keys[0]] = "again"
        #expect(table[Self.keys[0]] == "again")
    }
}
