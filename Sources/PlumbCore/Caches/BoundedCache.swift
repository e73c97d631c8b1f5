/// Values kept across calls and shared by threads, at most `capacity` of them (or of their cost), the least
/// recently used evicted first: the one way Plumb keeps what it has worked out for later.
///
/// Each cache states its bound where it is declared, so memory stays flat however long a process runs (a test
/// suite, `plumb preview`). A value's cost is 1 unless the cache is given a `cost` (the image cache counts bytes);
/// a value that costs more than the whole capacity is handed back but not kept. All state is behind one `Locked`,
/// held only for the cache's own bookkeeping: a value is made outside it (`value(for:orMake:)`), so a lookup never
/// waits for a long make.
///
/// ```swift
/// static let digests = BoundedCache<String, String>(capacity: 256)   // 256 entries
/// let digest = digests.value(for: key) { sha256(contentsOf: file) }
/// ```
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most the values kept may cost together; with the default cost, the most entries.
    public let capacity: Int
    @usableFromInline let cost: @Sendable (Value) -> Int
    // The methods are inlinable so a cache in another module is specialised for its key and value.
    @usableFromInline let table = Locked(RecencyTable<Key, Value>())

    /// - Parameters:
    ///   - capacity: the most the values kept may cost together (at least 1).
    ///   - cost: what one value costs against `capacity`; 1 each by default, so `capacity` counts entries.
    @inlinable
    public init(capacity: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        precondition(capacity >= 1, "A bounded cache needs a capacity of at least 1.")
        self.capacity = capacity
        self.cost = cost
    }

    /// The value kept for `key`, now the most recently used; nil when there is none.
    @inlinable
    public subscript(key: Key) -> Value? {
        table.withLock { $0.value(for: key) }
    }

    /// Keeps `value` for `key` unless a value is kept for it already, evicting the least recently used values
    /// while the total is over `capacity`.
    ///
    /// - Returns: the value kept for `key` now: the earlier one if there was one (so threads that made a value for
    ///   the same key at once all use the first), else `value`.
    @inlinable @discardableResult
    public func insert(_ value: Value, for key: Key) -> Value {
        let cost = self.cost(value)
        return table.withLock { table in
            if let kept = table.value(for: key) { return kept }
            guard cost <= capacity else { return value }
            table.set(value, cost: cost, for: key)
            while table.totalCost > capacity { table.removeOldest() }
            return value
        }
    }

    /// The value kept for `key`, or the one `make` returns, kept (`insert`).
    ///
    /// `make` runs outside the lock: two threads missing the same key at once may both make a value, and both get
    /// the one kept first. A caller whose make must not run twice at once serialises it itself.
    ///
    /// - Throws: what `make` throws; nothing is kept then.
    @inlinable
    public func value<Failure: Error>(
        for key: Key, orMake make: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        if let kept = self[key] { return kept }
        return insert(try make(), for: key)
    }

    /// Runs `body` on the value kept for `key` (nil when there is none) under the lock, and keeps what it leaves
    /// there (nil removes it) as the most recently used: for values updated in place, which a lookup and an insert
    /// would race on. `body` must not use this cache (the lock is not reentrant).
    @inlinable
    public func update<Result: Sendable>(_ key: Key, _ body: (inout Value?) -> Result) -> Result {
        table.withLock { table in
            // `body` sees only the value (Sendable), never the table, so it runs inside the lock without sharing it.
            let position = table.position(of: key)
            var value = position.flatMap { table.takeValue(at: $0) }
            let result = body(&value)
            if let position {
                table.restore(value, cost: value.map(cost) ?? 0, at: position)
            } else if let value {
                table.set(value, cost: cost(value), for: key)
            }
            // A value that grew past the capacity is evicted last, after every other.
            while table.totalCost > capacity { table.removeOldest() }
            return result
        }
    }

    /// The number of values kept.
    @inlinable
    public var count: Int { table.withLock { $0.count } }

    /// What the values kept cost together (never more than `capacity`).
    @inlinable
    public var totalCost: Int { table.withLock { $0.totalCost } }

    /// Removes every value.
    @inlinable
    public func removeAll() { table.withLock { $0.removeAll() } }
}
