import Foundation
import PlumbCore
import Testing

@testable import PlumbRender

/// `plumb sheet` for a website: drawn at its renders' scale with a matching `pHYs`, human headings and axis labels,
/// chosen axes, wrapping, several specs in one grid, borders and background as switches.
@Suite struct SheetWebCLITests {
    static let matrix = ["--width", "320,375", "--category", "l,ax3"]

    func sheet(
        _ arguments: [String], in folder: TemporaryFolder, name: String = "sheet.png"
    ) throws -> (path: String, image: RGBAImage?) {
        let path = folder.url.appendingPathComponent(name).path
        let run = try PlumbProcess.run(["sheet"] + arguments + ["-o", path])
        #expect(run.status == 0, "\(run.stderr)")
        return (path, name.hasSuffix(".png") ? try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: path)) : nil)
    }

    /// The renders of `arguments`, by environment label.
    func renders(_ spec: String, _ arguments: [String], in folder: TemporaryFolder) throws -> [String: RGBAImage] {
        let output = folder.url.appendingPathComponent("renders-\(UUID().uuidString)")
        let run = try PlumbProcess.run(["render", spec] + arguments + ["-o", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        var images: [String: RGBAImage] = [:]
        for folder in try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil) {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".png") {
                images[folder.lastPathComponent + "/" + file.dropLast(4)] = try PNGDecoder().decode(
                    contentsOf: folder.appendingPathComponent(file))
            }
        }
        return images
    }

    /// Where `render` (if there is one) sits on `sheet` pixel for pixel.
    static func place(_ render: RGBAImage?, in sheet: RGBAImage) -> (x: Int, y: Int)? {
        render.flatMap { SheetCLITests.find($0, in: sheet) }
    }

    @Test func aRetinaSheetIsRetinaThroughoutAndItsPHYsSaysSo() throws {
        let folder = try TemporaryFolder()
        let one = try #require(try sheet(["gallery:settings-cell"] + Self.matrix, in: folder, name: "one.png").image)
        let (path, image) = try sheet(
            ["gallery:settings-cell"] + Self.matrix + ["--scale", "2"], in: folder, name: "two.png")
        let two = try #require(image)
        // Labels, gaps and margins scale with the renders: the @2x sheet is the @1x sheet at twice the pixels (a
        // pixel or two apart where points are rounded up to the pixel grid), not @2x renders among @1x labels.
        #expect(
            abs(two.width - 2 * one.width) <= 4 && abs(two.height - 2 * one.height) <= 4,
            "\(one.width)×\(one.height) → \(two.width)×\(two.height)")
        for (label, render) in try renders("gallery:settings-cell", Self.matrix + ["--scale", "2"], in: folder) {
            #expect(SheetCLITests.find(render, in: two) != nil, "\(label) is not on the @2x sheet pixel for pixel")
        }
        // pHYs: 72 dpi × 2 = 5669 pixels per metre on both axes, unit 1 (the metre), before the image data.
        let chunks = try DocumentReaders.pngChunks(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let physical = try #require(chunks.first { $0.type == "pHYs" })
        #expect(physical.data == [0, 0, 0x16, 0x25, 0, 0, 0x16, 0x25, 1])
        #expect(chunks.firstIndex { $0.type == "pHYs" }! < chunks.firstIndex { $0.type == "IDAT" }!)
        let oneChunks = try DocumentReaders.pngChunks(
            Array(try Data(contentsOf: folder.url.appendingPathComponent("one.png"))))
        #expect(
            oneChunks.first { $0.type == "pHYs" }?.data == [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1],
            "2835 pixels per metre at @1x")
    }

    @Test func titleCaptionAndAxisLabelsReadAsAPersonWritesThem() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "buttons.yaml",
            """
            name: btn-set-v2
            title: Button set
            caption: Primary and secondary buttons at two widths.
            root: {id: root, layout: stack, axis: vertical, padding: 16, children: [{id: primary, kind: button, text: Continue}]}
            """)
        let (path, _) = try sheet(
            [spec, "--width", "320,375", "--category", "l,ax3", "--direction", "ltr,rtl"], in: folder, name: "sheet.pdf"
        )
        let text = try DocumentReaders.pdfText(path)
        for phrase in [
            "Button set", "Primary and secondary buttons at two widths.", "Large (default)", "AX3", "320 pt · LTR",
            "375 pt · RTL",
        ] {
            #expect(text.contains(phrase), "the sheet lacks \(phrase.debugDescription):\n\(text)")
        }
        #expect(!text.contains("btn-set-v2"), "the machine name is not the title")
        // --title and --caption head the sheet instead of the spec's own.
        let (flagged, _) = try sheet(
            [spec, "--width", "320", "--title", "Buttons", "--caption", "From the design system."], in: folder,
            name: "flagged.pdf")
        let flaggedText = try DocumentReaders.pdfText(flagged)
        #expect(
            flaggedText.contains("Buttons") && flaggedText.contains("From the design system.")
                && !flaggedText.contains("Button set"), "\(flaggedText)")
    }

    @Test func chosenAxesPutSeveralSpecsInOneGrid() throws {
        let folder = try TemporaryFolder()
        let red = try folder.file(
            "red.yaml",
            "root: {id: root, size: [120, 40], background: \"#FF3B30\", children: [{id: t, kind: text, text: Red, frame: [8, 8, 100, 24]}]}\n"
        )
        let blue = try folder.file(
            "blue.yaml",
            "root: {id: root, size: [120, 40], background: \"#007AFF\", children: [{id: t, kind: text, text: Blue, frame: [8, 8, 100, 24]}]}\n"
        )
        let axes = ["--width", "200", "--category", "l,ax3", "--rows", "spec", "--columns", "category"]
        let sheet = try #require(try sheet([red, blue] + axes, in: folder).image)
        let redRenders = try renders(red, ["--width", "200", "--category", "l,ax3"], in: folder)
        let blueRenders = try renders(blue, ["--width", "200", "--category", "l,ax3"], in: folder)
        let redLarge = try #require(Self.place(redRenders["red/200w-l"], in: sheet))
        let redAX3 = try #require(Self.place(redRenders["red/200w-ax3"], in: sheet))
        let blueLarge = try #require(Self.place(blueRenders["blue/200w-l"], in: sheet))
        #expect(redLarge.y == redAX3.y && redLarge.x < redAX3.x, "one row per spec, one column per category")
        #expect(
            blueLarge.x == redLarge.x && blueLarge.y > redLarge.y, "the second spec is the next row of the same grid")
    }

    @Test func longRowsWrapByColumnsOrByWidth() throws {
        let folder = try TemporaryFolder()
        let matrix = ["--width", "320,375,414", "--category", "l"]
        let sheet = try #require(try sheet(["gallery:settings-cell"] + matrix + ["--wrap", "2"], in: folder).image)
        let renders = try renders("gallery:settings-cell", matrix, in: folder)
        let first = try #require(Self.place(renders["settings-cell/320w-l"], in: sheet))
        let second = try #require(Self.place(renders["settings-cell/375w-l"], in: sheet))
        let third = try #require(Self.place(renders["settings-cell/414w-l"], in: sheet))
        #expect(second.y == first.y && second.x > first.x)
        #expect(third.x == first.x && third.y > first.y, "the third column starts a new band under the first")
        let narrow = try #require(
            try self.sheet(["gallery:settings-cell"] + matrix + ["--wrap", "900px"], in: folder, name: "narrow.png")
                .image)
        let wide = try #require(try self.sheet(["gallery:settings-cell"] + matrix, in: folder, name: "wide.png").image)
        #expect(narrow.width <= 900 && wide.width > 900, "\(narrow.width) \(wide.width)")
    }

    @Test func bordersAndBackgroundAreSwitches() throws {
        let folder = try TemporaryFolder()
        let matrix = ["--width", "320", "--category", "l"]
        let render = try #require(try renders("gallery:settings-cell", matrix, in: folder)["settings-cell/320w-l"])
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
            Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }

        let framed = try #require(try sheet(["gallery:settings-cell"] + matrix, in: folder, name: "framed.png").image)
        let at = try #require(SheetCLITests.find(render, in: framed))
        #expect(pixel(framed, 0, 0) == [0xE5, 0xE5, 0xEA, 255], "the default background")
        #expect(pixel(framed, at.x - 1, at.y + 10) != pixel(framed, 0, 0), "a hairline border beside the render")

        let bare = try #require(
            try sheet(
                ["gallery:settings-cell"] + matrix + ["--no-borders", "--sheet-background", "transparent"], in: folder,
                name: "bare.png"
            ).image)
        let bareAt = try #require(SheetCLITests.find(render, in: bare))
        #expect(pixel(bare, 0, 0)[3] == 0, "a transparent background keeps its alpha")
        #expect(pixel(bare, bareAt.x - 1, bareAt.y + 10)[3] == 0, "no border")

        let navy = try #require(
            try sheet(
                ["gallery:settings-cell"] + matrix + ["--sheet-background", "#102030"], in: folder, name: "navy.png"
            )
            .image)
        #expect(pixel(navy, 0, 0) == [0x10, 0x20, 0x30, 255])
    }
}
