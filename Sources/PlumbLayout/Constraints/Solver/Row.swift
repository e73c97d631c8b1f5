/// A sparse linear form `constant + Σ coefficient · symbol`.
///
/// A tableau row reads `basic = constant + Σ cells`; an objective tier reads
/// `value = constant + Σ cells`. Cells are kept sorted by symbol id, which makes
/// lookups a binary search, merges linear, and — the point — iteration order a
/// pure function of the symbols, never of hashing. Coefficients that cancel to
/// within `Row.epsilon` are dropped so that "present" means "nonzero".
struct Row: Sendable {
    /// One nonzero entry of a row: a symbol and its coefficient.
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// Below this magnitude a coefficient counts as zero (kiwi uses the same 1e-8).
    static let epsilon = 1.0e-8

    private(set) var cells: [Cell]
    var constant: Double
    /// Bit `id % 64` set for every symbol that has been in the row (a cell removed leaves its bit): a clear bit
    /// proves a symbol absent without a search, which is what scans over every row for one symbol mostly find.
    private var seen: UInt64 = 0

    private static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol.id & 63) }

    /// False when `symbol` is certainly not in the row (true means "search to know").
    func mayContain(_ symbol: Symbol) -> Bool { seen & Row.bit(symbol) != 0 }

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    static func isNearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }

    var isEmpty: Bool { cells.isEmpty }

    /// The position of `symbol`, or where it would be inserted.
    ///
    /// - Complexity: O(log n).
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        let key = symbol.raw
        return cells.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let probe = buffer[mid].symbol.raw
                if probe == key { return (mid, true) }
                if probe < key { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { mayContain(symbol) && search(symbol).found }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            seen |= Row.bit(symbol)
        }
    }

    /// Adds `factor · other`, constant included.
    ///
    /// Merges in place: the cells array grows at the end and is filled from
    /// the back, so a substitution allocates only when capacity runs out.
    ///
    /// - Complexity: O(n + m), one merge of the two sorted cell arrays.
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        let theirs = other.cells
        switch theirs.count {
        case 0:
            return
        case 1:
            add(theirs[0].symbol, theirs[0].coefficient * factor)
            return
        default:
            break
        }
        // How many of their symbols are new to this row?
        let oldCount = cells.count
        let fresh = cells.withUnsafeBufferPointer { mine in
            theirs.withUnsafeBufferPointer { other in
                var fresh = 0
                var i = 0
                var j = 0
                while j < other.count {
                    if i == mine.count || other[j].symbol.raw < mine[i].symbol.raw {
                        fresh += 1
                        j += 1
                    } else if mine[i].symbol.raw < other[j].symbol.raw {
                        i += 1
                    } else {
                        i += 1
                        j += 1
                    }
                }
                return fresh
            }
        }
        if fresh > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: theirs[0].symbol, coefficient: 0), count: fresh))
            seen |= other.seen
        }
        var cancelled = false
        cells.withUnsafeMutableBufferPointer { buffer in
            theirs.withUnsafeBufferPointer { theirs in
                var write = oldCount + fresh - 1
                var mine = oldCount - 1
                var other = theirs.count - 1
                while other >= 0 {
                    let b = theirs[other]
                    if mine >= 0, buffer[mine].symbol.raw > b.symbol.raw {
                        buffer[write] = buffer[mine]
                        mine -= 1
                    } else if mine >= 0, buffer[mine].symbol.raw == b.symbol.raw {
                        let value = buffer[mine].coefficient + b.coefficient * factor
                        if Row.isNearZero(value) { cancelled = true }
                        buffer[write] = Cell(symbol: b.symbol, coefficient: value)
                        mine -= 1
                        other -= 1
                    } else {
                        let value = b.coefficient * factor
                        if Row.isNearZero(value) { cancelled = true }
                        buffer[write] = Cell(symbol: b.symbol, coefficient: value)
                        other -= 1
                    }
                    write -= 1
                }
                // Cells left of `mine` are already in place.
            }
        }
        if cancelled { cells.removeAll { Row.isNearZero($0.coefficient) } }
    }

    /// Removes `symbol`'s cell, if any, and returns its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Keeps only the cells whose symbol satisfies `keep`.
    mutating func filterCells(_ keep: (Symbol) -> Bool) {
        cells.removeAll { !keep($0.symbol) }
    }

    /// Multiplies the whole form by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …`, removing `symbol`'s cell.
    ///
    /// `symbol` must be present.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol)
        precondition(found, "Row.solve(for:) needs a symbol that is in the row.")
        let scale = -1.0 / cells.remove(at: index).coefficient
        constant *= scale
        for index in cells.indices { cells[index].coefficient *= scale }
    }

    /// Rewrites `lhs = self` as `rhs = …`: the pivot of `lhs` out and `rhs` in.
    mutating func solve(for lhs: Symbol, swapping rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the form `row` (which defines it) wherever it occurs.
    ///
    /// - Returns: whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let (index, found) = search(symbol)
        guard found else { return false }
        let factor = cells.remove(at: index).coefficient
        add(row, times: factor)
        return true
    }
}
