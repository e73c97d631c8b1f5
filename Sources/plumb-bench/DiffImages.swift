import Foundation
import PlumbCore
import PlumbLayout
import PlumbRender
import PlumbText

/// Writes the diff row's inputs: the bench screen at 390×844 pt @3x (1170×2532 px, an iPhone 14's screen).
///
/// - `expected.png` and `identical.png`: the same render, written twice (two files, two buffers once decoded);
/// - `sparse.png`: the `toggled` variant — one switch on and one label longer;
/// - `different.png`: `expected` with every colour channel inverted, so every pixel differs.
/// Each PNG has a `.rgba` twin (raw straight-alpha bytes) for pixelmatch, which takes decoded pixels.
/// `expected-zlib6.png` and `sparse-zlib6.png` hold the same pixels as other tools write them: libpng's defaults,
/// zlib level 6 with adaptive row filters (what Pillow and most screenshot tools write), for the `sparse-zlib6` row.
enum DiffImages {
    static func run(_ arguments: BenchArguments) throws {
        let folder = URL(fileURLWithPath: try arguments.string("out"), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let measurer = try PangoTextMeasurer()
        let renderer = Renderer(measurer: measurer)
        let context = LayoutContext(environment: Environment(width: 390, height: 844, scale: 3), measurer: measurer)
        let expected = renderer.render(
            LayoutEngine.layout(BenchScreen.root(.baseline), name: "screen", context: context))
        let sparse = renderer.render(LayoutEngine.layout(BenchScreen.root(.toggled), name: "screen", context: context))
        var inverted = expected
        for index in stride(from: 0, to: inverted.pixels.count, by: 4) {
            for channel in 0..<3 { inverted.pixels[index + channel] = 255 - inverted.pixels[index + channel] }
        }
        let images = [("expected", expected), ("identical", expected), ("sparse", sparse), ("different", inverted)]
        for (name, image) in images {
            try Data(try PNGEncoder().encode(image)).write(to: folder.appendingPathComponent("\(name).png"))
            try Data(image.pixels).write(to: folder.appendingPathComponent("\(name).rgba"))
        }
        for (name, image) in [("expected", expected), ("sparse", sparse)] {
            let png = try PNGEncoder(compressionLevel: 6, filter: .all).encode(image)
            try Data(png).write(to: folder.appendingPathComponent("\(name)-zlib6.png"))
        }
        let size = "\(expected.width)x\(expected.height)"
        FileHandle.standardError.write(
            Data("plumb-bench: wrote \(images.count) \(size) images to \(folder.path)\n".utf8))
    }
}
