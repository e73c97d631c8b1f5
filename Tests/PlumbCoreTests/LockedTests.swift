import Dispatch
import PlumbCore
import Testing

/// `Locked`, Plumb's own lock (issue 31.13): one thread at a time in `withLock`, released when its body throws.
@Suite struct LockedTests {
    @Test func incrementsFromManyThreadsAreNeverLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    struct Refused: Error, Equatable {}

    @Test func aThrowingBodyLeavesItsChangesAndReleasesTheLock() {
        let names = Locked<[String]>([])
        #expect(throws: Refused.self) {
            try names.withLock { (names: inout [String]) throws(Refused) in
                names.append("kept")
                throw Refused()
            }
        }
        // A lock left held would deadlock here.
        names.withLock { $0.append("after") }
        #expect(names.withLock { $0 } == ["kept", "after"])
    }
}
