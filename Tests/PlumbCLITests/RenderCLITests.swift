import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbGallery
@testable import PlumbRender

/// `plumb render` and `plumb demo` as a user runs them: real files, real PNGs.
@Suite struct RenderCLITests {
    static let spec = """
        name: card
        root:
          id: root
          background: "#F2F2F7"
          children:
            - {id: title, kind: text, text: "Dynamic Type everywhere, wrapped over lines", style: title2, lines: 0, frame: [16, 12, 200, 120]}
            - {id: toggle, kind: switch, on: true, frame: [230, 12, 51, 31]}
            - {id: rule, kind: separator, frame: [0, 140, 300, 0.5]}
            - {id: ok, kind: button, text: "Continue", frame: [16, 150, 120, 44], background: "#E5E5EA", cornerRadius: 10}
            - {id: photo, kind: image, frame: [200, 150, 80, 44]}
        """

    @Test(arguments: [1, 2, 3])
    func pngPixelSizeIsPointsTimesScale(scale: Int) throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        let run = try PlumbProcess.run([
            "render", spec, "--width", "300", "--category", "l", "--scale", "\(scale)", "-o",
            folder.url.appendingPathComponent("out").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let png = folder.url.appendingPathComponent("out/card/300w-l\(suffix).png")
        let image = try PNGDecoder().decode(contentsOf: png)
        let frames = try FramesDocument(
            json: Data(contentsOf: folder.url.appendingPathComponent("out/card/300w-l\(suffix).frames.json")))
        #expect(frames.size == Size(width: 300, height: 194))
        #expect(image.width == 300 * scale && image.height == 194 * scale)
    }

    @Test func renderingTwiceAndWithOneOrSeveralThreadsGivesIdenticalBytes() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("card.yaml", Self.spec)
        var outputs: [[String: Data]] = []
        for (index, jobs) in ["1", "4", "1"].enumerated() {
            let out = folder.url.appendingPathComponent("out\(index)")
            let run = try PlumbProcess.run([
                "render", spec, "gallery:settings-cell", "--width", "320,375,414", "--category", "l,xxxl,ax5",
                "--scale", "1,3",
                "--direction", "ltr,rtl", "--jobs", jobs, "-o", out.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            var files: [String: Data] = [:]
            for name in FileManager.default.enumerator(atPath: out.path)!.allObjects as! [String]
            where name.hasSuffix(".png") || name.hasSuffix(".json") {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            outputs.append(files)
        }
        // 2 specs × 3 widths × 3 categories × 2 scales × 2 directions × (png + json)
        #expect(outputs[0].count == 2 * 3 * 3 * 2 * 2 * 2)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }

    @Test func demoRendersTheGalleryIntoTheFolder() throws {
        let folder = try TemporaryFolder()
        let run = try PlumbProcess.run(["-o", folder.url.appendingPathComponent("out").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("gallery:settings-cell"))
        let files = folder.contents.filter { $0.hasSuffix(".png") }
        #expect(files.contains("out/settings-cell/375w-ax5.png"))
        #expect(files.count == Gallery.entries.map { $0.matrix.environments.count }.reduce(0, +))
        for entry in Gallery.entries { #expect(run.stdout.contains("gallery:\(entry.name)")) }
    }

    @Test(arguments: ["render", "layout", "demo"])
    func everyVerbHasHelp(verb: String) throws {
        let run = try PlumbProcess.run([verb, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: plumb \(verb)"))
    }
}
