import Foundation
import Testing

/// The real `plumb` keeping accessibility baselines: `record` writes them, `check` fails as `accessibility changed`
/// when a setting is renamed (each change listed with the element's number, in the summary, report.json and
/// report.html), `accept` promotes the new snapshot, `--no-accessibility` leaves them out, and they are not orphans.
@Suite struct AccessibilityBaselineCLITests {
    /// A settings row read as one element ("Airplane Mode, Switch button, Off"); `label` is its accessibility label
    /// only, so renaming it changes no pixel.
    static func spec(label: String) -> String {
        """
        name: airplane-row
        root:
          id: row
          background: "#FFFFFF"
          layout: stack
          axis: horizontal
          alignment: center
          padding: 12
          accessibilityElement: combine
          accessibilityLabel: "\(label)"
          children:
            - {id: title, kind: text, text: "Airplane Mode", style: body, lines: 1}
            - {id: toggle, kind: switch}
        """
    }

    @Test func aRenamedSettingFailsAsAnAccessibilityChangeUntilAccepted() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("row.yaml", Self.spec(label: "Airplane Mode"))
        let baselines = folder.url.appendingPathComponent("Baselines").path,
            artifacts = folder.url.appendingPathComponent("artifacts").path
        let matrix = ["--width", "375", "--category", "l", "--baselines", baselines]
        let record = try PlumbProcess.run(["record", spec] + matrix)
        try #require(record.status == 0, "\(record.stdout)\(record.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: baselines + "/airplane-row").sorted()
        // Issue 31.1: the picture is an artifact of a failed check, never a baseline.
        #expect(files.contains("375w-l.accessibility.json") && !files.contains("375w-l.accessibility.png"), "\(files)")
        let json = try String(contentsOfFile: baselines + "/airplane-row/375w-l.accessibility.json", encoding: .utf8)
        #expect(json.contains("\"description\": \"Airplane Mode, Switch button, Off\""), "\(json)")

        try Self.spec(label: "Flight Mode").write(toFile: spec, atomically: true, encoding: .utf8)
        let summary = folder.url.appendingPathComponent("summary.md").path
        let check = try PlumbProcess.run(
            ["check", spec, "--record", "never", "--artifacts", artifacts, "--summary", summary] + matrix)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("FAIL  airplane-row  375w-l  [accessibility changed]"), "\(check.stdout)")
        #expect(check.stdout.contains("1. label of \"row\": \"Airplane Mode\" → \"Flight Mode\""), "\(check.stdout)")
        #expect(
            check.stdout.contains("accessibility: \(artifacts)/airplane-row/375w-l.actual.accessibility.png"),
            "\(check.stdout)")
        #expect(
            check.stdout.hasSuffix(
                "1 environment: 1 accessibility changed\nreport: \(artifacts)/report.html\naccept every failure: plumb accept \(artifacts) --baselines \(baselines)\n"
            ), "\(check.stdout)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(
            markdown.contains(
                "| accessibility changed | airplane-row | 375w-l | accessibility: VoiceOver reads it differently (1 change): 1. label of \"row\""
            ), "\(markdown)")
        let report = try String(contentsOfFile: artifacts + "/report.json", encoding: .utf8)
        #expect(
            report.contains("\"accessibility changed\" : 1") && report.contains("\"after\" : \"Flight Mode\""),
            "\(report)")
        let html = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        #expect(html.contains("375w-l.expected.accessibility.png") && html.contains("375w-l.actual.accessibility.png"))

        let dom = try HeadlessChromium.run(
            try HeadlessChromium.path(),
            ["--dump-dom", URL(fileURLWithPath: artifacts + "/report.html").absoluteString], in: folder)
        #expect(dom.status == 0 && !dom.stderr.contains("CONSOLE") && !dom.stderr.contains("Uncaught"), "\(dom.stderr)")
        #expect(
            dom.stdout.contains(
                "<ol class=\"accessibility-changes\"><li>1. label of \"row\": \"Airplane Mode\" → \"Flight Mode\"</li></ol>"
            ), "\(dom.stdout)")
        #expect(dom.stdout.contains("class=\"cell failed status-accessibility-changed\""), "the grid marks it")
        #expect(
            dom.stdout.contains(
                "data-plumb-environment=\"airplane-row/375w-l\" data-plumb-status=\"accessibility changed\""))

        let ignored = try PlumbProcess.run(["check", spec, "--record", "never", "--no-accessibility"] + matrix)
        #expect(ignored.status == 0, "\(ignored.stdout)")

        let accept = try PlumbProcess.run(["accept", artifacts, "--baselines", baselines])
        #expect(accept.status == 0, "\(accept.stdout)\(accept.stderr)")
        let again = try PlumbProcess.run(["check", spec, "--record", "never"] + matrix)
        #expect(again.status == 0 && again.stdout == "1 environment: 1 passed\n", "\(again.stdout)")
        let prune = try PlumbProcess.run(["prune", spec, "--baselines", baselines])
        #expect(prune.stdout.contains("no orphans"), "\(prune.stdout)")

        // A picture an older Plumb recorded is ignored by check and removed by prune.
        let legacy = baselines + "/airplane-row/375w-l.accessibility.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: legacy))
        let old = try PlumbProcess.run(["check", spec, "--record", "never"] + matrix)
        #expect(old.status == 0 && old.stdout == "1 environment: 1 passed\n", "\(old.stdout)")
        let tidy = try PlumbProcess.run(["prune", spec, "--baselines", baselines])
        #expect(tidy.stdout == "removed \(legacy)\n1 orphan removed\n", "\(tidy.stdout)")
        #expect(!FileManager.default.fileExists(atPath: legacy))
    }

    /// Baselines recorded before accessibility baselines: CI's `--record never` passes with a note; the default
    /// record mode writes them and still passes.
    @Test func anOlderSuiteIsNotFailedByMissingAccessibilityBaselines() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("row.yaml", Self.spec(label: "Airplane Mode"))
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let matrix = ["--width", "375", "--category", "l,ax3", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record", spec] + matrix).status == 0)
        for label in ["375w-l", "375w-ax3"] {
            try FileManager.default.removeItem(atPath: "\(baselines)/airplane-row/\(label).accessibility.json")
        }
        let ci = try PlumbProcess.run(["check", spec, "--record", "never"] + matrix)
        #expect(ci.status == 0, "\(ci.stdout)")
        #expect(ci.stdout.contains("note  2 environments have no accessibility baseline"), "\(ci.stdout)")
        #expect(ci.stdout.hasSuffix("2 environments: 2 passed\n"), "\(ci.stdout)")
        let local = try PlumbProcess.run(["check", spec] + matrix)
        #expect(
            local.status == 0 && local.stdout.contains("note  recorded 2 missing accessibility baselines"),
            "\(local.stdout)")
        #expect(FileManager.default.fileExists(atPath: baselines + "/airplane-row/375w-ax3.accessibility.json"))
        #expect(
            try PlumbProcess.run(["check", spec, "--record", "never"] + matrix).stdout == "2 environments: 2 passed\n")

        // `record` over an older suite writes them too and says so; a label change is named by its file.
        for label in ["375w-l", "375w-ax3"] {
            try FileManager.default.removeItem(atPath: "\(baselines)/airplane-row/\(label).accessibility.json")
        }
        let rerecord = try PlumbProcess.run(["record", spec] + matrix)
        #expect(
            rerecord.stdout
                == "new      2 accessibility baselines (.accessibility.json) beside existing ones\n"
                + "2 baselines recorded in \(baselines): 0 new, 0 changed, 2 unchanged\n", "\(rerecord.stdout)")
        try Self.spec(label: "Flight Mode").write(toFile: spec, atomically: true, encoding: .utf8)
        let renamed = try PlumbProcess.run(["record", spec] + matrix)
        #expect(
            renamed.stdout.contains(
                "changed  \(baselines)/airplane-row/375w-l.accessibility.json  (VoiceOver reads it differently: 1 change)"
            ), "\(renamed.stdout)")
    }
}
