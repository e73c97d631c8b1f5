import Foundation
import PlumbRender
import Testing

/// `symbol:` through the real `plumb`: an SVG of the spec's `symbols:` folder sized one em of its text style, so it
/// grows with Dynamic Type as an SF Symbol configured with a text style does (`UIImage.SymbolConfiguration(textStyle:)`,
/// Apple documentation: "a configuration object that uses the specified text style's font"), drawn in the text
/// colour; the weight picks `NAME.WEIGHT.svg`. And JPEG photos turned upright by their EXIF orientation.
@Suite struct SymbolImageCLITests {
    /// A folder with `symbols/star.svg` (24 × 24, a square of ink), `symbols/star.bold.svg` and a spec of `children`.
    func folder(children: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("symbols"), withIntermediateDirectories: true)
        _ = try folder.file(
            "symbols/star.svg",
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="#000"/></svg>"##
        )
        _ = try folder.file(
            "symbols/arrow.svg",
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"><rect width="48" height="24" fill="#000"/></svg>"##
        )
        _ = try folder.file(
            "symbols/star.bold.svg",
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#000"/></svg>"##
        )
        let spec = try folder.file(
            "spec.yaml",
            """
            name: symbols
            symbols: symbols/
            root:
              id: list
              layout: stack
              axis: vertical
              alignment: leading
              children:
            \(children)
            """)
        return (folder, spec)
    }

    /// The frames JSON of `spec` at `category`.
    func frames(_ spec: String, category: String) throws -> String {
        let run = try PlumbProcess.run(["layout", spec, "--width", "200", "--category", category])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// One em of the style high (body 17 pt at Large, 53 pt at AX5; title1 28 pt), as wide as the SVG's aspect.
    @Test func aSymbolIsOneEmOfItsTextStyleAndFollowsDynamicType() throws {
        let (kept, spec) = try folder(
            children: """
                    - {id: star, kind: image, symbol: star}
                    - {id: big, kind: image, symbol: star, style: title1}
                    - {id: arrow, kind: image, symbol: arrow, style: body}
                """)
        let large = try frames(spec, category: "l")
        #expect(
            large.contains(#""id": "star", "parent": "list", "x": 0, "y": 0, "width": 17, "height": 17"#), "\(large)")
        #expect(
            large.contains(#""id": "big", "parent": "list", "x": 0, "y": 17, "width": 28, "height": 28"#), "\(large)")
        #expect(
            large.contains(#""id": "arrow", "parent": "list", "x": 0, "y": 45, "width": 34, "height": 17"#), "\(large)")
        let ax5 = try frames(spec, category: "ax5")
        #expect(ax5.contains(#""id": "star", "parent": "list", "x": 0, "y": 0, "width": 53, "height": 53"#), "\(ax5)")
        withExtendedLifetime(kept) {}
    }

    /// Drawn as a template in the text colour (label: black in light, white in dark), or its `tint`; a bold symbol
    /// uses the folder's bold file (here a full square, where the regular one leaves a 2 pt border).
    @Test func aSymbolIsDrawnInTheTextColourAndItsWeightPicksTheFile() throws {
        let (folder, spec) = try folder(
            children: """
                    - {id: star, kind: image, symbol: star, style: title1}
                    - {id: bold, kind: image, symbol: star, style: title1, weight: bold, tint: "#FF0000"}
                """)
        let out = folder.url.appendingPathComponent("out").path
        let run = try PlumbProcess.run([
            "render", spec, "--width", "60", "--category", "l", "--appearance", "light,dark", "-o", out,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let light = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: out + "/symbols/60w-l.png"))
        let dark = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: out + "/symbols/60w-l-dark.png"))
        #expect(light.pixel(x: 14, y: 14).r == 0 && dark.pixel(x: 14, y: 14).r == 255)
        // The regular star's 2/24 border is empty; the bold file fills it, in the tint.
        #expect(light.pixel(x: 1, y: 1).a == 0 || light.pixel(x: 1, y: 1).r == 255)
        let corner = light.pixel(x: 1, y: 29)
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 0, "\(corner)")
    }

    /// A camera JPEG stored sideways with EXIF orientation 6 (turn 90° clockwise) is shown upright, as `UIImage` shows
    /// it: 40 × 20 stored (red left, blue right) is 20 × 40 shown, red on top.
    @Test func aJPEGIsTurnedUprightByItsExifOrientation() throws {
        let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/images/exif-orientation-6.jpg").path
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "photo.yaml",
            """
            name: photo
            root: {id: list, layout: stack, axis: vertical, alignment: leading, children: [{id: photo, kind: image, src: \(photo)}]}
            """)
        let layout = try PlumbProcess.run(["layout", spec, "--width", "100"])
        #expect(
            layout.stdout.contains(#""id": "photo", "parent": "list", "x": 0, "y": 0, "width": 20, "height": 40"#),
            "\(layout.stdout)")
        let out = folder.url.appendingPathComponent("out").path
        #expect(try PlumbProcess.run(["render", spec, "--width", "100", "--category", "l", "-o", out]).status == 0)
        let image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: out + "/photo/100w-l.png"))
        let top = image.pixel(x: 10, y: 5), bottom = image.pixel(x: 10, y: 35)
        #expect(top.r > 200 && top.b < 60 && bottom.b > 200 && bottom.r < 60, "\(top) \(bottom)")
    }
}
