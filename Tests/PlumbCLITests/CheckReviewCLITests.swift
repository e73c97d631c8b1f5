import Foundation
import Testing

/// What a reviewer sees after a check of many specs: per-status counts, the changed environment first, a
/// Markdown summary for CI, and shard sets that must add up.
@Suite struct CheckReviewCLITests {
    static func spec(_ index: Int, button: String = "#007AFF") -> String {
        """
        name: screen-\(index)
        root:
          id: root
          background: "#FFFFFF"
          children:
            - {id: signIn, kind: box, background: "\(button)", cornerRadius: 8, frame: [16, 16, 120, 44]}
        """
    }

    func tenSpecs(in folder: TemporaryFolder) throws -> String {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        for index in 0..<10 { _ = try folder.file("specs/screen-\(index).yaml", Self.spec(index)) }
        return folder.url.appendingPathComponent("specs").path
    }

    @Test func aColourChangeInOneSpecOfTenIsOneChangedListedFirstInTheReportAndTheSummary() throws {
        let folder = try TemporaryFolder()
        let specs = try tenSpecs(in: folder)
        let flags = ["--width", "320", "--category", "l", "--baselines", folder.url.appendingPathComponent("B").path]
        try #require(try PlumbProcess.run(["record", specs] + flags).status == 0)
        _ = try folder.file("specs/screen-7.yaml", Self.spec(7, button: "#0066FF"))
        let artifacts = folder.url.appendingPathComponent("artifacts").path,
            summary = folder.url.appendingPathComponent("summary.md").path
        let check = try PlumbProcess.run(
            ["check", specs] + flags + ["--record", "never", "--artifacts", artifacts, "--summary", summary])
        #expect(check.status == 1, "#007AFF → #0066FF fails with the default settings")
        #expect(check.stdout.hasPrefix("FAIL  screen-7  320w-l  [changed]\n      pixels: "), "\(check.stdout)")
        #expect(check.stdout.contains("10 environments: 9 passed, 1 changed\n"), "\(check.stdout)")

        let html = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        let first = html.components(separatedBy: "<h2>To review</h2>").last?.components(
            separatedBy: "data-plumb-environment=\""
        ).dropFirst().first?.prefix { $0 != "\"" }
        #expect(first == "screen-7/320w-l", "the changed environment comes first")
        #expect(html.contains("data-plumb-environment=\"screen-7/320w-l\" data-plumb-status=\"changed\""))
        #expect(
            html.contains("data-plumb-environment=\"screen-0/320w-l\" data-plumb-status=\"passed\""),
            "passed environments are addressable too")
        #expect(
            html.contains(
                "<details class=\"group status-changed\" data-plumb-group=\"g1\" data-status=\"changed\" data-spec=\"screen-7\" data-plumb-environments=\"screen-7/320w-l\" open>"
            ))
        #expect(
            html.components(separatedBy: "<div class=\"plumb-actions\"></div>").count == 11,
            "one action slot per environment")

        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("## plumb check: 1 to review\n"), "\(markdown)")
        #expect(markdown.contains("| changed | 1 |") && markdown.contains("| passed | 9 |"))
        #expect(markdown.contains("| changed | screen-7 | 320w-l | pixels: "))
        #expect(markdown.contains("[actual](\(artifacts)/screen-7/320w-l.actual.png)"), "\(markdown)")
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.json")))
            as! [String: Any]
        #expect(
            json["plumbVersion"] as? String
                == (try PlumbProcess.run(["--version"])).stdout.trimmingCharacters(in: .newlines))
        #expect(json["shard"] as? String == "1/1")
        #expect((json["specSet"] as? [String])?.count == 10)
        #expect((json["statuses"] as? [String: Int]) == ["passed": 9, "changed": 1])

        // A spec that asks for pixelmatch's tolerance gets it: the 20-level change is below threshold 0.1.
        _ = try folder.file("specs/screen-7.yaml", "threshold: 0.1\n" + Self.spec(7, button: "#0066FF"))
        let tolerant = try PlumbProcess.run(["check", specs] + flags + ["--record", "never"])
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
    }

    @Test func mergeReportsRefusesAMissingShardUnlessAllowedAndAMixedSet() throws {
        let folder = try TemporaryFolder()
        let specs = try tenSpecs(in: folder)
        let flags = ["--width", "320", "--category", "l", "--baselines", folder.url.appendingPathComponent("B").path]
        try #require(try PlumbProcess.run(["record", specs] + flags).status == 0)
        func shard(_ text: String, _ name: String, specs: [String]) throws -> String {
            let out = folder.url.appendingPathComponent(name).path
            _ = try PlumbProcess.run(
                ["check"] + specs + flags + ["--record", "never", "--shard", text, "--artifacts", out])
            return out + "/report.json"
        }
        let one = try shard("1/3", "s1", specs: [specs]), three = try shard("3/3", "s3", specs: [specs])
        let merged = folder.url.appendingPathComponent("merged").path
        let alone = try PlumbProcess.run(["merge-reports", one, "-o", merged])
        #expect(alone.status == 2 && alone.stderr.contains("shards 2/3, 3/3 missing: got 1/3"), "\(alone.stderr)")
        let partial = try PlumbProcess.run(["merge-reports", one, three, "-o", merged])
        #expect(partial.status == 2)
        #expect(partial.stderr.contains("shard 2/3 missing: got 1/3, 3/3"), "\(partial.stderr)")
        #expect(!FileManager.default.fileExists(atPath: merged), "nothing is written")
        let allowed = try PlumbProcess.run(["merge-reports", one, three, "-o", merged, "--allow-partial"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: merged + "/report.json")))
            as! [String: Any]
        #expect(json["shard"] as? String == "1/3,3/3")

        let other = try shard("2/3", "other", specs: [specs + "/screen-1.yaml", specs + "/screen-2.yaml"])
        let mixed = try PlumbProcess.run(["merge-reports", one, other, three, "-o", merged])
        #expect(mixed.status == 2 && mixed.stderr.contains("checked the specs"), "\(mixed.stderr) \(mixed.stdout)")
    }

    @Test func eachDistinctImageIsWrittenOnceAndMergedShardsNameTheSameFiles() throws {
        let folder = try TemporaryFolder()
        let specs = try tenSpecs(in: folder)
        // An absolute layout draws the same in both directions, and the two specs differ only in name: of 8
        // renders, 2 are distinct (one per width).
        let flags = [
            specs + "/screen-1.yaml", specs + "/screen-2.yaml", "--width", "320,375", "--category", "l", "--direction",
            "ltr,rtl",
            "--baselines", folder.url.appendingPathComponent("B").path, "--record", "never",
        ]
        let whole = folder.url.appendingPathComponent("whole")
        let check = try PlumbProcess.run(["check"] + flags + ["--artifacts", whole.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("      … and 1 more missing baseline in screen-1 with the same change: 375w-l-rtl\n"),
            "a group's first three environments in full, the rest on one line: \(check.stdout)")
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: whole.appendingPathComponent("report.json")))
            as! [String: Any]
        let actuals = (json["environments"] as! [[String: Any]]).map {
            ($0["artifacts"] as! [String: Any])["actual"] as! String
        }
        #expect(
            actuals.count == 8 && Set(actuals) == ["screen-1/320w-l.actual.png", "screen-1/375w-l.actual.png"],
            "\(actuals)")
        let pngs = SnapshotFiles.contents(of: whole).keys.filter { $0.hasSuffix(".png") }
        #expect(
            pngs.count == 4, "each distinct image once, the screens' and their accessibility pictures: \(pngs.sorted())"
        )

        for index in 1...3 {
            _ = try PlumbProcess.run(
                ["check"] + flags + [
                    "--shard", "\(index)/3", "--artifacts", folder.url.appendingPathComponent("s\(index)").path,
                ])
        }
        let merged = folder.url.appendingPathComponent("merged")
        _ = try PlumbProcess.run(
            ["merge-reports"] + (1...3).map { folder.url.appendingPathComponent("s\($0)/report.json").path } + [
                "-o", merged.path,
            ])
        // Besides the shards' timings joined for the next run's --shard-timings, which an unsharded run has none of.
        var mergedFiles = SnapshotFiles.contents(of: merged)
        #expect(mergedFiles.removeValue(forKey: "timings.json") != nil)
        #expect(mergedFiles == SnapshotFiles.contents(of: whole), "merged shards write and name the same files")
    }

    @Test func recordsChangedLineIsShortAndVerboseListsEveryNode() throws {
        let folder = try TemporaryFolder()
        func spec(_ y: Int) -> String {
            "name: row\nroot:\n  id: root\n  height: 60\n  background: \"#FFFFFF\"\n  children:\n"
                + (1...5).map {
                    "    - {id: b\($0), kind: box, background: \"#FF0000\", frame: [\($0 * 20), \(y), 10, 10]}\n"
                }.joined()
        }
        let path = try folder.file("row.yaml", spec(4))
        let flags = [
            path, "--width", "200", "--category", "l", "--baselines", folder.url.appendingPathComponent("B").path,
        ]
        try #require(try PlumbProcess.run(["record"] + flags).status == 0)
        _ = try folder.file("row.yaml", spec(8))
        let record = try PlumbProcess.run(["record"] + flags)
        let changed = record.stdout.split(separator: "\n").first { $0.hasPrefix("changed") } ?? ""
        #expect(
            changed.hasSuffix(" px differ; 5 nodes changed: b1, b2, b3 and 2 more (--verbose lists them))"),
            "\(record.stdout)")
        #expect(!record.stdout.contains("b5"), "the rest only with --verbose")
        _ = try folder.file("row.yaml", spec(12))
        let verbose = try PlumbProcess.run(["record", "--verbose"] + flags)
        #expect(
            verbose.stdout.contains("         frames: moved     b1  (20, 8) → (20, 12)")
                && verbose.stdout.contains("moved     b5  (100, 8) → (100, 12)"), "\(verbose.stdout)")
    }

    @Test func papercuts() throws {
        let folder = try TemporaryFolder()
        let version = try PlumbProcess.run(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
        let verb = try PlumbProcess.run(["chek", "specs/"])
        #expect(
            verb.status == 2 && verb.stderr.hasPrefix("error: unknown command `chek` (did you mean `check`?)"),
            "\(verb.stderr)")
        let spec = try folder.file("card.yaml", Self.spec(1) + "\nmatrix: {widths: [390, 430]}\n")
        let layout = try PlumbProcess.run(["layout", spec])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"width\": 390"), "the spec's first width: \(layout.stdout.prefix(300))")
        let help = try PlumbProcess.run(["check", "--help"])
        let jobsLine = help.stdout.split(separator: "\n").first { $0.contains("--jobs") } ?? ""
        #expect(jobsLine.components(separatedBy: "default").count == 2, "the default once: \(jobsLine)")
        let folderAsSpec = try PlumbProcess.run(["layout", folder.url.path])
        #expect(
            folderAsSpec.status == 2 && folderAsSpec.stderr.contains("it is a folder, not a spec file"),
            "\(folderAsSpec.stderr)")
        #expect(
            !folderAsSpec.stderr.contains("NSCocoaErrorDomain")
                && !folderAsSpec.stderr.contains("could not be completed"))
        let mode = try PlumbProcess.run(["check", spec, "--record", "nevr"])
        #expect(mode.stderr.contains("(did you mean `never`?)"), "\(mode.stderr)")
        let sheet = try PlumbProcess.run([
            "sheet", folder.url.path, "--width", "320", "--category", "l", "-o",
            folder.url.appendingPathComponent("s.png").path,
        ])
        #expect(sheet.status == 0, "sheet takes a folder: \(sheet.stderr)")
        let render = try PlumbProcess.run([
            "render", folder.url.path, "--width", "320", "--category", "l", "-o",
            folder.url.appendingPathComponent("out").path,
        ])
        #expect(
            render.status == 0 && render.stdout.contains("/out/screen-1/320w-l.png"),
            "render takes a folder: \(render.stdout)\(render.stderr)")
        let gallery = try PlumbProcess.run(["lint", "gallery:all", "--width", "375", "--category", "l"])
        #expect(
            gallery.stdout.contains("settings-cell") || gallery.stdout.contains("feed-cell"),
            "lint takes gallery:all: \(gallery.stdout)")
    }
}
