/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic generator, so a seeded test makes the same
/// "random" inputs on every machine and every run, and a failure replays from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }
    public init(seed: UInt64) { self.state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (modulo bias is irrelevant for test inputs).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// One of `items`.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
