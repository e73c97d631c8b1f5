import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// Light and dark appearances and device presets, through the real `plumb` binary and real PNGs.
@Suite struct AppearanceCLITests {
    static let spec = """
        name: dark
        root:
          id: screen
          layout: stack
          axis: vertical
          spacing: 8
          padding: 16
          background: systemBackground
          children:
            - {id: title, kind: text, text: "Wi-Fi", style: title1}
            - {id: card, size: [40, 40], background: secondarySystemBackground}
            - {id: toggle, kind: switch, on: true}
        """

    /// The sRGB pixel at point (x, y) of a @1x image.
    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    @Test func darkAppearanceDrawsTheDarkValuesOfSemanticColours() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("dark.yaml", Self.spec)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--width", "200", "--category", "l", "--appearance", "light,dark", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let light = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("dark/200w-l.png"))
        let dark = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("dark/200w-l-dark.png"))
        let frames = try FramesDocument(
            json: Data(contentsOf: out.appendingPathComponent("dark/200w-l-dark.frames.json")))
        #expect(frames.environment.appearance == "dark")
        let lightFrames = try String(contentsOf: out.appendingPathComponent("dark/200w-l.frames.json"), encoding: .utf8)
        #expect(!lightFrames.contains("appearance"), "the light appearance keeps today's frames JSON")
        let card = try #require(frames.nodes.first { $0.id == "card" })
        let toggle = try #require(frames.nodes.first { $0.id == "toggle" })
        // systemBackground: #FFFFFF / #000000; secondarySystemBackground: #F2F2F7 / #1C1C1E; systemGreen (the on
        // track): #34C759 / #30D158 (Tests/Fixtures/semantic-colors.tsv).
        #expect(Self.pixel(light, 2, 2) == [255, 255, 255, 255])
        #expect(Self.pixel(dark, 2, 2) == [0, 0, 0, 255])
        #expect(Self.pixel(light, Int(card.x) + 20, Int(card.y) + 20) == [242, 242, 247, 255])
        #expect(Self.pixel(dark, Int(card.x) + 20, Int(card.y) + 20) == [28, 28, 30, 255])
        #expect(Self.pixel(light, Int(toggle.x) + 8, Int(toggle.y) + 15) == [52, 199, 89, 255])
        #expect(Self.pixel(dark, Int(toggle.x) + 8, Int(toggle.y) + 15) == [48, 209, 88, 255])
        // The title is `label`: black ink on white in light mode, white ink on black in dark mode.
        let title = try #require(frames.nodes.first { $0.id == "title" })
        func inks(_ image: RGBAImage) -> (dark: Int, light: Int) {
            var counts = (dark: 0, light: 0)
            for y in Int(title.y)..<Int(title.y + title.height) {
                for x in Int(title.x)..<Int(title.x + title.width) {
                    let p = Self.pixel(image, x, y)
                    if p[0] < 60 { counts.dark += 1 } else if p[0] > 200 { counts.light += 1 }
                }
            }
            return counts
        }
        let lightInk = inks(light), darkInk = inks(dark)
        #expect(lightInk.dark > 50 && darkInk.light > 50)
        #expect(darkInk.dark > lightInk.dark, "the dark render's title area is mostly black background")
    }

    @Test func aDevicePresetSetsTheScreenAndNamesTheFiles() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("dark.yaml", Self.spec)
        let layout = try PlumbProcess.run(["layout", spec, "--device", "iphone-16"])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(
            layout.stdout.contains(
                "\"environment\": {\"width\": 393, \"category\": \"large\", \"scale\": 3, \"direction\": \"ltr\", \"device\": \"iphone-16\"}"
            ))
        #expect(layout.stdout.contains("\"size\": {\"width\": 393, \"height\": 852}"))
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run([
            "render", spec, "--device", "iphone-se-3,iphone-16-pro-max", "--category", "l", "-o", out.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let se = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("dark/iphone-se-3-l@2x.png"))
        let max = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("dark/iphone-16-pro-max-l@3x.png"))
        #expect((se.width, se.height) == (750, 1334))
        #expect((max.width, max.height) == (1320, 2868))
    }

    @Test func theSettingsCellExampleTurnsVerticalAtAccessibilitySizes() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/examples/settings-cell-when.yaml").standardizedFileURL.path
        for (category, gallery) in [("l", "gallery:settings-cell"), ("ax3", "gallery:settings-cell")] {
            let yaml = try PlumbProcess.run(["layout", example, "--width", "375", "--category", category])
            let manual = try PlumbProcess.run(["layout", gallery, "--width", "375", "--category", category])
            #expect(yaml.status == 0 && manual.status == 0, "\(yaml.stderr)\(manual.stderr)")
            let nodes = { (text: String) in text.split(separator: "\n").filter { $0.contains("\"id\"") } }
            #expect(
                nodes(yaml.stdout) == nodes(manual.stdout),
                "\(category): the YAML spec with when: lays out as the gallery's manual layout")
        }
    }
}
