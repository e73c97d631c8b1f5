import Foundation
import Testing

/// A team's daily check with designed truncation and accessibility-size clipping: record, then check passes;
/// a label that starts to clip somewhere new fails as `new lint` with the way out; `accept` records it.
@Suite struct LintBaselineCLITests {
    /// A mail row: a one-line subject and a two-line preview that truncate by design.
    static let mail = """
        name: mail-row
        root:
          id: row
          background: "#FFFFFF"
          layout: stack
          axis: vertical
          spacing: 2
          padding: 12
          children:
            - {id: sender, kind: text, text: "Johnny Appleseed", style: headline, lines: 1}
            - {id: subject, kind: text, text: "Re: Quarterly planning for the design system and the new onboarding flow", style: subheadline, lines: 1}
            - {id: preview, kind: text, text: "Thanks for sending this over. I had a look at the numbers and I think we should move the launch by a week.", style: body, lines: 2}
        """

    /// A settings row whose one-line-high label clips at accessibility sizes.
    static func settings(_ label: String) -> String {
        """
        name: settings-row
        root:
          id: row
          background: "#FFFFFF"
          layout: stack
          axis: vertical
          padding: 16
          children:
            - {id: label, kind: text, text: "\(label)", style: body, lines: 0, height: 22}
        """
    }

    @Test func designedTruncationAndKnownClippingPassAndANewClipFailsAsNewLintUntilAccepted() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        _ = try folder.file("specs/mail.yaml", Self.mail)
        let settings = try folder.file("specs/settings.yaml", Self.settings("Wi-Fi"))
        let specs = folder.url.appendingPathComponent("specs").path,
            baselines = folder.url.appendingPathComponent("Baselines").path
        let artifacts = folder.url.appendingPathComponent("artifacts").path
        let matrix = ["--width", "320,375", "--category", "l,ax3", "--baselines", baselines]
        let record = try PlumbProcess.run(["record", specs] + matrix)
        try #require(record.status == 0, "\(record.stderr)")
        let lint = try PlumbProcess.run(["lint", specs, "--width", "320,375", "--category", "l,ax3"])
        #expect(
            lint.status == 1 && lint.stdout.contains("settings-row  clippedText  label  at 320w × ax3; 375w × ax3"),
            "lint takes a folder: \(lint.stdout)")
        #expect(lint.stdout.contains("mail-row  truncatedText (warning)  subject"), "\(lint.stdout)")
        #expect(
            lint.stdout.contains("by design? add `lints: {clippedText: warning}` to node \"label\" at \(settings):9:7"),
            "\(lint.stdout)")

        let clean = try PlumbProcess.run(["check", specs] + matrix + ["--record", "never"])
        #expect(
            clean.status == 0,
            "designed truncation is a warning and the known clipping is in the lint baseline: \(clean.stdout)")
        #expect(clean.stdout == "8 environments: 8 passed\n")

        _ = try folder.file("specs/settings.yaml", Self.settings("Wi-Fi Assist uses cellular data when slow"))
        let check = try PlumbProcess.run(["check", specs] + matrix + ["--record", "never", "--artifacts", artifacts])
        #expect(check.status == 1)
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.json")))
            as! [String: Any]
        let statuses = Dictionary(
            uniqueKeysWithValues: (report["environments"] as! [[String: Any]]).map {
                ($0["id"] as! String, $0["status"] as! String)
            })
        #expect(
            statuses.filter { $0.value == "new lint" }.keys.sorted() == ["settings-row/320w-l"],
            "exactly the environment where the label now clips: \(statuses)")
        #expect(statuses.filter { $0.key.hasPrefix("mail-row/") }.values.allSatisfy { $0 == "passed" })
        let block =
            check.stdout.components(separatedBy: "FAIL  settings-row  320w-l  [new lint]\n").dropFirst().first?
            .components(separatedBy: "\nFAIL").first ?? ""
        #expect(
            block.contains("new lint clippedText on \"label\" (\(settings):9:7): text of \"label\" needs"),
            "\(check.stdout)")
        #expect(block.contains("add `lints: {clippedText: warning}` to node \"label\" at \(settings):9:7"), "\(block)")
        #expect(!block.contains("re-record"), "a lint is never fixed by re-recording: \(block)")
        #expect(check.stdout.contains("8 environments: 4 passed, 3 changed, 1 new lint\n"), "\(check.stdout)")

        let accept = try PlumbProcess.run(["accept", artifacts, "--baselines", baselines])
        #expect(accept.status == 0, "\(accept.stderr)")
        let again = try PlumbProcess.run(["check", specs] + matrix + ["--record", "never"])
        #expect(again.status == 0, "the accepted finding is known now: \(again.stdout)")
    }

    @Test func aSpecsLintsLineOrTheRunsFlagTurnsTheFailureIntoAWarning() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("settings.yaml", Self.settings("Wi-Fi"))
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let matrix = ["--width", "320", "--category", "ax3", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record", spec] + matrix).status == 0)
        try FileManager.default.removeItem(atPath: baselines + "/settings-row/320w-ax3.lints.json")
        let old = try PlumbProcess.run(["check", spec] + matrix + ["--record", "never"])
        #expect(old.status == 1, "without a lint baseline every error fails, as before")
        #expect(
            try PlumbProcess.run(["check", spec] + matrix + ["--record", "never", "--lint", "clippedText=warning"])
                .status == 0)
        let ignored = try PlumbProcess.run(["check", spec] + matrix + ["--record", "never", "--ignore-lints"])
        #expect(ignored.status == 0)
        #expect(
            ignored.stdout.contains("lint clippedText (ignored) [label]: text of \"label\" needs"),
            "--ignore-lints prints the findings: \(ignored.stdout)")
        _ = try folder.file(
            "settings.yaml",
            Self.settings("Wi-Fi").replacingOccurrences(
                of: "height: 22}", with: "height: 22, lints: {clippedText: warning}}"))
        #expect(try PlumbProcess.run(["check", spec] + matrix + ["--record", "never"]).status == 0)
        let bad = try PlumbProcess.run(["check", spec] + matrix + ["--lint", "clippedText=warn"])
        #expect(bad.status == 2 && bad.stderr.contains("unknown severity \"warn\""), "\(bad.stderr)")
    }

    @Test func aRecordedErrorThatIsNowAWarningIsAFixedLintThatAcceptTightens() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("settings.yaml", Self.settings("Wi-Fi"))
        let baselines = folder.url.appendingPathComponent("Baselines").path,
            artifacts = folder.url.appendingPathComponent("art").path
        let matrix = ["--width", "320", "--category", "ax3", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record", spec] + matrix).status == 0)
        _ = try folder.file(
            "settings.yaml",
            Self.settings("Wi-Fi").replacingOccurrences(
                of: "height: 22}", with: "height: 22, lints: {clippedText: warning}}"))
        let check = try PlumbProcess.run(["check", spec] + matrix + ["--record", "never", "--artifacts", artifacts])
        #expect(check.status == 0, "a fixed lint passes: \(check.stdout)")
        #expect(
            check.stdout.contains(
                "note  settings-row  320w-ax3  [fixed lint]\n      fixed lint (an error in the lint baseline, not one now): clippedText label"
            ), "\(check.stdout)")
        #expect(check.stdout.hasSuffix("1 environment: 1 fixed lint\n"), "\(check.stdout)")
        let accept = try PlumbProcess.run([
            "accept", artifacts, "--only", "settings-row/320w-ax3", "--baselines", baselines,
        ])
        #expect(accept.status == 0, "\(accept.stderr)")
        let lints = try String(contentsOfFile: baselines + "/settings-row/320w-ax3.lints.json", encoding: .utf8)
        #expect(lints.contains("\"severity\" : \"warning\""), "the baseline is tightened: \(lints)")
        let again = try PlumbProcess.run(["check", spec] + matrix + ["--record", "never"])
        #expect(again.stdout == "1 environment: 1 passed\n", "\(again.stdout)")
    }
}
