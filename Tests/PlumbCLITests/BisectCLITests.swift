import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbText

/// `plumb bisect` with the real binary and the real Pango measurer.
@Suite struct BisectCLITests {
    /// At AX5 the settings cell's title wraps at W − 32 and "Accessibility" (53 pt body) is its widest word: the
    /// title clips exactly below the first whole point at which the word fits, and `plumb lint` agrees on both sides.
    @Test func theSettingsCellClipsBelowTheWidthThatHoldsItsLongestWord() throws {
        let measurer = try PangoTextMeasurer()
        let word = measurer.measure(TextContent("Accessibility", style: .body, lines: 0), in: Environment(width: 1000, category: .accessibilityExtraExtraExtraLarge), width: nil)
        let edge = (word.size.width + 32).rounded(.up)
        let run = try PlumbProcess.run(["bisect", "gallery:settings-cell", "--width", "280...1024", "--category", "ax5"])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "settings-cell  clippedText  title  width < \(formatNumber(edge)) pt at ax5")
        #expect(lines.dropFirst().first?.hasPrefix("    \(formatNumber(edge - 1))w-ax5: text of \"title\" needs ") == true, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("settings-cell: 1 finding at 280–1024 pt in 1 lane (") == true, "\(run.stdout)")
        let before = try PlumbProcess.run(["lint", "gallery:settings-cell", "--width", formatNumber(edge - 1), "--category", "ax5"])
        let at = try PlumbProcess.run(["lint", "gallery:settings-cell", "--width", formatNumber(edge), "--category", "ax5"])
        #expect(before.status == 1 && before.stdout.contains("clippedText  title"))
        #expect(at.status == 0, "\(at.stdout)")
    }

    @Test func aCleanRangeExitsZero() throws {
        let run = try PlumbProcess.run(["bisect", "gallery:settings-cell", "--width", "346...1024", "--category", "all"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("settings-cell: no findings at 346–1024 pt in 12 lanes ("))
    }

    /// `--kind` keeps the text findings of the feed cell and drops its small "options" button.
    @Test func kindLimitsTheFindings() throws {
        let all = try PlumbProcess.run(["bisect", "gallery:feed-cell", "--width", "280...320", "--category", "xl"])
        let text = try PlumbProcess.run(["bisect", "gallery:feed-cell", "--width", "280...320", "--category", "xl", "--kind", "clippedText,truncatedText"])
        #expect(all.stdout.contains("feed-cell  smallTarget  options  always at xl\n"))
        #expect(!text.stdout.contains("smallTarget"))
        #expect(text.stdout.hasPrefix("feed-cell  truncatedText  comment  width < "), "\(text.stdout)")
    }

    /// The same input gives the same bytes, with one worker or two.
    @Test func jsonIsTheSameForAnyNumberOfWorkers() throws {
        let arguments = ["bisect", "gallery:settings-cell", "gallery:feed-cell", "--width", "280...420", "--category", "all", "--json"]
        let one = try PlumbProcess.run(arguments + ["--jobs", "1"])
        let two = try PlumbProcess.run(arguments + ["--jobs", "2"])
        #expect(one.status == 1 && two.status == 1)
        #expect(one.stdout == two.stdout)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [[String: Any]])
        #expect(reports.map { $0["specs"] as? [String] } == [["settings-cell"], ["feed-cell"]])
        let findings = try #require(reports[0]["findings"] as? [[String: Any]])
        let lanes = try #require(findings.first?["lanes"] as? [[String: Any]])
        #expect(lanes.map { $0["lane"] as? String } == ["ax4", "ax5"])
        let interval = try #require((lanes[1]["intervals"] as? [[String: Any]])?.first)
        #expect(interval["from"] as? Double == 280 && interval["below"] is NSNull)
        let above = try #require(interval["above"] as? Double)
        let edge = try #require(interval["edge"] as? [String: Any])
        #expect((edge["environment"] as? [String: Any])?["width"] as? Double == above - 1)
        #expect((reports[0]["gridWidths"] as? Int) == 141 * 12)
    }

    @Test func growReportsEachTextsBudgetPerEnvironment() throws {
        let run = try PlumbProcess.run(["bisect", "gallery:settings-cell", "--grow", "--width", "320,375", "--category", "l,ax5"])
        #expect(run.status == 1, "the title already clips at 320 × AX5")
        #expect(run.stdout.contains("settings-cell  title  \"Larger Accessibility Sizes\" (26 characters)\n"))
        #expect(run.stdout.contains("    320w-ax5: none: clippedText title already\n"))
        #expect(run.stdout.contains("    320w × l; 375w × l, ax5: no finding up to +200 % (52 characters)\n"), "self-sizing: the title wraps")
        let json = try PlumbProcess.run(["bisect", "gallery:feed-cell", "--grow", "--width", "375", "--category", "l", "--json"])
        #expect(json.status == 0, "\(json.stdout)")
        let budgets = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let comment = try #require(budgets.first { $0["node"] as? String == "comment" })
        #expect(comment["status"] as? String == "limited")
        let extra = try #require(comment["extraCharacters"] as? Int)
        #expect(extra > 0)
        #expect(((comment["finding"] as? [String: Any])?["nodes"] as? [String]) == ["comment"])
    }
}
