/// A column of the simplex tableau: an external variable or a bookkeeping symbol.
///
/// Symbols are numbered by the solver in the order it creates them, and that
/// number is their total order. Every pivoting choice breaks ties by it, so the
/// same constraints added in the same order pivot identically in every process
/// (Swift's `Hashable` seeds differ per run; nothing here depends on them).
/// The kind lives in the low two bits so a symbol is one 32-bit word and cells
/// stay small.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, which decides where it may move.
    ///
    /// External symbols are unrestricted (a variable may be negative); slack and
    /// error symbols are restricted to be ≥ 0; dummy symbols are pinned at 0 and
    /// only mark required equalities so they can be found again for removal.
    enum Kind: UInt32, Sendable {
        case external = 0
        case slack = 1
        case error = 2
        case dummy = 3
    }

    /// The id shifted left by two, or-ed with the kind.
    let raw: UInt32

    init(id: Int, kind: Kind) {
        precondition(id >= 0 && id < 1 << 30, "Symbol ids are limited to 2^30 per solver.")
        raw = UInt32(id) << 2 | kind.rawValue
    }

    /// The creation number, dense from 0 within one solver.
    var id: Int { Int(raw >> 2) }

    var kind: Kind { Kind(rawValue: raw & 3)! }

    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// Whether the simplex keeps this symbol ≥ 0 (slack, error and dummy symbols).
    var isRestricted: Bool { !isExternal }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
}

extension Symbol: CustomStringConvertible {
    var description: String {
        switch kind {
        case .external: "v\(id)"
        case .slack: "s\(id)"
        case .error: "e\(id)"
        case .dummy: "d\(id)"
        }
    }
}
