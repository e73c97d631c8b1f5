import Foundation

/// libFuzzer entry: the input as a script of clients on the review / preview server's loopback socket, through the
/// connection budget (`ConnectionBudget`: 64 places, the longest-waiting receiver dropped for a newcomer) and each
/// connection's request reception (`RequestReception`: the framing of `HTTPRequestReader`, 16 KiB of head, 1 MiB of
/// body, a 10-second deadline for the whole request), on a clock the script moves, so timing is deterministic.
///
/// Each step is one byte of operation and its operands: connect (a client, or a burst of up to 80), send a chunk of
/// the script's bytes on a connection, let time pass (up to 25.5 s), close a connection, or answer every complete
/// request. A refusal, a timeout or a drop is a correct answer. A crash, a hang, more than 64 connections open, a
/// newcomer refused while a slow client holds a place, an answered connection dropped, a dropped connection other
/// than the longest-waiting one, a request completed after its deadline, a wait past the deadline, a buffer over
/// its bound, or a framing that depends on how the bytes were split into reads is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPHeads(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var script = HeadsScript(bytes: [UInt8](UnsafeRawBufferPointer(start: start, count: count)))
    var server = HeadsServer()
    while let operation = script.byte() {
        switch (operation & 0x3F) % 5 {
        case 0:
            let burst = operation & 0x80 != 0 ? Int(script.byte() ?? 0) % 80 + 1 : 1
            for _ in 0..<burst { server.connect() }
        case 1:
            guard let which = script.byte(), let length = script.byte() else { break }
            let size = operation & 0x40 != 0 ? Int(length) * 64 : Int(length)
            server.send(script.take(size), on: Int(which))
        case 2: server.advance(milliseconds: UInt64(script.byte() ?? 0) * 100)
        case 3: server.hangUp(Int(script.byte() ?? 0))
        default: server.answerAll()
        }
        server.expire()
        precondition(server.budget.count <= ConnectionBudget.maximumConnections, "more than 64 connections open")
    }
    return 0
}

/// The fuzzer's bytes, read from the front.
struct HeadsScript {
    var bytes: [UInt8]
    var offset = 0

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Up to `count` bytes; padded with a repeating request head when the script runs out, so large heads and
    /// bodies are reached from short inputs.
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + count)
        var chunk = Array(bytes[offset..<end])
        offset = end
        let filler = Array("X-Pad: 0123456789abcdef\r\n".utf8)
        while chunk.count < count { chunk.append(filler[chunk.count % filler.count]) }
        return chunk
    }
}

/// The server as `LoopbackServer` runs it, its sockets replaced by the script and its clock by `now`.
struct HeadsServer {
    var budget = ConnectionBudget()
    var receptions: [Int32: RequestReception] = [:]
    /// Connections in the order they were made, for the script to pick from.
    var order: [Int32] = []
    var now: UInt64 = 1_000_000_000
    var nextDescriptor: Int32 = 3

    mutating func connect() {
        let connection = nextDescriptor
        nextDescriptor += 1
        let slowClientHeld = !budget.receiving.isEmpty
        let oldest = budget.receiving.min { ($0.value, $0.key) < ($1.value, $1.key) }?.key
        let answering = budget.answering
        let admission = budget.admit(connection, at: now)
        if let dropped = admission.dropped {
            precondition(
                dropped == oldest, "dropped \(dropped), not the longest-waiting \(oldest.map(String.init) ?? "none")")
            precondition(!answering.contains(dropped), "dropped a connection being answered")
            receptions[dropped] = nil
        }
        if budget.count >= ConnectionBudget.maximumConnections || admission.dropped != nil {
            precondition(admission.admitted || !slowClientHeld, "a newcomer refused while a slow client held a place")
        }
        guard admission.admitted else { return }
        receptions[connection] = RequestReception(connectedAt: now, seconds: RequestReception.requestSeconds)
        order.append(connection)
    }

    /// A chunk arrives on the `which`-th connection still receiving: the server reads it (in reads of at most
    /// `RequestReception.readSize`) and takes the step the reception says.
    mutating func send(_ bytes: [UInt8], on which: Int) {
        let live = order.filter { receptions[$0] != nil }
        guard !live.isEmpty else { return }
        let connection = live[which % live.count]
        guard var reception = receptions[connection] else { return }
        var offset = 0
        while offset < bytes.count {
            let read = bytes[offset..<min(bytes.count, offset + RequestReception.readSize)]
            offset += read.count
            reception.receive(read)
            let bound = HTTPRequestReader.maximumHead + 4 + HTTPRequestReader.maximumBody + RequestReception.readSize
            precondition(reception.buffer.count <= bound, "a buffer of \(reception.buffer.count) bytes, over \(bound)")
            // Framing all the bytes at once costs a pass over them: checked on every read while the buffer is
            // small, and on the outcome once the request is complete or refused.
            if reception.buffer.count <= 65_536 { checkIncremental(reception) }
            switch reception.next(at: now) {
            case .wait(let milliseconds):
                precondition(milliseconds >= 1 && milliseconds <= 60_000, "a wait of \(milliseconds) ms")
                precondition(
                    now + UInt64(milliseconds - 1) * 1_000_000 <= reception.deadline, "a wait past the deadline")
                continue
            case .expired:
                preconditionFailure("a reception expired while it was read before its deadline")
            case .request, .refused:
                checkIncremental(reception)
                checkFraming(reception.buffer, rest: bytes[offset...])
                finish(connection, reception)
                return
            }
        }
        receptions[connection] = reception
    }

    /// The reception, which frames each read's bytes as they come, agrees with framing all its bytes at once.
    private func checkIncremental(_ reception: RequestReception) {
        switch (reception.outcome, HTTPRequestReader.read(reception.buffer)) {
        case (.needMore, .needMore): return
        case (.request(let a), .request(let b)):
            precondition(a.method == b.method && a.path == b.path && a.body == b.body, "framed another request")
        case (.refused(let a), .refused(let b)):
            precondition(a.status == b.status, "refused with \(a.status), at once with \(b.status)")
        default: preconditionFailure("the reception's framing differs from framing its bytes at once")
        }
    }

    /// The framing of `buffer` (where the reads stopped) agrees with that of the whole sent bytes read at once.
    private func checkFraming(_ buffer: Data, rest: ArraySlice<UInt8>) {
        let stopped = HTTPRequestReader.read(buffer), whole = HTTPRequestReader.read(buffer + rest)
        switch (stopped, whole) {
        case (.request(let a), .request(let b)):
            precondition(a.method == b.method && a.path == b.path && a.body == b.body, "framing depends on the reads")
        case (.refused(let a), .refused(let b)):
            precondition(a.status == b.status, "refused with \(a.status), then \(b.status)")
            // A refusal is final: no bytes the client could still send would have made the request acceptable.
            for ending in ["\n", "\r\n", "\n\r\n", "\r\n\r\n"] {
                guard case .refused = HTTPRequestReader.read(buffer + Data(ending.utf8)) else {
                    preconditionFailure(
                        "refused with \(a.status), but acceptable once \(ending.debugDescription) follows")
                }
            }
        default: preconditionFailure("framing depends on how the bytes were split into reads")
        }
    }

    /// A complete request is answered (when it was not dropped meanwhile), a refused one closed.
    private mutating func finish(_ connection: Int32, _ reception: RequestReception) {
        if case .request = reception.next(at: now) {
            precondition(now < reception.deadline, "a request completed after its deadline")
            if budget.startAnswering(connection) {
                precondition(budget.answering.contains(connection))
                receptions[connection] = nil
                return
            }
        }
        budget.close(connection)
        receptions[connection] = nil
    }

    mutating func advance(milliseconds: UInt64) { now += milliseconds * 1_000_000 }

    /// The client closes the `which`-th connection made.
    mutating func hangUp(_ which: Int) {
        guard !order.isEmpty else { return }
        let connection = order[which % order.count]
        budget.close(connection)
        receptions[connection] = nil
    }

    /// Every request being answered gets its answer and its connection closes.
    mutating func answerAll() {
        for connection in budget.answering { budget.close(connection) }
    }

    /// Each reading thread wakes at its deadline: a reception whose time is up closes without an answer.
    mutating func expire() {
        for (connection, reception) in receptions {
            if case .expired = reception.next(at: now) {
                precondition(now >= reception.deadline)
                budget.close(connection)
                receptions[connection] = nil
            }
        }
    }
}
