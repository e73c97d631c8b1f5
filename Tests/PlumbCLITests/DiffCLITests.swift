import Foundation
import Testing

/// `plumb diff` as a user runs it, on the pixelmatch oracle's fixture images.
@Suite struct DiffCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixeldiff")

    func path(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    @Test func identicalImagesExitZero() throws {
        let run = try PlumbProcess.run([
            "diff", path("text-shift-1px-x-expected.png"), path("text-shift-1px-x-expected.png"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("0 of "))
    }

    @Test func differingImagesExitOneAndWriteADiffImage() throws {
        let folder = try TemporaryFolder()
        let out = folder.url.appendingPathComponent("diff.png").path
        let run = try PlumbProcess.run([
            "diff", path("text-shift-1px-x-expected.png"), path("text-shift-1px-x-actual.png"), "-o", out, "--json",
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "{\"differentPixels\": 125, \"antialiasedPixels\": 149, \"totalPixels\": 1152, \"sizeMismatch\": false"),
            "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// `plumb diff A B` is built without argument-parser (DiffCommand+Plain.swift); after `--` the same files go
    /// through argument-parser with every option at its declared default. Both must print the same and exit alike.
    @Test func plainFormMatchesTheParsedForm() throws {
        let expected = path("text-shift-1px-x-expected.png"), actual = path("text-shift-1px-x-actual.png")
        for (files, status) in [
            ([expected, actual], Int32(1)), ([expected, expected], 0), (["/nonexistent.png", actual], 2),
        ] {
            let plain = try PlumbProcess.run(["diff"] + files)
            let parsed = try PlumbProcess.run(["diff", "--"] + files)
            #expect(plain.status == status, "\(files): \(plain.stderr)")
            #expect(
                plain.status == parsed.status && plain.stdout == parsed.stdout && plain.stderr == parsed.stderr,
                "\(files): plain \(plain.status) \(plain.stdout) \(plain.stderr), parsed \(parsed.status) \(parsed.stdout) \(parsed.stderr)"
            )
        }
        let shown = try PlumbProcess.run(["diff", expected, actual])
        #expect(
            shown.stdout.hasPrefix("125 of 1152 pixels differ (149 anti-aliased ignored); densest 8×8 window:"),
            "\(shown.stdout)")
        #expect(shown.stderr.contains("(threshold 0.1, 149 anti-aliased ignored)"), "\(shown.stderr)")
    }

    @Test func badFilesExitTwoNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.file("empty.png", "")
        let text = try folder.file("text.png", "not a png at all")
        for bad in [empty, text, "/nonexistent.png"] {
            let run = try PlumbProcess.run(["diff", bad, path("text-shift-1px-x-expected.png")])
            #expect(run.status == 2, "\(bad): \(run.stderr)")
            #expect(run.stderr.contains(bad))
        }
    }
}

/// `plumb diff` on two frames JSON documents lists layout changes.
@Suite struct FrameDiffCLITests {
    @Test func movedAndResizedNodesAreListedWithDeltas() throws {
        let folder = try TemporaryFolder()
        let old = folder.url.appendingPathComponent("old").path, new = folder.url.appendingPathComponent("new").path
        #expect(
            try PlumbProcess.run([
                "render", "gallery:settings-cell", "--width", "375", "--category", "l,ax5", "-o", old,
            ]).status == 0)
        let same = try PlumbProcess.run([
            "diff", old + "/settings-cell/375w-l.frames.json", old + "/settings-cell/375w-l.frames.json",
        ])
        #expect(same.status == 0 && same.stdout == "no layout changes\n")
        // l → ax5: the title grows from 22 to 186 high and moves from y 16.5 to 12; the switch moves below it.
        let run = try PlumbProcess.run([
            "diff", old + "/settings-cell/375w-l.frames.json", old + "/settings-cell/375w-ax5.frames.json", "--json",
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout
                == "{\"added\": 0, \"removed\": 0, \"moved\": 2, \"resized\": 2, \"rootSizeChanged\": true, \"nodes\": [\"cell\", \"title\", \"toggle\"]}\n"
        )
        _ = new
        let bad = try folder.file("bad.json", "{\"nope\": 1}")
        let broken = try PlumbProcess.run(["diff", bad, old + "/settings-cell/375w-l.frames.json"])
        #expect(broken.status == 2 && broken.stderr.contains("\(bad): not a frames JSON document"))
    }
}

/// `plumb diff` on PngSuite's broken files (`x*`): each is refused with exit 2 naming the file.
@Suite struct PNGSuiteCLITests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pngsuite")

    @Test func everyBrokenFileExitsTwo() throws {
        let broken = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasPrefix("x") && $0.hasSuffix(".png") }.sorted()
        #expect(broken.count == 14)
        let good = Self.folder.appendingPathComponent("basn6a08.png").path
        for name in broken {
            let path = Self.folder.appendingPathComponent(name).path
            let run = try PlumbProcess.run(["diff", good, path])
            #expect(run.status == 2, "\(name): \(run.stderr)")
            #expect(
                run.stderr.contains(name) && (run.stderr.contains("corrupt PNG") || run.stderr.contains("not a PNG")))
        }
    }
}
