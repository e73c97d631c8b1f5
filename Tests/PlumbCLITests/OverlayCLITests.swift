import Foundation
import Testing

@testable import PlumbRender

/// `plumb render --overlay` draws findings over the image: hatching where siblings overlap, a red outline on
/// clipped text; without the flag the same pixels are the plain render.
@Suite struct OverlayCLITests {
    @Test func overlapIsHatchedAndClippedTextOutlinedInRed() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "ov.yaml",
            """
            name: ov
            root:
              id: root
              children:
                - {id: a, frame: [10, 10, 100, 50], background: "#FFCC00"}
                - {id: b, frame: [90, 30, 100, 50], background: "#34C759"}
                - {id: t, kind: text, text: "Clipped text at large sizes", style: body, lines: 0, frame: [10, 90, 120, 30]}
            """)
        for (flag, folderName) in [([] as [String], "plain"), (["--overlay"], "marked")] {
            let run = try PlumbProcess.run(
                [
                    "render", spec, "--width", "220", "--category", "xl", "-o",
                    folder.url.appendingPathComponent(folderName).path,
                ] + flag)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let plain = try PNGDecoder().decode(contentsOf: folder.url.appendingPathComponent("plain/ov/220w-xl.png"))
        let marked = try PNGDecoder().decode(
            contentsOf: folder.url.appendingPathComponent("marked/ov/220w-xl-overlay.png"))
        // Inside the overlap [90, 30, 20, 30] the overlay adds red: some pixel there gets more red than green.
        let overlapRed = (30..<60).contains { y in
            (90..<110).contains { x in
                let p = marked.pixel(x: x, y: y); return p.r > 200 && p.g < 150
            }
        }
        #expect(overlapRed)
        // The clipped text's frame edge (x = 10.5, y 90…120) is outlined in red; the plain render has no red there.
        let edge = marked.pixel(x: 11, y: 105), before = plain.pixel(x: 11, y: 105)
        #expect(edge.r > 200 && edge.g < 120 && edge.b < 120)
        #expect(!(before.r > 200 && before.g < 120))
        // Away from any frame, the images agree.
        #expect(marked.pixel(x: 200, y: 5) == plain.pixel(x: 200, y: 5))
    }
}
