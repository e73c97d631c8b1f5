/// Values by key in order of last use, with the total of their costs: the storage of `BoundedCache`, without the
/// lock.
///
/// A dictionary from key to a slot of `slots`, and the slots linked from the least to the most recently used, so a
/// lookup, an insertion and an eviction are each one hash lookup and a few index moves. A removed slot's value is
/// dropped at once (the slot is reused later), so an evicted value is not kept alive by the table.
///
/// Inlinable, as `BoundedCache` is, so that a cache in another module (the constraint-system pool, looked up
/// several times per layout) is specialised for its key and value instead of going through generic metadata.
@usableFromInline
struct RecencyTable<Key: Hashable, Value> {
    /// One value, its cost and its neighbours in recency order (-1: none).
    @usableFromInline
    struct Slot {
        @usableFromInline var key: Key
        @usableFromInline var value: Value?
        @usableFromInline var cost: Int
        @usableFromInline var older: Int
        @usableFromInline var newer: Int

        @inlinable
        init(key: Key, value: Value?, cost: Int, older: Int, newer: Int) {
            (self.key, self.value, self.cost, self.older, self.newer) = (key, value, cost, older, newer)
        }
    }

    @usableFromInline var positions: [Key: Int] = [:]
    @usableFromInline var slots: [Slot] = []
    /// Slots whose value was removed, for the next insertions.
    @usableFromInline var free: [Int] = []
    @usableFromInline var oldest = -1
    @usableFromInline var newest = -1
    /// The sum of the costs of the values held.
    @usableFromInline var totalCost = 0

    @inlinable init() {}

    /// The number of values held.
    @inlinable var count: Int { positions.count }

    /// The value for `key`, now the most recently used; nil when there is none.
    @inlinable
    mutating func value(for key: Key) -> Value? {
        guard let position = positions[key] else { return nil }
        moveToNewest(position)
        return slots[position].value
    }

    /// Keeps `value` for `key` (in place of any value it had) as the most recently used.
    @inlinable
    mutating func set(_ value: Value, cost: Int, for key: Key) {
        if let position = positions[key] {
            totalCost += cost - slots[position].cost
            slots[position].value = value
            slots[position].cost = cost
            moveToNewest(position)
            return
        }
        let slot = Slot(key: key, value: value, cost: cost, older: newest, newer: -1)
        let position: Int
        if let reused = free.popLast() {
            position = reused
            slots[position] = slot
        } else {
            position = slots.count
            slots.append(slot)
        }
        if newest >= 0 { slots[newest].newer = position } else { oldest = position }
        newest = position
        positions[key] = position
        totalCost += cost
    }

    /// Where the value for `key` is, for `takeValue(at:)` and `restore(_:cost:at:)`: one hash lookup for a value
    /// that is read and put back.
    @inlinable
    func position(of key: Key) -> Int? { positions[key] }

    /// The value at `position`, moved out of its slot (so a value changed in place is not copied) until
    /// `restore(_:cost:at:)` puts it back.
    @inlinable
    mutating func takeValue(at position: Int) -> Value? {
        let value = slots[position].value
        slots[position].value = nil
        return value
    }

    /// Puts `value` back at `position` (taken with `takeValue(at:)`) as the most recently used, with its new cost;
    /// nil removes the slot.
    @inlinable
    mutating func restore(_ value: Value?, cost: Int, at position: Int) {
        guard let value else {
            remove(at: position)
            return
        }
        totalCost += cost - slots[position].cost
        slots[position].cost = cost
        slots[position].value = value
        moveToNewest(position)
    }

    /// Removes the least recently used value; false when there is none.
    @inlinable @discardableResult
    mutating func removeOldest() -> Bool {
        guard oldest >= 0 else { return false }
        remove(at: oldest)
        return true
    }

    /// Removes every value.
    @inlinable
    mutating func removeAll() { self = RecencyTable() }

    /// Removes the value at `position` and frees its slot.
    @inlinable
    mutating func remove(at position: Int) {
        unlink(position)
        positions[slots[position].key] = nil
        totalCost -= slots[position].cost
        slots[position].value = nil
        slots[position].cost = 0
        free.append(position)
    }

    /// Makes the slot at `position` the most recently used.
    @inlinable
    mutating func moveToNewest(_ position: Int) {
        guard position != newest else { return }
        unlink(position)
        slots[position].older = newest
        slots[position].newer = -1
        if newest >= 0 { slots[newest].newer = position } else { oldest = position }
        newest = position
    }

    /// Takes the slot at `position` out of the recency order.
    @inlinable
    mutating func unlink(_ position: Int) {
        let older = slots[position].older, newer = slots[position].newer
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        slots[position].older = -1
        slots[position].newer = -1
    }
}
