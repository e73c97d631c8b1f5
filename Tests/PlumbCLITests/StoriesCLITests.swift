import Foundation
import PlumbRender
import Testing

/// `stories:` as subjects of every verb, `--story`, and control states drawn by the real `plumb` (spec format:
/// "Stories", "Control states"), on docs/examples/design-system.
@Suite struct StoriesCLITests {
    static let designSystem = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/examples/design-system").standardizedFileURL
    static let button = designSystem.appendingPathComponent("button.yaml").path
    static let stories = ["primary", "destructive", "long-title", "highlighted", "disabled", "selected"]

    @Test func renderWritesEachStoryUnderItsOwnName() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run(["render", Self.button, "--category", "l", "-o", folder.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let pngs = folder.contents.filter { $0.hasSuffix(".png") }
        #expect(pngs == Self.stories.sorted().map { "button--\($0)/320w-l.png" }, "\(pngs)")
        let one = try TemporaryFolder()
        let picked = try PlumbProcess.run([
            "render", Self.button, "--story", "Long title", "--category", "l", "-o", one.url.path,
        ])
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(one.contents.filter { $0.hasSuffix(".png") } == ["button--long-title/320w-l.png"])
    }

    @Test func aFolderOfSpecsSkipsTheFilesTheyInclude() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run([
            "render", Self.designSystem.path, "--category", "l", "--width", "320", "-o", folder.url.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let subjects = Set(folder.contents.filter { $0.hasSuffix(".png") }.map { String($0.split(separator: "/")[0]) })
        // tokens.yaml and components.yaml hold no root: they are included, not rendered.
        #expect(
            subjects == Set(Self.stories.map { "button--" + $0 } + ["list", "chips", "card", "banner"]), "\(subjects)")
    }

    @Test func layoutLabelsTheStoryAndTakesItsArguments() throws {
        let run = try PlumbProcess.run(["layout", Self.button, "--story", "destructive"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"spec\": \"button/destructive\""), "\(run.stdout)")
        // Each story is linted on its own: only the long title is cut at AX3 (a button title has one line).
        let lint = try PlumbProcess.run(["lint", Self.button, "--category", "ax3"])
        #expect(lint.status == 0, "\(lint.stderr)")
        let findings = lint.stdout.split(separator: "\n").filter { $0.contains("truncatedText") }
        #expect(findings.count == 1 && findings[0].hasPrefix("button/long-title "), "\(lint.stdout)")
    }

    @Test func recordAndCheckKeepOneBaselineFolderPerStory() throws {
        let folder = try TemporaryFolder()
        let baselines = folder.url.appendingPathComponent("Baselines").path
        let record = try PlumbProcess.run(["record", Self.button, "--category", "l", "--baselines", baselines])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: baselines).filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(folders == Self.stories.map { "button--" + $0 }.sorted(), "\(folders)")
        let check = try PlumbProcess.run(
            [
                "check", Self.button, "--category", "l", "--baselines", baselines, "--artifacts",
                folder.url.appendingPathComponent("art").path,
            ])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasPrefix("6 environments: 6 passed"), "\(check.stdout)")
    }

    @Test func disabledAndHighlightedButtonsDimTheirTitles() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run(["render", Self.button, "--category", "l", "-o", folder.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        func darkest(_ story: String) throws -> Int {
            let image = try PNGDecoder().decode(
                contentsOf: folder.url.appendingPathComponent("button--\(story)/320w-l.png"))
            var darkest = 255 * 3
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y); darkest = min(darkest, Int(p.r) + Int(p.g) + Int(p.b))
                }
            }
            return darkest
        }
        // systemBlue-ish brand title; tertiaryLabel (30 % of #3C3C43) is far lighter; 20 % alpha lighter still.
        let normal = try darkest("primary"), disabled = try darkest("disabled"),
            highlighted = try darkest("highlighted")
        #expect(normal < disabled && disabled < highlighted, "\(normal) \(disabled) \(highlighted)")
        // Selected: the tint fills the button, white title knocked out.
        let selected = try PNGDecoder().decode(
            contentsOf: folder.url.appendingPathComponent("button--selected/320w-l.png"))
        let corner = selected.pixel(x: 4, y: selected.height / 2)
        #expect(corner.b > 200 && corner.r < 40, "\(corner)")
    }
}
