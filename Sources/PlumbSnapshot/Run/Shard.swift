/// One of `count` deterministic slices of a run's work (`--shard index/count`, 1-based).
///
/// Jobs are dealt round-robin over the run's canonical order (spec name, then width, category, scale, direction),
/// so shards `1/n … n/n` together cover exactly the unsharded set, each job once, whatever machine runs them.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// The whole run as one shard.
    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n` with 1 ≤ i ≤ n.
    ///
    /// - Throws: `ShardError` quoting the text and saying what was expected.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(text: text, reason: "expected INDEX/COUNT, e.g. 1/3")
        }
        guard count >= 1, (1...count).contains(index) else {
            throw ShardError(text: text, reason: "expected 1 ≤ INDEX ≤ COUNT")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the job at `position` of the canonical order belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index - 1 }

    /// This shard's elements of `items`, which must be in canonical order.
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { contains(position: $0.offset) }.map(\.element)
    }
}

/// A `--shard` value that is not `INDEX/COUNT` with 1 ≤ INDEX ≤ COUNT.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }
    public var description: String { "--shard \(text.debugDescription) is not a shard (\(reason))" }
}
