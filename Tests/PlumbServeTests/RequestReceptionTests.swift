import Foundation
import Testing

@testable import PlumbServe

/// The server's bookkeeping without sockets or clocks: a request's reception against its deadline, and the
/// connection budget (both fuzzed by the `http-heads` target, docs/fuzzing.md).
@Suite struct RequestReceptionTests {
    static let second: UInt64 = 1_000_000_000

    /// `fuzz-crashes/http-heads/head-refused-mid-blank-line`: a head of 16,382 bytes whose blank line was split by a
    /// read (16,385 bytes in, `\r\n\r` at the end) was refused as larger than 16 KiB, though the whole request,
    /// read at once, is accepted. A refusal must be final.
    @Test func aBlankLineSplitByAReadAtTheHeadLimitIsNotRefused() {
        let head = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 16_363) + "\r\n\r\n"
        let bytes = Array(head.utf8)
        #expect(bytes.count == 16_386)
        guard case .request = HTTPRequestReader.read(Data(bytes)) else {
            Issue.record("the whole request at once"); return
        }
        var reception = RequestReception(connectedAt: 0, seconds: 10)
        reception.receive(bytes[..<16_385])
        guard case .wait = reception.next(at: Self.second) else {
            Issue.record("refused before its blank line could end"); return
        }
        reception.receive(bytes[16_385...])
        guard case .request(let request) = reception.next(at: Self.second) else {
            Issue.record("the request once its blank line ended"); return
        }
        #expect(request.path == "/")
        // 16,387 bytes without a blank line could still end a head of 16 KiB; 16,388 cannot.
        guard case .needMore = HTTPRequestReader.read(Data(bytes[..<16_381] + Array("xxxxxx".utf8))) else {
            Issue.record("refused while a blank line could still start within 16 KiB"); return
        }
        guard case .refused(let refusal) = HTTPRequestReader.read(Data(bytes[..<16_381] + Array("xxxxxxx".utf8))) else {
            Issue.record("a head over 16 KiB"); return
        }
        #expect(refusal.status == 431)
    }

    /// A request trickled in one byte at a time is framed as at once, and expires at its deadline, not later.
    @Test func aTrickledRequestFramesAsAWholeAndExpiresOnTime() {
        let body = "{\"ids\":[\"a\"]}"
        let post = "POST /api/accept HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        var reception = RequestReception(connectedAt: 5 * Self.second, seconds: 10)
        for (index, byte) in post.utf8.enumerated() {
            guard case .wait(let milliseconds) = reception.next(at: 5 * Self.second + UInt64(index)) else {
                Issue.record("complete after \(index) bytes"); return
            }
            #expect(milliseconds >= 1 && milliseconds <= 10_001)
            reception.receive([byte])
        }
        guard case .request(let request) = reception.next(at: 6 * Self.second) else {
            Issue.record("the whole request"); return
        }
        #expect(request.body == Data(body.utf8))
        var slow = RequestReception(connectedAt: 5 * Self.second, seconds: 10)
        slow.receive(Array("GET / HT".utf8))
        guard case .wait(let last) = slow.next(at: 15 * Self.second - 1) else { Issue.record("before"); return }
        #expect(last == 1)
        guard case .expired = slow.next(at: 15 * Self.second) else { Issue.record("at the deadline"); return }
    }

    /// With every place taken, a newcomer takes the place of the receiver that connected first (the lowest
    /// descriptor on a tie); a connection being answered is never dropped.
    @Test func aNewcomerTakesTheLongestWaitingPlace() {
        var budget = ConnectionBudget()
        for fd in Int32(100)..<164 {
            let admitted = budget.admit(fd, at: UInt64(fd < 110 ? 7 : 3)).admitted
            #expect(admitted)
        }
        let answering100 = budget.startAnswering(100)
        #expect(answering100)
        let admission = budget.admit(200, at: 9)
        #expect(admission == .init(admitted: true, dropped: 110), "the lowest of those that connected at 3")
        #expect(budget.count == 64 && budget.answering == [100])
        var answering = ConnectionBudget()
        for fd in Int32(0)..<64 {
            _ = answering.admit(fd, at: 1)
            _ = answering.startAnswering(fd)
        }
        let refused = answering.admit(64, at: 2)
        #expect(refused == .init(admitted: false, dropped: nil))
    }
}
