import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbRender

/// Layer styling drawn as Core Animation draws it: shadows, per-corner radii, continuous corners, `clipsToBounds`,
/// `opacity` and gradients, through the real binary and real PNGs; none of it moves a frame.
@Suite struct StylingCLITests {
    /// Renders `body` (the root's children, YAML) on a 200 × 200 white canvas and returns the image and its frames.
    static func render(_ children: String) throws -> (image: RGBAImage, frames: FramesDocument) {
        let folder = try TemporaryFolder()
        let spec = try folder.file(
            "s.yaml", "name: s\nroot:\n  id: root\n  height: 200\n  background: \"#FFFFFF\"\n  children:\n" + children)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run(["render", spec, "--width", "200", "--category", "l", "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("s/200w-l.png"))
        let frames = try FramesDocument(json: Data(contentsOf: out.appendingPathComponent("s/200w-l.frames.json")))
        return (image, frames)
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func aShadowDarkensOutsideTheFrameBelowItAndNotFarAway() throws {
        let (image, frames) = try Self.render(
            "    - {id: card, frame: [50, 50, 100, 60], background: \"#FFFFFF\", cornerRadius: 12, shadow: {opacity: 0.5, offset: [0, 4], radius: 8}}\n"
        )
        #expect(
            frames.nodes.first { $0.id == "card" }?.frame == Rect(x: 50, y: 50, width: 100, height: 60),
            "a shadow does not move the frame")
        let below = Self.pixel(image, 100, 113)  // 3 pt under the card: inside the offset shadow
        let above = Self.pixel(image, 100, 47)  // 3 pt above it: the shadow is shifted down, so fainter
        let far = Self.pixel(image, 100, 150)
        #expect(below[0] < 200, "the shadow darkens the canvas right under the card: \(below)")
        #expect(above[0] > below[0], "offset (0, 4) moves the shadow down: above \(above), below \(below)")
        #expect(far == [255, 255, 255, 255], "24 pt away, beyond 3σ of a radius-8 blur, the canvas is untouched")
        #expect(Self.pixel(image, 100, 80) == [255, 255, 255, 255], "the card itself covers its shadow")
        // Symmetric left and right of the card's centre.
        #expect(Self.pixel(image, 47, 80) == Self.pixel(image, 152, 80))
    }

    @Test func continuousCornersReachFurtherAlongTheEdgeThanCircularOnes() throws {
        let (circular, _) = try Self.render(
            "    - {id: a, frame: [20, 20, 100, 100], background: \"#000000\", cornerRadius: 20}\n")
        let (continuous, _) = try Self.render(
            "    - {id: a, frame: [20, 20, 100, 100], background: \"#000000\", cornerRadius: 20, cornerCurve: continuous}\n"
        )
        // At 22 pt along the top edge (past a circular corner's 20 pt, within a continuous one's 30.6 pt) and half a
        // point in, a circular corner is solid and a continuous one still curves away from the edge.
        #expect(Self.pixel(circular, 20 + 22, 20)[0] == 0)
        #expect(Self.pixel(continuous, 20 + 22, 20)[0] > 0)
        // Both leave the very corner empty and fill the middle.
        #expect(Self.pixel(continuous, 21, 21) == [255, 255, 255, 255])
        #expect(Self.pixel(continuous, 70, 70) == [0, 0, 0, 255])
    }

    @Test func eachCornerTakesItsOwnRadius() throws {
        let (image, _) = try Self.render(
            "    - {id: a, frame: [20, 20, 100, 100], background: \"#000000\", cornerRadius: {topLeft: 30, bottomRight: 10}}\n"
        )
        #expect(Self.pixel(image, 22, 22) == [255, 255, 255, 255], "top left rounded")
        #expect(Self.pixel(image, 119, 20) == [0, 0, 0, 255], "top right square")
        #expect(Self.pixel(image, 20, 119) == [0, 0, 0, 255], "bottom left square")
        #expect(Self.pixel(image, 119, 119) == [255, 255, 255, 255], "bottom right rounded")
    }

    @Test func clipsToBoundsCutsDescendantsAtTheRoundedFrame() throws {
        let child = "      children:\n        - {id: c, frame: [-10, -10, 120, 80], background: \"#FF0000\"}\n"
        let (clipped, _) = try Self.render(
            "    - id: p\n      frame: [40, 40, 100, 60]\n      cornerRadius: 16\n      clipsToBounds: true\n" + child)
        let (open, _) = try Self.render("    - id: p\n      frame: [40, 40, 100, 60]\n" + child)
        #expect(Self.pixel(open, 35, 35) == [255, 0, 0, 255])
        #expect(Self.pixel(clipped, 35, 35) == [255, 255, 255, 255], "outside the parent")
        #expect(Self.pixel(clipped, 41, 41) == [255, 255, 255, 255], "outside its rounded corner")
        #expect(Self.pixel(clipped, 90, 70) == [255, 0, 0, 255])
    }

    @Test func opacityFadesTheNodeAndItsSubtreeAsOneLayer() throws {
        let (image, _) = try Self.render(
            "    - id: p\n      frame: [20, 20, 100, 100]\n      background: \"#000000\"\n      opacity: 0.5\n"
                + "      children:\n        - {id: c, frame: [10, 10, 40, 40], background: \"#000000\"}\n")
        let parent = Self.pixel(image, 100, 100), overlap = Self.pixel(image, 40, 40)
        #expect(abs(Int(parent[0]) - 128) <= 1, "black at 50 % over white: \(parent)")
        #expect(overlap == parent, "the child is faded with its parent, not on top of it: \(overlap)")
    }

    @Test func aGradientRunsFromItsStartToItsEnd() throws {
        let (image, _) = try Self.render(
            "    - {id: g, frame: [0, 0, 200, 50], gradient: {colors: [\"#000000\", \"#FFFFFF\"], start: [0, 0.5], end: [1, 0.5]}}\n"
        )
        #expect(Self.pixel(image, 0, 25)[0] <= 2)
        #expect(Self.pixel(image, 199, 25)[0] >= 253)
        #expect(abs(Int(Self.pixel(image, 100, 25)[0]) - 128) <= 2)
    }
}
