import Foundation
import Testing

/// The flags renamed so that one name means one thing (docs/flags.md, "Deprecated aliases"): each old spelling
/// still works in its verb, with its old meaning, and prints one notice on stderr naming the new one.
@Suite struct DeprecatedFlagCLITests {
    static let pixeldiff = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixeldiff")
    static let image = pixeldiff.appendingPathComponent("text-shift-1px-x-expected.png").path

    /// The notice lines of `stderr`.
    func notices(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains("is deprecated") }
    }

    @Test func diffMaxPixelsIsTheDecodeLimit() throws {
        let refused = try PlumbProcess.run(["diff", Self.image, Self.image, "--max-pixels", "4"])
        #expect(refused.status == 2)
        #expect(
            notices(refused.stderr) == ["warning: --max-pixels is deprecated in plumb diff; use --max-image-pixels"])
        #expect(refused.stderr.contains("over the limit of 4 (raise it with --max-image-pixels)"), "\(refused.stderr)")
        let renamed = try PlumbProcess.run(["diff", Self.image, Self.image, "--max-image-pixels", "4"])
        #expect(renamed.status == 2 && notices(renamed.stderr).isEmpty, "\(renamed.stderr)")
        let passes = try PlumbProcess.run(["diff", Self.image, Self.image, "--max-pixels", "100000000"])
        #expect(passes.status == 0, "\(passes.stderr)")
        #expect(notices(passes.stderr).count == 1)
        let zero = try PlumbProcess.run(["diff", Self.image, Self.image, "--max-pixels", "0"])
        #expect(zero.stderr.hasSuffix("error: --max-pixels 0 must be at least 1\n"), "\(zero.stderr)")
    }

    @Test func checkMaxPixelsAndJSONKeepTheirMeaning() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let matrix = ["gallery:settings-cell", "--width", "320", "--category", "l", "--baselines", baselines]
        let record = try PlumbProcess.run(["record"] + matrix)
        #expect(record.status == 0, "\(record.stderr)")
        let report = folder.url.appendingPathComponent("report.json").path
        let old = try PlumbProcess.run(["check"] + matrix + ["--max-pixels", "5", "--json", report])
        #expect(old.status == 0, "\(old.stdout)\(old.stderr)")
        #expect(
            notices(old.stderr) == [
                "warning: --max-pixels is deprecated in plumb check; use --max-different-pixels",
                "warning: --json is deprecated in plumb check; use --json-report",
            ])
        let written = try String(contentsOfFile: report, encoding: .utf8)
        #expect(written.contains("\"environments\""))
        let negative = try PlumbProcess.run(["check"] + matrix + ["--max-pixels=-1"])
        #expect(negative.status == 2)
        #expect(negative.stderr.hasSuffix("error: --max-pixels -1 cannot be negative\n"), "\(negative.stderr)")
        let both = try PlumbProcess.run(["check"] + matrix + ["--json", report, "--json-report", report])
        #expect(both.status == 2)
        #expect(both.stderr == "error: plumb check takes --json-report or --json, not both\n", "\(both.stderr)")
    }

    @Test func renderBackgroundIsTheCanvasAndSheetBackgroundTheSheet() throws {
        let folder = try TemporaryFolder()
        let matrix = ["gallery:settings-cell", "--width", "320", "--category", "l"]
        func render(_ flag: String) throws -> (Data?, String) {
            let out = folder.url.appendingPathComponent("render\(flag)").path
            let run = try PlumbProcess.run(["render"] + matrix + [flag, "#FF000080", "-o", out])
            #expect(run.status == 0, "\(run.stderr)")
            return (FileManager.default.contents(atPath: out + "/settings-cell/320w-l.png"), run.stderr)
        }
        let (old, oldStderr) = try render("--background")
        let (new, newStderr) = try render("--canvas-background")
        #expect(old != nil && old == new)
        #expect(notices(oldStderr) == ["warning: --background is deprecated in plumb render; use --canvas-background"])
        #expect(notices(newStderr).isEmpty)

        func sheet(_ flag: String) throws -> (Data?, String) {
            let out = folder.url.appendingPathComponent("sheet\(flag).png").path
            let run = try PlumbProcess.run(["sheet"] + matrix + [flag, "#102030", "-o", out])
            #expect(run.status == 0, "\(run.stderr)")
            return (FileManager.default.contents(atPath: out), run.stderr)
        }
        let (oldSheet, oldSheetStderr) = try sheet("--background")
        let (newSheet, _) = try sheet("--sheet-background")
        let (canvasSheet, _) = try sheet("--canvas-background")
        #expect(oldSheet != nil && oldSheet == newSheet)
        #expect(oldSheet != canvasSheet, "the sheet's colour is not the canvas's")
        #expect(
            notices(oldSheetStderr) == ["warning: --background is deprecated in plumb sheet; use --sheet-background"])
    }

    /// `--width` has one grammar; a verb refuses the forms it does not take with one message shape.
    @Test func aWidthFormAVerbDoesNotTakeIsNamed() throws {
        for verb in ["render", "lint", "layout", "sheet"] {
            let output = verb == "sheet" ? ["-o", "x.png"] : []
            let run = try PlumbProcess.run([verb, "gallery:settings-cell", "--width", "280...1024"] + output)
            #expect(run.status == 2)
            #expect(
                run.stderr.contains(
                    "error: --width \"280...1024\" is not a list of widths: a range MIN...MAX is for plumb bisect; give widths or fit (e.g. 320,375,fit)"
                ), "\(verb): \(run.stderr)")
        }
        let fit = try PlumbProcess.run(["bisect", "gallery:settings-cell", "--width", "fit"])
        #expect(
            fit.stderr
                == "error: --width \"fit\" is not one range: plumb bisect takes --width MIN...MAX (e.g. 280...1024); fit is for --grow and the other verbs\n"
        )
    }
}
