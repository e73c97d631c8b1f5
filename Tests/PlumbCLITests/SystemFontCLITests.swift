import Foundation
import Testing

/// The team's system-font folder through the real `plumb` binary, with the stand-in fonts of
/// `Tests/Fixtures/system-font` (Debian fonts renamed SF Pro Text / Display, SF Arabic, Apple Color Emoji by
/// `Scripts/make-system-font-standins`): docs/fonts.md's `plumb fonts` example as written, the flag, the
/// environment variable and the spec key drawing the same, deterministically, and Inter untouched without it.
@Suite struct SystemFontCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Tests/Fixtures/system-font").path

    /// docs/fonts.md's console block: the command run from the repository root prints exactly what it shows.
    @Test func theDocsFontsExampleIsWhatTheBinaryPrints() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/fonts.md"), encoding: .utf8)
        let block = try #require(
            doc.components(separatedBy: "```console\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let command = try #require(lines.first?.dropPrefix("$ plumb "))
        let run = try PlumbProcess.run(command.split(separator: " ").map(String.init), in: Self.root)
        #expect(run.status == 0)
        #expect(run.stdout + run.stderr == lines.dropFirst().joined(separator: "\n"))
        // What the example shows: Text below 20 pt, Display from 20 pt, the folder's emoji and Arabic faces.
        #expect(run.stdout.contains("body         17pt  regular   SF Pro Text"))
        #expect(run.stdout.contains("title3       20pt  regular   SF Pro Display"))
        #expect(run.stdout.contains("AppleColorEmoji.ttf") && run.stdout.contains("SFArabic-Regular.ttf"))
    }

    @Test func withoutAFolderEveryStyleIsInter() throws {
        let run = try PlumbProcess.run(["fonts"], in: Self.root, environment: ["PLUMB_SYSTEM_FONT": ""])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("SF Pro"))
        #expect(
            run.stdout.contains("body         17pt  regular   Inter             tracking +0.000pt  Inter-Regular.otf"))
    }

    /// The flag, the environment variable and the spec key draw the same bytes, with any number of workers; the
    /// render differs from Inter's, and Inter's is what it was.
    @Test func flagVariableAndKeyRenderTheSameDeterministically() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let body = "root: {id: title, kind: text, text: \"Bohemian Rhapsody (2011 Remaster)\", style: title3}\n"
        try body.write(to: work.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        try ("name: keyed\nsystemFont: \(Self.folder)\n" + body).write(
            to: work.appendingPathComponent("keyed.yaml"), atomically: true, encoding: .utf8)
        func render(_ spec: String, _ out: String, _ extra: [String] = [], env: [String: String] = [:]) throws -> Data {
            let run = try PlumbProcess.run(
                ["render", spec, "--width", "375", "-o", out] + extra, in: work,
                environment: ["PLUMB_SYSTEM_FONT": ""].merging(env) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
            let png = try #require(
                FileManager.default.enumerator(atPath: work.appendingPathComponent(out).path)?.allObjects
                    .compactMap { $0 as? String }.first { $0.hasSuffix(".png") })
            return try Data(contentsOf: work.appendingPathComponent(out).appendingPathComponent(png))
        }
        let inter = try render("plain.yaml", "inter")
        let flag = try render("plain.yaml", "flag", ["--system-font", Self.folder, "--jobs", "1"])
        let variable = try render("plain.yaml", "variable", ["--jobs", "2"], env: ["PLUMB_SYSTEM_FONT": Self.folder])
        let key = try render("keyed.yaml", "key")
        #expect(flag != inter)
        #expect(variable == flag)
        #expect(key == flag)
        #expect(try render("plain.yaml", "inter-again") == inter)
    }

    @Test func checkNamesTheFolderInTheFingerprint() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-sf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try "name: card\nroot: {id: t, kind: text, text: Hello, style: body}\n".write(
            to: work.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let recorded = try PlumbProcess.run(
            ["record", "card.yaml", "--width", "320", "--system-font", Self.folder], in: work,
            environment: ["PLUMB_SYSTEM_FONT": ""])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let fingerprint = try String(
            contentsOf: work.appendingPathComponent("Baselines/card/fingerprint.json"), encoding: .utf8)
        #expect(fingerprint.contains("\"SFProText-Regular.ttf\"") && fingerprint.contains("\"SFProDisplay-Bold.ttf\""))
        // Checked with Inter, the baselines' fingerprint names the system-font files that were pinned then.
        let checked = try PlumbProcess.run(
            ["check", "card.yaml", "--width", "320"], in: work, environment: ["PLUMB_SYSTEM_FONT": ""])
        #expect(checked.status == 1)
        #expect(
            (checked.stdout + checked.stderr).contains(
                "font SFProText-Regular.ttf was pinned when the baselines were made but is not now"))
    }
}

extension String {
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
