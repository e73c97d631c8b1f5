import Foundation

/// One connection's request as its bytes arrive, against a deadline for the whole request, apart from sockets and
/// clocks, so that tests and the `http-heads` fuzz target drive it with times of their choosing.
///
/// The deadline is fixed when the connection is made and is not restarted by each byte: a client trickling a byte
/// at a time (slowloris) is dropped on time. Each byte is searched for the blank line once and the head is framed
/// at most twice (when it ends, when the body is complete), so a request arriving in many small reads costs time
/// linear in its bytes; the bytes kept are bounded by `HTTPRequestReader`'s framing (16 KiB of head, 1 MiB of body)
/// plus one read.
struct RequestReception {
    /// The time a client has to send its whole request (head and body), from the moment it connects.
    static let requestSeconds = 10

    /// The most one read takes from the socket.
    static let readSize = 8192

    /// When the whole request must have arrived (nanoseconds on a monotonic clock).
    let deadline: UInt64
    /// Every byte read so far.
    private(set) var buffer = Data()
    /// The framing of `buffer`, as `HTTPRequestReader.read(buffer)` gives it.
    private(set) var outcome = HTTPRequestReader.Outcome.needMore
    /// Where the head's blank line is, once found.
    private var blankLine: Range<Data.Index>?
    /// The bytes the whole request takes, once its head is framed.
    private var total: Int?

    /// A reception for a connection made at `connected`, given `seconds` for its whole request.
    init(connectedAt connected: UInt64, seconds: Int) {
        deadline = connected + UInt64(seconds) * 1_000_000_000
    }

    /// What to do next, at `now`.
    enum Step {
        /// The request is complete: answer it.
        case request(HTTPRequest)
        /// The bytes can never become an acceptable request: send this and close.
        case refused(HTTPResponse)
        /// Wait at most this long for more bytes (never 0, never past the deadline by more than a millisecond, at
        /// most a minute a wait).
        case wait(milliseconds: Int32)
        /// The deadline passed before the request was complete: close without an answer.
        case expired
    }

    /// The next step for the bytes so far, at `now`.
    func next(at now: UInt64) -> Step {
        switch outcome {
        case .request(let request): return .request(request)
        case .refused(let refusal): return .refused(refusal)
        case .needMore:
            guard now < deadline else { return .expired }
            return .wait(milliseconds: Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
        }
    }

    /// Adds bytes just read and frames what has come so far.
    mutating func receive(_ bytes: some Collection<UInt8>) {
        guard case .needMore = outcome, !bytes.isEmpty else { return }
        let searchFrom = max(buffer.startIndex, buffer.endIndex - (HTTPRequestReader.blankLine.count - 1))
        buffer.append(contentsOf: bytes)
        if let blankLine {
            if let total, buffer.count >= total {
                outcome = HTTPRequestReader.read(buffer, blankLine: blankLine).outcome
            }
            return
        }
        guard let found = buffer.range(of: HTTPRequestReader.blankLine, in: searchFrom..<buffer.endIndex) else {
            outcome = HTTPRequestReader.withoutBlankLine(buffer.count)
            return
        }
        blankLine = found
        (outcome, total) = HTTPRequestReader.read(buffer, blankLine: found)
    }
}
