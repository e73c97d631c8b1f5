import Foundation
import Testing

@testable import PlumbCore

/// `mode: uikit` through the real `plumb` binary: docs/examples/stack-uikit.yaml lays out the same
/// fillProportionally row with both engines, and a wrong `mode` is a spec error.
@Suite struct StackParityCLITests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/stack-uikit.yaml").standardizedFileURL.path

    /// Boxes 40, 60, 100 with spacing 10 in a row W wide (frames JSON rounds to 4 decimals).
    /// Direct: the room W − 20 shared 40 : 60 : 100. UIKit: a = W × 40/220, b = W × 60/220 (priorities 999, 998);
    /// c, whose multiplier has the lowest priority, takes what the required chain leaves: W − 20 − a − b.
    @Test(arguments: [320, 375], ["ltr", "rtl"])
    func bothModesFromOneSpec(width: Int, direction: String) throws {
        let run = try PlumbProcess.run(["layout", Self.example, "--width", "\(width)", "--direction", direction])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try FramesDocument(json: Data(run.stdout.utf8))
        let frames = Dictionary(uniqueKeysWithValues: document.nodes.map { ($0.id, $0.frame) })
        let w = Double(width)
        let room = w - 20
        let direct: [Double] = [room * 40 / 200, room * 60 / 200, room * 100 / 200]
        let a: Double = w * 40 / 220, b: Double = w * 60 / 220
        let uikit: [Double] = [a, b, w - 20 - a - b]
        for (index, letter) in ["a", "b", "c"].enumerated() {
            let d = try #require(frames["direct-\(letter)"]), u = try #require(frames["uikit-\(letter)"])
            #expect(abs(d.width - direct[index]) < 0.0001, "direct-\(letter) \(d)")
            #expect(abs(u.width - uikit[index]) < 0.0001, "uikit-\(letter) \(u)")
        }
        // Both rows fill the width: the first child at the leading edge, the last at the trailing one.
        let leadingX = direction == "ltr" ? 0 : w
        for prefix in ["direct", "uikit"] {
            let first = try #require(frames["\(prefix)-a"]), last = try #require(frames["\(prefix)-c"])
            #expect(abs((direction == "ltr" ? first.minX : first.maxX) - leadingX) < 0.0001, "\(prefix) \(first)")
            #expect(abs((direction == "ltr" ? last.maxX : last.minX) - (w - leadingX)) < 0.0001, "\(prefix) \(last)")
        }
        #expect(frames["uikit"] == Rect(x: 0, y: 28, width: w, height: 20))
    }

    @Test func unknownModeExitsTwoNamingTheLine() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("mode.yaml", "root:\n  id: a\n  layout: stack\n  mode: solver\n")
        let run = try PlumbProcess.run(["layout", spec, "--width", "320"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr.contains(spec + ":4:9: `mode` is \"solver\", expected one of direct, uikit"), "\(run.stderr)")
    }
}
