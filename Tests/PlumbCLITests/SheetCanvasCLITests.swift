import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// `plumb sheet` draws a spec's `canvas:` (and `--canvas-padding`, `--canvas-background`) around each of its renders
/// exactly as `plumb render` draws it around each render file: the real binary, real PNGs decoded from disk.
@Suite struct SheetCanvasCLITests {
    static let chip = """
        root:
          id: chip
          layout: stack
          padding: {top: 6, left: 12, bottom: 6, right: 12}
          background: systemGray5
          cornerRadius: 14
          children:
            - {id: label, kind: text, text: "Swift", style: subheadline}
        """
    static let matrix = ["--width", "fit", "--category", "l,ax3", "--scale", "2"]

    /// Each cell of the sheet is, pixel for pixel, the render `plumb render` writes for the same spec and
    /// environment — padding and transparent background included — pasted on a transparent sheet.
    @Test func eachCellIsTheRenderWithItsCanvas() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "chip.yaml", "canvas: {padding: [4, 10, 6, 20], background: transparent}\n" + Self.chip)
        let sheetPath = folder.url.appendingPathComponent("sheet.png").path
        let sheet = try PlumbProcess.run(
            ["sheet", spec] + Self.matrix + ["--sheet-background", "transparent", "--no-borders", "-o", sheetPath])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let renders = folder.url.appendingPathComponent("renders")
        let render = try PlumbProcess.run(["render", spec] + Self.matrix + ["-o", renders.path])
        #expect(render.status == 0, "\(render.stderr)")

        let sheetImage = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: sheetPath))
        for label in ["fit-l@2x", "fit-ax3@2x"] {
            let image = try PNGDecoder().decode(contentsOf: renders.appendingPathComponent("chip/\(label).png"))
            let frames = try FramesDocument(
                json: Data(contentsOf: renders.appendingPathComponent("chip/\(label).frames.json")))
            // The render has its canvas: 30 × 10 points more than the chip, transparent outside it.
            #expect(
                image.width == Int(((frames.size.width + 30) * 2).rounded(.up))
                    && image.height == Int(((frames.size.height + 10) * 2).rounded(.up)))
            #expect(image.pixel(x: 0, y: 0).a == 0 && image.pixel(x: image.width - 1, y: image.height - 1).a == 0)
            #expect(image.pixel(x: 20 + 2 * 14, y: image.height / 2).a == 255)
            #expect(SheetCLITests.find(image, in: sheetImage) != nil, "\(label) is not on the sheet pixel for pixel")
        }
    }

    /// The flags replace the spec's canvas, as on `render`: no padding and the system background give the same
    /// sheet as the spec without `canvas:`; a colour fills the padding of every cell.
    @Test func flagsReplaceTheSpecsCanvas() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("chip.yaml", "canvas: {padding: 8, background: transparent}\n" + Self.chip)
        // The same spec name without `canvas:`, so the sheets' headings match.
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("bare"), withIntermediateDirectories: true)
        let bare = try folder.file("bare/chip.yaml", Self.chip)
        func sheet(_ file: String, _ flags: [String], _ name: String) throws -> URL {
            let path = folder.url.appendingPathComponent(name)
            let run = try PlumbProcess.run(["sheet", file] + Self.matrix + flags + ["-o", path.path])
            #expect(run.status == 0, "\(run.stderr)")
            return path
        }
        let flagged = try sheet(spec, ["--canvas-padding", "0", "--canvas-background", "system"], "flagged.png")
        let plain = try sheet(bare, [], "plain.png")
        #expect(try Data(contentsOf: flagged) == Data(contentsOf: plain))

        let tinted = try PNGDecoder().decode(
            contentsOf: try sheet(
                bare, ["--canvas-padding", "5", "--canvas-background", "#FF0000", "--no-borders"], "tinted.png"))
        let render = try PlumbProcess.run(
            ["render", bare] + Self.matrix + [
                "--canvas-padding", "5", "--canvas-background", "#FF0000", "-o",
                folder.url.appendingPathComponent("r").path,
            ])
        #expect(render.status == 0, "\(render.stderr)")
        let image = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("r/chip/fit-l@2x.png"))
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(
            SheetCLITests.find(image, in: tinted) != nil, "the red-padded render is not on the sheet pixel for pixel")
    }

    /// A bad canvas flag names the sheet's flag and writes nothing.
    @Test func badCanvasFlagWritesNothing() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file("chip.yaml", Self.chip)
        let run = try PlumbProcess.run([
            "sheet", spec, "--width", "320", "--canvas-background", "systemBlu", "-o",
            folder.url.appendingPathComponent("sheet.png").path,
        ])
        #expect(
            run.status == 2
                && run.stderr.contains(
                    "--canvas-background \"systemBlu\" is not a background (did you mean `systemBlue`?)"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("sheet.png").path))
    }
}
