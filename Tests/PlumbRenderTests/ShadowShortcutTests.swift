import Testing

@testable import PlumbCore
@testable import PlumbLayout
@testable import PlumbRender
@testable import PlumbText

/// A renderer reuses the blurred mask of an identical shadow and leaves out the part of a shadow its node's opaque
/// fill paints over. Neither may change a pixel: every scene here renders to the same bytes as with
/// `shadowMasks = nil`, which draws each shadow afresh and in full.
@Suite struct ShadowShortcutTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func layout(_ root: Node, _ environment: Environment, canvas: Canvas = .plain) -> LayoutResult {
        var result = LayoutEngine.layout(
            root, name: "shadows", context: LayoutContext(environment: environment, measurer: measurer))
        result.canvas = canvas
        return result
    }

    static let shadow = Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: 4), radius: 12)

    static func card(
        _ id: String, _ frame: Rect, background: Color? = .white, cornerRadius: Double = 12,
        decoration: NodeDecoration? = nil, children: [Node] = []
    ) -> Node {
        var decoration = decoration ?? NodeDecoration(cornerCurve: .continuous)
        if decoration.shadow == nil { decoration.shadow = shadow }
        return Node(
            id: id, style: NodeStyle(background: background, cornerRadius: cornerRadius, decoration: decoration),
            layout: .absolute, frame: frame,
            children: children)
    }

    /// Scenes that reach every shortcut and every reason not to take one.
    static let scenes: [(name: String, root: Node)] = {
        let grey = Color(hex: "#F2F2F7")!
        func root(_ children: [Node]) -> Node {
            Node(
                id: "root", fixedHeight: 300, style: NodeStyle(background: grey), layout: .absolute, children: children)
        }
        return [
            (
                "twelve identical cards",
                root(
                    (0..<12).map {
                        card(
                            "card\($0)",
                            Rect(x: 16 + Double($0 % 2) * 110, y: 10 + Double($0 / 2) * 48, width: 100, height: 40))
                    })
            ),
            (
                "fractional frames and offsets",
                root([
                    card("a", Rect(x: 10.25, y: 7.5, width: 60.5, height: 23.75)),
                    card(
                        "b", Rect(x: 100.4, y: 50.1, width: 33.3, height: 90.7),
                        decoration: NodeDecoration(
                            shadow: Shadow(opacity: 0.6, offset: Size(width: -3.5, height: 2.25), radius: 5.5),
                            cornerCurve: .circular)),
                    card(
                        "c", Rect(x: 20, y: 160, width: 150, height: 60),
                        decoration: NodeDecoration(
                            shadow: Shadow(opacity: 1, offset: Size(width: 40, height: 50), radius: 2))),
                ])
            ),
            (
                "corners",
                root([
                    card("square", Rect(x: 10, y: 10, width: 80, height: 50), cornerRadius: 0),
                    card("pill", Rect(x: 110, y: 10, width: 100, height: 30), cornerRadius: 40),
                    card(
                        "per-corner", Rect(x: 10, y: 90, width: 120, height: 80),
                        decoration: NodeDecoration(
                            cornerRadii: CornerRadii(topLeft: 30, topRight: 0, bottomLeft: 6, bottomRight: 18),
                            cornerCurve: .continuous)),
                    card(
                        "circular", Rect(x: 150, y: 90, width: 60, height: 90), cornerRadius: 24,
                        decoration: NodeDecoration(cornerCurve: .circular)),
                    card("tiny", Rect(x: 20, y: 220, width: 4, height: 3)),
                ])
            ),
            (
                "fills that do not cover",
                root([
                    card(
                        "translucent", Rect(x: 10, y: 10, width: 90, height: 60), background: Color(hex: "#FFFFFF80")!),
                    card(
                        "gradient", Rect(x: 120, y: 10, width: 90, height: 60), background: nil,
                        decoration: NodeDecoration(
                            cornerCurve: .continuous,
                            gradient: LinearGradient(colors: [.white, Color(hex: "#FFFFFF00")!]))),
                    card(
                        "opaque under a gradient", Rect(x: 10, y: 100, width: 90, height: 60), background: .white,
                        decoration: NodeDecoration(
                            cornerCurve: .continuous,
                            gradient: LinearGradient(colors: [Color(hex: "#FF000080")!, Color(hex: "#0000FF00")!]))),
                    Node(
                        id: "bordered",
                        style: NodeStyle(
                            background: .white, borderColor: .black, borderWidth: 3, cornerRadius: 10,
                            decoration: NodeDecoration(shadow: shadow)),
                        layout: .absolute, frame: Rect(x: 120, y: 100, width: 90, height: 60)),
                ])
            ),
            (
                "clips and groups",
                root([
                    Node(
                        id: "clip",
                        style: NodeStyle(
                            background: .white, cornerRadius: 20,
                            decoration: NodeDecoration(cornerCurve: .continuous, clipsToBounds: true)),
                        layout: .absolute, frame: Rect(x: 10, y: 10, width: 120, height: 120),
                        children: [
                            card("clipped", Rect(x: 30, y: 60, width: 100, height: 50)),
                            card("inside", Rect(x: 20, y: 10, width: 60, height: 30)),
                        ]),
                    card(
                        "faded", Rect(x: 150, y: 20, width: 60, height: 60),
                        decoration: NodeDecoration(cornerCurve: .continuous, opacity: 0.5)),
                    Node(
                        id: "group", style: NodeStyle(decoration: NodeDecoration(opacity: 0.7)), layout: .absolute,
                        frame: Rect(x: 0, y: 150, width: 220, height: 140),
                        children: [
                            card("in group", Rect(x: 20, y: 20, width: 80, height: 60)),
                            card("overlapping", Rect(x: 60, y: 50, width: 80, height: 60)),
                        ]),
                ])
            ),
        ]
    }()

    @Test(arguments: [1, 2, 3])
    func shortcutsDrawTheSamePixelsAsFullShadows(scale: Int) {
        let environments = [
            Environment(width: 240, scale: scale), Environment(width: 240, scale: scale, appearance: .dark),
        ]
        for (name, root) in Self.scenes {
            for environment in environments {
                for canvas in [Canvas.plain, Canvas(padding: EdgeInsets(top: 7, left: 13.5, bottom: 3, right: 5))] {
                    let result = layout(root, environment, canvas: canvas)
                    let fast = Renderer(measurer: measurer)
                    let full = Renderer(measurer: measurer)
                    full.shadowMasks = nil
                    let expected = full.render(result)
                    for pass in ["first", "second (masks kept)"] {
                        let difference = Self.firstDifference(fast.render(result), expected)
                        #expect(
                            difference == nil,
                            "\(name) @\(scale)x \(environment.appearance), canvas \(canvas.padding), \(pass) render: \(difference ?? "")"
                        )
                    }
                }
            }
        }
    }

    /// Where two images first differ, or `nil`.
    static func firstDifference(_ image: RGBAImage, _ expected: RGBAImage) -> String? {
        guard image.width == expected.width, image.height == expected.height else {
            return "size \(image.width)×\(image.height)"
        }
        guard let index = image.pixels.indices.first(where: { image.pixels[$0] != expected.pixels[$0] }) else {
            return nil
        }
        let x = index / 4 % image.width, y = index / 4 / image.width
        return "pixel (\(x), \(y)) is \(image.pixel(x: x, y: y)), expected \(expected.pixel(x: x, y: y))"
    }

    @Test func identicalShadowsShareOneMask() throws {
        let renderer = Renderer(measurer: measurer)
        let (_, root) = try #require(Self.scenes.first)
        _ = renderer.render(layout(root, Environment(width: 240, scale: 3)))
        #expect(renderer.shadowMasks?.count == 1, "twelve identical cards, one mask")
        _ = renderer.render(layout(root, Environment(width: 240, scale: 3, appearance: .dark)))
        #expect(renderer.shadowMasks?.count == 1, "the dark render's cards cast the light render's mask")
        _ = renderer.render(layout(root, Environment(width: 240, scale: 2)))
        #expect(renderer.shadowMasks?.count == 2, "another scale, another mask")
    }

    /// The covered pixels are left out where the fill covers them whole, and only there: for an opaque card the
    /// middle of its mask (which the equality above then proves invisible), for a translucent card or under a rounded
    /// clip nothing.
    @Test func onlyAnOpaqueFillOutsideRoundedClipsHidesPartOfItsShadow() throws {
        func coveredArea(_ root: Node) -> Int {
            let renderer = Renderer(measurer: measurer)
            _ = renderer.render(layout(root, Environment(width: 240, scale: 2)))
            return renderer.shadowMasks!.keys.flatMap(\.covered).reduce(0) { $0 + $1.width * $1.height }
        }
        let card = Self.card("card", Rect(x: 20, y: 20, width: 100, height: 60), cornerRadius: 10)
        // 200 × 120 pixels less the corners' 10 pt × 1.53 reach (31 pixels) along one side of each rectangle of the
        // cross, and a pixel more on every side: 198 × 56 + 136 × 118, counting their overlap twice.
        #expect(
            coveredArea(Node(id: "root", fixedHeight: 100, layout: .absolute, children: [card])) == 198 * 56 + 136 * 118
        )
        let translucent = Self.card(
            "card", Rect(x: 20, y: 20, width: 100, height: 60), background: Color(hex: "#FFFFFFF0")!)
        #expect(coveredArea(Node(id: "root", fixedHeight: 100, layout: .absolute, children: [translucent])) == 0)
        let clipped = Node(
            id: "clip", style: NodeStyle(cornerRadius: 8, decoration: NodeDecoration(clipsToBounds: true)),
            layout: .absolute,
            frame: Rect(x: 0, y: 0, width: 200, height: 100), children: [card])
        #expect(coveredArea(Node(id: "root", fixedHeight: 100, layout: .absolute, children: [clipped])) == 0)
    }

    /// The shadow lies under its node on a canvas with padding too: it moves with the canvas, as the node does.
    @Test func aShadowStaysUnderItsNodeOnAPaddedCanvas() {
        let root = Node(
            id: "root", fixedHeight: 120, style: NodeStyle(background: .white), layout: .absolute,
            children: [
                Self.card(
                    "card", Rect(x: 50, y: 30, width: 100, height: 60),
                    decoration: NodeDecoration(shadow: Shadow(opacity: 0.8, offset: .zero, radius: 5)))
            ])
        let image = Renderer(measurer: measurer).render(
            layout(
                root, Environment(width: 200),
                canvas: Canvas(
                    padding: EdgeInsets(top: 20, left: 40, bottom: 20, right: 40), background: .color(.white))))
        // The card is at x 90…190, y 50…110 in the image; 2.5 pt outside each side (pixel centres) the shadow is
        // equally dark, to a level of rounding (radius 5: an odd box of 5, three centred passes).
        let left = image.pixel(x: 87, y: 80).r, right = image.pixel(x: 192, y: 80).r
        let top = image.pixel(x: 140, y: 47).r, bottom = image.pixel(x: 140, y: 112).r
        #expect(left < 230, "the shadow darkens the canvas beside the card: \(left)")
        for other in [right, top, bottom] {
            #expect(abs(Int(other) - Int(left)) <= 1, "left \(left), right \(right), top \(top), bottom \(bottom)")
        }
        #expect(image.pixel(x: 60, y: 80).r == 255, "nothing where the card would be without the canvas's padding")
    }
}
