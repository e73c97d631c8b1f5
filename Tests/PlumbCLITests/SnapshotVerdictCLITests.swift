import Foundation
import Testing

/// What `plumb check` says about each environment: frames and pixels separately, a renderer mismatch first,
/// the same report for any worker count, and a progress line only on a terminal.
@Suite struct SnapshotVerdictCLITests {
    static func spec(toggleX: Int) -> String {
        """
        name: card
        root:
          id: root
          background: "#FFFFFF"
          children:
            - {id: title, kind: text, text: "Wi-Fi", style: body, lines: 1, frame: [16, 12, 120, 22]}
            - {id: toggle, kind: switch, on: true, frame: [\(toggleX), 8, 51, 31]}
        """
    }

    @Test func aMovedNodeIsReportedAsAFrameChangeBesideThePixelCount() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec(toggleX: 200))
        let baselines = folder.url.appendingPathComponent("B").path
        try #require(
            try PlumbProcess.run(["record", spec, "--width", "300", "--category", "l", "--baselines", baselines]).status
                == 0)
        _ = try folder.file("card.yaml", Self.spec(toggleX: 204))
        let json = folder.url.appendingPathComponent("r.json").path
        let run = try PlumbProcess.run([
            "check", spec, "--width", "300", "--category", "l", "--baselines", baselines, "--record", "never",
            "--json-report",
            json,
        ])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "FAIL  card  300w-l  [changed]")
        #expect(lines[1].hasPrefix("      pixels: ") && lines[1].contains(" of 11700 differ"), "\(run.stdout)")
        #expect(lines[2] == "      frames: moved     toggle  (200, 8) → (204, 8)  Δ (+4, 0)", "\(run.stdout)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        let verdict = (report["environments"] as! [[String: Any]])[0]
        #expect((verdict["frames"] as! [String: Any])["nodes"] as? [String] == ["toggle"])
        #expect((verdict["frames"] as! [String: Any])["passed"] as? Bool == false)
        #expect((verdict["pixels"] as! [String: Any])["passed"] as? Bool == false)
        #expect(
            (verdict["lints"] as! [[String: Any]]).map { $0["kind"] as? String } == ["smallTarget"],
            "lints on their own")
        #expect(
            lines[3] == "      known lint (in the lint baseline): smallTarget toggle",
            "a recorded finding is known, not new")
    }

    @Test func aRendererMismatchIsStatedFirstInWords() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("B").path
        let arguments = ["gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record"] + arguments).status == 0)
        let fingerprint = URL(fileURLWithPath: baselines + "/settings-cell/fingerprint.json")
        var stored = try JSONSerialization.jsonObject(with: Data(contentsOf: fingerprint)) as! [String: Any]
        let pango = stored["pango"] as! String
        stored["pango"] = "1.99.0"
        try JSONSerialization.data(withJSONObject: stored).write(to: fingerprint)
        try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/settings-cell/375w-l.png"))
        let run = try PlumbProcess.run(["check"] + arguments + ["--record", "never"])
        #expect(run.status == 1)
        let note = "renderer differs from the baselines': baselines made with pango 1.99.0, this is \(pango)"
        #expect(
            run.stdout.hasPrefix(
                "note  settings-cell: \(note)\nFAIL  settings-cell  375w-l  [changed]\n      \(note)\n      pixels: 1 of 20625 differ"
            ), "\(run.stdout)")
    }

    @Test func theReportIsTheSameForOneWorkerOrMany() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("B").path
        let arguments = [
            "gallery:settings-cell-stack", "gallery:anchored-separators", "--width", "320,414", "--category", "s,l,ax2",
            "--baselines", baselines,
        ]
        try #require(try PlumbProcess.run(["record"] + arguments).status == 0)
        try SnapshotFiles.blackenPixel(
            URL(fileURLWithPath: baselines + "/settings-cell-stack/414w-s.png"), x: 300, y: 2)
        var artifacts: [[String: Data]] = []
        for jobs in ["1", "3"] {
            let out = folder.url.appendingPathComponent("jobs\(jobs)")
            let run = try PlumbProcess.run(
                ["check"] + arguments + [
                    "--record", "never", "--ignore-lints", "--jobs", jobs, "--artifacts", out.path,
                ])
            #expect(run.status == 1)
            artifacts.append(SnapshotFiles.contents(of: out))
        }
        #expect(
            artifacts[0].count == 9,
            "actual PNG, frames, lints and accessibility JSON and picture, expected, diff, report.json and report.html")
        #expect(artifacts[0] == artifacts[1])
    }

    @Test func aProgressLineOnlyOnATerminalAndNeverUnderCI() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("B").path
        let command =
            "\(PlumbProcess.executable.path) check gallery:settings-cell --width 375 --category l --baselines \(baselines)"
        let piped = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "375", "--category", "l", "--baselines", baselines,
        ])
        #expect(piped.stderr.isEmpty, "no progress when stderr is not a terminal")
        // PLUMB_PROGRESS_AFTER=0: drawn from the first environment (by default only once a run is 2 s old).
        for (ci, expected) in [("", true), ("true", false)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            var environment = ProcessInfo.processInfo.environment
            environment["CI"] = ci
            environment["PLUMB_PROGRESS_AFTER"] = "0"
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(text.contains("checking 1/1  ") == expected, "CI=\(ci): \(text.debugDescription)")
            #expect(text.contains("/s") == expected, "the rate: \(text.debugDescription)")
        }
    }
}
