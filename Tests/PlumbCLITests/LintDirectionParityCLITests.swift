import Foundation
import Testing

@testable import PlumbGallery

/// `plumb lint` finds the same problems under both layout directions for left-to-right content (issue 16,
/// point 2).
///
/// UIKit rule: an English string keeps its left-to-right paragraph under a right-to-left interface
/// (`NSWritingDirection.natural`, bidi rules P2/P3) and is only aligned to the other edge, so it wraps, truncates
/// and fits exactly as it does left to right: its "…" is at its end in reading order. Every gallery entry and every
/// example in docs/examples (all English) is linted at widths 320–430 × all twelve categories × ltr/rtl through
/// the real binary; each finding (kind, nodes, message — the message names sizes, never positions) at each width
/// and category must appear under both directions.
@Suite struct LintDirectionParityCLITests {
    static let examples = URL(fileURLWithPath: #filePath).appendingPathComponent("../../../docs/examples")
        .standardizedFileURL

    /// docs/examples' specs, except typo.yaml: it is the docs' example of a bad spec.
    static func exampleSpecs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".yaml") && $0 != "typo.yaml" }.sorted()
            .map { examples.appendingPathComponent($0).path }
    }

    @Test func leftToRightContentLintsTheSameInBothDirections() throws {
        let specs = Gallery.entries.map { "gallery:" + $0.name } + (try Self.exampleSpecs())
        #expect(specs.count >= 15)
        let run = try PlumbProcess.run(
            ["lint"] + specs + [
                "--width", "320,375,390,414,430", "--category", "all", "--direction", "ltr,rtl", "--json",
            ])
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        var byDirection: [String: Set<String>] = ["ltr": [], "rtl": []]
        for finding in list {
            let environment = try #require(finding["environment"] as? [String: Any])
            let direction = try #require(environment["direction"] as? String)
            let key = [
                finding["spec"] as? String ?? "", "\(environment["width"] ?? "")",
                environment["category"] as? String ?? "",
                finding["kind"] as? String ?? "", (finding["nodes"] as? [String] ?? []).joined(separator: ","),
                finding["message"] as? String ?? "",
            ].joined(separator: " | ")
            byDirection[direction, default: []].insert(key)
        }
        let ltr = byDirection["ltr"]!, rtl = byDirection["rtl"]!
        #expect(!ltr.isEmpty, "the matrix has findings to compare (AX5 truncation at 320 pt)")
        #expect(ltr.subtracting(rtl).isEmpty, "left to right only: \(ltr.subtracting(rtl).sorted().prefix(5))")
        #expect(rtl.subtracting(ltr).isEmpty, "right to left only: \(rtl.subtracting(ltr).sorted().prefix(5))")
    }

    /// The Mail row of the trial: under RTL × AX5 at 320 pt its preview was "…" on the left, clipped on the right,
    /// and needed 1.9492 pt more width. Now it is truncated exactly as left to right, and nothing is clipped.
    @Test func theMailRowIsTruncatedNotClippedUnderRightToLeft() throws {
        let spec = Self.examples.appendingPathComponent("mail-row.yaml").path
        for direction in ["ltr", "rtl"] {
            let run = try PlumbProcess.run([
                "lint", spec, "--width", "320", "--category", "ax5", "--direction", direction, "--json",
            ])
            let list = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
            #expect(
                list.allSatisfy { $0["kind"] as? String == "truncatedText" },
                "\(direction): \(list.map { $0["message"] ?? "" })")
            #expect(list.contains { ($0["nodes"] as? [String]) == ["preview"] })
        }
    }
}
