import Foundation
import Testing

@testable import PlumbServe

/// The preview's long-poll: a page waiting on the state's generation wakes when a render or an error lands.
@Suite struct PreviewStateTests {
    static func grid(_ bytes: [UInt8]) -> PreviewRenderer.Grid {
        PreviewRenderer.Grid(
            rows: ["l"], columns: ["320w"],
            cells: [
                .init(label: "320w-l", row: 0, column: 0, png: Data(bytes), width: 320, height: 50, scale: 1, lints: [])
            ])
    }

    @Test func aWaitingPageWakesOnANewRenderAndTheOldImageGoes() throws {
        let state = PreviewState(arguments: ["a.yaml"])
        state.publish(index: 0, name: "a", grid: Self.grid([1]), milliseconds: 5)
        let first = state.wait(since: nil, timeout: 0)
        #expect(first.generation == 1)
        let oldImage = try #require(first.specs[0].cells.first?.image)
        #expect(state.image(at: oldImage) == Data([1]))
        let unchanged = state.wait(since: 1, timeout: 0.05)
        #expect(unchanged.generation == 1, "no change: the same state after the timeout")
        Thread.detachNewThread {
            usleep(50_000)
            state.publish(index: 0, name: "a", grid: Self.grid([2]), milliseconds: 5)
        }
        let started = Date()
        let next = state.wait(since: 1, timeout: 20)
        #expect(next.generation == 2 && Date().timeIntervalSince(started) < 10, "woken by the render, not the timeout")
        #expect(state.image(at: oldImage) == nil, "the replaced render is no longer served")
        #expect(next.specs[0].cells.first.flatMap { state.image(at: $0.image) } == Data([2]))
    }

    @Test func anErrorKeepsTheLastGoodRender() {
        let state = PreviewState(arguments: ["a.yaml"])
        state.publish(index: 0, name: "a", grid: Self.grid([1]), milliseconds: 5)
        state.publish(index: 0, error: "a.yaml:3:7: unknown key")
        let snapshot = state.wait(since: 1, timeout: 0)
        #expect(snapshot.generation == 2)
        #expect(snapshot.specs[0].error == "a.yaml:3:7: unknown key")
        #expect(snapshot.specs[0].rendered == 1 && snapshot.specs[0].cells.count == 1)
        state.close()
        #expect(state.wait(since: 2, timeout: 20).generation == 2, "a closed state answers at once")
    }
}
