import Foundation
import PlumbCore
import PlumbRender
import Testing

/// `src:` on image nodes through the real `plumb`: asset-catalog scale variants picked by the environment's scale,
/// the image's own size as its intrinsic size, UIImageView's content modes, template tint and RTL mirroring.
@Suite struct ImageSrcCLITests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 160, 0, 255]

    /// Writes a `width` × `height` PNG whose left half is `left` and right half `right`.
    func writePNG(_ path: String, width: Int, height: Int, left: [UInt8], right: [UInt8]? = nil) throws {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let colour = x < width / 2 ? left : (right ?? left)
                for c in 0..<4 { image.pixels[(y * width + x) * 4 + c] = colour[c] }
            }
        }
        try Data(try PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: path))
    }

    /// A folder with `icon.png` (10×10 red), `icon@2x.png` (20×20 blue), `icon@3x.png` (30×30 green) and `half.png`
    /// (20×10, red left, blue right), and a spec with `children`.
    func folder(children: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let base = folder.url.path
        try writePNG(base + "/icon.png", width: 10, height: 10, left: Self.red)
        try writePNG(base + "/icon@2x.png", width: 20, height: 20, left: Self.blue)
        try writePNG(base + "/icon@3x.png", width: 30, height: 30, left: Self.green)
        try writePNG(base + "/half.png", width: 20, height: 10, left: Self.red, right: Self.blue)
        let spec = try folder.file(
            "images.yaml",
            """
            name: images
            root:
              id: root
              layout: absolute
              height: 100
              background: "#FFFFFF"
              children:
            \(children)
            """)
        return (folder, spec)
    }

    /// Renders the spec once at `scale` (and `direction`) and returns the PNG's pixel at point (`x`, `y`).
    func pixel(
        _ spec: String, folder: TemporaryFolder, x: Double, y: Double, scale: Int = 1, direction: String = "ltr"
    ) throws -> [UInt8] {
        let out = folder.url.appendingPathComponent("out-\(scale)-\(direction)").path
        let run = try PlumbProcess.run([
            "render", spec, "--width", "100", "--scale", "\(scale)", "--direction", direction, "-o", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/images").filter { $0.hasSuffix(".png") }
        let image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: out + "/images/" + files[0]))
        let px = Int(x * Double(scale)), py = Int(y * Double(scale))
        return Array(image.pixels[((py * image.width + px) * 4)..<((py * image.width + px) * 4 + 4)])
    }

    @Test func theScaleVariantOfTheEnvironmentIsDrawnAndTheImageSizesItsNode() throws {
        let (folder, spec) = try self.folder(
            children: "    - {id: icon, kind: image, src: icon.png, frame: [0, 0, 10, 10]}")
        #expect(try pixel(spec, folder: folder, x: 5, y: 5, scale: 1) == Self.red)
        #expect(try pixel(spec, folder: folder, x: 5, y: 5, scale: 2) == Self.blue)
        #expect(try pixel(spec, folder: folder, x: 5, y: 5, scale: 3) == Self.green)
        // Without size: the largest variant's pixels ÷ its scale (30 px @3x = 10 pt), as UIImage.size.
        let stack = try folder.file(
            "stack.yaml",
            """
            name: stack
            root: {id: row, layout: stack, axis: vertical, alignment: leading, children: [{id: icon, kind: image, src: icon@3x.png}]}
            """)
        let layout = try PlumbProcess.run(["layout", stack, "--width", "100"])
        #expect(
            layout.stdout.contains(
                "{\"id\": \"icon\", \"parent\": \"row\", \"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}"),
            "\(layout.stdout)")
    }

    @Test func contentModesPlaceTheImageAsUIImageViewDoes() throws {
        let (folder, spec) = try self.folder(
            children: """
                    - {id: fit, kind: image, src: icon.png, contentMode: aspectFit, frame: [0, 0, 40, 20]}
                    - {id: fill, kind: image, src: icon.png, contentMode: scaleAspectFill, frame: [0, 30, 40, 20]}
                    - {id: centre, kind: image, src: icon.png, contentMode: center, frame: [50, 0, 40, 20]}
                    - {id: corner, kind: image, src: icon.png, contentMode: bottomRight, frame: [50, 30, 40, 20]}
                """)
        let white: [UInt8] = [255, 255, 255, 255]
        #expect(try pixel(spec, folder: folder, x: 5, y: 10) == white)  // aspectFit: 20×20 centred, sides empty
        #expect(try pixel(spec, folder: folder, x: 20, y: 10) == Self.red)
        #expect(try pixel(spec, folder: folder, x: 2, y: 40) == Self.red)  // aspectFill: 40×40, clipped, fills
        #expect(try pixel(spec, folder: folder, x: 70, y: 10) == Self.red)  // center: 10×10 at 65…75
        #expect(try pixel(spec, folder: folder, x: 62, y: 10) == white)
        #expect(try pixel(spec, folder: folder, x: 85, y: 45) == Self.red)  // bottomRight: 80…90 × 40…50
        #expect(try pixel(spec, folder: folder, x: 75, y: 45) == white)
    }

    @Test func tintAndRightToLeftMirroring() throws {
        let (folder, spec) = try self.folder(
            children: """
                    - {id: tinted, kind: image, src: icon.png, tint: "#FF00FF", frame: [0, 0, 10, 10]}
                    - {id: arrow, kind: image, src: half.png, mirrorsInRTL: true, frame: [40, 0, 20, 10]}
                """)
        #expect(try pixel(spec, folder: folder, x: 5, y: 5) == [255, 0, 255, 255])
        #expect(try pixel(spec, folder: folder, x: 42, y: 5, direction: "ltr") == Self.red)
        #expect(try pixel(spec, folder: folder, x: 42, y: 5, direction: "rtl") == Self.blue)
    }

    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bad-input/assets").path

    /// An SVG is drawn as vectors at any size (a 12×20 blue chevron filling a 24×40 frame at @3x stays solid to its
    /// edges), and a JPEG is decoded (red left half, blue right half, within JPEG's error).
    @Test func svgAndJPEGFilesAreDrawn() throws {
        let (folder, spec) = try self.folder(
            children: """
                    - {id: chevron, kind: image, src: \(Self.assets)/chevron.svg, frame: [0, 0, 24, 40]}
                    - {id: photo, kind: image, src: \(Self.assets)/photo.jpg, frame: [40, 0, 40, 20]}
                    - {id: tinted, kind: image, src: \(Self.assets)/chevron.svg, tint: "#00FF00", frame: [0, 50, 12, 20]}
                """)
        #expect(try pixel(spec, folder: folder, x: 23.5, y: 39.5, scale: 3) == [0, 0, 255, 255])
        #expect(try pixel(spec, folder: folder, x: 6, y: 60, scale: 3) == [0, 255, 0, 255])
        let left = try pixel(spec, folder: folder, x: 45, y: 10), right = try pixel(spec, folder: folder, x: 75, y: 10)
        #expect(left[0] > 200 && left[2] < 60 && right[2] > 190 && right[0] < 50, "\(left) \(right)")
        // Intrinsic sizes: the SVG's width and height; the JPEG's pixels at @1x.
        let stack = try folder.file(
            "stack.yaml",
            """
            name: stack
            root: {id: list, layout: stack, axis: vertical, alignment: leading, children: [{id: chevron, kind: image, src: \(Self.assets)/chevron.svg}, {id: photo, kind: image, src: \(Self.assets)/photo.jpg}]}
            """)
        let layout = try PlumbProcess.run(["layout", stack, "--width", "100"])
        #expect(
            layout.stdout.contains(
                "\"id\": \"chevron\", \"parent\": \"list\", \"x\": 0, \"y\": 0, \"width\": 12, \"height\": 20"),
            "\(layout.stdout)")
        #expect(
            layout.stdout.contains(
                "\"id\": \"photo\", \"parent\": \"list\", \"x\": 0, \"y\": 20, \"width\": 40, \"height\": 20"),
            "\(layout.stdout)")
    }
}

/// docs/examples/profile (brand font from a folder, a photo at @2x/@3x drawn aspectFill, SVG icons) lints clean in
/// its whole matrix, and README's sheet of it is what `plumb sheet` draws now.
@Suite struct ProfileExampleCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theExampleLintsCleanAndItsSheetIsCurrent() throws {
        let spec = Self.root.appendingPathComponent("docs/examples/profile/profile.yaml").path
        let lint = try PlumbProcess.run(["lint", spec])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let folder = try TemporaryFolder()
        let sheet = folder.url.appendingPathComponent("sheet.png").path
        let run = try PlumbProcess.run(["sheet", spec, "-o", sheet])
        #expect(run.status == 0, "\(run.stderr)")
        let committed = try PNGDecoder().decode(
            contentsOf: Self.root.appendingPathComponent("docs/images/profile-sheet.png"))
        let drawn = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: sheet))
        let same = committed == drawn
        #expect(
            same,
            "docs/images/profile-sheet.png is stale: regenerate it with plumb sheet docs/examples/profile/profile.yaml -o docs/images/profile-sheet.png"
        )
    }
}
