import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// `plumb bisect` with the real binary and the real Pango measurer.
@Suite struct BisectCLITests {
    /// The onion modal's body text at AX5: bisect's edge is where `plumb lint` (an every-environment check of its own)
    /// flips, on both sides of it.
    @Test func theEdgeIsWhereLintFlips() throws {
        let run = try PlumbProcess.run(["bisect", "gallery:onion-modal", "--width", "200...1024", "--category", "ax5"])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let first = try #require(
            lines.first { $0.hasPrefix("onion-modal  clippedText  body  width < ") }, "\(run.stdout)")
        let edge = try #require(
            Double(first.dropFirst("onion-modal  clippedText  body  width < ".count).prefix { $0 != " " }))
        #expect(
            lines.contains { $0.hasPrefix("    \(formatNumber(edge - 1))w-ax5: text of \"body\" needs ") },
            "\(run.stdout)")
        // clippedText, two truncatedText warnings and the title's brokenWord warning (issue 28, point 9).
        #expect(lines.last?.hasPrefix("onion-modal: 4 findings at 200–1024 pt in 1 lane (") == true, "\(run.stdout)")
        let before = try PlumbProcess.run([
            "lint", "gallery:onion-modal", "--width", formatNumber(edge - 1), "--category", "ax5",
        ])
        let at = try PlumbProcess.run([
            "lint", "gallery:onion-modal", "--width", formatNumber(edge), "--category", "ax5",
        ])
        #expect(before.stdout.contains("clippedText  body"))
        #expect(!at.stdout.contains("clippedText  body"), "\(at.stdout)")
    }

    @Test func aCleanRangeExitsZero() throws {
        let run = try PlumbProcess.run([
            "bisect", "gallery:settings-cell", "--width", "346...1024", "--category", "all",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("settings-cell: no findings at 346–1024 pt in 12 lanes ("))
    }

    /// `--kind` keeps the text findings of the feed cell and drops its small "options" button.
    @Test func kindLimitsTheFindings() throws {
        let all = try PlumbProcess.run([
            "bisect", "gallery:feed-cell-constraints", "--width", "200...320", "--category", "xl",
        ])
        let text = try PlumbProcess.run([
            "bisect", "gallery:feed-cell-constraints", "--width", "200...320", "--category", "xl", "--kind",
            "clippedText,truncatedText",
        ])
        #expect(all.stdout.contains("feed-cell-constraints  smallTarget  options  always at xl\n"), "\(all.stdout)")
        #expect(!text.stdout.contains("smallTarget"))
        #expect(
            text.stdout.hasPrefix("feed-cell-constraints  truncatedText")
                && text.stdout.contains("  comment  width < "), "\(text.stdout)")
    }

    /// Severities as in `plumb lint`: `off` findings are not bisected, warnings are shown and do not fail.
    @Test func lintSeveritiesApply() throws {
        let run = try PlumbProcess.run([
            "bisect", "gallery:onion-modal", "--width", "200...300", "--category", "ax5", "--lint", "clippedText=off",
            "--lint", "truncatedText=warning",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("clippedText"))
        #expect(run.stdout.contains("onion-modal  truncatedText (warning)  primary  width < "))
    }

    /// The same input gives the same bytes, with one worker or two.
    @Test func jsonIsTheSameForAnyNumberOfWorkers() throws {
        let arguments = [
            "bisect", "gallery:onion-modal", "gallery:feed-cell", "--width", "200...340", "--category", "all", "--json",
        ]
        let one = try PlumbProcess.run(arguments + ["--jobs", "1"])
        let two = try PlumbProcess.run(arguments + ["--jobs", "2"])
        #expect(one.status == 1 && two.status == 1)
        #expect(one.stdout == two.stdout)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["specs"] as? [String] } == [["onion-modal"], ["feed-cell"]])
        let findings = try #require(reports[0]["findings"] as? [[String: Any]])
        let lanes = try #require(findings.first?["lanes"] as? [[String: Any]])
        #expect(lanes.map { $0["lane"] as? String } == ["ax4", "ax5"])
        let interval = try #require((lanes[1]["intervals"] as? [[String: Any]])?.first)
        #expect(interval["from"] as? Double == 200 && interval["below"] is NSNull)
        let above = try #require(interval["above"] as? Double)
        let edge = try #require(interval["edge"] as? [String: Any])
        #expect((edge["environment"] as? [String: Any])?["width"] as? Double == above - 1)
        #expect((reports[0]["gridWidths"] as? Int) == 141 * 12)
    }

    @Test func growReportsEachTextsBudgetPerEnvironment() throws {
        let run = try PlumbProcess.run([
            "bisect", "gallery:settings-cell", "--grow", "--width", "320,375", "--category", "l,ax5",
        ])
        // At 320 pt and AX5 the title already breaks "Accessibilit|y" (a brokenWord warning, issue 28 point 9).
        #expect(run.status == 1, "the title at 320w-ax5 already has a finding")
        #expect(run.stdout.contains("settings-cell  title  \"Larger Accessibility Sizes\" (26 characters)\n"))
        #expect(
            run.stdout.contains("    320w × l; 375w × l, ax5: no finding up to +200 % (52 characters)\n"),
            "self-sizing: the title wraps")
        #expect(run.stdout.contains("    320w-ax5: none: brokenWord title already\n"), "\(run.stdout)")
        let json = try PlumbProcess.run([
            "bisect", "gallery:feed-cell", "--grow", "--width", "375", "--category", "l", "--json",
        ])
        #expect(json.status == 0, "\(json.stdout)")
        let budgets = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let comment = try #require(budgets.first { $0["node"] as? String == "comment" })
        #expect(comment["status"] as? String == "limited")
        let extra = try #require(comment["extraCharacters"] as? Int)
        #expect(extra > 0)
        #expect(((comment["finding"] as? [String: Any])?["nodes"] as? [String]) == ["comment"])
    }
}
