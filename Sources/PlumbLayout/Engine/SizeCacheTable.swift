/// A hash table from `SizeCache.Key` to `Value`: the size cache's storage, looked up on every container measurement.
///
/// `Dictionary` hashes each key through `Hasher` (SipHash over the id's bytes and each proposal), which was most
/// of a lookup's cost, and a layout looks up several keys per container. This table hashes a key with a few
/// multiply-and-fold steps (`SizeCache.Key.tableHash`) and otherwise behaves as a dictionary: a lookup finds the
/// entry whose key is `==` to the one asked for. Open addressing with linear probing, at most three quarters full.
///
/// Entries are never removed, only emptied (`take`): a table lives for one layout pass.
struct SizeCacheTable<Value> {
    /// One stored key and its value, in insertion order.
    private struct Entry {
        /// The key's `slotHash`, kept so growing does not hash every key again.
        let hash: UInt64
        let key: SizeCache.Key
        var value: Value?
    }

    /// A slot of the open-addressing index: which entry a hash leads to. Hash 0 marks an empty slot.
    private struct Slot {
        var hash: UInt64 = 0
        var entry = 0
    }

    private var slots: [Slot]
    private var entries: [Entry] = []

    /// - Parameter capacity: the number of keys to make room for up front.
    init(capacity: Int) {
        var slotCount = 8
        while slotCount * 3 < capacity * 4 { slotCount *= 2 }
        slots = Array(repeating: Slot(), count: slotCount)
        entries.reserveCapacity(capacity)
    }

    /// The value stored for `key`, or `nil`; setting `nil` empties its entry.
    subscript(key: SizeCache.Key) -> Value? {
        get {
            guard let entry = find(key, hash: Self.slotHash(key)).entry else { return nil }
            return entries[entry].value
        }
        set {
            let hash = Self.slotHash(key)
            let (slot, entry) = find(key, hash: hash)
            if let entry {
                entries[entry].value = newValue
                return
            }
            guard let newValue else { return }
            entries.append(Entry(hash: hash, key: key, value: newValue))
            slots[slot] = Slot(hash: hash, entry: entries.count - 1)
            if entries.count * 4 > slots.count * 3 { grow() }
        }
    }

    /// The value stored for `key`, emptying its entry.
    mutating func take(_ key: SizeCache.Key) -> Value? {
        guard let entry = find(key, hash: Self.slotHash(key)).entry else { return nil }
        return entries[entry].value.take()
    }

    /// The slot that leads to `key`'s entry and that entry, or the empty slot where `key` would go and `nil`.
    ///
    /// - Complexity: O(1) on average: the index is at most three quarters full.
    private func find(_ key: SizeCache.Key, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let candidate = slots[slot]
            if candidate.hash == 0 { return (slot, nil) }
            if candidate.hash == hash && entries[candidate.entry].key == key { return (slot, candidate.entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the index and points it at every entry again.
    private mutating func grow() {
        slots = Array(repeating: Slot(), count: 2 * slots.count)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot].hash != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(hash: entry.hash, entry: index)
        }
    }

    /// The key's hash, made non-zero.
    private static func slotHash(_ key: SizeCache.Key) -> UInt64 {
        let hash = key.tableHash
        return hash == 0 ? 1 : hash
    }
}

extension SizeCache.Key {
    /// A hash of the id, the proposal and the fixed sizes for `SizeCacheTable`; equal keys hash equally.
    ///
    /// The id is hashed by its UTF-8 bytes, so an id written with different but canonically equivalent code points
    /// (which `String` calls equal) is, at worst, measured again rather than found — never answered wrongly.
    /// Zeros of either sign hash alike, since they compare equal. The seed differs from one process to the next,
    /// as `Hasher`'s does, so no input can be crafted to make every key collide.
    var tableHash: UInt64 {
        var hash = Self.hash(id)
        hash = Self.mix(hash ^ Self.bits(width), Self.multiplier ^ Self.bits(height))
        return Self.mix(hash ^ Self.bits(fixedWidth), Self.multiplier ^ Self.bits(fixedHeight))
    }

    private static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0 as UInt8)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The 128-bit product of `a` and `b`, its halves folded together: every bit of the result depends on every
    /// bit of both (the mixing step of wyhash).
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The bits a length hashes as: one value for `nil`, one for both zeros.
    private static func bits(_ length: Double?) -> UInt64 {
        guard let length else { return 0x7FF8_0000_0000_0D1D }
        return length == 0 ? 0 : length.bitPattern
    }

    /// A hash of the string's UTF-8 bytes.
    private static func hash(_ string: String) -> UInt64 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return hash }
        var contiguous = string
        contiguous.makeContiguousUTF8()
        return hash(contiguous)
    }

    /// wyhash's reading of a byte string: eight bytes at a time, and a short one (most ids) in at most two loads
    /// that may overlap, so no byte is read one by one but the three of a string shorter than four.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var hash = seed ^ UInt64(count)
        var first: UInt64 = 0, last: UInt64 = 0
        if count >= 8 {
            var offset = 0
            while count - offset > 16 {
                hash = mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ multiplier, hash)
                offset += 8
            }
            first = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            last = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            first = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            last = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if count > 0 {
            first = UInt64(bytes[0]) << 16 | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1])
        }
        return mix(first ^ multiplier, last ^ hash)
    }
}
