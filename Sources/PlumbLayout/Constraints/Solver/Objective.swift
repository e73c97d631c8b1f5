/// The lexicographic objective: one row of error costs per priority tier.
///
/// This is Cassowary's symbolic weight made concrete. A symbol's reduced cost
/// is the vector of its coefficients in the tiers, highest priority first, and
/// costs compare lexicographically: a tier only matters where every higher tier
/// is indifferent. So a constraint at priority p is never traded against any
/// number of constraints below p — what kiwi's single-double strengths cannot
/// promise ("a large number of weak constraints may outweigh a medium one").
/// Inside a tier every optional constraint weighs 1 (an L1 objective).
///
/// Only priorities actually in use have a tier; a tier is dropped when its last
/// constraint goes, so the vectors stay as short as the system is varied.
struct Objective: Sendable {
    /// The tiers' priorities, strictly descending.
    private(set) var priorities: [Double] = []
    /// `tiers[t]` is the total error of tier `t` in terms of parametric symbols.
    var tiers: [Row] = []
    /// How many optional constraints use each tier.
    private(set) var counts: [Int] = []

    var tierCount: Int { tiers.count }

    func tierIndex(of priority: Double) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// The tier for `priority`, made if new, with one more user.
    mutating func retainTier(_ priority: Double) -> Int {
        if let index = tierIndex(of: priority) {
            counts[index] += 1
            return index
        }
        let index = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: index)
        tiers.insert(Row(), at: index)
        counts.insert(1, at: index)
        return index
    }

    /// One user fewer for `priority`'s tier, which goes when unused.
    ///
    /// An unused tier's row is zero up to rounding, so dropping it loses nothing.
    mutating func releaseTier(_ priority: Double) {
        guard let index = tierIndex(of: priority) else { return }
        counts[index] -= 1
        if counts[index] == 0 {
            priorities.remove(at: index)
            tiers.remove(at: index)
            counts.remove(at: index)
        }
    }

    /// Whether `symbol` has a nonzero cost in some tier.
    func hasCost(_ symbol: Symbol) -> Bool {
        for tier in tiers where tier.contains(symbol) { return true }
        return false
    }

    func cost(of symbol: Symbol, tier: Int) -> Double {
        tiers[tier].coefficient(for: symbol)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in tiers.indices { tiers[index].substitute(symbol, with: row) }
    }

    mutating func eraseColumn(_ symbol: Symbol) {
        for index in tiers.indices { tiers[index].remove(symbol) }
    }
}

extension Tableau {
    /// Adds `weight` times the error `symbol` to tier `tier`.
    ///
    /// The objective must stay in parametric symbols, so a basic error symbol
    /// contributes its whole row instead (kiwi's `removeMarkerEffects`).
    mutating func addCost(of symbol: Symbol, tier: Int, weight: Double) {
        if let index = rowIndex(of: symbol) {
            objective.tiers[tier].add(rows[index], times: weight)
        } else {
            objective.tiers[tier].add(symbol, weight)
        }
    }
}
