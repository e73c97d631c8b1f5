import Foundation
import Testing

@testable import PlumbRender

/// `plumb record`, `check`, `accept` and `prune` as a user runs them: the real binary on real baseline files.
@Suite struct SnapshotCLITests {
    let folder: TemporaryFolder
    var baselines: String { folder.url.appendingPathComponent("Baselines").path }
    var artifacts: String { folder.url.appendingPathComponent("artifacts").path }

    init() throws { folder = try TemporaryFolder() }

    func record(_ widths: String = "375") throws {
        let run = try PlumbProcess.run([
            "record", "gallery:settings-cell", "--width", widths, "--category", "l,ax5", "--baselines", baselines,
        ])
        try #require(run.status == 0, "\(run.stderr)")
    }

    @Test func oneChangedPixelFailsNamingSpecAndEnvironmentThenAcceptMakesTheNextCheckPass() throws {
        try record()
        let png = URL(fileURLWithPath: baselines + "/settings-cell/375w-l.png")
        try SnapshotFiles.blackenPixel(png)
        let before = SnapshotFiles.contents(of: URL(fileURLWithPath: baselines))
        let json = folder.url.appendingPathComponent("check.json").path
        let junit = folder.url.appendingPathComponent("junit.xml").path
        let check = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines", baselines,
            "--record", "never",
            "--artifacts", artifacts, "--json-report", json, "--junit", junit,
        ])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(
            check.stdout.contains("FAIL  settings-cell  375w-l  [changed]\n      pixels: 1 of 20625 differ"),
            "\(check.stdout)")
        #expect(check.stdout.contains("2 environments: 1 passed, 1 changed"))
        #expect(
            check.stdout.contains(
                "re-record: plumb record gallery:settings-cell --width 375 --category l --baselines \(baselines)"))
        #expect(
            SnapshotFiles.contents(of: URL(fileURLWithPath: baselines)) == before, "check must not touch the baselines")

        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        let environments = report["environments"] as! [[String: Any]]
        let failed = environments.filter { $0["outcome"] as? String == "failed" }
        #expect(failed.count == 1)
        #expect((failed.first?["key"] as? [String: Any])?["label"] as? String == "375w-l")
        #expect((failed.first?["pixels"] as? [String: Any])?["differentPixels"] as? Int == 1)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: json))
                == Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.json")))
        let html = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        #expect(
            html.contains(
                "<h3>settings-cell · 375w-l <small>failed</small> <span class=\"badge status-changed\">changed</span></h3>"
            ))
        #expect(
            html.contains(
                "<img src=\"settings-cell/375w-l.diff.png\" alt=\"diff\" loading=\"lazy\" decoding=\"async\">"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(
            xml.contains(
                "<testcase classname=\"plumb.settings-cell\" name=\"375w-l\">\n      <failure type=\"failed\" message=\"pixels: 1 of 20625 differ"
            ))
        #expect(
            Set(SnapshotFiles.contents(of: URL(fileURLWithPath: artifacts)).keys) == [
                "report.json", "report.html", "settings-cell/375w-l.actual.png",
                "settings-cell/375w-l.actual.frames.json",
                "settings-cell/375w-l.expected.png", "settings-cell/375w-l.diff.png",
                "settings-cell/375w-l.actual.lints.json",
                "settings-cell/375w-l.actual.accessibility.json", "settings-cell/375w-l.actual.accessibility.png",
            ], "a passing environment writes no files")

        let accept = try PlumbProcess.run(["accept", artifacts, "--baselines", baselines])
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(
            accept.stdout
                == "accepted settings-cell/375w-l → \(baselines)/settings-cell/375w-l.png\n1 baseline accepted\n")
        #expect(
            try Data(contentsOf: png)
                == Data(contentsOf: URL(fileURLWithPath: artifacts + "/settings-cell/375w-l.actual.png")))
        let again = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines", baselines,
            "--record", "never",
        ])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout == "2 environments: 2 passed\n")
    }

    @Test func acceptTakesEnvironmentsWithAScaleInTheirLabel() throws {
        let flags = ["--width", "375", "--category", "l", "--scale", "3", "--baselines", baselines]
        try #require(try PlumbProcess.run(["record", "gallery:settings-cell"] + flags).status == 0)
        let png = URL(fileURLWithPath: baselines + "/settings-cell/375w-l@3x.png")
        try SnapshotFiles.blackenPixel(png)
        let check = try PlumbProcess.run(
            ["check", "gallery:settings-cell"] + flags + ["--record", "never", "--artifacts", artifacts])
        #expect(check.status == 1, "\(check.stderr)")
        // Issue 31.11: a mistyped --baselines is an error, not a success that writes a folder no check reads.
        let typo = baselines + "-typo"
        let wrong = try PlumbProcess.run(["accept", artifacts, "--baselines", typo])
        #expect(wrong.status == 2 && wrong.stdout.isEmpty, "\(wrong.stdout)\(wrong.stderr)")
        #expect(
            wrong.stderr.hasPrefix("error: \(typo): no such baselines folder, so nothing was accepted"),
            "\(wrong.stderr)")
        #expect(!FileManager.default.fileExists(atPath: typo))
        let accept = try PlumbProcess.run(["accept", artifacts, "--baselines", baselines])
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(
            accept.stdout
                == "accepted settings-cell/375w-l@3x → \(baselines)/settings-cell/375w-l@3x.png\n1 baseline accepted\n")
        #expect(
            try Data(contentsOf: png)
                == Data(contentsOf: URL(fileURLWithPath: artifacts + "/settings-cell/375w-l@3x.actual.png")))
    }

    @Test func neverModeWritesNothingAndNamesTheMissingFile() throws {
        for (arguments, environment) in [(["--record", "never"], [String: String]()), ([], ["PLUMB_RECORD": "never"])] {
            let run = try PlumbProcess.run(
                ["check", "gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines]
                    + arguments, environment: environment)
            #expect(run.status == 1)
            #expect(
                run.stdout.contains(
                    "no baseline \(baselines)/settings-cell/320w-l.png and record mode never does not write one"),
                "\(run.stdout)")
            #expect(!FileManager.default.fileExists(atPath: baselines))
        }
    }

    @Test func missingModeRecordsTheNewBaselineAndStillFailsNamingIt() throws {
        let run = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines,
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "NEW   settings-cell  320w-l  [new baseline]\n      recorded a new baseline \(baselines)/settings-cell/320w-l.png (no baseline existed)"
            ), "\(run.stdout)")
        #expect(
            Set(SnapshotFiles.contents(of: URL(fileURLWithPath: baselines)).keys) == [
                "settings-cell/320w-l.png", "settings-cell/320w-l.frames.json", "settings-cell/320w-l.lints.json",
                "settings-cell/fingerprint.json",
                "settings-cell/320w-l.accessibility.json",
            ])
        let second = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines,
        ])
        #expect(second.status == 0, "\(second.stdout)")
    }

    @Test func orphansAreScopedToTheCheckedSpecsAndPruneNeedsEverySpecForWholeFolders() throws {
        try record("320,375")
        try Data("stale".utf8).write(to: URL(fileURLWithPath: baselines + "/settings-cell/.375w-l.png.123.tmp"))
        try FileManager.default.createDirectory(atPath: baselines + "/renamed-spec", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: baselines + "/renamed-spec/320w-l.png"))
        try Data("# notes".utf8).write(to: URL(fileURLWithPath: baselines + "/README.md"))
        let arguments = ["gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines", baselines]
        let check = try PlumbProcess.run(["check"] + arguments + ["--record", "never"])
        #expect(check.status == 0, "orphans are listed, not failures: \(check.stdout)")
        let files =
            ["settings-cell/.375w-l.png.123.tmp"]
            + ["320w-ax5", "320w-l"].flatMap { label in
                ["accessibility.json", "frames.json", "lints.json", "png"].map {
                    "settings-cell/\(label).\($0)"
                }
            }
        let orphans = files.map { baselines + "/" + $0 }
        #expect(
            check.stdout == orphans.map {
                "orphan  \($0)  (no environment of the checked specs produces it; plumb prune with the same specs removes it)\n"
            }.joined()
                + "2 environments: 2 passed\n", "another spec's folder (renamed-spec/) is never mentioned")
        let bare = try PlumbProcess.run(["prune", "--baselines", baselines])
        #expect(bare.status == 2, "prune without specs would judge every folder by the gallery")
        #expect(bare.stderr.contains("--all"), "\(bare.stderr)")
        let dry = try PlumbProcess.run(["prune"] + arguments + ["--dry-run"])
        #expect(
            dry.stdout == orphans.map { "would remove \($0)\n" }.joined() + "9 orphans would be removed (dry run)\n")
        let prune = try PlumbProcess.run(["prune"] + arguments)
        #expect(prune.status == 0)
        #expect(prune.stdout == orphans.map { "removed \($0)\n" }.joined() + "9 orphans removed\n")
        #expect(
            FileManager.default.fileExists(atPath: baselines + "/renamed-spec/320w-l.png"),
            "scoped prune keeps other specs' folders")
        let dryAll = try PlumbProcess.run(["prune"] + arguments + ["--all", "--dry-run"])
        #expect(dryAll.stdout == "would remove \(baselines)/renamed-spec/\n1 orphan would be removed (dry run)\n")
        let all = try PlumbProcess.run(["prune"] + arguments + ["--all"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(
            Set(SnapshotFiles.contents(of: URL(fileURLWithPath: baselines)).keys) == [
                "README.md", "settings-cell/375w-l.png", "settings-cell/375w-l.frames.json",
                "settings-cell/375w-l.lints.json",
                "settings-cell/375w-ax5.png", "settings-cell/375w-ax5.frames.json", "settings-cell/375w-ax5.lints.json",
                "settings-cell/fingerprint.json",
                "settings-cell/375w-l.accessibility.json", "settings-cell/375w-ax5.accessibility.json",
            ])
    }

    @Test func badFlagsAndReportsExitTwoAndChangeNothing() throws {
        try record()
        let before = SnapshotFiles.contents(of: URL(fileURLWithPath: baselines))
        let cases: [([String], String)] = [
            (
                ["check", "gallery:settings-cell", "--baselines", baselines, "--shard", "4/3"],
                "error: --shard \"4/3\" is not a shard (expected 1 ≤ INDEX ≤ COUNT)"
            ),
            (
                ["check", "gallery:settings-cell", "--baselines", baselines, "--record", "sometimes"],
                "error: --record \"sometimes\" is not a record mode"
            ),
            (["check", "gallery:nope", "--baselines", baselines], "error: gallery:nope: no such gallery entry"),
            (["accept", folder.url.path], "error: \(folder.url.path)/report.json: "),
            (
                ["merge-reports", baselines + "/settings-cell/375w-l.frames.json", "-o", artifacts],
                "error: \(baselines)/settings-cell/375w-l.frames.json: not a plumb check JSON report"
            ),
        ]
        for (arguments, message) in cases {
            let run = try PlumbProcess.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        }
        try SnapshotFiles.blackenPixel(URL(fileURLWithPath: baselines + "/settings-cell/375w-l.png"))
        let changed = SnapshotFiles.contents(of: URL(fileURLWithPath: baselines))
        _ = try PlumbProcess.run([
            "check", "gallery:settings-cell", "--width", "375", "--category", "l,ax5", "--baselines", baselines,
            "--record", "never", "--artifacts", artifacts,
        ])
        let unknown = try PlumbProcess.run([
            "accept", artifacts, "--only", "settings-cell/999w-l", "--baselines", baselines,
        ])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: --only \"settings-cell/999w-l\": no such environment in \(artifacts)/report.json (expected one of the failed ones: settings-cell/375w-l)\n"
        )
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: artifacts + "/settings-cell/375w-l.actual.png"))
        let corrupt = try PlumbProcess.run(["accept", artifacts, "--baselines", baselines])
        #expect(corrupt.status == 2)
        #expect(
            corrupt.stderr.hasPrefix("error: \(artifacts)/settings-cell/375w-l.actual.png: not a readable PNG"),
            "\(corrupt.stderr)")
        #expect(SnapshotFiles.contents(of: URL(fileURLWithPath: baselines)) == changed)
        #expect(changed != before)
    }
}
