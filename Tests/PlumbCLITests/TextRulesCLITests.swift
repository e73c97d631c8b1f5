import Foundation
import Testing

/// The text rules of issue 16 through the real `plumb` binary: measurement past Pango's limit and words broken
/// in a narrow column, as frames JSON shows them.
@Suite struct TextRulesCLITests {
    /// The label's frame in `plumb layout`'s frames JSON.
    func frame(_ spec: String, id: String, arguments: [String]) throws -> [String: Double] {
        let run = try PlumbProcess.run(["layout", spec] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let node = try #require(nodes.first { $0["id"] as? String == id })
        return node.compactMapValues { $0 as? Double }
    }

    /// Point 5: a 99,000-character label in a stack at 375 pt grows with every category, AX4 and AX5 included
    /// (the trial laid it out 62 pt high at AX5, one line, while it was 308,592 pt at AX3).
    @Test func aVeryLongLabelGrowsWithEveryCategory() throws {
        let folder = try TemporaryFolder()
        let text = String(repeating: "lorem ipsum dolor ", count: 5500)
        let spec = try folder.file(
            "long.yaml",
            """
            name: long
            root:
              id: root
              layout: stack
              axis: vertical
              children:
                - {id: label, kind: text, text: "\(text)", lines: 0}
            """)
        var previous = 0.0
        for category in ["l", "ax3", "ax4", "ax5"] {
            let height = try #require(
                try frame(spec, id: "label", arguments: ["--width", "375", "--category", category])["height"])
            #expect(height > previous * 1.05, "\(category): \(height) pt after \(previous) pt")
            previous = height
        }
        #expect(previous > 300_000)
    }

    /// Point 3: "Followers" in a third of a 320 pt row at AX3 is broken within the word: its frame stays in its
    /// column and is as tall as its lines, and `plumb lint` finds nothing clipped.
    @Test func aLongWordInAStatsRowBreaksAndGrowsTheRow() throws {
        let spec = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../docs/examples/stats-row.yaml")
            .standardizedFileURL.path
        let label = try frame(spec, id: "followers-label", arguments: ["--width", "320", "--category", "ax3"])
        let column = try frame(spec, id: "followers", arguments: ["--width", "320", "--category", "ax3"])
        #expect(label["width"]! <= column["width"]! + 0.001)
        #expect(label["height"]! >= 2 * 40, "at least two footnote lines at AX3 (leading 40)")
        let lint = try PlumbProcess.run(["lint", spec, "--width", "320,375", "--category", "all", "--json"])
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [[String: Any]])
        #expect(
            !findings.contains { $0["kind"] as? String == "clippedText" }, "\(findings.map { $0["message"] ?? "" })")
    }
}
