/// The loopback server's open connections and the rule that admits a new one, apart from sockets and clocks, so
/// that tests and the `http-heads` fuzz target drive it with times of their choosing.
///
/// At most `maximumConnections` are open. When every place is taken, a newcomer takes the place of the connection
/// that has waited longest for its request (the earliest to connect, the lowest descriptor on a tie, so the choice
/// does not depend on a dictionary's order): slow clients holding every place cannot lock an honest one out. A
/// connection whose request is being answered is never dropped.
struct ConnectionBudget: Sendable {
    static let maximumConnections = 64

    /// Connections still sending their request, with when they connected (nanoseconds on a monotonic clock).
    private(set) var receiving: [Int32: UInt64] = [:]
    /// Connections whose request is being answered.
    private(set) var answering: Set<Int32> = []

    var count: Int { receiving.count + answering.count }

    /// What `admit` decided: whether `connection` got a place, and the connection dropped to make room for it.
    struct Admission: Equatable {
        var admitted: Bool
        var dropped: Int32?
    }

    /// Gives `connection`, connected at `now`, a place; when every place is taken, first drops the receiving
    /// connection that connected first. Not admitted only when every place is taken by requests being answered.
    mutating func admit(_ connection: Int32, at now: UInt64) -> Admission {
        var dropped: Int32?
        if count >= Self.maximumConnections,
            let oldest = receiving.min(by: { ($0.value, $0.key) < ($1.value, $1.key) })
        {
            receiving[oldest.key] = nil
            dropped = oldest.key
        }
        guard count < Self.maximumConnections else { return Admission(admitted: false, dropped: dropped) }
        receiving[connection] = now
        return Admission(admitted: true, dropped: dropped)
    }

    /// Moves `connection` from receiving to answering; false when it was dropped meanwhile (nothing to answer).
    mutating func startAnswering(_ connection: Int32) -> Bool {
        guard receiving.removeValue(forKey: connection) != nil else { return false }
        answering.insert(connection)
        return true
    }

    /// Forgets `connection`, closed by its thread.
    mutating func close(_ connection: Int32) {
        receiving[connection] = nil
        answering.remove(connection)
    }
}
