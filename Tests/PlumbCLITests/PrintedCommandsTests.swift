import Foundation
import Testing

/// Issue 31.11: every command Plumb prints runs as printed — from a team's own CLI (`PlumbCommand.main(layouts:)`,
/// here Plumb's binary under another name), and from a CI artifacts folder copied into another checkout.
///
/// The "runner" checks out at one path and runs with absolute paths, as a CI job does; the "laptop" is a copy of
/// that checkout elsewhere with the artifacts downloaded into it. The commands in the terminal output, report.html,
/// the JUnit file and the Markdown summary must name the team CLI and paths relative to the checkout, so each one
/// runs from the laptop's checkout as printed.
@Suite struct PrintedCommandsTests {
    let folder: TemporaryFolder
    var runner: URL { folder.url.appendingPathComponent("runner") }
    var laptop: URL { folder.url.appendingPathComponent("laptop") }

    init() throws { folder = try TemporaryFolder() }

    @Test func aTeamCLIsCommandsRunAsPrintedFromTheTerminalAndFromCopiedArtifacts() throws {
        let team = runner.appendingPathComponent("bin/team-plumb")
        try FileManager.default.createDirectory(at: team.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: team, withDestinationURL: PlumbProcess.executable)
        let baselines = runner.appendingPathComponent("Tests/Baselines").path
        let matrix = ["--width", "375", "--category", "l,ax5", "--baselines", baselines]
        let record = try PlumbProcess.run(["record", "gallery:settings-cell"] + matrix, executable: team, in: runner)
        try #require(record.status == 0, "\(record.stderr)")
        try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/settings-cell/375w-l.png"))
        let artifacts = runner.appendingPathComponent("out/snapshots").path
        let reports = ["--junit", runner.path + "/out/junit.xml", "--summary", runner.path + "/out/summary.md"]
        let check = try PlumbProcess.run(
            ["check", "gallery:settings-cell"] + matrix + ["--record", "never", "--artifacts", artifacts] + reports,
            executable: team, in: runner)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")

        // The terminal's commands, as the user on the runner reads them.
        let printed = check.stdout.split(separator: "\n").compactMap { line -> String? in
            for prefix in ["      re-record: ", "      accept: ", "accept every failure: "] where line.hasPrefix(prefix)
            {
                return String(line.dropFirst(prefix.count))
            }
            return nil
        }
        #expect(
            printed == [
                "bin/team-plumb accept out/snapshots --only settings-cell/375w-l --baselines Tests/Baselines",
                "bin/team-plumb record gallery:settings-cell --width 375 --category l --baselines Tests/Baselines",
                "bin/team-plumb accept out/snapshots --baselines Tests/Baselines",
            ], "\(check.stdout)")

        // The artifacts' commands, read on another machine: no path of the runner's is left in them.
        let html = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        let junit = try String(contentsOfFile: runner.path + "/out/junit.xml", encoding: .utf8)
        let summary = try String(contentsOfFile: runner.path + "/out/summary.md", encoding: .utf8)
        let fromHTML = try Self.matches(#"<span class="command"><code>(.*?)</code>"#, in: html).map {
            $0.replacingOccurrences(of: "<span class=\"artifacts-dir\">ARTIFACTS_DIR</span>", with: "out/snapshots")
        }
        let fromJUnit = try Self.matches(#"re-record: ([^\n<]*)"#, in: junit)
        let fromSummary = try Self.matches(#"Accept every failure: `([^`]*)`"#, in: summary)
        #expect(fromHTML.count == 3, "\(fromHTML)")
        #expect(fromJUnit.count == 1 && fromSummary.count == 1, "\(junit)\n\(summary)")
        let commands = fromHTML + fromJUnit + fromSummary
        for command in commands { #expect(command.hasPrefix("bin/team-plumb "), "\(command)") }
        #expect(!html.contains(runner.path) && !junit.contains(runner.path) && !summary.contains(runner.path))

        // The laptop: the same checkout at another path, the artifacts downloaded into it.
        try FileManager.default.copyItem(at: runner, to: laptop)
        try FileManager.default.removeItem(at: runner)
        for command in printed + commands {
            let shell = try PlumbProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"), in: laptop)
            #expect(shell.status == 0, "\(command): \(shell.stdout)\(shell.stderr)")
        }
        let after = try PlumbProcess.run(
            [
                "check", "gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines",
                "Tests/Baselines", "--record", "never",
            ], in: laptop)
        #expect(after.status == 0, "the laptop's baselines pass after the printed commands: \(after.stdout)")
    }

    /// The first capture group of every match of `pattern` in `text`, HTML entities for quotes undone.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map {
            String(text[Range($0.range(at: 1), in: text)!]).replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
