import Foundation
import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// Rendering with the real Cairo/Pango: pixel sizes, determinism, text never cut off, hairlines, switches.
@Suite struct RendererTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(measurer: try PangoTextMeasurer())
    }

    func layout(_ root: Node, _ environment: Environment) -> LayoutResult {
        LayoutEngine.layout(
            root, name: "test", context: LayoutContext(environment: environment, measurer: renderer.measurer))
    }

    @Test(arguments: [1, 2, 3])
    func pixelSizeIsPointsTimesScale(scale: Int) {
        let root = Node(
            id: "root", layout: .absolute, children: [Node(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 50.5))])
        let image = renderer.render(layout(root, Environment(width: 100.5, scale: scale)))
        #expect(image.width == Int((100.5 * Double(scale)).rounded(.up)))
        #expect(image.height == Int((50.5 * Double(scale)).rounded(.up)))
    }

    /// Long multi-line text at AX5, framed at exactly its integral measured size, leaves no ink outside the frame.
    @Test(arguments: [TextStyle.body, .largeTitle, .caption2, .headline])
    func textDrawnInItsMeasuredFrameIsNeverCutOff(style: TextStyle) throws {
        let text = TextContent(
            "Typography gyms: quickly jumping foxes, Ångström, naïve façades, “quotes” and emoji-free 0123456789 — all wrapping jq.",
            style: style, lines: 0)
        for scale in [1, 3] {
            let environment = Environment(width: 320, category: .accessibilityExtraExtraExtraLarge, scale: scale)
            let size = renderer.measurer.integralSize(of: text, in: environment, width: 280)
            let frame = Rect(x: 20, y: 20, width: size.width, height: size.height)
            let root = Node(
                id: "root", fixedHeight: size.height + 40, layout: .absolute,
                children: [
                    Node(id: "t", kind: .text, text: text, frame: frame)
                ])
            let result = layout(root, environment)
            #expect(result.entry("t")!.text!.lineCount > 2)
            let image = renderer.render(result)
            var inside = 0, outside: [(Int, Int)] = []
            let s = Double(scale)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x: x, y: y)
                    guard p.r != 255 || p.g != 255 || p.b != 255 else { continue }
                    let px = (Double(x) + 0.5) / s, py = (Double(y) + 0.5) / s
                    if frame.contains(Rect(x: px, y: py, width: 0, height: 0)) {
                        inside += 1
                    } else {
                        outside.append((x, y))
                    }
                }
            }
            #expect(inside > 1000)
            #expect(
                outside.isEmpty,
                "\(style) @\(scale)x: \(outside.count) ink pixels outside \(frame), first \(outside.prefix(3))")
        }
    }

    @Test func sameInputGivesByteIdenticalPNG() throws {
        let root = Node(
            id: "root", style: NodeStyle(background: Color(hex: "#F2F2F7")), layout: .absolute,
            children: [
                Node(
                    id: "t", kind: .text, text: TextContent("Deterministic pixels", style: .title2, lines: 0),
                    frame: Rect(x: 10, y: 10, width: 200, height: 60)),
                Node(id: "s", kind: .switch, isOn: true, frame: Rect(x: 220, y: 10, width: 51, height: 31)),
            ])
        let environment = Environment(width: 300, scale: 2)
        let first = try PNGEncoder().encode(renderer.render(layout(root, environment)))
        let other = Renderer(measurer: PangoTextMeasurer(fonts: try PinnedFonts.standard.get()))
        let second = try PNGEncoder().encode(
            other.render(
                LayoutEngine.layout(
                    root, name: "test", context: LayoutContext(environment: environment, measurer: other.measurer))))
        #expect(first == second)
    }

    @Test(arguments: [1, 2, 3])
    func separatorIsOneDevicePixelAtEveryScale(scale: Int) {
        let root = Node(
            id: "root", fixedHeight: 20, layout: .absolute,
            children: [
                Node(
                    id: "line", kind: .separator, style: NodeStyle(background: .black),
                    frame: Rect(x: 0, y: 10, width: 50, height: 1.0 / Double(scale)))
            ])
        let image = renderer.render(layout(root, Environment(width: 50, scale: scale)))
        let darkRows = (0..<image.height).filter { y in image.pixel(x: 25 * scale, y: y).r < 128 }
        #expect(darkRows == [10 * scale])
    }

    @Test func switchDrawsAGreenTrackWhenOnAndAWhiteKnobOnTheTrailingSide() {
        let root = Node(
            id: "root", fixedHeight: 31, layout: .absolute,
            children: [
                Node(id: "on", kind: .switch, isOn: true, frame: Rect(x: 0, y: 0, width: 51, height: 31)),
                Node(id: "off", kind: .switch, isOn: false, frame: Rect(x: 60, y: 0, width: 51, height: 31)),
            ])
        let image = renderer.render(layout(root, Environment(width: 120)))
        let trackOn = image.pixel(x: 10, y: 15), knobOn = image.pixel(x: 35, y: 15)
        #expect(trackOn.g > 150 && trackOn.r < 100)
        #expect(knobOn.r == 255 && knobOn.g == 255 && knobOn.b == 255)
        let knobOff = image.pixel(x: 60 + 16, y: 15)
        #expect(knobOff.r == 255 && knobOff.g == 255)
    }

    @Test func hiddenNodesAndTheirChildrenAreNotDrawn() {
        let root = Node(
            id: "root", fixedHeight: 20, layout: .absolute,
            children: [
                Node(
                    id: "h", hidden: true, style: NodeStyle(background: .black), layout: .absolute,
                    frame: Rect(x: 0, y: 0, width: 20, height: 20),
                    children: [
                        Node(
                            id: "child", style: NodeStyle(background: .black),
                            frame: Rect(x: 0, y: 0, width: 5, height: 5))
                    ])
            ])
        let image = renderer.render(layout(root, Environment(width: 20)))
        #expect(image.pixels.allSatisfy { $0 == 255 })
    }
}
