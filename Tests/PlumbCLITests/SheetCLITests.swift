import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// `plumb sheet`: one labelled PNG holding every render of the matrix, pixel for pixel.
@Suite struct SheetCLITests {
    @Test func sheetHoldsEveryRenderUnchangedAndIsDeterministic() throws {
        let folder = try TemporaryFolder()
        let sheetPath = folder.url.appendingPathComponent("sheet.png").path
        let matrix = ["--width", "320,375", "--category", "l,ax5"]
        let run = try PlumbProcess.run(["sheet", "gallery:settings-cell"] + matrix + ["-o", sheetPath])
        #expect(run.status == 0, "\(run.stderr)")
        let renders = folder.url.appendingPathComponent("renders")
        let render = try PlumbProcess.run(["render", "gallery:settings-cell"] + matrix + ["-o", renders.path])
        #expect(render.status == 0, "\(render.stderr)")

        let sheet = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: sheetPath))
        var placed: [Int] = []
        for label in ["320w-l", "320w-ax5", "375w-l", "375w-ax5"] {
            let image = try PNGDecoder().decode(
                contentsOf: renders.appendingPathComponent("settings-cell/\(label).png"))
            let origin = try #require(Self.find(image, in: sheet), "\(label) is not on the sheet pixel for pixel")
            placed.append(origin.x)
        }
        // Columns are widths (320 left of 375), rows categories: the two renders of one width share a column.
        #expect(placed[0] == placed[1] && placed[2] == placed[3] && placed[0] + 320 < placed[2])

        let again = folder.url.appendingPathComponent("again.png").path
        #expect(try PlumbProcess.run(["sheet", "gallery:settings-cell"] + matrix + ["-o", again]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: sheetPath)) == Data(contentsOf: URL(fileURLWithPath: again)))
    }

    @Test func badOutputOrSpecWritesNothing() throws {
        let folder = try TemporaryFolder()
        let text = try PlumbProcess.run([
            "sheet", "gallery:settings-cell", "-o", folder.url.appendingPathComponent("sheet.txt").path,
        ])
        #expect(text.status == 2 && text.stderr.contains(".png"), "\(text.stderr)")
        let missing = try PlumbProcess.run([
            "sheet", "gallery:nope", "-o", folder.url.appendingPathComponent("sheet.png").path,
        ])
        #expect(missing.status == 2 && missing.stderr.contains("no such gallery entry"), "\(missing.stderr)")
        #expect(folder.contents.isEmpty)
    }

    /// The top-left corner where `image` appears in `sheet` exactly, if anywhere.
    static func find(_ image: RGBAImage, in sheet: RGBAImage) -> (x: Int, y: Int)? {
        guard image.width <= sheet.width, image.height <= sheet.height else { return nil }
        let rowBytes = image.width * 4
        return sheet.pixels.withUnsafeBytes { big in
            image.pixels.withUnsafeBytes { small in
                for y in 0...(sheet.height - image.height) {
                    for x in 0...(sheet.width - image.width) {
                        let matches = (0..<image.height).allSatisfy { row in
                            memcmp(
                                big.baseAddress! + ((y + row) * sheet.width + x) * 4,
                                small.baseAddress! + row * rowBytes, rowBytes) == 0
                        }
                        if matches { return (x, y) }
                    }
                }
                return nil
            }
        }
    }
}
