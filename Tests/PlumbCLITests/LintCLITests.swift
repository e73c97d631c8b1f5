import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// `plumb lint` on hand-made specs whose findings follow from their numbers, with the real Pango measurer.
@Suite struct LintCLITests {
    /// A 20 pt high frame holds one line of body text only where body's leading is at most 20 (xs 19, s 20):
    /// it clips exactly at the other ten categories.
    @Test func textClipsExactlyWhereItsLineHeightExceedsTheFrame() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "short.yaml",
            """
            name: short
            root:
              id: root
              children:
                - {id: label, kind: text, text: "Hi", style: body, frame: [16, 10, 200, 20]}
            """)
        let run = try PlumbProcess.run(["lint", spec, "--width", "320", "--category", "all", "--json"])
        #expect(run.status == 1)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let clipped = list.filter { $0["kind"] as? String == "clippedText" }
        let categories = clipped.compactMap { ($0["environment"] as? [String: Any])?["category"] as? String }
        let expected = ContentSizeCategory.allCases.filter { DynamicTypeTable.metrics(.body, $0).leading > 20 }.map(
            \.name)
        #expect(categories == expected)
        #expect(expected.count == 10)
        #expect(clipped.allSatisfy { ($0["nodes"] as? [String]) == ["label"] })
    }

    /// A label that fits at l but not at ax5: the text measured by Pango decides, so the expectation is computed
    /// from the measurer for each environment, and the lint must name exactly those.
    @Test func findingsHoldAtExactlyTheEnvironmentsWhereTextClips() throws {
        let folder = try TemporaryFolder()
        let text = "Larger Accessibility Sizes"
        let spec = try folder.file(
            "card.yaml",
            """
            name: card
            root:
              id: root
              children:
                - {id: title, kind: text, text: "\(text)", style: body, lines: 0, frame: [16, 12, 250, 70]}
            """)
        let measurer = try PangoTextMeasurer()
        var expected: [String] = []
        for width in [320.0, 375] {
            for category in ContentSizeCategory.allCases {
                let m = measurer.measure(
                    TextContent(text, style: .body, lines: 0), in: Environment(width: width, category: category),
                    width: 250)
                if m.size.width > 250.001 || m.size.height > 70.001 {
                    expected.append(Environment(width: width, category: category).label)
                }
            }
        }
        #expect(!expected.isEmpty && !expected.contains("320w-l"))
        let run = try PlumbProcess.run(["lint", spec, "--width", "320,375", "--category", "all", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let labels = list.filter { $0["kind"] as? String == "clippedText" }.compactMap {
            ($0["environment"] as? [String: Any])?["label"] as? String
        }
        #expect(labels == expected)
        let text1 = try PlumbProcess.run(["lint", spec, "--width", "320,375", "--category", "all"])
        #expect(text1.stdout.hasPrefix("card  clippedText  title  at 320w × "))
    }

    @Test func overlappingAbsoluteChildrenAreNamedWithTheSharedArea() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "overlap.yaml",
            """
            root:
              id: root
              children:
                - {id: a, frame: [0, 0, 100, 50], background: "#FF0000"}
                - {id: b, frame: [90, 0, 100, 50], background: "#00FF00"}
            """)
        let run = try PlumbProcess.run(["lint", spec, "--width", "320", "--category", "l"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("overlap  a, b  at 320w × l"))
        #expect(run.stdout.contains("\"a\" and \"b\" overlap by 10 × 50 at [90, 0, 10, 50]"))
        let allowed = try folder.file(
            "allowed.yaml",
            "root:\n  id: root\n  overlap: allowed\n  children:\n    - {id: a, frame: [0, 0, 100, 50], background: \"#FF0000\"}\n    - {id: b, frame: [90, 0, 100, 50], background: \"#00FF00\"}\n"
        )
        let clean = try PlumbProcess.run(["lint", allowed, "--width", "320", "--category", "l"])
        #expect(clean.status == 0 && clean.stdout == "no findings\n")
    }
}
